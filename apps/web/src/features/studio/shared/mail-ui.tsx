import { useId } from 'react';
import { Link } from 'react-router';
import { keepScrollState } from '@/lib/navigation-state';

/** States as links (each an address, so Back works). */
export function StateTabs<S extends string>({
  label,
  states,
  current,
  names,
  searchOf,
}: {
  label: string;
  states: readonly S[];
  current: S;
  names: Record<S, string>;
  searchOf: (state: S) => string;
}) {
  const id = useId();
  return (
    <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
      <span id={id} className="text-sm font-semibold text-stone-800 dark:text-stone-200">
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={id}
        className="flex max-w-full gap-1 self-start overflow-x-auto rounded-full bg-white p-1 ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-700"
      >
        {states.map((state) => (
          <Link
            key={state}
            to={{ search: searchOf(state) }}
            state={keepScrollState}
            aria-current={current === state ? 'true' : undefined}
            className={`rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors sm:px-3.5 ${
              current === state
                ? 'bg-ink text-white dark:bg-white dark:text-ink'
                : 'text-stone-700 hover:bg-sand hover:text-ink dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white'
            }`}
          >
            {names[state]}
          </Link>
        ))}
      </div>
    </div>
  );
}

/** `?q=&state=&page=` read leniently: an unknown state or page falls back to the default. */
export function parseListParams<S extends string>(
  search: URLSearchParams,
  states: readonly S[],
  fallback: S,
): { q: string; state: S; page: number } {
  const state = search.get('state');
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').slice(0, 100),
    state: states.includes(state as S) ? (state as S) : fallback,
    page: Number.isInteger(page) && page >= 1 && page < 1_000_000 ? page : 1,
  };
}
