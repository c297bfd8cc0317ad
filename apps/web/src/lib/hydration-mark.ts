import { useLayoutEffect } from 'react';
import { markHydrated, markInteractive } from './page-marks';

export { holdHydrated, markHydrated, markInteractive, whenInteractive } from './page-marks';

/** The client-routed app marks it once its root's first render is committed. */
export function useHydrationMark(): void {
  useLayoutEffect(() => {
    markInteractive();
    markHydrated();
  }, []);
}
