import {
  packagesTexts,
  type BookingReply,
  type BookingRequestDetail,
  type BookingStatus,
  bookingTexts,
  directoryTexts,
} from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Hourglass, Inbox, PackageCheck, Search } from 'lucide-react';
import { Link } from 'react-router';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { paths, pathTo } from '@/config/paths';
import { formatCalendarDate } from '@/lib/calendar-date';
import { formatDateTime, relativeTime } from '@/lib/date-time';
import { sentRequestsQuery } from '../api/inquiries-api';

const replyVerb: Record<BookingStatus, string> = {
  pending: 'replied',
  accepted: 'accepted your request',
  declined: 'declined your request',
  expired: 'let your request expire',
  cancelled: 'cancelled the booking',
  completed: 'marked it completed',
};

function Reply({ reply, name, now }: { reply: BookingReply; name: string; now: number }) {
  return (
    <li className="relative pl-6">
      <span
        aria-hidden
        className="absolute top-1.5 left-0 size-2.5 rounded-full bg-clay ring-4 ring-white dark:bg-gold dark:ring-stone-900"
      />
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-semibold text-ink dark:text-white">
          {name} {replyVerb[reply.status]}
        </span>
        <span className="text-stone-600 dark:text-stone-400">
          <time dateTime={reply.createdAt} title={formatDateTime(reply.createdAt)}>
            {formatDateTime(reply.createdAt)}
          </time>
          <span className="sr-only"> ({relativeTime(reply.createdAt, now)})</span>
        </span>
      </p>
      {reply.message?.trim() && (
        <p className="mt-2 rounded-xl rounded-tl-sm bg-sand/70 px-4 py-3 text-sm leading-relaxed whitespace-pre-line [overflow-wrap:anywhere] text-stone-800 dark:bg-stone-800 dark:text-stone-200">
          {reply.message}
        </p>
      )}
    </li>
  );
}

function InquiryCard({ request: r, now }: { request: BookingRequestDetail; now: number }) {
  const name = r.photographer.name.trim() || directoryTexts.card.unnamed;
  const profile = pathTo(paths.photographerProfile, { id: r.photographer._id });
  const titleId = `inquiry-${r.id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-800 dark:bg-stone-900"
      >
        <header className="flex flex-wrap items-start gap-x-4 gap-y-3">
          <PersonAvatar name={name} src={r.photographer.profile_picture} className="size-12 text-base" />
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="font-serif text-xl leading-snug [overflow-wrap:anywhere]">
              <Link
                to={profile}
                className="text-ink underline-offset-4 hover:text-clay hover:underline dark:text-white dark:hover:text-gold"
              >
                {name}
              </Link>
            </h2>
            <p className="mt-0.5 text-sm font-medium text-clay-dark dark:text-gold">{r.service}</p>
          </div>
          <BookingStatusBadge status={r.status} />
        </header>

        <p className="mt-4 flex items-center gap-2 text-sm text-stone-700 dark:text-stone-300">
          <CalendarDays aria-hidden className="size-4 shrink-0 text-stone-500" />
          <span className="sr-only">Event date:</span>
          {r.eventDate ? (
            <time dateTime={r.eventDate}>{formatCalendarDate(r.eventDate)}</time>
          ) : (
            bookingTexts.noEventDate
          )}
        </p>
        {r.package && (
          <p className="mt-2 flex items-start gap-2 text-sm text-stone-700 dark:text-stone-300">
            <PackageCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
            <span className="[overflow-wrap:anywhere]">
              <span className="sr-only">{packagesTexts.requested}: </span>
              <span className="font-medium text-ink dark:text-white">{r.package.title}</span> ·{' '}
              {packagesTexts.price(r.package.priceKes, r.package.priceUsd)}
            </span>
          </p>
        )}

        <section aria-label="Your message" className="mt-4">
          <p className="text-xs font-semibold uppercase tracking-[0.15em] text-stone-600 dark:text-stone-400">
            You wrote{' '}
            <time dateTime={r.createdAt} title={formatDateTime(r.createdAt)} className="normal-case tracking-normal">
              · {relativeTime(r.createdAt, now)}
            </time>
          </p>
          <p className="mt-2 line-clamp-6 border-l-2 border-sand pl-4 text-sm leading-relaxed whitespace-pre-line [overflow-wrap:anywhere] text-stone-700 dark:border-stone-700 dark:text-stone-300">
            {r.message}
          </p>
        </section>

        {r.replies.length > 0 ? (
          <section
            aria-label={`Replies from ${name}`}
            className="mt-5 border-t border-stone-200 pt-5 dark:border-stone-800"
          >
            <ol className="space-y-4">
              {r.replies.map((reply, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: replies are only ever appended, in order
                <Reply key={i} reply={reply} name={name} now={now} />
              ))}
            </ol>
          </section>
        ) : (
          r.status === 'pending' && (
            <p className="mt-5 flex items-center gap-2 border-t border-stone-200 pt-4 text-sm text-stone-600 dark:border-stone-800 dark:text-stone-400">
              <Hourglass aria-hidden className="size-4 shrink-0" /> Waiting for {name} to answer. You will also hear by
              e-mail.
            </p>
          )
        )}
      </article>
    </li>
  );
}

/**
 * /dashboard/Messages (D18): the inquiries the client sent, newest first, each with its status and
 * the photographer's replies in order. Polls gently so new replies appear.
 */
export function MessagesView() {
  const sent = useQuery(sentRequestsQuery());
  return (
    <div className="mx-auto max-w-4xl">
      <header className="mb-8 sm:mb-10">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-clay-dark dark:text-gold">Your inquiries</p>
        <h1 className="mt-2 font-serif text-4xl leading-tight text-ink sm:text-5xl dark:text-white">Messages</h1>
        <p className="mt-3 max-w-2xl text-stone-700 dark:text-stone-300">
          The inquiries you sent to photographers, and what they answered.
        </p>
      </header>
      {sent.isPending ? (
        <LoadingBlock label="Loading your messages…" rows={3} />
      ) : sent.isError ? (
        <LoadError message={bookingTexts.messagesFailure} onRetry={() => void sent.refetch()} />
      ) : sent.data.length === 0 ? (
        <EmptyState icon={<Inbox className="size-5" />} title={bookingTexts.messagesEmpty}>
          <p>Find a photographer you like and send them an inquiry from their profile.</p>
          <Link
            to={paths.dashboard}
            className="mt-5 inline-flex items-center gap-2 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-clay dark:bg-white dark:text-ink dark:hover:bg-gold"
          >
            <Search aria-hidden className="size-4" /> Find photographers
          </Link>
        </EmptyState>
      ) : (
        <ul aria-label="Sent inquiries" className="space-y-5">
          {sent.data.map((r) => (
            <InquiryCard key={r.id} request={r} now={sent.dataUpdatedAt} />
          ))}
        </ul>
      )}
    </div>
  );
}
