import { addDays, weekdayOf } from '@studio/shared';

/**
 * Months of a calendar grid (docs/rules/history.md#issue-12's availability calendars). Weeks start on Monday, as in
 * Kenya. Days are YYYY-MM-DD strings (see `@studio/shared`'s calendar days).
 */

/** A month; `month` runs from 1 to 12. */
export interface Month {
  year: number;
  month: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const firstOfMonth = ({ year, month }: Month) => `${pad(year, 4)}-${pad(month)}-01`;
export const daysInMonth = ({ year, month }: Month) => new Date(Date.UTC(year, month, 0)).getUTCDate();
export const lastOfMonth = (m: Month) => `${firstOfMonth(m).slice(0, 8)}${pad(daysInMonth(m))}`;
export const monthOf = (day: string): Month => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });
export const sameMonth = (a: Month, b: Month) => a.year === b.year && a.month === b.month;
export const monthKey = (m: Month) => firstOfMonth(m).slice(0, 7);

/** `delta` months later (earlier when negative). */
export function addMonths({ year, month }: Month, delta: number): Month {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** The same day of the month `delta` months away, or that month's last day when it is shorter. */
export function shiftMonths(day: string, delta: number): string {
  const target = addMonths(monthOf(day), delta);
  const d = Math.min(Number(day.slice(8, 10)), daysInMonth(target));
  return `${firstOfMonth(target).slice(0, 8)}${pad(d)}`;
}

/** 0 for Monday ... 6 for Sunday. */
export const mondayIndex = (day: string) => (weekdayOf(day) + 6) % 7;

/** The month as weeks, Monday first; the cells before the 1st and after the last day are null. */
export function monthWeeks(m: Month): (string | null)[][] {
  const first = firstOfMonth(m);
  const cells: (string | null)[] = Array.from({ length: mondayIndex(first) }, () => null);
  for (let i = 0; i < daysInMonth(m); i++) cells.push(addDays(first, i));
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The whole weeks the grid shows, Monday of the first to Sunday of the last (to fetch them at once). */
export function visibleRange(m: Month): { from: string; to: string } {
  const first = firstOfMonth(m);
  const last = lastOfMonth(m);
  return { from: first, to: last };
}

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "December 2026". */
export const monthLabel = (m: Month) => monthFormat.format(new Date(`${firstOfMonth(m)}T00:00:00Z`));

const longDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
/** "Saturday 12 December 2026". */
export const longDayLabel = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));
/** "Sat 12 Dec". */
export const shortDayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));
