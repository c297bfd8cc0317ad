import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * When things may move. Anything that moves by itself (carousels' timers, looping animations)
 * runs only while it is on screen, in a visible tab, and (checked by each) not under
 * `prefers-reduced-motion`: the rest of the time it costs the main thread nothing.
 */

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True when the visitor asked for less motion. False on the server and during hydration. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** False while the page's tab is hidden. True on the server and during hydration. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

/**
 * True while the element is on screen. False on the server and until the first observation (so
 * nothing below the fold starts moving on arrival); true at once where IntersectionObserver is missing.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

/** True while the element is on screen in a visible tab: the only time its motion is seen. */
export function useSeen(ref: RefObject<Element | null>): boolean {
  const onScreen = useOnScreen(ref);
  const visible = usePageVisible();
  return onScreen && visible;
}
