import { INBOX_SEARCH_MAX, studioMailTexts as t } from '@studio/shared';
import { Fragment, type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { LoadError, LoadingBlock } from '@/components/ui/load-states';
import { panelClass } from '@/components/ui/panel';
import { keepScrollState } from '@/lib/navigation-state';
import { ListSearch } from './list-search';
import { Pager } from './pager';

/** A mail list's `?q=&state=&page=` (the inbox's messages, the newsletter's subscribers). */
export interface MailListParams<S extends string> {
  q: string;
  state: S;
  page: number;
}

/** States as links (each an address, so Back works). */
function StateTabs<S extends string>({
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
): MailListParams<S> {
  const state = search.get('state');
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').slice(0, 100),
    state: states.includes(state as S) ? (state as S) : fallback,
    page: Number.isInteger(page) && page >= 1 && page < 1_000_000 ? page : 1,
  };
}

/** A mail list's search box and state tabs; either one goes back to the first page. */
export function MailListFilters<S extends string>({
  searchLabel,
  params,
  states,
  names,
  search,
}: {
  searchLabel: string;
  params: MailListParams<S>;
  states: readonly S[];
  names: Record<S, string>;
  /** The query string of the list's parameters. */
  search: (params: MailListParams<S>) => string;
}) {
  return (
    <>
      <ListSearch
        label={searchLabel}
        value={params.q}
        max={INBOX_SEARCH_MAX}
        submit={t.searchSubmit}
        clearLabel={t.searchClear}
        clear={(q) => search({ ...params, q, page: 1 })}
      />
      <StateTabs
        label={t.inboxStateLabel}
        states={states}
        current={params.state}
        names={names}
        searchOf={(state) => search({ ...params, state, page: 1 })}
      />
    </>
  );
}

/** A page of a mail list as rows with the pager under them, or what stands for them while it loads, fails or is empty. */
export function MailListResults<S extends string, T extends { id: string }>({
  list,
  title,
  loadFailure,
  loadingRows,
  empty,
  params,
  search,
  row,
}: {
  list: {
    data: { data: readonly T[]; meta: { totalPages: number } } | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** What the list is of: names the loading block and the pager. */
  title: string;
  loadFailure: string;
  loadingRows: number;
  /** What stands for an empty list. */
  empty: ReactNode;
  params: MailListParams<S>;
  search: (params: MailListParams<S>) => string;
  /** One item's row, an `<li>`. */
  row: (item: T) => ReactNode;
}) {
  const { data } = list;
  if (list.isPending) return <LoadingBlock label={title} rows={loadingRows} />;
  if (list.isError && !data)
    return <LoadError message={loadFailure} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (!data || data.data.length === 0) return empty;
  return (
    <>
      <ul className={`${panelClass} divide-y divide-stone-200 overflow-hidden dark:divide-stone-800`}>
        {data.data.map((item) => (
          <Fragment key={item.id}>{row(item)}</Fragment>
        ))}
      </ul>
      <div className="mt-6">
        <Pager
          page={params.page}
          totalPages={data.meta.totalPages}
          label={title}
          search={(page) => search({ ...params, page })}
        />
      </div>
    </>
  );
}
