import { type BookingRequestDetail, bookingTexts, directoryTexts, inquiryTexts, isRealDay } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, ChevronLeft, ChevronRight, MessagesSquare } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { BookingStatusBadge, BookingStatusLegend, bookingStatusDot } from '@/components/ui/booking-status-badge';
import { LoadError, LoadingBlock } from '@/components/ui/load-states';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { paths, pathTo } from '@/config/paths';
import { formatCalendarDate, studioToday } from '@/lib/calendar-date';
import {
  addMonths,
  groupByDay,
  type Month,
  monthGrid,
  monthKey,
  monthLabel,
  monthOf,
  parseMonthKey,
  sameMonth,
  WEEKDAYS,
} from '@/lib/month-grid';
import { calendarFileUrl, sentRequestsQuery } from '../api/inquiries-api';
import { DashboardPageHeading } from '@/components/ui/page-heading';

const MONTH_PARAM = 'month';
const dayAnchor = (date: string) => `calendar-day-${date}`;
const nameOf = (r: BookingRequestDetail) => r.photographer.name.trim() || directoryTexts.card.unnamed;

const navButton =
  'grid size-10 place-items-center rounded-full border border-stone-300 bg-white text-ink transition-colors hover:border-ink dark:border-stone-600 dark:bg-stone-900 dark:text-white dark:hover:border-white';

function MonthGrid({
  month,
  events,
  today,
  onPickDay,
}: {
  month: Month;
  events: Map<string, BookingRequestDetail[]>;
  today: string;
  onPickDay: (date: string) => void;
}) {
  const weeks = monthGrid(month);
  return (
    <table className="w-full table-fixed border-collapse">
      <caption className="sr-only">{inquiryTexts.calendar.caption({ month: monthLabel(month) })}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((d) => (
            <th
              key={d.short}
              scope="col"
              className="pb-2 text-center text-xs font-semibold uppercase tracking-wider text-stone-600 dark:text-stone-400"
            >
              <span aria-hidden>
                <span className="sm:hidden">{d.short[0]}</span>
                <span className="hidden sm:inline">{d.short}</span>
              </span>
              <span className="sr-only">{d.long}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]!.date}>
            {week.map((d) => {
              const dayEvents = d.inMonth ? (events.get(d.date) ?? []) : [];
              const isToday = d.date === today;
              const numberClass = `grid size-8 place-items-center rounded-full text-sm tabular-nums ${
                isToday
                  ? 'bg-clay font-bold text-white dark:bg-gold dark:text-ink'
                  : d.inMonth
                    ? 'font-medium text-ink dark:text-stone-100'
                    : // Another month's days are quieter, still 4.5:1 (docs/rules/platform.md#accessibility).
                      'text-stone-500 dark:text-stone-400'
              }`;
              return (
                <td
                  key={d.date}
                  className={`h-16 border border-stone-200 p-1 align-top sm:h-28 sm:p-1.5 dark:border-stone-800 ${
                    d.inMonth ? 'bg-white dark:bg-stone-900' : 'bg-stone-50 dark:bg-stone-800/40'
                  } ${isToday ? 'ring-2 ring-clay ring-inset dark:ring-gold' : ''}`}
                >
                  <div className="flex h-full flex-col items-center sm:items-stretch">
                    {dayEvents.length > 0 ? (
                      <button
                        type="button"
                        onClick={() => onPickDay(d.date)}
                        aria-label={(isToday ? inquiryTexts.calendar.dayToday : inquiryTexts.calendar.day)({
                          date: formatCalendarDate(d.date),
                          count: dayEvents.length,
                        })}
                        aria-current={isToday ? 'date' : undefined}
                        className={`${numberClass} hover:ring-2 hover:ring-clay/50 sm:self-start`}
                      >
                        {d.day}
                      </button>
                    ) : (
                      <span aria-current={isToday ? 'date' : undefined} className={`${numberClass} sm:self-start`}>
                        {d.day}
                        {!d.inMonth && <span className="sr-only"> {formatCalendarDate(d.date)}</span>}
                      </span>
                    )}
                    {dayEvents.length > 0 && (
                      <>
                        {/* Phones: compact dots; the list below the grid tells the rest. */}
                        <span aria-hidden className="mt-1 flex flex-wrap justify-center gap-1 sm:hidden">
                          {dayEvents.slice(0, 3).map((r) => (
                            <span key={r.id} className={`size-2 rounded-full ${bookingStatusDot[r.status]}`} />
                          ))}
                        </span>
                        <ul className="mt-1 hidden min-w-0 space-y-1 sm:block">
                          {dayEvents.slice(0, 2).map((r) => (
                            <li
                              key={r.id}
                              className="min-w-0 rounded-md bg-sand/70 px-1.5 py-1 text-xs leading-tight dark:bg-stone-800"
                            >
                              <span className="flex items-center gap-1.5">
                                <span
                                  aria-hidden
                                  className={`size-2 shrink-0 rounded-full ${bookingStatusDot[r.status]}`}
                                />
                                <span className="truncate font-semibold text-ink dark:text-white">{nameOf(r)}</span>
                              </span>
                              <span className="mt-0.5 block truncate text-stone-700 dark:text-stone-300">
                                {bookingTexts.statusLabels[r.status]}
                              </span>
                            </li>
                          ))}
                          {dayEvents.length > 2 && (
                            <li className="px-1.5 text-xs font-medium text-stone-600 dark:text-stone-400">
                              {inquiryTexts.calendar.more({ count: dayEvents.length - 2 })}
                            </li>
                          )}
                        </ul>
                      </>
                    )}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function EventList({ events }: { events: Map<string, BookingRequestDetail[]> }) {
  return (
    <ol className="space-y-6">
      {[...events.entries()].map(([date, list]) => (
        <li key={date}>
          <h3
            id={dayAnchor(date)}
            tabIndex={-1}
            className="scroll-mt-24 rounded font-serif text-lg text-ink focus:outline-2 focus:outline-offset-4 focus:outline-clay dark:text-white"
          >
            <time dateTime={date}>{formatCalendarDate(date)}</time>
          </h3>
          <ul className="mt-3 space-y-3">
            {list.map((r) => (
              <li
                key={r.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900"
              >
                <PersonAvatar name={nameOf(r)} src={r.photographer.profile_picture} className="size-10 text-sm" />
                <div className="min-w-0 flex-1">
                  <Link
                    to={pathTo(paths.photographerProfile, { id: r.photographer._id })}
                    className="font-semibold text-ink underline-offset-4 [overflow-wrap:anywhere] hover:text-clay hover:underline dark:text-white dark:hover:text-gold"
                  >
                    {nameOf(r)}
                  </Link>
                  <p className="text-sm text-stone-700 dark:text-stone-300">{r.service}</p>
                </div>
                <BookingStatusBadge status={r.status} />
                {['pending', 'accepted', 'completed'].includes(r.status) && (
                  <a
                    href={calendarFileUrl(r.id)}
                    download
                    aria-label={bookingTexts.addToCalendarFor({ service: r.service, name: nameOf(r) })}
                    className="inline-flex items-center gap-1.5 rounded-full border border-stone-300 px-3 py-1.5 text-xs font-semibold text-ink hover:border-ink max-sm:w-full max-sm:justify-center dark:border-stone-600 dark:text-white"
                  >
                    <CalendarPlus aria-hidden className="size-4" /> {bookingTexts.addToCalendar}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/**
 * /dashboard/Calendar: a month (Monday first, today marked) with the event dates of the client's
 * inquiries, each with the photographer and the status; the month lives in `?month=YYYY-MM`, so a
 * reload or Back keeps it. Below the grid, the month's events as a list (phones, screen readers).
 */
export function CalendarView() {
  const t = inquiryTexts.calendar;
  const [searchParams, setSearchParams] = useSearchParams();
  const today = studioToday();
  const month = parseMonthKey(searchParams.get(MONTH_PARAM)) ?? monthOf(today);
  const sent = useQuery(sentRequestsQuery());
  const events = groupByDay(sent.data ?? [], (r) => r.eventDate, month);

  const goTo = (m: Month) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(MONTH_PARAM, monthKey(m));
        return next;
      },
      { preventScrollReset: true },
    );

  const pickDay = (date: string) => {
    // Focusing the day's heading in the list brings it into view too.
    document.getElementById(dayAnchor(date))?.focus();
  };

  const thisMonth = monthOf(today);
  const onThisMonth = sameMonth(month, thisMonth);
  // When the month shown is empty, offer the next month that has an event (else the latest one).
  const monthsWithEvents = [
    ...new Set(
      (sent.data ?? []).flatMap((r) => (r.eventDate && isRealDay(r.eventDate) ? [r.eventDate.slice(0, 7)] : [])),
    ),
  ].sort();
  const current = monthKey(month);
  const suggestion = monthsWithEvents.find((m) => m > current) ?? monthsWithEvents.filter((m) => m < current).at(-1);

  return (
    <div className="mx-auto max-w-6xl">
      <DashboardPageHeading eyebrow={t.eyebrow} title={t.title}>
        {t.intro}
      </DashboardPageHeading>

      <div className="rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-6 dark:border-stone-800 dark:bg-stone-900">
        <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 px-1">
          <h2
            aria-live="polite"
            className="w-full font-serif text-2xl text-ink sm:w-auto sm:flex-1 sm:text-3xl dark:text-white"
          >
            {monthLabel(month)}
          </h2>
          <div className="flex items-center gap-2 sm:order-2">
            <button
              type="button"
              onClick={() => goTo(addMonths(month, -1))}
              aria-label={t.previousMonth}
              title={monthLabel(addMonths(month, -1))}
              className={navButton}
            >
              <ChevronLeft aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => goTo(addMonths(month, 1))}
              aria-label={t.nextMonth}
              title={monthLabel(addMonths(month, 1))}
              className={navButton}
            >
              <ChevronRight aria-hidden className="size-5" />
            </button>
          </div>
          {!onThisMonth && (
            <button
              type="button"
              onClick={() => goTo(thisMonth)}
              className="ml-auto rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-ink hover:border-ink sm:order-1 sm:ml-0 dark:border-stone-600 dark:text-white dark:hover:border-white"
            >
              {t.thisMonth}
            </button>
          )}
        </div>
        <MonthGrid month={month} events={events} today={today} onPickDay={pickDay} />
        <div className="mt-4 px-1">
          <BookingStatusLegend
            label={inquiryTexts.calendar.statusColours}
            className="text-stone-700 dark:text-stone-300"
          />
        </div>
      </div>

      <section aria-labelledby="calendar-events-title" className="mt-10">
        <h2 id="calendar-events-title" className="font-serif text-2xl text-ink dark:text-white">
          {t.eventsIn({ month: monthLabel(month) })}
        </h2>
        <div className="mt-5">
          {sent.isPending ? (
            <LoadingBlock label={t.loading} rows={2} />
          ) : sent.isError ? (
            <LoadError message={bookingTexts.calendarFailure} onRetry={() => void sent.refetch()} />
          ) : events.size === 0 ? (
            <div className="rounded-2xl border border-dashed border-stone-300 px-6 py-8 text-center dark:border-stone-700">
              <p className="font-serif text-xl text-ink dark:text-white">{bookingTexts.calendarNoEvents}</p>
              <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">
                {suggestion ? (
                  <button
                    type="button"
                    onClick={() => goTo(parseMonthKey(suggestion)!)}
                    className="font-semibold text-clay-dark underline underline-offset-4 dark:text-gold"
                  >
                    {t.goTo({ month: monthLabel(parseMonthKey(suggestion)!) })}
                  </button>
                ) : (
                  <>
                    {t.empty}{' '}
                    <Link
                      to={paths.dashboard}
                      className="font-semibold text-clay-dark underline underline-offset-4 dark:text-gold"
                    >
                      {t.find}
                    </Link>
                  </>
                )}
              </p>
            </div>
          ) : (
            <>
              <EventList events={events} />
              <p className="mt-6 text-sm">
                <Link
                  to={paths.dashboardMessages}
                  className="inline-flex items-center gap-2 font-semibold text-clay-dark underline-offset-4 hover:underline dark:text-gold"
                >
                  <MessagesSquare aria-hidden className="size-4" /> {t.follow}
                </Link>
              </p>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
