import { useCallback, useEffect, useRef, useState } from 'react';
import { firstOfMonth, lastOfMonth, type Month, monthKey } from '@/lib/month-grid';
import { fetchPublicAvailability } from '@/lib/public-availability';

type MonthState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; busy: ReadonlySet<string> };

/**
 * A photographer's days that are not free, month by month (docs/rules/history.md#issue-12): each month is fetched
 * once, when a calendar shows it or a typed date falls in it. `isBusy` is false for a day whose
 * month is not known yet (the server checks every inquiry anyway).
 */
export function useBusyDays(photographerId: string) {
  const [months, setMonths] = useState<ReadonlyMap<string, MonthState>>(new Map());
  const requested = useRef(new Set<string>());
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const live = controllers.current;
    return () => {
      for (const c of live) c.abort();
    };
  }, []);

  const ensureMonth = useCallback(
    (month: Month) => {
      const key = monthKey(month);
      if (requested.current.has(key)) return;
      requested.current.add(key);
      const controller = new AbortController();
      controllers.current.add(controller);
      setMonths((m) => new Map(m).set(key, { kind: 'loading' }));
      fetchPublicAvailability(photographerId, firstOfMonth(month), lastOfMonth(month), controller.signal)
        .then((res) => {
          const busy = new Set(res.days.filter((d) => !d.free).map((d) => d.date));
          setMonths((m) => new Map(m).set(key, { kind: 'ready', busy }));
        })
        .catch((err: Error) => {
          if (err.name === 'AbortError') return;
          // Asked again the next time the month shows.
          requested.current.delete(key);
          setMonths((m) => new Map(m).set(key, { kind: 'error' }));
        })
        .finally(() => controllers.current.delete(controller));
    },
    [photographerId],
  );

  const stateOf = useCallback((day: string) => months.get(day.slice(0, 7)), [months]);
  const isBusy = useCallback(
    (day: string) => {
      const s = stateOf(day);
      return s?.kind === 'ready' && s.busy.has(day);
    },
    [stateOf],
  );
  const isLoaded = (month: Month) => months.get(monthKey(month))?.kind === 'ready';
  return { ensureMonth, isBusy, isLoaded };
}
