import { addDays, availabilityTexts, NEXT_FREE_DAYS_SHOWN, NEXT_FREE_DAYS_WINDOW } from '@studio/shared';
import { useEffect, useState } from 'react';
import { studioToday } from '@/lib/calendar-date';
import { longDayLabel, shortDayLabel } from '@/lib/month-grid';
import { fetchPublicAvailability } from '@/lib/public-availability';

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; free: string[] };

/** The first `NEXT_FREE_DAYS_SHOWN` free days within `NEXT_FREE_DAYS_WINDOW` days from today, oldest first. */
export function nextFreeDays(days: readonly { date: string; free: boolean }[]): string[] {
  return days
    .filter((d) => d.free)
    .slice(0, NEXT_FREE_DAYS_SHOWN)
    .map((d) => d.date);
}

/**
 * The profile's next free dates (issue 12): "Sat 12 Dec", read from the public availability after
 * the page has loaded (and again when the visitor comes back to the tab).
 */
export function NextFreeDates({ photographerId }: { photographerId: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let controller = new AbortController();
    const load = () => {
      controller.abort();
      controller = new AbortController();
      const today = studioToday();
      fetchPublicAvailability(photographerId, today, addDays(today, NEXT_FREE_DAYS_WINDOW - 1), controller.signal)
        .then((res) => setState({ kind: 'ready', free: nextFreeDays(res.days) }))
        .catch((err: Error) => {
          if (err.name !== 'AbortError') setState((s) => (s.kind === 'ready' ? s : { kind: 'error' }));
        });
    };
    load();
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [photographerId]);

  if (state.kind === 'loading')
    return (
      // Read in the browser: the island wakes when this comes into view (entry-islands.ts).
      <p className="text-stone-600 dark:text-stone-400" aria-busy data-wake-in-view>
        Looking for free dates…
      </p>
    );
  if (state.kind === 'error')
    return <p className="text-stone-600 dark:text-stone-400">{availabilityTexts.nextFreeFailure}</p>;
  if (state.free.length === 0) return <p>{availabilityTexts.nextFreeNone(NEXT_FREE_DAYS_WINDOW)}</p>;
  return (
    <ul aria-label={availabilityTexts.nextFreeTitle} className="mt-1 flex flex-wrap gap-1.5">
      {state.free.map((day) => (
        <li
          key={day}
          className="rounded-full border border-emerald-700/40 bg-emerald-50 px-2.5 py-0.5 text-sm font-medium whitespace-nowrap text-emerald-900 tabular-nums dark:border-emerald-400/40 dark:bg-emerald-950 dark:text-emerald-200"
        >
          <time dateTime={day} aria-label={longDayLabel(day)}>
            {shortDayLabel(day)}
          </time>
        </li>
      ))}
    </ul>
  );
}
