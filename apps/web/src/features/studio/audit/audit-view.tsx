import {
  type AuditEntry,
  exchangeRateTexts,
  studioBlogTexts,
  studioContentTexts,
  studioImagesTexts,
  studioMailTexts,
  studioSupportTexts,
  studioTexts,
} from '@studio/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowRight, ScrollText } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { formatDateTime, relativeTime } from '@/lib/date-time';
import { auditQuery, pageSearch } from '../shared/studio-api';
import { auditChanges } from './audit-changes';
import { parsePage } from '../shared/params';
import { Pager } from '../shared/pager';
import { StudioPageHeading } from '../shared/studio-shell';
import { panelClass } from '@/components/ui/panel';

const LIST_HEADING_ID = 'studio-audit-title';

/** What an entry changed: each key with its value before and after, in words (no raw JSON). */
function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return null;
  return (
    <dl className="mt-4 divide-y divide-stone-100 rounded-xl bg-paper px-4 text-sm dark:divide-stone-800 dark:bg-stone-950/50">
      {changes.map((change) => (
        <div key={change.key} className="gap-4 py-2.5 sm:grid sm:grid-cols-[13rem_minmax(0,1fr)]">
          <dt className="font-semibold text-stone-800 dark:text-stone-200">{change.label}</dt>
          <dd className="mt-1 flex flex-wrap content-start items-center gap-x-2 gap-y-1 text-stone-700 sm:mt-0 dark:text-stone-300">
            <span className="[overflow-wrap:anywhere]">
              <span className="text-xs font-semibold tracking-wider text-stone-600 uppercase dark:text-stone-400">
                {studioTexts.before}
              </span>{' '}
              <span className="text-stone-600 dark:text-stone-400">{change.before}</span>
            </span>
            {/* Words apart for assistive technology too: "Before No, After Yes". */}
            <span className="sr-only">, </span>
            <ArrowRight aria-hidden className="size-3.5 shrink-0 text-stone-400" />
            <span className="[overflow-wrap:anywhere]">
              <span className="text-xs font-semibold tracking-wider text-stone-600 uppercase dark:text-stone-400">
                {studioTexts.after}
              </span>{' '}
              <span className="font-medium text-ink dark:text-white">{change.after}</span>
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Every console area's names of its changes, by action, in the language of the moment. */
const actionNames = (): Record<string, string> => ({
  ...studioTexts.actions,
  ...studioContentTexts.auditActions,
  ...studioImagesTexts.auditActions,
  ...studioBlogTexts.actions,
  ...studioMailTexts.actions,
  ...studioSupportTexts.actions,
  ...exchangeRateTexts.actions,
});

function Entry({ entry }: { entry: AuditEntry }) {
  const what = actionNames()[entry.action] ?? entry.action;
  return (
    <li className={`${panelClass} p-5 sm:p-6`}>
      <article aria-label={entry.targetLabel ? `${what}: ${entry.targetLabel}` : what}>
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <h3 className="font-serif text-lg leading-snug text-ink dark:text-white">{what}</h3>
            {entry.targetLabel && (
              <p className="text-sm font-medium text-stone-700 [overflow-wrap:anywhere] dark:text-stone-300">
                {entry.targetLabel}
              </p>
            )}
          </div>
          <p className="shrink-0 text-sm text-stone-600 sm:text-right dark:text-stone-400">
            <time dateTime={entry.createdAt} title={relativeTime(entry.createdAt)}>
              {formatDateTime(entry.createdAt)}
            </time>
          </p>
        </div>
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
          {studioTexts.auditBy}{' '}
          <span className="font-medium break-all text-stone-800 dark:text-stone-200">{entry.actorEmail}</span>
        </p>
        <Changes entry={entry} />
      </article>
    </li>
  );
}

/** /studio/audit (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): every change made from the console, newest first, 50 a page (the page in the address). */
export function AuditView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const audit = useQuery({ ...auditQuery(page), placeholderData: keepPreviousData });
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  const data = audit.data;

  const totalPages = data?.meta.totalPages ?? 1;
  const pastTheEnd = !audit.isPlaceholderData && data !== undefined && page > totalPages;
  useEffect(() => {
    if (pastTheEnd) setSearchParams(pageSearch(totalPages), { replace: true });
  });

  // Another page: focus moves to the top of the log, not left on the pager's link.
  useEffect(() => {
    if (audit.isPlaceholderData || shownPage.current === page) return;
    shownPage.current = page;
    heading.current?.focus();
  });

  let body: ReactNode;
  if (audit.isPending) body = <LoadingBlock label={studioTexts.loadingAudit} rows={4} />;
  else if (audit.isError && !data)
    body = <LoadError message={studioTexts.failure} onRetry={() => void audit.refetch()} retrying={audit.isFetching} />;
  else if (!data || data.data.length === 0)
    body = <EmptyState icon={<ScrollText className="size-5" />} title={studioTexts.auditEmpty} />;
  else
    body = (
      <>
        <ol
          aria-labelledby={LIST_HEADING_ID}
          aria-busy={audit.isPlaceholderData || undefined}
          className={`grid gap-4 transition-opacity ${audit.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {data.data.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
        <Pager page={page} totalPages={data.meta.totalPages} label={studioTexts.auditPagesLabel} search={pageSearch} />
      </>
    );

  return (
    <>
      <StudioPageHeading title={studioTexts.auditTitle}>{studioTexts.auditIntro}</StudioPageHeading>
      <h2
        id={LIST_HEADING_ID}
        ref={heading}
        tabIndex={-1}
        className="mb-4 scroll-mt-24 font-serif text-2xl text-ink focus:outline-none dark:text-white"
      >
        {data ? studioTexts.auditCount({ count: data.meta.total }) : studioTexts.auditTitle}
      </h2>
      {body}
    </>
  );
}
