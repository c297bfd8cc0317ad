import {
  availabilityTexts,
  bookingTexts,
  type OwnerAvailabilityDay,
  paths,
  photographerDashboardTexts,
} from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { Ban, Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarLegend, type CalendarDayView, dayTones, MonthCalendar } from '@/components/ui/month-calendar';
import { useToast } from '@/components/ui/toasts';
import { ApiError } from '@/lib/api-client';
import { firstOfMonth, lastOfMonth, longDayLabel, type Month, monthOf, shortDayLabel } from '@/lib/month-grid';
import { ownerDaysQuery, useSetBlocked } from './availability-api';
import { LoadError } from '@/components/ui/load-states';

const blockedMark = <Ban className="size-3 sm:size-3.5" strokeWidth={2.5} />;
const bookedMark = <Check className="size-3 sm:size-3.5" strokeWidth={3} />;

export const ownerLegend = [
  {
    state: 'free',
    className: dayTones.free,
  },
  {
    state: 'blocked',
    className: dayTones.blocked,
    mark: blockedMark,
  },
  {
    state: 'booked',
    className: dayTones.booked,
    mark: bookedMark,
  },
  {
    state: 'nonWorking',
    className: dayTones.nonWorking,
  },
  {
    state: 'past',
    className: dayTones.past,
    mark: <span className="text-xs text-stone-500 line-through">1</span>,
  },
] as const;

/** How the owner sees a day: past and booked days cannot be changed; any other day toggles blocked. */
export function ownerDayView(day: OwnerAvailabilityDay | undefined): CalendarDayView {
  if (!day) return { disabled: true, className: dayTones.free };
  if (day.booking)
    return {
      disabled: true,
      status: `${availabilityTexts.legend.booked}: ${day.booking.clientName}`,
      className: dayTones.booked,
      mark: bookedMark,
    };
  if (day.past) return { disabled: true, status: availabilityTexts.legend.past, className: dayTones.past };
  if (day.blocked)
    return { pressed: true, status: availabilityTexts.legend.blocked, className: dayTones.blocked, mark: blockedMark };
  if (!day.working)
    return { pressed: false, status: availabilityTexts.legend.nonWorking, className: dayTones.nonWorking };
  return { pressed: false, status: availabilityTexts.legend.free, className: dayTones.free };
}

/**
 * The photographer's month (docs/rules/history.md#issue-12): choose a day to block it, a blocked day to free it;
 * accepted bookings show with their client and cannot be freed; past days are disabled; days off
 * are hatched. What changed is announced.
 */
export function AvailabilityCalendar({ today }: { today: string }) {
  const [month, setMonth] = useState<Month>(() => monthOf(today));
  const range = { from: firstOfMonth(month), to: lastOfMonth(month) };
  const days = useQuery({ ...ownerDaysQuery(range), placeholderData: (previous) => previous });
  const setBlocked = useSetBlocked();
  const toast = useToast();
  const [announcement, setAnnouncement] = useState('');
  const byDate = new Map((days.data?.days ?? []).map((d) => [d.date, d]));
  const shown = days.data && days.data.from === range.from;
  const bookings = shown ? days.data!.days.filter((d) => d.booking) : [];

  const toggle = (date: string) => {
    const day = byDate.get(date);
    if (!day || day.booking || day.past) return;
    const blocked = !day.blocked;
    setBlocked.mutate(
      { date, blocked },
      {
        onSuccess: () =>
          setAnnouncement((blocked ? availabilityTexts.blocked : availabilityTexts.freed)({ day: longDayLabel(date) })),
        onError: (err) =>
          toast({
            kind: 'error',
            text:
              err instanceof ApiError && err.status >= 400 && err.status < 500
                ? err.message
                : availabilityTexts.toggleFailure,
          }),
      },
    );
  };

  return (
    <div className="space-y-5">
      <div>
        <h2 className="font-serif text-2xl text-ink dark:text-white">{availabilityTexts.calendarTitle}</h2>
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{availabilityTexts.calendarIntro}</p>
      </div>
      {days.isError && !days.data ? (
        <LoadError message={availabilityTexts.loadFailure} onRetry={() => void days.refetch()} />
      ) : (
        <MonthCalendar
          month={month}
          onMonthChange={setMonth}
          label={availabilityTexts.title}
          describeDay={(date) =>
            shown ? ownerDayView(byDate.get(date)) : { disabled: true, className: dayTones.free }
          }
          onChoose={toggle}
          minMonth={monthOf(today)}
          initialFocus={today}
          busy={!shown}
        />
      )}
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-stone-700 dark:text-stone-300">
        {announcement}
      </p>
      <CalendarLegend items={ownerLegend} />
      {bookings.length > 0 && (
        <section aria-labelledby="month-bookings" className="border-t border-stone-200 pt-4 dark:border-stone-800">
          <h3 id="month-bookings" className="text-sm font-semibold text-ink dark:text-white">
            {photographerDashboardTexts.availabilityPage.bookingsThisMonth}
          </h3>
          <ul className="mt-2 space-y-1 text-sm text-stone-700 dark:text-stone-300">
            {bookings.map((d) => (
              <li key={d.date}>
                <span className="font-medium tabular-nums">{shortDayLabel(d.date)}</span> · {d.booking!.clientName}{' '}
                <span className="text-stone-500">({bookingTexts.statusLabels[d.booking!.status].toLowerCase()})</span>
              </li>
            ))}
          </ul>
          <Link
            to={paths.photographerBookings}
            className="mt-2 inline-block text-sm font-semibold text-clay-dark underline-offset-4 hover:underline dark:text-gold"
          >
            {photographerDashboardTexts.availabilityPage.seeBookings}
          </Link>
        </section>
      )}
    </div>
  );
}
