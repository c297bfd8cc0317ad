import {
  BOOKING_STATUSES,
  type BookingReply,
  type BookingRequestDetail,
  type BookingStatus,
  bookingTexts,
} from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { Ban, CalendarDays, Check, CheckCheck, Inbox, Mail, Phone } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { ApiError } from '@/lib/api-client';
import { bookingRequestsQuery, useAnswerBookingRequest } from '../api/dashboard-api';
import { bookingStatusLabels, formatDateTime, formatEventDate, relativeTime } from '../utils/format';
import { AnswerDialog, type AnswerStatus, type AnswerTarget } from './answer-dialog';
import { PageHeading } from './dashboard-shell';
import { dangerButton, EmptyState, LoadError, LoadingBlock, panelClass, primaryButton } from './panel';
import { useToast } from '@/components/ui/toasts';

/** What a photographer may do next with a request (the server allows the same moves). */
const nextMoves: Record<BookingStatus, AnswerStatus[]> = {
  pending: ['accepted', 'declined'],
  accepted: ['completed', 'declined'],
  declined: [],
  expired: [],
  cancelled: [],
  completed: [],
};

const moveButton: Record<AnswerStatus, { label: string; icon: typeof Check; className: string }> = {
  accepted: { label: 'Accept', icon: Check, className: primaryButton },
  completed: { label: 'Mark completed', icon: CheckCheck, className: primaryButton },
  declined: { label: 'Decline', icon: Ban, className: dangerButton },
};

const youDid: Record<BookingStatus, string> = {
  pending: 'You replied',
  accepted: 'You accepted',
  declined: 'You declined',
  expired: 'It expired',
  cancelled: 'It was cancelled',
  completed: 'You marked it completed',
};

function EarlierReply({ reply }: { reply: BookingReply }) {
  return (
    <li className="text-sm">
      <p className="text-stone-600 dark:text-stone-400">
        <span className="font-semibold text-ink dark:text-stone-100">{youDid[reply.status]}</span> ·{' '}
        <time dateTime={reply.createdAt} className="whitespace-nowrap">
          {formatDateTime(reply.createdAt)}
        </time>
      </p>
      {reply.message?.trim() && (
        <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere] text-stone-700 dark:text-stone-300">
          {reply.message}
        </p>
      )}
    </li>
  );
}

function RequestCard({
  request,
  now,
  onAnswer,
  extra,
}: {
  request: BookingRequestDetail;
  now: number;
  onAnswer: (status: AnswerStatus) => void;
  /** What the route adds to each card (the conversation's button, issue 12). */
  extra?: ReactNode;
}) {
  const eventDate = formatEventDate(request.eventDate);
  const titleId = `request-${request.id}`;
  const moves = nextMoves[request.status];
  return (
    <li className={`${panelClass} flex flex-col p-5 sm:p-6`}>
      <article aria-labelledby={titleId} className="flex flex-1 flex-col">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} className="font-serif text-xl text-ink [overflow-wrap:anywhere] dark:text-white">
              {request.clientName}
            </h2>
            <p className="mt-0.5 text-sm font-medium text-clay-dark dark:text-gold">{request.service}</p>
          </div>
          <BookingStatusBadge status={request.status} />
        </div>
        <dl className="mt-4 grid gap-y-2 text-sm">
          <div className="flex items-center gap-2 text-stone-700 dark:text-stone-300">
            <dt className="flex items-center gap-2">
              <CalendarDays aria-hidden className="size-4 text-stone-500" />
              <span className="sr-only">Event date</span>
            </dt>
            <dd>{eventDate ?? bookingTexts.noEventDate}</dd>
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
          <p className="mt-4 line-clamp-6 border-l-2 border-sand pl-4 text-sm leading-relaxed whitespace-pre-line [overflow-wrap:anywhere] text-stone-700 dark:border-stone-700 dark:text-stone-300">
            {request.message}
          </p>
        )}
        {request.replies.length > 0 && (
          <section aria-label="Your answers" className="mt-4 rounded-xl bg-sand/60 p-4 dark:bg-stone-800/60">
            <ol className="space-y-3">
              {request.replies.map((reply, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: answers are only ever appended, in order
                <EarlierReply key={i} reply={reply} />
              ))}
            </ol>
          </section>
        )}
        {extra}
        <p className="mt-4 text-xs text-stone-600 dark:text-stone-400">
          Received{' '}
          <time dateTime={request.createdAt} title={formatDateTime(request.createdAt)}>
            {relativeTime(request.createdAt, now)}
          </time>
        </p>
        {moves.length > 0 && (
          <div className="mt-auto flex flex-wrap gap-3 pt-5">
            {moves.map((status) => {
              const { label, icon: Icon, className } = moveButton[status];
              return (
                <button
                  key={status}
                  type="button"
                  onClick={() => onAnswer(status)}
                  aria-describedby={titleId}
                  // Phones: the two answers share the row (a little less padding so both fit).
                  className={`${className} flex-auto whitespace-nowrap max-sm:px-4 sm:flex-none`}
                >
                  <Icon aria-hidden className="size-4" /> {label}
                </button>
              );
            })}
          </div>
        )}
      </article>
    </li>
  );
}

/**
 * Booking requests (SPEC 2, 8; D14, D18): the requests sent to the photographer, newest first,
 * with the client's details, their message and the answers so far; pending ones can be accepted
 * or declined, accepted ones completed or declined, each with an optional reply.
 */
export function BookingRequestsView({
  renderExtra,
}: {
  /** Composed by the route: e.g. the button that opens the request's conversation. */
  renderExtra?: (request: BookingRequestDetail) => ReactNode;
} = {}) {
  const requests = useQuery(bookingRequestsQuery());
  const answer = useAnswerBookingRequest();
  const toast = useToast();
  const [target, setTarget] = useState<AnswerTarget | null>(null);
  const [replyError, setReplyError] = useState<string | undefined>();
  const list = requests.data ?? [];
  const counts = BOOKING_STATUSES.map((s) => [s, list.filter((r) => r.status === s).length] as const).filter(
    ([, n]) => n > 0,
  );

  const open = (request: BookingRequestDetail, status: AnswerStatus) => {
    setReplyError(undefined);
    setTarget({ request, status });
  };

  const send = (reply: string | undefined) => {
    if (!target) return;
    const { request, status } = target;
    setReplyError(undefined);
    answer.mutate(
      { id: request.id, status, ...(reply ? { reply } : {}) },
      {
        onSuccess: () => {
          setTarget(null);
          toast({
            kind: 'success',
            text: bookingTexts.answered[status],
            detail: `${request.clientName.trim() || 'The client'} will hear from you by e-mail.`,
          });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) {
            // Answered elsewhere in the meantime: the list is read again; the server says why.
            setTarget(null);
            toast({ kind: 'error', text: err.message });
            return;
          }
          const fieldMessage = err instanceof ApiError ? err.errors?.reply?.[0] : undefined;
          if (fieldMessage) {
            setReplyError(fieldMessage);
            return;
          }
          // The dialog stays open with the reply as typed, to try again.
          toast({
            kind: 'error',
            text: bookingTexts.answerFailure,
            detail: err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : undefined,
          });
        },
      },
    );
  };

  return (
    <>
      <PageHeading eyebrow="Bookings" title="Booking requests">
        Clients who want to book you, with the date and the service they asked about. Accept or decline each one; the
        client hears from you by e-mail.
      </PageHeading>
      {requests.isPending ? (
        <LoadingBlock label="Loading booking requests…" rows={4} />
      ) : requests.isError ? (
        <LoadError message={bookingTexts.requestsFailure} onRetry={() => void requests.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon={<Inbox className="size-5" />} title={bookingTexts.requestsEmpty}>
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
              <RequestCard
                key={r.id}
                request={r}
                now={requests.dataUpdatedAt}
                onAnswer={(status) => open(r, status)}
                extra={renderExtra?.(r)}
              />
            ))}
          </ul>
        </>
      )}
      <AnswerDialog
        target={target}
        busy={answer.isPending}
        serverError={replyError}
        onSubmit={send}
        onCancel={() => setTarget(null)}
      />
    </>
  );
}
