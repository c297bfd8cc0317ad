import { useLayoutEffect } from 'react';

/** Marks `<html data-hydrated>` once the root's first render is committed: the page responds (the browser tests wait for it). */
export function useHydrationMark(): void {
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
}
