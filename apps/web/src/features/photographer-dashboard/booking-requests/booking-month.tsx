import { addMonths, type Month, monthGrid, monthLabel, monthOf, WEEKDAYS } from '@/lib/month-grid';
import { type BookingRequestDetail, bookingTexts, photographerDashboardTexts } from '@studio/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { BookingStatusLegend, bookingStatusDot } from '@/components/ui/booking-status-badge';
import { formatCalendarDate, studioToday } from '@/lib/calendar-date';
import { panelClass } from '@/components/ui/panel';

/**
 * The photographer's month of bookings by state (docs/rules/history.md#issue-12): each day lists its requests with a
 * status colour; picking one shows it in the list. Months step with the arrows; it opens on this
 * month, or the next one with a booking when this one has none.
 */
export function BookingMonth({ requests, onPick }: { requests: BookingRequestDetail[]; onPick: (id: string) => void }) {
  const today = studioToday();
  // This month, or else the next month with a booking in it (so the view never opens empty by chance).
  const [ym, setYm] = useState<Month>(() => {
    const thisMonth = today.slice(0, 7);
    const months = requests.flatMap((r) => (r.eventDate ? [r.eventDate.slice(0, 7)] : [])).sort();
    const start = months.includes(thisMonth) ? thisMonth : (months.find((m) => m > thisMonth) ?? thisMonth);
    return monthOf(`${start}-01`);
  });
  const step = (n: number) => setYm((m) => addMonths(m, n));
  const label = monthLabel(ym);
  const byDay = new Map<string, BookingRequestDetail[]>();
  for (const r of requests) {
    if (!r.eventDate) continue;
    byDay.set(r.eventDate, [...(byDay.get(r.eventDate) ?? []), r]);
  }
  const weeks = monthGrid(ym);
  const nav =
    'grid size-9 place-items-center rounded-full border border-stone-300 hover:border-ink dark:border-stone-600 dark:hover:border-white';

  return (
    <section
      aria-label={photographerDashboardTexts.bookingMonth.label({ month: label })}
      className={`${panelClass} p-3 sm:p-5`}
    >
      <div className="mb-3 flex items-center gap-2 px-1">
        <h2 className="flex-1 font-serif text-xl text-ink sm:text-2xl dark:text-white">{label}</h2>
        <button
          type="button"
          onClick={() => step(-1)}
          aria-label={photographerDashboardTexts.bookingMonth.previous}
          className={nav}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => step(1)}
          aria-label={photographerDashboardTexts.bookingMonth.next}
          className={nav}
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
      <table className="w-full table-fixed border-collapse">
        <caption className="sr-only">{photographerDashboardTexts.bookingMonth.caption({ month: label })}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th
                key={d.long}
                scope="col"
                className="pb-2 text-xs font-semibold text-stone-600 uppercase dark:text-stone-400"
              >
                <span aria-hidden className="sm:hidden">
                  {d.short[0]}
                </span>
                <span className="max-sm:sr-only">{d.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map(({ date, day, inMonth }) => {
                const list = inMonth ? (byDay.get(date) ?? []) : [];
                return (
                  <td
                    key={date}
                    className={`h-16 border border-stone-200 p-1 align-top sm:h-24 dark:border-stone-800 ${
                      inMonth ? '' : 'bg-stone-50 text-stone-400 dark:bg-stone-800/40'
                    } ${date === today ? 'ring-2 ring-clay ring-inset dark:ring-gold' : ''}`}
                  >
                    <span className="text-xs font-medium tabular-nums">{day}</span>
                    <ul className="mt-0.5 space-y-0.5">
                      {list.map((r) => (
                        <li key={r.id}>
                          <button
                            type="button"
                            onClick={() => onPick(r.id)}
                            title={`${r.clientName} · ${bookingTexts.statusLabels[r.status]}`}
                            aria-label={`${formatCalendarDate(date)}: ${r.clientName}, ${r.service}, ${bookingTexts.statusLabels[r.status]}`}
                            className="flex w-full min-w-0 items-center gap-1 rounded bg-sand/70 px-1 py-0.5 text-left text-[11px] leading-tight hover:bg-sand dark:bg-stone-800"
                          >
                            <span
                              aria-hidden
                              className={`size-2 shrink-0 rounded-full ${bookingStatusDot[r.status]}`}
                            />
                            <span className="truncate max-sm:sr-only">{r.clientName}</span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <BookingStatusLegend label={photographerDashboardTexts.bookingMonth.legendLabel} className="mt-3 px-1" />
    </section>
  );
}
