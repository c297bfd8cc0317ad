import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { keepsScroll } from '@/lib/navigation-state';

/**
 * Scrolls to the top on every route change, or to the `#anchor` when the URL names one; not when
 * a page only changes its own search parameters and asks to keep the scroll (lib/navigation-state).
 */
export function ScrollToTop() {
  const { pathname, hash, key, state } = useLocation();
  const keep = keepsScroll(state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (key)
  useLayoutEffect(() => {
    if (keep) return;
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, hash, key, keep]);
  return null;
}
