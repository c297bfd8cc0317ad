import { availabilityTexts, NEXT_FREE_DAYS_WINDOW, profileTexts } from '@studio/shared';
import { useEffect, useState } from 'react';
import { longDayLabel, shortDayLabel } from '@/lib/month-grid';
import { fetchNextFreeDays } from '../api/profile-api';

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; free: string[] };

/**
 * The profile's next free dates (docs/rules/history.md#issue-12): "Sat 12 Dec". The server renders what it read with the
 * page (`initial`); once the island is awake the browser reads them again, and again whenever the
 * visitor comes back to the tab.
 */
export function NextFreeDates({
  photographerId,
  initial,
}: {
  photographerId: string;
  initial: readonly string[] | null;
}) {
  const [state, setState] = useState<State>(initial ? { kind: 'ready', free: [...initial] } : { kind: 'loading' });

  useEffect(() => {
    let controller = new AbortController();
    const load = () => {
      controller.abort();
      controller = new AbortController();
      fetchNextFreeDays(photographerId, controller.signal)
        .then((free) => setState((s) => (free ? { kind: 'ready', free } : s.kind === 'ready' ? s : { kind: 'error' })))
        .catch(() => {
          // Aborted: a newer read is under way, or the profile has gone.
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
      // The server could not read them: the island wakes when this comes into view (entry-islands.ts).
      <p className="text-stone-600 dark:text-stone-400" aria-busy data-wake-in-view>
        {profileTexts.view.lookingForDates}
      </p>
    );
  if (state.kind === 'error')
    return <p className="text-stone-600 dark:text-stone-400">{availabilityTexts.nextFreeFailure}</p>;
  if (state.free.length === 0) return <p>{availabilityTexts.nextFreeNone({ days: NEXT_FREE_DAYS_WINDOW })}</p>;
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
