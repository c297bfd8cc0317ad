import {
  BOOKING_STATUSES,
  paths,
  type BookingEvent,
  bookingTexts,
  STUDIO_SEARCH_MAX,
  type StudioBooking,
  studioTexts,
} from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, ChevronDown } from 'lucide-react';
import { type FormEvent, type ReactNode, useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { BookingTimeline, systemMoveLabel } from '@/components/ui/booking-timeline';
import { inputClass } from '@/components/form/fields';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { refusalMessage } from '@/lib/api-client';
import { formatDateTime, formatDay } from '@/lib/date-time';
import { keepScrollState } from '@/lib/navigation-state';
import { type BookingsParams, bookingsQuery, bookingsSearch, parseBookingsParams } from './bookings-api';
import { Pager } from '../shared/pager';
import { StudioPageHeading } from '../shared/studio-shell';
import { panelClass } from '@/components/ui/panel';
import { primaryButton, secondaryButton } from '../shared/ui';

const t = studioTexts.bookings;
const fieldClass = `${inputClass} mt-1.5 border-stone-300 py-2.5 dark:border-stone-600`;
const labelClass = 'block text-sm font-semibold text-stone-800 dark:text-stone-200';

/** A move of the timeline, told to staff: neither side, so names, never "you". */
export function staffMoveLabel(event: BookingEvent, booking: Pick<StudioBooking, 'clientName' | 'photographer'>) {
  if (event.actor === 'system') return systemMoveLabel(event, { expired: t.moves.expired, updated: t.moves.updated });
  if (event.from === null) return t.moves.sent({ client: booking.clientName });
  const who = event.actor === 'client' ? booking.clientName : booking.photographer.name;
  switch (event.to) {
    case 'accepted':
    case 'declined':
    case 'completed':
      return t.moves[event.to]({ photographer: booking.photographer.name });
    case 'cancelled':
      return t.moves.cancelled({ who });
    default:
      return t.moves.updated;
  }
}

/** The filters: each a field of one form, applied together into the address (page 1). */
function BookingFilters({
  params,
  photographers,
}: {
  params: BookingsParams;
  photographers: { id: string; name: string }[];
}) {
  const navigate = useNavigate();
  const id = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const value = (key: string) => String(data.get(key) ?? '');
    navigate(
      {
        search: bookingsSearch({
          state: value('state'),
          photographer: value('photographer'),
          from: value('from'),
          to: value('to'),
          q: value('q'),
        }),
      },
      { state: keepScrollState },
    );
  };
  // Keyed by the address, so that Back and Forward (and Reset) bring the fields along.
  return (
    <form
      key={bookingsSearch(params)}
      role="search"
      aria-label={t.title}
      onSubmit={submit}
      className={`${panelClass} grid gap-4 p-4 sm:grid-cols-2 sm:p-6 xl:grid-cols-[2fr_1fr_1.5fr_1fr_1fr]`}
    >
      <div className="sm:col-span-2 xl:col-span-1">
        <label htmlFor={`${id}-q`} className={labelClass}>
          {t.searchLabel}
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={params.q}
          maxLength={STUDIO_SEARCH_MAX}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-state`} className={labelClass}>
          {t.stateLabel}
        </label>
        <select id={`${id}-state`} name="state" defaultValue={params.state} className={fieldClass}>
          <option value="">{t.anyState}</option>
          {BOOKING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {bookingTexts.statusLabels[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-photographer`} className={labelClass}>
          {t.photographerLabel}
        </label>
        <select id={`${id}-photographer`} name="photographer" defaultValue={params.photographer} className={fieldClass}>
          <option value="">{t.anyPhotographer}</option>
          {photographers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className={labelClass}>
          {t.fromLabel}
        </label>
        <input id={`${id}-from`} name="from" type="date" defaultValue={params.from} className={fieldClass} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={labelClass}>
          {t.toLabel}
        </label>
        <input id={`${id}-to`} name="to" type="date" defaultValue={params.to} className={fieldClass} />
      </div>
      <div className="flex flex-wrap gap-3 sm:col-span-2 xl:col-span-5">
        <button type="submit" className={primaryButton}>
          {t.apply}
        </button>
        <Link to={paths.studioBookings} state={keepScrollState} className={secondaryButton}>
          {t.reset}
        </Link>
      </div>
    </form>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">{term}</dt>
      <dd className="mt-0.5 [overflow-wrap:anywhere] text-stone-800 dark:text-stone-200">{children}</dd>
    </div>
  );
}

/** One booking: who, to whom, when, its state; its details and timeline one click away. */
function BookingRow({ booking }: { booking: StudioBooking }) {
  return (
    <li>
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-4 gap-y-1 p-4 hover:bg-sand/50 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none sm:p-5 dark:hover:bg-stone-800/60 [&::-webkit-details-marker]:hidden">
          {/* On a phone the names take the first line, the date and state the second. */}
          <span className="min-w-0 flex-1 max-sm:basis-full">
            <span className="block font-semibold text-ink dark:text-white">{booking.clientName}</span>
            <span className="block text-sm text-stone-700 dark:text-stone-300">
              {t.to({ name: booking.photographer.name })} · {booking.service}
            </span>
          </span>
          <span className="text-sm text-stone-700 tabular-nums dark:text-stone-300">
            {booking.eventDate ? formatDay(`${booking.eventDate}T12:00:00Z`) : t.noEventDate}
          </span>
          <BookingStatusBadge status={booking.status} />
          <ChevronDown
            aria-hidden
            className="ml-auto size-4 shrink-0 text-stone-500 transition-transform group-open:rotate-180 sm:ml-0"
          />
          <span className="sr-only">{t.details}</span>
        </summary>
        <div className="grid gap-6 border-t border-stone-200 p-4 sm:p-5 lg:grid-cols-2 dark:border-stone-800">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <Detail term={t.email}>
              <a href={`mailto:${booking.clientEmail}`} className="underline hover:text-clay dark:hover:text-gold">
                {booking.clientEmail}
              </a>
            </Detail>
            <Detail term={t.phone}>{booking.clientPhone ?? '—'}</Detail>
            <Detail term={t.service}>{booking.service}</Detail>
            <Detail term={t.package}>{booking.packageTitle ?? t.noPackage}</Detail>
            <Detail term={t.eventDate}>
              {booking.eventDate ? formatDay(`${booking.eventDate}T12:00:00Z`) : t.noEventDate}
            </Detail>
            <Detail term={t.photographerLabel}>{booking.photographer.name}</Detail>
            <div className="sm:col-span-2">
              <Detail term={t.message}>
                <span className="whitespace-pre-line">{booking.message}</span>
              </Detail>
            </div>
            <p className="text-xs text-stone-600 sm:col-span-2 dark:text-stone-400">
              {t.requested({ when: formatDateTime(booking.createdAt) })}
              {booking.expiresAt && <> · {t.expires({ when: formatDateTime(booking.expiresAt) })}</>}
            </p>
          </dl>
          <div>
            <h3 className="mb-3 text-sm font-semibold text-ink dark:text-white">{t.timeline}</h3>
            <BookingTimeline
              timeline={booking.timeline}
              viewer="photographer"
              names={{ client: booking.clientName, photographer: booking.photographer.name }}
              label={t.timeline}
              labelOf={(event) => staffMoveLabel(event, booking)}
            />
          </div>
        </div>
      </details>
    </li>
  );
}

/** /studio/bookings (docs/rules/history.md#issue-23): every booking request of the marketplace, filtered and paged, read-only. */
export function BookingsView() {
  const [searchParams] = useSearchParams();
  const params = parseBookingsParams(searchParams);
  const list = useQuery(bookingsQuery(params));
  const data = list.data;

  let results: ReactNode;
  if (list.isPending) results = <LoadingBlock label={studioTexts.loading} rows={5} />;
  else if (list.isError && !data)
    results = (
      <LoadError
        message={refusalMessage(list.error, studioTexts.failure)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (!data || data.data.length === 0)
    results = <EmptyState icon={<CalendarClock className="size-5" />} title={t.empty} />;
  else
    results = (
      <>
        <p className="mb-3 text-sm text-stone-700 dark:text-stone-300" aria-live="polite">
          {t.total({ count: data.meta.total })}
        </p>
        <ul
          aria-label={t.listLabel}
          className={`${panelClass} divide-y divide-stone-200 overflow-hidden dark:divide-stone-800`}
        >
          {data.data.map((b) => (
            <BookingRow key={b.id} booking={b} />
          ))}
        </ul>
        <Pager
          page={params.page ?? 1}
          totalPages={data.meta.totalPages}
          label={t.pagesLabel}
          search={(page) => bookingsSearch({ ...params, page })}
        />
      </>
    );

  return (
    <>
      <StudioPageHeading title={t.title}>{t.intro}</StudioPageHeading>
      <BookingFilters params={params} photographers={data?.photographers ?? []} />
      <section aria-label={t.listLabel} className="mt-6">
        {results}
      </section>
    </>
  );
}
