import { useLayoutEffect, useSyncExternalStore } from 'react';

/*
 * Hydration must render exactly what the server rendered. React reads a store's server snapshot
 * while hydrating; Preact's React layer (ADR 0010) has no server snapshot (it even calls
 * `getSnapshot` on the server) and does not patch attributes while hydrating. So every external
 * store goes through `useExternalStore`: the server snapshot on the server and during hydration,
 * the real value from the moment hydration is over.
 */
let hydrating = false;
const listeners = new Set<() => void>();

const subscribeHydration = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};

/** main.tsx calls this before hydrating a server-rendered page. */
export function beginHydration(): void {
  hydrating = true;
}

/**
 * Rendered once at the root: its layout effect runs as the first render is committed (hydration
 * is over), and stores read for real. `data-hydrated` on <html> tells tests the page responds.
 */
export function useEndOfHydration(): void {
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    if (!hydrating) return;
    hydrating = false;
    for (const onChange of listeners) onChange();
  }, []);
}

/** `useSyncExternalStore` whose first render of a server-rendered page matches the server's. */
export function useExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const stillHydrating = useSyncExternalStore(
    subscribeHydration,
    () => hydrating,
    () => true,
  );
  const serverValue = typeof window === 'undefined' || stillHydrating;
  return useSyncExternalStore(subscribe, serverValue ? getServerSnapshot : getSnapshot, getServerSnapshot);
}
