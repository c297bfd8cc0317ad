import {
  BOOKING_STATUSES,
  type BookingRequestDetail,
  bookingTexts,
  packagesTexts,
  photographerDashboardTexts,
} from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { Ban, CalendarDays, Check, CheckCheck, CircleX, Inbox, Mail, PackageCheck, Phone } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { BookingTimeline } from '@/components/ui/booking-timeline';
import { ApiError } from '@/lib/api-client';
import { bookingRequestsQuery, useAnswerBookingRequest } from './booking-requests-api';
import { bookingStatusLabels, formatDateTime, formatEventDate, relativeTime } from '../shared/format';
import { AnswerDialog, type AnswerStatus, type AnswerTarget } from './answer-dialog';
import { DashboardPageHeading } from '@/components/ui/page-heading';
import { BookingMonth } from './booking-month';
import { dangerButton, primaryButton, secondaryButton } from '@/components/ui/buttons';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { panelClass } from '@/components/ui/panel';
import { useToast } from '@/components/ui/toasts';

const texts = photographerDashboardTexts.requests;

const moveButton: Record<AnswerStatus, { readonly label: string; icon: typeof Check; className: string }> = {
  accepted: {
    get label() {
      return texts.accept;
    },
    icon: Check,
    className: primaryButton,
  },
  completed: {
    get label() {
      return texts.markCompleted;
    },
    icon: CheckCheck,
    className: primaryButton,
  },
  declined: {
    get label() {
      return texts.decline;
    },
    icon: Ban,
    className: dangerButton,
  },
  cancelled: {
    get label() {
      return texts.cancelBooking;
    },
    icon: CircleX,
    className: secondaryButton,
  },
};

function RequestCard({
  request,
  now,
  onAnswer,
  highlighted,
  extra,
}: {
  request: BookingRequestDetail;
  now: number;
  onAnswer: (status: AnswerStatus) => void;
  /** The request a link named (?request=<id>, from leads or a notification): in view, focused, outlined. */
  highlighted: boolean;
  /** What the route adds to each card (the conversation's button, docs/rules/history.md#issue-12). */
  extra?: ReactNode;
}) {
  const eventDate = formatEventDate(request.eventDate);
  const titleId = `request-${request.id}`;
  const moves = request.moves;
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const card = ref.current;
    if (!highlighted || !card) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    card.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    card.focus({ preventScroll: true });
  }, [highlighted]);
  return (
    <li
      id={`booking-${request.id}`}
      ref={ref}
      tabIndex={highlighted ? -1 : undefined}
      aria-current={highlighted ? 'true' : undefined}
      className={`${panelClass} flex scroll-mt-24 flex-col p-5 focus:outline-none sm:p-6 ${
        highlighted ? 'ring-2 ring-gold ring-offset-2 ring-offset-paper dark:ring-offset-ink' : ''
      }`}
    >
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
              <span className="sr-only">{texts.eventDate}</span>
            </dt>
            <dd>{eventDate ?? bookingTexts.noEventDate}</dd>
          </div>
          {request.package && (
            <div className="flex items-start gap-2 text-stone-700 dark:text-stone-300">
              <dt className="flex items-center gap-2 pt-0.5">
                <PackageCheck aria-hidden className="size-4 text-stone-500" />
                <span className="sr-only">{packagesTexts.requested}</span>
              </dt>
              <dd className="[overflow-wrap:anywhere]">
                <span className="font-medium text-ink dark:text-white">{request.package.title}</span> ·{' '}
                {packagesTexts.price({ kes: request.package.priceKes, usd: request.package.priceUsd })}
              </dd>
            </div>
          )}
          <div className="flex items-center gap-2 text-stone-700 dark:text-stone-300">
            <dt className="flex items-center gap-2">
              <Mail aria-hidden className="size-4 text-stone-500" />
              <span className="sr-only">{texts.email}</span>
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
                <span className="sr-only">{texts.phone}</span>
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
        <div className="mt-4 rounded-xl bg-sand/50 p-4 dark:bg-stone-800/60">
          <BookingTimeline
            timeline={request.timeline}
            viewer="photographer"
            names={{ client: request.clientName.trim() || texts.theClient, photographer: request.photographer.name }}
          />
        </div>
        <p className="mt-4 text-xs text-stone-600 dark:text-stone-400">
          {texts.received}{' '}
          <time dateTime={request.createdAt} title={formatDateTime(request.createdAt)}>
            {relativeTime(request.createdAt, now)}
          </time>
          {request.expiresAt && (
            <>
              {' · '}
              <time
                dateTime={request.expiresAt}
                title={formatDateTime(request.expiresAt)}
                className="font-semibold text-amber-800 dark:text-amber-300"
              >
                {bookingTexts.expiresIn({ when: relativeTime(request.expiresAt, now) })}
              </time>
            </>
          )}
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
        {extra}
      </article>
    </li>
  );
}

/**
 * Booking requests (docs/rules/product.md#screens, #messages; docs/rules/accounts-and-auth.md#roles, docs/rules/bookings.md#requests; docs/rules/history.md#issue-12): the requests sent to the photographer, newest
 * first, with the client's details, their message, the timeline and when a pending one expires;
 * the buttons are the moves the server allows now (accept or decline; complete after the date;
 * cancel an accepted booking with a reason). A month view shows the bookings by state.
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
  const [conflict, setConflict] = useState<string | undefined>();
  const [view, setView] = useState<'list' | 'month'>('list');
  const [searchParams] = useSearchParams();
  const focusId = searchParams.get('request');
  const list = requests.data ?? [];

  const counts = BOOKING_STATUSES.map((s) => [s, list.filter((r) => r.status === s).length] as const).filter(
    ([, n]) => n > 0,
  );

  const open = (request: BookingRequestDetail, status: AnswerStatus) => {
    setReplyError(undefined);
    setConflict(undefined);
    setTarget({ request, status });
  };

  const send = (reply: string | undefined) => {
    if (!target) return;
    const { request, status } = target;
    setReplyError(undefined);
    setConflict(undefined);
    answer.mutate(
      { id: request.id, status, ...(reply ? { reply } : {}) },
      {
        onSuccess: () => {
          setTarget(null);
          toast({
            kind: 'success',
            text: status === 'cancelled' ? bookingTexts.cancelled : bookingTexts.answered[status],
            detail: texts.toldAtOnce({ client: request.clientName.trim() || texts.theClient }),
          });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) {
            // Not possible now (the date is taken, or it was answered elsewhere): the server says
            // why, in the dialog; the list is read again.
            setConflict(err.message);
            return;
          }
          const fieldMessage = err instanceof ApiError ? (err.errors?.reply ?? err.errors?.reason)?.[0] : undefined;
          if (fieldMessage) {
            setReplyError(fieldMessage);
            return;
          }
          // The dialog stays open with the reply as typed, to try again.
          toast({
            kind: 'error',
            text: status === 'cancelled' ? bookingTexts.cancelFailure : bookingTexts.answerFailure,
            detail: err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : undefined,
          });
        },
      },
    );
  };

  return (
    <>
      <DashboardPageHeading eyebrow={texts.eyebrow} title={texts.title}>
        {texts.intro}
      </DashboardPageHeading>
      {requests.isPending ? (
        <LoadingBlock label={texts.loading} rows={4} />
      ) : requests.isError ? (
        <LoadError message={bookingTexts.requestsFailure} onRetry={() => void requests.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon={<Inbox className="size-5" />} title={bookingTexts.requestsEmpty}>
          {texts.emptyBody}
        </EmptyState>
      ) : (
        <>
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <ul aria-label={texts.byStatusLabel} className="flex flex-wrap gap-2 text-sm">
              {counts.map(([status, n]) => (
                <li
                  key={status}
                  className="rounded-full bg-white px-3 py-1 ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800"
                >
                  <span className="font-semibold tabular-nums">{n}</span> {bookingStatusLabels[status].toLowerCase()}
                </li>
              ))}
            </ul>
            <fieldset className="flex rounded-full bg-white p-1 ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
              <legend className="sr-only">{texts.show}</legend>
              {(['list', 'month'] as const).map((v) => (
                <button
                  key={v}
                  type="button"
                  aria-pressed={view === v}
                  onClick={() => setView(v)}
                  className={`rounded-full px-4 py-1.5 text-sm font-semibold ${
                    view === v ? 'bg-ink text-white dark:bg-white dark:text-ink' : 'text-stone-700 dark:text-stone-300'
                  }`}
                >
                  {v === 'list' ? texts.list : texts.month}
                </button>
              ))}
            </fieldset>
          </div>
          {view === 'month' ? (
            <BookingMonth
              requests={list}
              onPick={(id) => {
                setView('list');
                requestAnimationFrame(() =>
                  document.getElementById(`booking-${id}`)?.scrollIntoView?.({ block: 'start' }),
                );
              }}
            />
          ) : (
            <ul aria-label={texts.listLabel} className="grid gap-4 lg:grid-cols-2">
              {list.map((r) => (
                <RequestCard
                  key={r.id}
                  request={r}
                  now={requests.dataUpdatedAt}
                  onAnswer={(status) => open(r, status)}
                  extra={renderExtra?.(r)}
                  highlighted={r.id === focusId}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <AnswerDialog
        target={target}
        busy={answer.isPending}
        serverError={replyError}
        conflict={conflict}
        onSubmit={send}
        onCancel={() => setTarget(null)}
      />
    </>
  );
}
