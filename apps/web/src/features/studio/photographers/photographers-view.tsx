import {
  STUDIO_PHOTOGRAPHER_STATES,
  STUDIO_SEARCH_MAX,
  type StudioPhotographer,
  studioHideSchema,
  studioTexts,
} from '@studio/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ReasonDialog, reasonBySchema } from '@/components/ui/reason-dialog';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { keepScrollState } from '@/lib/navigation-state';
import {
  type PhotographersParams,
  photographersQuery,
  photographersSearch,
  useHidePhotographer,
} from '../shared/studio-api';
import { useFocusLater } from '../shared/use-focus-later';
import { parsePhotographersParams } from '../shared/params';
import { DemoSwitch } from './demo-switch';
import { ExchangeRatePanel } from './exchange-rate-panel';
import { ListSearch } from '../shared/list-search';
import { Pager } from '../shared/pager';
import { hideButtonId, PhotographerRow, restoreButtonId, rowGrid } from './photographer-row';
import { StudioPageHeading } from '../shared/studio-shell';
import { panelClass } from '@/components/ui/panel';

const RESULTS_ID = 'studio-photographers-results';

/** The states, as links: each is an address and a history entry; the search is kept, the page starts at 1. */
function StateLinks({ params }: { params: PhotographersParams }) {
  return (
    <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
      <span id="studio-state-label" className="text-sm font-semibold text-stone-800 dark:text-stone-200">
        {studioTexts.stateLabel}
      </span>
      <div
        role="group"
        aria-labelledby="studio-state-label"
        className="flex max-w-full gap-1 self-start overflow-x-auto rounded-full bg-white p-1 ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-700"
      >
        {STUDIO_PHOTOGRAPHER_STATES.map((state) => {
          const current = params.state === state;
          return (
            <Link
              key={state}
              to={{ search: photographersSearch({ ...params, state, page: 1 }) }}
              state={keepScrollState}
              aria-current={current ? 'true' : undefined}
              className={`rounded-full px-3 py-1.5 text-sm sm:px-3.5 font-medium whitespace-nowrap transition-colors ${
                current
                  ? 'bg-ink text-white dark:bg-white dark:text-ink'
                  : 'text-stone-700 hover:bg-sand hover:text-ink dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white'
              }`}
            >
              {studioTexts.states[state]}
            </Link>
          );
        })}
      </div>
    </div>
  );
}

/**
 * /studio/photographers (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): the demo switch; then every photographer, searched by
 * name, e-mail or place and filtered by state (both, and the page, in the address so Back works);
 * each can be featured, hidden with a reason the photographer reads, or restored.
 */
export function PhotographersView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parsePhotographersParams(searchParams);
  const list = useQuery({ ...photographersQuery(params), placeholderData: keepPreviousData });
  const hide = useHidePhotographer();
  const [hiding, setHiding] = useState<StudioPhotographer | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(params.page);
  const data = list.data;

  // A page past the last (listings changed, or a stale link): the last page instead, in place.
  const totalPages = data?.meta.totalPages ?? 1;
  const pastTheEnd = !list.isPlaceholderData && data !== undefined && params.page > totalPages;
  useEffect(() => {
    if (pastTheEnd) setSearchParams(photographersSearch({ ...params, page: totalPages }), { replace: true });
  });

  // Another page: focus moves to the top of the results, not left on the pager's link.
  useEffect(() => {
    if (list.isPlaceholderData || shownPage.current === params.page) return;
    shownPage.current = params.page;
    resultsHeading.current?.focus();
  });

  // After a dialog or a change: focus where asked, once it is there (the results' heading if it never comes).
  const focusLater = useFocusLater(list.isFetching, () => resultsHeading.current);

  const closeHide = (done: boolean) => {
    if (!hiding) return;
    // Hidden: the Hide button became Restore.
    focusLater(done ? restoreButtonId(hiding._id) : hideButtonId(hiding._id));
    setHiding(null);
  };

  const filtering = params.q !== '' || params.state !== 'all';

  let results: ReactNode;
  if (list.isPending) results = <LoadingBlock label={studioTexts.loadingPhotographers} rows={5} />;
  else if (list.isError && !data)
    results = (
      <LoadError message={studioTexts.failure} onRetry={() => void list.refetch()} retrying={list.isFetching} />
    );
  else if (!data || data.data.length === 0)
    results = (
      <EmptyState icon={<Camera className="size-5" />} title={studioTexts.none}>
        {filtering && (
          <Link
            to={{ search: '' }}
            state={keepScrollState}
            className="font-semibold text-clay underline-offset-4 hover:underline dark:text-gold"
          >
            {studioTexts.showAll}
          </Link>
        )}
      </EmptyState>
    );
  else
    results = (
      <>
        {list.isError && (
          <div className="mb-4">
            <LoadError message={studioTexts.failure} onRetry={() => void list.refetch()} retrying={list.isFetching} />
          </div>
        )}
        <div className={`${panelClass} overflow-hidden`}>
          <div
            aria-hidden
            className={`hidden border-b border-stone-200 bg-stone-50 px-6 py-3 text-xs font-semibold tracking-wider text-stone-600 uppercase dark:border-stone-800 dark:bg-stone-950/40 dark:text-stone-400 ${rowGrid}`}
          >
            <span>{studioTexts.columns.photographer}</span>
            <span>{studioTexts.columns.place}</span>
            <span>{studioTexts.columns.reviews}</span>
            <span>{studioTexts.columns.state}</span>
            <span className="text-right">{studioTexts.columns.actions}</span>
          </div>
          <ul
            aria-labelledby={RESULTS_ID}
            aria-busy={list.isPlaceholderData || undefined}
            className={`divide-y divide-stone-200 transition-opacity dark:divide-stone-800 ${
              list.isPlaceholderData ? 'opacity-60' : ''
            }`}
          >
            {data.data.map((photographer) => (
              <PhotographerRow
                key={photographer._id}
                photographer={photographer}
                onHide={setHiding}
                focusLater={focusLater}
              />
            ))}
          </ul>
        </div>
        <Pager
          page={params.page}
          totalPages={data.meta.totalPages}
          label={studioTexts.photographerPagesLabel}
          search={(page) => photographersSearch({ ...params, page })}
        />
      </>
    );

  return (
    <>
      <StudioPageHeading title={studioTexts.photographersTitle}>{studioTexts.photographersIntro}</StudioPageHeading>
      <DemoSwitch />
      <ExchangeRatePanel />

      <section aria-labelledby={RESULTS_ID}>
        <ListSearch
          label={studioTexts.searchLabel}
          value={params.q}
          max={STUDIO_SEARCH_MAX}
          submit={studioTexts.searchSubmit}
          clear={(q) => photographersSearch({ ...params, q, page: 1 })}
          clearLabel={studioTexts.clearSearch}
          placeholder={studioTexts.searchPlaceholder}
        />
        <StateLinks params={params} />
        <h2
          id={RESULTS_ID}
          ref={resultsHeading}
          tabIndex={-1}
          className="mt-8 mb-4 scroll-mt-24 font-serif text-2xl text-ink focus:outline-none dark:text-white"
        >
          {data ? studioTexts.results({ count: data.meta.total }) : studioTexts.photographersTitle}
        </h2>
        {results}
      </section>

      <ReasonDialog
        cancelLabel={studioTexts.cancel}
        failure={studioTexts.actionFailure}
        subject={hiding?._id ?? null}
        title={hiding ? studioTexts.hideTitle({ name: hiding.name }) : ''}
        intro={studioTexts.hideIntro}
        label={studioTexts.hideReasonLabel}
        confirmLabel={studioTexts.hideConfirm}
        validate={reasonBySchema(studioHideSchema)}
        send={(reason) => hide.mutateAsync({ id: hiding!._id, reason })}
        busy={hide.isPending}
        success={hiding ? studioTexts.hidden({ name: hiding.name }) : ''}
        onDone={closeHide}
      />
    </>
  );
}
