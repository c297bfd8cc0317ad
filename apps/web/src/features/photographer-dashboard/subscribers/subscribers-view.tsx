import { formatDate } from '@studio/shared/i18n/format';
import { photographerDashboardTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { subscribersQuery } from './subscribers-api';
import { formatCount, formatDateTime, relativeTime } from '../shared/format';
import { DashboardPageHeading } from '@/components/ui/page-heading';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { panelClass } from '@/components/ui/panel';

const pageTexts = photographerDashboardTexts.subscribersPage;

const savedOn = (iso: string) => formatDate(iso, 'day');

/**
 * Subscriptions (docs/rules/photographers-and-portfolios.md#dashboard-navigation): the clients who saved the photographer's portfolio to their favourites,
 * most recent first, with how many they are.
 */
export function SubscribersView() {
  const subscribers = useQuery(subscribersQuery());
  const now = subscribers.dataUpdatedAt;
  return (
    <>
      <DashboardPageHeading eyebrow={pageTexts.eyebrow} title={pageTexts.title}>
        {pageTexts.intro}
      </DashboardPageHeading>
      {subscribers.isPending ? (
        <LoadingBlock label={pageTexts.loading} rows={3} />
      ) : subscribers.isError ? (
        <LoadError
          message={photographerDashboardTexts.subscribers.failure}
          onRetry={() => void subscribers.refetch()}
        />
      ) : subscribers.data.total === 0 ? (
        <EmptyState icon={<Heart className="size-5" />} title={photographerDashboardTexts.subscribers.empty}>
          {pageTexts.emptyBody}
        </EmptyState>
      ) : (
        <section aria-labelledby="subscribers-total" className={`${panelClass} overflow-hidden`}>
          <div className="flex items-center gap-3 border-b border-stone-200 px-5 py-4 sm:px-6 dark:border-stone-800">
            <span
              aria-hidden
              className="grid size-10 place-items-center rounded-full bg-clay/10 text-clay dark:bg-gold/15 dark:text-gold"
            >
              <Heart className="size-5" />
            </span>
            <h2 id="subscribers-total" className="font-serif text-xl text-ink dark:text-white">
              <span className="tabular-nums">{formatCount(subscribers.data.total)}</span>{' '}
              {pageTexts.total({ count: subscribers.data.total })}
            </h2>
          </div>
          <ul className="divide-y divide-stone-200 dark:divide-stone-800">
            {subscribers.data.data.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: usernames need not be unique; the order is the server's
              <li key={`${s.username}-${s.savedAt}-${i}`} className="flex items-center gap-4 px-5 py-4 sm:px-6">
                <PersonAvatar name={s.username} src={s.avatar} className="size-11 text-sm" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink [overflow-wrap:anywhere] dark:text-white">{s.username}</p>
                  <p className="text-sm text-stone-600 dark:text-stone-400">
                    {pageTexts.saved}{' '}
                    <time dateTime={s.savedAt} title={formatDateTime(s.savedAt)}>
                      {relativeTime(s.savedAt, now)}
                    </time>
                  </p>
                </div>
                <p className="hidden shrink-0 text-sm text-stone-600 sm:block dark:text-stone-400">
                  {savedOn(s.savedAt)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
