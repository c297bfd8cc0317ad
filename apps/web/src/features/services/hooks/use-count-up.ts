import { useEffect, useRef, useState } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * docs/rules/product.md#states/9: counts from 0 up to `target` over `durationMs`, one step every `stepMs`, starting
 * when the element scrolls into view. The server and visitors who prefer reduced motion get
 * `target` at once (so does a browser without IntersectionObserver).
 */
export function useCountUp<T extends Element>(target: number, durationMs: number, stepMs: number) {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(target);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined' || window.matchMedia(REDUCED_MOTION).matches) {
      setValue(target);
      return;
    }
    setValue(0);
    const steps = Math.max(1, Math.round(durationMs / stepMs));
    let timer: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        let step = 0;
        timer = window.setInterval(() => {
          step += 1;
          setValue(Math.round((target * step) / steps));
          if (step >= steps) window.clearInterval(timer);
        }, stepMs);
      },
      { threshold: 0.5 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, [target, durationMs, stepMs]);

  return { ref, value };
}
