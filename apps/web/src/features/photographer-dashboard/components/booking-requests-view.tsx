import { BOOKING_STATUSES, type BookingRequest, type BookingStatus, texts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Inbox, Mail, Phone } from 'lucide-react';
import { bookingRequestsQuery } from '../api/dashboard-api';
import { bookingStatusLabels, formatDateTime, formatEventDate, relativeTime } from '../utils/format';
import { PageHeading } from './dashboard-shell';
import { EmptyState, LoadError, LoadingBlock, panelClass } from './panel';

const statusStyles: Record<BookingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-900/40 dark:text-amber-100 dark:ring-amber-700',
  accepted:
    'bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-900/40 dark:text-emerald-100 dark:ring-emerald-700',
  declined: 'bg-stone-200 text-stone-800 ring-stone-300 dark:bg-stone-800 dark:text-stone-200 dark:ring-stone-600',
  completed: 'bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-900/40 dark:text-sky-100 dark:ring-sky-700',
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${statusStyles[status]}`}
    >
      {bookingStatusLabels[status]}
    </span>
  );
}

function RequestCard({ request, now }: { request: BookingRequest; now: number }) {
  const eventDate = formatEventDate(request.eventDate);
  return (
    <li className={`${panelClass} p-5 sm:p-6`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-serif text-xl text-ink [overflow-wrap:anywhere] dark:text-white">{request.clientName}</h2>
          <p className="mt-0.5 text-sm font-medium text-clay-dark dark:text-gold">{request.service}</p>
        </div>
        <StatusBadge status={request.status} />
      </div>
      <dl className="mt-4 grid gap-y-2 text-sm">
        <div className="flex items-center gap-2 text-stone-700 dark:text-stone-300">
          <dt className="flex items-center gap-2">
            <CalendarDays aria-hidden className="size-4 text-stone-500" />
            <span className="sr-only">Event date</span>
          </dt>
          <dd>{eventDate ?? 'Date not set yet'}</dd>
        </div>
        <div className="flex items-center gap-2 text-stone-700 dark:text-stone-300">
          <dt className="flex items-center gap-2">
            <Mail aria-hidden className="size-4 text-stone-500" />
            <span className="sr-only">Email</span>
          </dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">
            <a href={`mailto:${request.clientEmail}`} className="underline-offset-4 hover:underline">
              {request.clientEmail}
            </a>
          </dd>
        </div>
        {request.clientPhone && (
          <div className="flex items-center gap-2 text-stone-700 dark:text-stone-300">
            <dt className="flex items-center gap-2">
              <Phone aria-hidden className="size-4 text-stone-500" />
              <span className="sr-only">Phone</span>
            </dt>
            <dd>
              <a
                href={`tel:${request.clientPhone.replace(/[^\d+]/g, '')}`}
                className="underline-offset-4 hover:underline"
              >
                {request.clientPhone}
              </a>
            </dd>
          </div>
        )}
      </dl>
      {request.message.trim() && (
        <p className="mt-4 line-clamp-4 border-l-2 border-sand pl-4 text-sm leading-relaxed whitespace-pre-line text-stone-700 dark:border-stone-700 dark:text-stone-300">
          {request.message}
        </p>
      )}
      {request.reply && (
        <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">
          <span className="font-semibold">Your reply:</span> {request.reply}
        </p>
      )}
      <p className="mt-4 text-xs text-stone-500 dark:text-stone-400">
        Received{' '}
        <time dateTime={request.createdAt} title={formatDateTime(request.createdAt)}>
          {relativeTime(request.createdAt, now)}
        </time>
      </p>
    </li>
  );
}

/** Booking requests (SPEC 2, 8; D14): the photographer's own, newest first, with their status. */
export function BookingRequestsView() {
  const requests = useQuery(bookingRequestsQuery());
  const list = requests.data ? [...requests.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : [];
  const counts = BOOKING_STATUSES.map((s) => [s, list.filter((r) => r.status === s).length] as const).filter(
    ([, n]) => n > 0,
  );
  return (
    <>
      <PageHeading eyebrow="Bookings" title="Booking requests">
        Clients who want to book you, with the date and the service they asked about.
      </PageHeading>
      {requests.isPending ? (
        <LoadingBlock label="Loading booking requests…" rows={4} />
      ) : requests.isError ? (
        <LoadError message={texts.bookingRequests.failure} onRetry={() => void requests.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon={<Inbox className="size-5" />} title={texts.bookingRequests.empty}>
          When a client sends you an inquiry from your profile, it shows here.
        </EmptyState>
      ) : (
        <>
          <ul aria-label="Requests by status" className="mb-5 flex flex-wrap gap-2 text-sm">
            {counts.map(([status, n]) => (
              <li
                key={status}
                className="rounded-full bg-white px-3 py-1 ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800"
              >
                <span className="font-semibold tabular-nums">{n}</span> {bookingStatusLabels[status].toLowerCase()}
              </li>
            ))}
          </ul>
          <ul aria-label="Booking requests" className="grid gap-4 lg:grid-cols-2">
            {list.map((r) => (
              <RequestCard key={r.id} request={r} now={requests.dataUpdatedAt} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}
