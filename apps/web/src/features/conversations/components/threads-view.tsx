import type { ReactNode } from 'react';
import { type ConversationBooking, conversationTexts, directoryTexts, type ThreadSummary } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ImageIcon, Inbox, Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { paths } from '@/config/paths';
import { relativeTime } from '@/lib/date-time';
import { threadsQuery } from '../api/conversations-api';
import { Thread } from './thread';
import { DashboardPageHeading } from '@/components/ui/page-heading';

export function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="inline-grid min-w-5 place-items-center rounded-full bg-clay px-1.5 text-xs font-bold text-white dark:bg-gold dark:text-ink">
      {count}
      <span className="sr-only"> {conversationTexts.unreadBadge({ count })}</span>
    </span>
  );
}

function ThreadItem({ thread, active, now }: { thread: ThreadSummary; active: boolean; now: number }) {
  const { booking, lastMessage, unread } = thread;
  const name = booking.photographer.name.trim() || directoryTexts.card.unnamed;
  const preview = lastMessage
    ? `${lastMessage.author === booking.side ? `${conversationTexts.you}: ` : ''}${lastMessage.body}`
    : conversationTexts.noMessagesYet;
  return (
    <li>
      <Link
        to={`?request=${encodeURIComponent(booking.id)}`}
        aria-current={active ? 'page' : undefined}
        className={`flex gap-3 rounded-xl p-3 transition-colors ${
          active ? 'bg-sand dark:bg-stone-800' : 'hover:bg-sand/60 dark:hover:bg-stone-800/60'
        }`}
      >
        <PersonAvatar name={name} src={booking.photographer.profile_picture} className="size-11 text-sm" />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className={`truncate text-ink dark:text-white ${unread ? 'font-bold' : 'font-semibold'}`}>
              {name}
            </span>
            <span className="ml-auto shrink-0 text-xs text-stone-600 dark:text-stone-400">
              {relativeTime(lastMessage?.createdAt ?? booking.createdAt, now)}
            </span>
          </span>
          <span className="mt-0.5 flex items-center gap-2 text-xs">
            <span className="truncate text-clay-dark dark:text-gold">{booking.service}</span>
            <BookingStatusBadge status={booking.status} />
          </span>
          <span className="mt-1 flex items-center gap-2">
            <span
              className={`line-clamp-1 flex-1 text-sm [overflow-wrap:anywhere] ${unread ? 'text-ink dark:text-white' : 'text-stone-600 dark:text-stone-400'}`}
            >
              {lastMessage && lastMessage.imageCount > 0 && (
                <ImageIcon aria-label={conversationTexts.picture} className="mr-1 inline size-3.5 align-[-2px]" />
              )}
              {preview}
            </span>
            <UnreadBadge count={unread} />
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * /dashboard/Messages (docs/rules/history.md#issue-12): the client's conversations, one per booking, latest first, with
 * the last message and an unread badge; `?request=<id>` opens one beside the list (alone on phones).
 */
/**
 * `actions`: what the page adds above an open conversation (the client's booking actions);
 * `afterMessages`: what it adds under its messages, given the booking (the review, docs/rules/history.md#issue-13).
 */
export function ThreadsView({
  actions,
  afterMessages,
}: {
  actions?: (bookingId: string) => ReactNode;
  afterMessages?: (booking: ConversationBooking) => ReactNode;
} = {}) {
  const threads = useQuery(threadsQuery('sent'));
  const [params] = useSearchParams();
  const open = params.get('request');

  const list = threads.isPending ? (
    <LoadingBlock label={conversationTexts.loadingList} rows={3} />
  ) : threads.isError ? (
    <LoadError message={conversationTexts.listFailure} onRetry={() => void threads.refetch()} />
  ) : threads.data.length === 0 ? (
    <EmptyState icon={<Inbox className="size-5" />} title={conversationTexts.listEmpty}>
      <p>{conversationTexts.listEmptyHint}</p>
      <Link
        to={paths.dashboard}
        className="mt-5 inline-flex items-center gap-2 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-clay dark:bg-white dark:text-ink dark:hover:bg-gold"
      >
        <Search aria-hidden className="size-4" /> {conversationTexts.findPhotographers}
      </Link>
    </EmptyState>
  ) : (
    <ul aria-label={conversationTexts.listLabel} className="space-y-1">
      {threads.data.map((t) => (
        <ThreadItem key={t.booking.id} thread={t} active={t.booking.id === open} now={threads.dataUpdatedAt} />
      ))}
    </ul>
  );

  return (
    <div className="mx-auto max-w-6xl">
      <DashboardPageHeading
        eyebrow={conversationTexts.pageEyebrow}
        title={conversationTexts.pageTitle}
        className={open ? 'hidden lg:block' : ''}
      >
        {conversationTexts.pageIntro}
      </DashboardPageHeading>
      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className={open ? 'hidden lg:block' : ''}>{list}</div>
        {open ? (
          <div>
            <Link
              to="?"
              className="mb-3 inline-flex items-center gap-2 text-sm font-semibold text-stone-700 hover:text-clay lg:hidden dark:text-stone-300 dark:hover:text-gold"
            >
              <ArrowLeft aria-hidden className="size-4" /> {conversationTexts.backToList}
            </Link>
            <Thread key={open} bookingId={open} actions={actions?.(open)} afterMessages={afterMessages} />
          </div>
        ) : (
          <p className="hidden place-self-center text-stone-600 lg:block dark:text-stone-400">
            {conversationTexts.choose}
          </p>
        )}
      </div>
    </div>
  );
}
