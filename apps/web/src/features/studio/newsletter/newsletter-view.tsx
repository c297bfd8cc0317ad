import {
  type Campaign,
  type NewsletterSubscriber as Subscriber,
  paths,
  SUBSCRIBER_STATES,
  studioMailTexts as t,
} from '@studio/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, Mail, PenLine, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import {
  campaignsQuery,
  listSearch,
  type SubscribersParams,
  subscribersCsvUrl,
  subscribersQuery,
} from '../shared/mail-api';
import { formatNairobi } from '../shared/nairobi-time';
import { MailListFilters, MailListResults, parseListParams } from '../shared/mail-ui';
import { StudioPageHeading } from '../shared/studio-shell';
import { panelClass } from '@/components/ui/panel';
import { badgeClass, primaryButton, secondaryButton } from '../shared/ui';

const search = (params: SubscribersParams) => listSearch(params, 'all');

const statusBadge: Record<Campaign['status'], string> = {
  draft: 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100',
  sending: 'bg-gold/25 text-ink dark:bg-gold/30 dark:text-white',
  sent: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200',
};

/** Queued, sent, failed, bounced of a campaign, as numbers and a bar. */
export function CampaignProgress({ campaign }: { campaign: Campaign }) {
  const p = campaign.progress;
  if (p.total === 0) return null;
  const done = p.sent + p.failed + p.bounced + p.skipped;
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label={t.progress.sent}
        aria-valuemin={0}
        aria-valuemax={p.total}
        aria-valuenow={done}
        className="h-2 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-800"
      >
        <div className="h-full bg-emerald-600 transition-[width]" style={{ width: `${(done / p.total) * 100}%` }} />
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700 dark:text-stone-300">
        {(['total', 'queued', 'sent', 'failed', 'bounced', 'skipped'] as const).map((k) =>
          k === 'skipped' && p.skipped === 0 ? null : (
            <div key={k} className="flex gap-1">
              <dt>{t.progress[k]}:</dt>
              <dd className="font-semibold tabular-nums">{p[k]}</dd>
            </div>
          ),
        )}
      </dl>
    </div>
  );
}

function Campaigns() {
  const list = useQuery(campaignsQuery());
  let body: ReactNode;
  if (list.isPending) body = <LoadingBlock label={t.campaignsTitle} rows={2} />;
  else if (list.isError)
    body = (
      <LoadError message={t.campaignsLoadFailure} onRetry={() => void list.refetch()} retrying={list.isFetching} />
    );
  else if (list.data.data.length === 0)
    body = <EmptyState icon={<Mail className="size-5" />} title={t.campaignsEmpty} />;
  else
    body = (
      <ul className={`${panelClass} divide-y divide-stone-200 overflow-hidden dark:divide-stone-800`}>
        {list.data.data.map((c) => (
          <li key={c.id}>
            <Link
              to={`${paths.studioNewsletter}/${c.id}`}
              className="block px-5 py-4 hover:bg-sand/60 sm:px-6 dark:hover:bg-stone-800/60"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="min-w-0 font-semibold [overflow-wrap:anywhere]">{c.subject}</span>
                <span className={`${badgeClass} ${statusBadge[c.status]}`}>{t.campaignStatus[c.status]}</span>
                <time
                  dateTime={c.sendStartedAt ?? c.updatedAt}
                  className="ml-auto text-sm whitespace-nowrap text-stone-600 dark:text-stone-400"
                >
                  {formatNairobi(c.sendStartedAt ?? c.updatedAt)}
                </time>
              </div>
              <CampaignProgress campaign={c} />
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="newsletter-campaigns" className="mb-12">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="newsletter-campaigns" className="font-serif text-2xl text-ink dark:text-white">
          {t.campaignsTitle}
        </h2>
        <Link to={`${paths.studioNewsletter}/new`} className={primaryButton}>
          <PenLine aria-hidden className="size-4" /> {t.campaignNew}
        </Link>
      </div>
      {body}
    </section>
  );
}

function SubscriberRow({ subscriber: s }: { subscriber: Subscriber }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3 sm:px-6">
      <span className="w-full min-w-0 font-medium [overflow-wrap:anywhere] sm:w-auto sm:flex-1">{s.email}</span>
      <span
        className={`${badgeClass} ${
          s.state === 'confirmed'
            ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200'
            : s.state === 'pending'
              ? 'bg-gold/25 text-ink dark:text-white'
              : 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100'
        }`}
      >
        {t.subscriberStates[s.state]}
      </span>
      <time dateTime={s.createdAt} className="text-sm whitespace-nowrap text-stone-600 dark:text-stone-400">
        {formatNairobi(s.createdAt)}
      </time>
    </li>
  );
}

function Subscribers() {
  const [searchParams] = useSearchParams();
  const params = parseListParams(searchParams, SUBSCRIBER_STATES, 'all');
  const list = useQuery({ ...subscribersQuery(params), placeholderData: keepPreviousData });
  const data = list.data;
  return (
    <section aria-labelledby="newsletter-subscribers">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="newsletter-subscribers" className="font-serif text-2xl text-ink dark:text-white">
          {t.subscribersTitle}
        </h2>
        <a href={subscribersCsvUrl(params)} download className={secondaryButton}>
          <Download aria-hidden className="size-4" /> {t.subscribersExport}
        </a>
      </div>
      {data && (
        <p className="mb-4 text-sm text-stone-700 dark:text-stone-300">
          {t.subscriberStates.confirmed}: <strong className="tabular-nums">{data.counts.confirmed}</strong> ·{' '}
          {t.subscriberStates.pending}: <strong className="tabular-nums">{data.counts.pending}</strong> ·{' '}
          {t.subscriberStates.unsubscribed}: <strong className="tabular-nums">{data.counts.unsubscribed}</strong>
        </p>
      )}
      <MailListFilters
        searchLabel={t.subscribersSearchLabel}
        params={params}
        states={SUBSCRIBER_STATES}
        names={t.subscriberStates}
        search={search}
      />
      <div className="mt-6">
        <MailListResults
          list={list}
          title={t.subscribersTitle}
          loadFailure={t.subscribersLoadFailure}
          loadingRows={4}
          empty={<EmptyState icon={<Users className="size-5" />} title={t.subscribersEmpty} />}
          params={params}
          search={search}
          row={(subscriber) => <SubscriberRow subscriber={subscriber} />}
        />
      </div>
    </section>
  );
}

/** /studio/newsletter (docs/rules/history.md#issue-14): the newsletters with their progress, and the subscribers. */
export function NewsletterView() {
  return (
    <>
      <StudioPageHeading title={t.newsletterTitle}>
        <p>{t.newsletterIntro}</p>
      </StudioPageHeading>
      <Campaigns />
      <Subscribers />
    </>
  );
}
