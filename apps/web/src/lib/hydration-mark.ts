import { useLayoutEffect } from 'react';

/** Marks `<html data-hydrated>`: the page responds (the browser tests wait for it). */
export function markHydrated(): void {
  document.documentElement.setAttribute('data-hydrated', '');
}

/** Marks `<html data-interactive>`: what is on screen responds (the first-load benchmark stops there). */
export function markInteractive(): void {
  if (document.documentElement.hasAttribute('data-interactive')) return;
  performance.mark('interactive');
  document.documentElement.setAttribute('data-interactive', '');
}

/** The client-routed app marks it once its root's first render is committed. */
export function useHydrationMark(): void {
  useLayoutEffect(() => {
    markInteractive();
    markHydrated();
  }, []);
}
