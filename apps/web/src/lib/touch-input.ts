import { useSyncExternalStore } from 'react';

/**
 * A phone or tablet: the main pointer is a finger and nothing hovers. There the keyboard on screen
 * has no Shift+Enter to speak of, so a hint about keys misleads (docs/rules/history.md#issue-23).
 */
const TOUCH = '(hover: none) and (pointer: coarse)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(TOUCH);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on a touch device. False on the server, during hydration, and where matchMedia is missing. */
export function usePrimaryTouch(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(TOUCH).matches,
    () => false,
  );
}
