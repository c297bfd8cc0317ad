import { useLayoutEffect } from 'react';

/** Marks `<html data-hydrated>`: the page responds (the browser tests wait for it). */
export function markHydrated(): void {
  document.documentElement.setAttribute('data-hydrated', '');
}

/** The client-routed app marks it once its root's first render is committed. */
export function useHydrationMark(): void {
  useLayoutEffect(markHydrated, []);
}
