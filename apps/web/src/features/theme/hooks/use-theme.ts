import { STORAGE_KEYS } from '@studio/shared';
import { useCallback, useSyncExternalStore } from 'react';
import { storage } from '@/lib/storage';

const media = () => window.matchMedia('(prefers-color-scheme: dark)');
const listeners = new Set<() => void>();

function isDark(): boolean {
  const chosen = storage.get(STORAGE_KEYS.darkMode);
  return chosen === null ? media().matches : chosen === 'true';
}

function apply() {
  document.documentElement.classList.toggle('dark', isDark());
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const m = media();
  m.addEventListener('change', apply);
  return () => {
    listeners.delete(listener);
    m.removeEventListener('change', apply);
  };
}

/** Dark mode persisted under `darkMode`; follows the system preference until the user chooses. */
export function useTheme() {
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  const setDark = useCallback((value: boolean) => {
    storage.set(STORAGE_KEYS.darkMode, String(value));
    apply();
  }, []);
  return { dark, setDark, toggle: () => setDark(!dark) };
}
