import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { inputClass } from '@/components/ui/form-field';
import { keepScrollState } from '@/lib/navigation-state';
import { primaryButton } from './ui';

/** A date and time as Nairobi reads it. */
export const nairobiTime = (iso: string) =>
  new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' }).format(
    new Date(iso),
  );

/** A search box whose text goes into the address (page 1) on submit. */
export function ListSearch({
  label,
  value,
  max,
  submit,
  clear,
}: {
  label: string;
  value: string;
  max: number;
  submit: string;
  /** The search of the same list with `q` changed. */
  clear: (q: string) => string;
}) {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        navigate({ search: clear(text.trim()) }, { state: keepScrollState });
      }}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold text-stone-800 dark:text-stone-200">
          {label}
        </label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-500"
          />
          <input
            id={id}
            type="search"
            name="q"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={max}
            autoComplete="off"
            className={`${inputClass} border-stone-300 pl-11 dark:border-stone-600`}
          />
        </div>
      </div>
      <div className="flex gap-2">
        <button type="submit" className={`${primaryButton} h-12 flex-1 px-6 sm:flex-none`}>
          {submit}
        </button>
        {value && (
          <Link
            to={{ search: clear('') }}
            state={keepScrollState}
            className="inline-flex h-12 items-center gap-1.5 rounded-full px-4 text-sm font-semibold text-stone-700 hover:bg-sand hover:text-ink dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white"
          >
            <X aria-hidden className="size-4" /> Clear
          </Link>
        )}
      </div>
    </form>
  );
}

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
