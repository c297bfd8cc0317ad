import {
  LEAD_NO_PACKAGE,
  LEAD_SEARCH_MAX,
  LEAD_STAGES,
  type Lead,
  type LeadStage,
  type LeadsParams,
  leadsTexts,
  paths,
  photographerDashboardTexts,
} from '@studio/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CalendarDays, Download, Hourglass, Inbox, Package, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { leadsCsvHref, leadsQuery, leadsSearch } from './leads-api';
import { formatDateTime, formatShortEventDate, relativeTime, waitedFor } from '../shared/format';
import { DashboardPageHeading } from '@/components/ui/page-heading';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { panelClass } from '@/components/ui/panel';
import { secondaryButton } from '@/components/ui/buttons';

const FILTER_KEYS = ['stage', 'q', 'package', 'from', 'to'] as const;
const SEARCH_DELAY_MS = 300;

const isStage = (v: string | undefined): v is LeadStage => (LEAD_STAGES as readonly string[]).includes(v ?? '');

/** The filters the URL holds; unknown stages are dropped rather than sent to fail. */
function useLeadFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: LeadsParams = {};
  for (const key of FILTER_KEYS) {
    const value = searchParams.get(key);
    if (value) params[key] = value;
  }
  if (!isStage(params.stage)) delete params.stage;
  const update = (changes: LeadsParams) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return { params, update };
}

const stageAccent: Record<LeadStage, string> = {
  new: 'bg-amber-500',
  conversation: 'bg-clay',
  accepted: 'bg-emerald-600',
  completed: 'bg-sky-600',
  lost: 'bg-stone-400',
};

const fieldClass =
  'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-ink focus:border-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-gold dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100';
const labelClass = 'mb-1 block text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400';

function Filters({
  params,
  packages,
  onChange,
}: {
  params: LeadsParams;
  packages: { id: string; title: string }[];
  onChange: (changes: LeadsParams) => void;
}) {
  const id = useId();
  const [text, setText] = useState(params.q ?? '');
  const change = useRef(onChange);
  change.current = onChange;
  // The URL follows the typing after a pause; a change of the URL (back, clear) refills the box.
  useEffect(() => setText(params.q ?? ''), [params.q]);
  useEffect(() => {
    if (text.trim() === (params.q ?? '')) return;
    const timer = setTimeout(() => change.current({ q: text.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, params.q]);
  const filtered = FILTER_KEYS.some((k) => params[k]);

  return (
    <form
      role="search"
      aria-label={photographerDashboardTexts.leadsPage.filterLabel}
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ q: text.trim() });
      }}
      className={`${panelClass} grid grid-cols-2 gap-3 p-4 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end`}
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-q`} className={labelClass}>
          {leadsTexts.searchLabel}
        </label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-4 text-stone-500" />
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={LEAD_SEARCH_MAX}
            placeholder={leadsTexts.searchPlaceholder}
            onChange={(e) => setText(e.target.value)}
            className={`${fieldClass} pl-9`}
          />
        </div>
      </div>
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-package`} className={labelClass}>
          {photographerDashboardTexts.leadsPage.package}
        </label>
        <select
          id={`${id}-package`}
          value={params.package ?? ''}
          onChange={(e) => onChange({ package: e.target.value })}
          className={fieldClass}
        >
          <option value="">{leadsTexts.allPackages}</option>
          {packages.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
          <option value={LEAD_NO_PACKAGE}>{leadsTexts.noPackage}</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className={labelClass}>
          {leadsTexts.fromLabel}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={params.from ?? ''}
          max={params.to}
          onChange={(e) => onChange({ from: e.target.value })}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={labelClass}>
          {leadsTexts.toLabel}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={params.to ?? ''}
          min={params.from}
          onChange={(e) => onChange({ to: e.target.value })}
          className={fieldClass}
        />
      </div>
      <div className="col-span-2 flex flex-wrap items-center gap-2 lg:col-span-1">
        {filtered && (
          <button
            type="button"
            onClick={() => onChange({ stage: '', q: '', package: '', from: '', to: '' })}
            className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-stone-700 hover:bg-sand dark:text-stone-300 dark:hover:bg-stone-800"
          >
            <X aria-hidden className="size-4" /> {leadsTexts.clearFilters}
          </button>
        )}
        <a href={leadsCsvHref(params)} download className={`${secondaryButton} h-10 whitespace-nowrap`}>
          <Download aria-hidden className="size-4" /> {leadsTexts.exportCsv}
        </a>
      </div>
    </form>
  );
}

/** The stages as links with their counts: the stage filter, on phones the tabs between stages. */
function StageTabs({ params, counts, total }: { params: LeadsParams; counts: Map<LeadStage, number>; total: number }) {
  const nav = useRef<HTMLElement>(null);
  // Phones: the chosen stage's tab is scrolled into the row's view (the row scrolls sideways).
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const row = nav.current;
    if (!current || !row) return;
    row.scrollLeft = Math.max(0, current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2);
  }, [params.stage]);
  const tab = (stage: LeadStage | '', label: string, count: number) => {
    const current = (params.stage ?? '') === stage;
    return (
      <li key={stage || 'all'} className="shrink-0">
        <Link
          to={leadsSearch({ ...params, stage })}
          replace
          aria-current={current ? 'page' : undefined}
          className={`inline-flex items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-medium whitespace-nowrap ring-1 transition-colors ${
            current
              ? 'bg-ink text-white ring-ink dark:bg-white dark:text-ink dark:ring-white'
              : 'bg-white text-stone-700 ring-stone-200 hover:ring-ink dark:bg-stone-900 dark:text-stone-300 dark:ring-stone-700 dark:hover:ring-white'
          }`}
        >
          {stage && <span aria-hidden className={`size-2 rounded-full ${stageAccent[stage]}`} />}
          {label}
          <span className="tabular-nums opacity-75">{count}</span>
        </Link>
      </li>
    );
  };
  return (
    <nav
      ref={nav}
      aria-label={photographerDashboardTexts.leadsPage.stagesLabel}
      className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
    >
      <ul className="flex gap-2 pb-1">
        {tab('', leadsTexts.allStages, total)}
        {LEAD_STAGES.map((s) => tab(s, leadsTexts.stageLabels[s], counts.get(s) ?? 0))}
      </ul>
    </nav>
  );
}

export const bookingHref = (id: string) => `${paths.photographerBookings}?request=${encodeURIComponent(id)}`;

function LeadCard({ lead, now }: { lead: Lead; now: number }) {
  const titleId = `lead-${lead.id}`;
  const date = formatShortEventDate(lead.eventDate);
  return (
    <li className="relative">
      <article
        aria-labelledby={titleId}
        className="group relative rounded-xl border border-stone-200 bg-white p-4 shadow-sm lg:p-3.5 transition-shadow focus-within:ring-2 focus-within:ring-gold hover:shadow-md dark:border-stone-800 dark:bg-stone-900"
      >
        <h3 id={titleId} className="font-semibold text-ink [overflow-wrap:anywhere] dark:text-white">
          <Link
            to={bookingHref(lead.id)}
            className="after:absolute after:inset-0 after:rounded-xl focus:outline-none"
            aria-describedby={`${titleId}-open`}
          >
            {lead.clientName}
          </Link>
        </h3>
        <p title={lead.clientEmail} className="truncate text-xs text-stone-600 dark:text-stone-400">
          {lead.clientEmail}
        </p>
        {lead.stage === 'lost' && <BookingStatusBadge status={lead.status} className="mt-2" />}
        <dl className="mt-3 grid gap-1.5 text-sm text-stone-700 dark:text-stone-300">
          <div className="flex items-start gap-2">
            <dt>
              <Package aria-hidden className="mt-0.5 size-4 text-stone-500" />
              <span className="sr-only">{photographerDashboardTexts.leadsPage.package}</span>
            </dt>
            <dd className="min-w-0 [overflow-wrap:anywhere]">
              {lead.package?.title ?? <span className="text-stone-500">{leadsTexts.noPackageChosen}</span>}
            </dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <CalendarDays aria-hidden className="mt-0.5 size-4 text-stone-500" />
              <span className="sr-only">{photographerDashboardTexts.leadsPage.eventDate}</span>
            </dt>
            <dd>{date ?? <span className="text-stone-500">{leadsTexts.noEventDate}</span>}</dd>
          </div>
        </dl>
        <figure className="mt-3 border-l-2 border-sand pl-3 text-sm dark:border-stone-700">
          <blockquote className="line-clamp-3 [overflow-wrap:anywhere] text-stone-700 dark:text-stone-300">
            {lead.lastMessage.text}
          </blockquote>
          <figcaption className="mt-1 text-xs text-stone-500 dark:text-stone-400">
            {leadsTexts.lastMessageBy[lead.lastMessage.author]} ·{' '}
            <time dateTime={lead.lastMessage.at} title={formatDateTime(lead.lastMessage.at)}>
              {relativeTime(lead.lastMessage.at, now)}
            </time>
          </figcaption>
        </figure>
        {lead.waitingSince && (
          <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
            <Hourglass aria-hidden className="size-3.5" />
            <time dateTime={lead.waitingSince} title={formatDateTime(lead.waitingSince)}>
              {leadsTexts.waiting({ duration: waitedFor(lead.waitingSince, now) })}
            </time>
          </p>
        )}
        <span id={`${titleId}-open`} className="sr-only">
          {leadsTexts.openBooking}
        </span>
      </article>
    </li>
  );
}

/**
 * One stage's cards. On the board (all stages) it is a column on wide screens and a section under
 * the previous one on phones, by CSS alone, so each card is in the page once.
 */
function StageColumn({ stage, leads, now, board }: { stage: LeadStage; leads: Lead[]; now: number; board: boolean }) {
  const headingId = `stage-${stage}`;
  return (
    <section
      aria-labelledby={headingId}
      className={board ? 'flex min-w-0 flex-col lg:rounded-2xl lg:bg-sand/60 lg:p-2.5 lg:dark:bg-stone-950/50' : ''}
    >
      <header className="mb-3 flex items-center gap-2 px-1">
        <span aria-hidden className={`size-2.5 rounded-full ${stageAccent[stage]}`} />
        <h2 id={headingId} className="font-sans text-sm font-semibold text-ink dark:text-white">
          {leadsTexts.stageLabels[stage]}
        </h2>
        <span className="ml-auto rounded-full bg-white px-2 text-xs font-semibold text-stone-700 tabular-nums ring-1 ring-stone-200 dark:bg-stone-900 dark:text-stone-300 dark:ring-stone-700">
          {leads.length}
        </span>
      </header>
      {leads.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 px-3 py-4 text-center text-xs text-stone-500 dark:border-stone-700 dark:text-stone-400">
          {leadsTexts.emptyStage} · {leadsTexts.stageHints[stage].toLowerCase()}
        </p>
      ) : (
        <ul
          aria-label={leadsTexts.stageLabels[stage]}
          className={board ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-1' : 'grid gap-3 sm:grid-cols-2 xl:grid-cols-3'}
        >
          {leads.map((l) => (
            <LeadCard key={l.id} lead={l} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Leads (docs/rules/history.md#issue-12): the photographer's pipeline. All stages: a board of five columns on wide
 * screens, the stages one under the other on phones; one stage (the tabs): its cards alone.
 * Every filter lives in the URL, and the CSV export takes the same ones.
 */
export function LeadsView() {
  const { params, update } = useLeadFilters();
  const leads = useQuery({ ...leadsQuery(params), placeholderData: keepPreviousData });
  const data = leads.data;
  const now = leads.dataUpdatedAt || Date.now();
  const counts = new Map((data?.stages ?? []).map((s) => [s.stage, s.count]));
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const byStage = (stage: LeadStage) => (data?.leads ?? []).filter((l) => l.stage === stage);
  const filtered = FILTER_KEYS.some((k) => k !== 'stage' && params[k]);
  const stage = params.stage as LeadStage | undefined;

  return (
    <>
      <DashboardPageHeading eyebrow={leadsTexts.eyebrow} title={leadsTexts.title}>
        {leadsTexts.intro}
      </DashboardPageHeading>
      <div className="space-y-5">
        <Filters params={params} packages={data?.packages ?? []} onChange={update} />
        {leads.isPending ? (
          <LoadingBlock label={photographerDashboardTexts.leadsPage.loading} rows={4} />
        ) : leads.isError ? (
          <LoadError
            message={leadsTexts.failure}
            detail={leads.error instanceof Error ? leads.error.message : undefined}
            onRetry={() => void leads.refetch()}
          />
        ) : total === 0 && !filtered ? (
          <EmptyState icon={<Inbox className="size-5" />} title={leadsTexts.empty} />
        ) : (
          <>
            <StageTabs params={params} counts={counts} total={total} />
            {total === 0 ? (
              <EmptyState icon={<Search className="size-5" />} title={leadsTexts.emptyFiltered}>
                <button
                  type="button"
                  onClick={() => update({ stage: '', q: '', package: '', from: '', to: '' })}
                  className="font-semibold underline underline-offset-4"
                >
                  {leadsTexts.clearFilters}
                </button>
              </EmptyState>
            ) : stage ? (
              <div aria-busy={leads.isFetching}>
                <StageColumn stage={stage} leads={byStage(stage)} now={now} board={false} />
              </div>
            ) : (
              // All stages: a board of five columns on wide screens, sections one under the other on phones.
              <div
                aria-busy={leads.isFetching}
                className="space-y-8 lg:grid lg:grid-cols-5 lg:items-start lg:gap-3 lg:space-y-0"
              >
                {LEAD_STAGES.map((s) => (
                  <StageColumn key={s} stage={s} leads={byStage(s)} now={now} board />
                ))}
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}
