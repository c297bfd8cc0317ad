import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the top on every route change, or to the `#anchor` when the URL names one. */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (key)
  useLayoutEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, hash, key]);
  return null;
}
