import {
  type BookingMessage,
  type BookingEvent,
  bookingTexts,
  type ConversationBooking,
  conversationTexts,
  type MessageImage,
} from '@studio/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Lock } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { LoadError, LoadingBlock } from '@/components/ui/load-states';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { ApiError } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/calendar-date';
import { formatDateTime, relativeTime } from '@/lib/date-time';
import { conversationKeys, threadQuery, useSendMessage } from '../api/conversations-api';
import { Composer } from './composer';

function Picture({ image, author }: { image: MessageImage; author: string }) {
  const srcSet = (ext: string) => image.widths.map((w) => `${image.base}-${w}.${ext} ${w}w`).join(', ');
  const largest = image.widths[image.widths.length - 1] ?? image.width;
  return (
    <a href={`${image.base}-${largest}.webp`} target="_blank" rel="noreferrer" className="block">
      <picture>
        <source type="image/avif" srcSet={srcSet('avif')} sizes="(min-width: 640px) 18rem, 70vw" />
        <img
          src={`${image.base}-${image.widths[0] ?? largest}.webp`}
          srcSet={srcSet('webp')}
          sizes="(min-width: 640px) 18rem, 70vw"
          width={image.width}
          height={image.height}
          alt={conversationTexts.imageAlt({ author })}
          loading="lazy"
          decoding="async"
          style={{ backgroundImage: `url(${image.placeholder})` }}
          className="h-auto max-h-80 w-full rounded-lg bg-cover object-cover"
        />
      </picture>
    </a>
  );
}

function Bubble({ message, now }: { message: BookingMessage; now: number }) {
  const author = message.mine ? conversationTexts.you : message.authorName;
  return (
    <li className={`flex ${message.mine ? 'justify-end' : 'justify-start'}`}>
      <div className={`max-w-[85%] sm:max-w-[70%] ${message.mine ? 'items-end' : 'items-start'} flex flex-col gap-1`}>
        <p className="px-1 text-xs text-stone-600 dark:text-stone-400">
          <span className="font-semibold text-stone-800 dark:text-stone-200">{author}</span> ·{' '}
          <time dateTime={message.createdAt} title={formatDateTime(message.createdAt)}>
            {relativeTime(message.createdAt, now)}
          </time>
        </p>
        <div
          className={`rounded-2xl px-4 py-2.5 text-sm leading-relaxed whitespace-pre-line [overflow-wrap:anywhere] ${
            message.mine
              ? 'rounded-br-sm bg-ink text-white dark:bg-gold dark:text-ink'
              : 'rounded-bl-sm bg-sand text-stone-900 dark:bg-stone-800 dark:text-stone-100'
          }`}
        >
          {message.body}
          {message.images.length > 0 && (
            <div className={`mt-2 grid gap-2 ${message.images.length > 1 ? 'grid-cols-2' : ''}`}>
              {message.images.map((image) => (
                <Picture key={image.base} image={image} author={author} />
              ))}
            </div>
          )}
        </div>
      </div>
    </li>
  );
}

const moveVerb: Record<BookingEvent['to'], string> = {
  pending: 'sent the request',
  accepted: 'accepted the request',
  declined: 'declined the request',
  expired: 'expired unanswered',
  cancelled: 'cancelled the booking',
  completed: 'marked it completed',
};

/** A move of the booking's timeline (accept, decline, cancel, expire, complete), shown where it happened. */
function Move({ move, names, now }: { move: BookingEvent; names: Record<BookingEvent['actor'], string>; now: number }) {
  return (
    <li className="mx-auto max-w-md rounded-xl border border-dashed border-stone-300 px-4 py-2 text-center text-sm text-stone-700 dark:border-stone-700 dark:text-stone-300">
      <p>
        <span className="font-semibold">
          {names[move.actor]} {moveVerb[move.to]}
        </span>{' '}
        ·{' '}
        <time dateTime={move.at} title={formatDateTime(move.at)}>
          {relativeTime(move.at, now)}
        </time>
      </p>
      {move.note?.trim() && <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{move.note}</p>}
    </li>
  );
}

/** The booking the conversation is about, at its top. */
export function BookingSummary({ booking, actions }: { booking: ConversationBooking; actions?: ReactNode }) {
  const other = booking.side === 'client' ? booking.photographer.name : booking.clientName;
  const picture = booking.side === 'client' ? booking.photographer.profile_picture : null;
  return (
    <header className="flex flex-wrap items-start gap-3 border-b border-stone-200 p-4 sm:p-5 dark:border-stone-800">
      <PersonAvatar name={other} src={picture} className="size-11 text-sm" />
      <div className="min-w-0 flex-1">
        <h2 className="font-serif text-xl leading-snug [overflow-wrap:anywhere] text-ink dark:text-white">{other}</h2>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700 dark:text-stone-300">
          <span className="font-medium text-clay-dark dark:text-gold">{booking.service}</span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden className="size-4 text-stone-500" />
            {booking.eventDate ? (
              <time dateTime={booking.eventDate}>{formatCalendarDate(booking.eventDate)}</time>
            ) : (
              bookingTexts.noEventDate
            )}
          </span>
        </p>
        <details className="mt-2 text-sm text-stone-700 dark:text-stone-300">
          <summary className="cursor-pointer font-medium">{conversationTexts.theInquiry}</summary>
          <p className="mt-1 border-l-2 border-sand pl-3 whitespace-pre-line [overflow-wrap:anywhere] dark:border-stone-700">
            {booking.message}
          </p>
        </details>
      </div>
      <BookingStatusBadge status={booking.status} />
      {/* The page's actions (add to calendar, cancel) get a row of their own, under the details. */}
      {actions && <div className="basis-full sm:pl-14">{actions}</div>}
    </header>
  );
}

/**
 * A booking's conversation (docs/rules/history.md#issue-12), the same for both sides: the booking at the top, the
 * messages as bubbles (the caller's on the right), pictures, and the composer. Polls for new
 * messages every 10 s while the tab is visible; opening it marks it read on the server.
 * `afterMessages`: what the page adds under the messages, given the booking (the client's review
 * of a completed booking, docs/rules/history.md#issue-13).
 */
export function Thread({
  bookingId,
  actions,
  afterMessages,
}: {
  bookingId: string;
  actions?: ReactNode;
  afterMessages?: (booking: ConversationBooking) => ReactNode;
}) {
  const thread = useQuery(threadQuery(bookingId));
  const send = useSendMessage(bookingId);
  const scroller = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const count = thread.data?.messages.length ?? 0;

  useEffect(() => {
    // The latest message in view, without moving the page itself.
    const box = scroller.current;
    if (count > 0 && box) box.scrollTop = box.scrollHeight;
  }, [count]);
  // Reading the thread marked it read on the server: the unread counts follow.
  const readAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (readAt) {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.unread() });
      void queryClient.invalidateQueries({ queryKey: [...conversationKeys.all, 'threads'] });
    }
  }, [readAt, queryClient]);

  if (thread.isPending) return <LoadingBlock label={conversationTexts.loadingThread} rows={3} />;
  if (thread.isError) {
    return <LoadError message={conversationTexts.threadFailure} onRetry={() => void thread.refetch()} />;
  }
  const { booking, messages, moves } = thread.data;
  const names = {
    photographer: booking.side === 'photographer' ? conversationTexts.you : booking.photographer.name,
    client: booking.side === 'client' ? conversationTexts.you : booking.clientName,
    system: conversationTexts.theRequest,
  };
  // Messages and moves in the order they happened.
  const entries = [
    ...messages.map((m) => ({
      at: m.createdAt,
      key: `m-${m.id}`,
      node: <Bubble key={`m-${m.id}`} message={m} now={thread.dataUpdatedAt} />,
    })),
    ...moves.map((move, i) => ({
      at: move.at,
      key: `e-${i}`,
      node: <Move key={`e-${i}`} move={move} names={names} now={thread.dataUpdatedAt} />,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const sendError = send.error ? (send.error instanceof ApiError ? send.error.message : String(send.error)) : null;

  return (
    <section
      aria-label={conversationTexts.threadLabel({ service: booking.service })}
      className="flex flex-col rounded-2xl border border-stone-200 bg-white shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <BookingSummary booking={booking} actions={actions} />
      <div ref={scroller} className="max-h-[60svh] min-h-48 overflow-y-auto p-4 sm:p-5">
        {entries.length === 0 ? (
          <p className="py-8 text-center text-sm text-stone-600 dark:text-stone-400">{conversationTexts.threadEmpty}</p>
        ) : (
          <ol aria-label={conversationTexts.messagesLabel} className="space-y-4">
            {entries.map((e) => e.node)}
          </ol>
        )}
      </div>
      {afterMessages?.(booking)}
      {booking.canWrite ? (
        <Composer onSend={(message) => send.mutateAsync(message)} sending={send.isPending} error={sendError} />
      ) : (
        <p className="flex items-center gap-2 border-t border-stone-200 p-4 text-sm text-stone-700 dark:border-stone-800 dark:text-stone-300">
          <Lock aria-hidden className="size-4 shrink-0" /> {conversationTexts.closedNotice}
        </p>
      )}
    </section>
  );
}
