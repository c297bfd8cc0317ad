import { type BookingRequestDetail, bookingTexts, directoryTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, CalendarPlus, CircleX, Hourglass, Inbox, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { BookingTimeline } from '@/components/ui/booking-timeline';
import { useToast } from '@/components/ui/toasts';
import { ApiError } from '@/lib/api-client';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { paths, pathTo } from '@/config/paths';
import { formatCalendarDate } from '@/lib/calendar-date';
import { formatDateTime, relativeTime } from '@/lib/date-time';
import { calendarFileUrl, sentRequestsQuery, useCancelBooking } from '../api/inquiries-api';
import { CancelBookingDialog } from './cancel-booking-dialog';

const actionClass =
  'inline-flex items-center gap-2 rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-ink hover:border-ink dark:border-stone-600 dark:text-white dark:hover:border-white';

function InquiryCard({
  request: r,
  now,
  onCancel,
}: {
  request: BookingRequestDetail;
  now: number;
  onCancel: () => void;
}) {
  const name = r.photographer.name.trim() || directoryTexts.card.unnamed;
  const profile = pathTo(paths.photographerProfile, { id: r.photographer._id });
  const titleId = `inquiry-${r.id}`;
  return (
    <li id={`booking-${r.id}`} className="scroll-mt-24">
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

        <div className="mt-5 border-t border-stone-200 pt-5 dark:border-stone-800">
          <BookingTimeline
            timeline={r.timeline}
            viewer="client"
            names={{ client: r.clientName.trim() || 'You', photographer: name }}
          />
          {r.status === 'pending' && (
            <p className="mt-4 flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
              <Hourglass aria-hidden className="size-4 shrink-0" /> Waiting for {name} to answer
              {r.expiresAt ? ` (the request expires ${relativeTime(r.expiresAt, now)})` : ''}. You will be notified.
            </p>
          )}
        </div>
        {(r.moves.includes('cancelled') ||
          (r.eventDate && ['pending', 'accepted', 'completed'].includes(r.status))) && (
          <div className="mt-5 flex flex-wrap gap-3">
            {r.eventDate && ['pending', 'accepted', 'completed'].includes(r.status) && (
              <a href={calendarFileUrl(r.id)} download className={actionClass}>
                <CalendarPlus aria-hidden className="size-4" /> {bookingTexts.addToCalendar}
              </a>
            )}
            {r.moves.includes('cancelled') && (
              <button type="button" onClick={onCancel} aria-describedby={titleId} className={actionClass}>
                <CircleX aria-hidden className="size-4" />{' '}
                {r.status === 'accepted' ? 'Cancel booking' : 'Cancel request'}
              </button>
            )}
          </div>
        )}
      </article>
    </li>
  );
}

/**
 * /dashboard/Messages (D18; issue 12): the inquiries the client sent, newest first, each with its
 * status, its timeline, "Add to calendar", and Cancel while the server allows it (a pending
 * request with a confirm, an accepted booking with a reason). Polls gently so new moves appear.
 */
export function MessagesView() {
  const sent = useQuery(sentRequestsQuery());
  const cancel = useCancelBooking();
  const toast = useToast();
  const [cancelling, setCancelling] = useState<BookingRequestDetail | null>(null);
  const [cancelError, setCancelError] = useState<string | undefined>();
  const [searchParams] = useSearchParams();
  const focusId = searchParams.get('request');
  const loaded = sent.isSuccess;

  // A notification's link (?request=<id>) brings its booking into view.
  useEffect(() => {
    if (!loaded || !focusId) return;
    document.getElementById(`booking-${focusId}`)?.scrollIntoView?.({ block: 'start' });
  }, [loaded, focusId]);

  const confirmCancel = (reason: string | undefined) => {
    if (!cancelling) return;
    setCancelError(undefined);
    cancel.mutate(
      { id: cancelling.id, reason },
      {
        onSuccess: () => {
          setCancelling(null);
          toast({ kind: 'success', text: bookingTexts.cancelled });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status >= 400 && err.status < 500) setCancelError(err.message);
          else toast({ kind: 'error', text: bookingTexts.cancelFailure });
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-4xl">
      <header className="mb-8 sm:mb-10">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-clay-dark dark:text-gold">Your inquiries</p>
        <h1 className="mt-2 font-serif text-4xl leading-tight text-ink sm:text-5xl dark:text-white">Messages</h1>
        <p className="mt-3 max-w-2xl text-stone-700 dark:text-stone-300">
          The inquiries you sent to photographers, and everything that happened to each.
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
            <InquiryCard
              key={r.id}
              request={r}
              now={sent.dataUpdatedAt}
              onCancel={() => {
                setCancelError(undefined);
                setCancelling(r);
              }}
            />
          ))}
        </ul>
      )}
      <CancelBookingDialog
        request={cancelling}
        busy={cancel.isPending}
        error={cancelError}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
    </div>
  );
}
