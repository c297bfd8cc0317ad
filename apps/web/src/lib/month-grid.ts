import { addDays, availabilityTexts, weekdayOf } from '@studio/shared';
import { formatDate } from '@studio/shared/i18n/format';

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

/** Monday to Sunday, the calendars' columns: a day of each (2024-01-01 was a Monday) and its head's key. */
export const WEEK_DAYS = [
  { day: '2024-01-01', head: 'mon' },
  { day: '2024-01-02', head: 'tue' },
  { day: '2024-01-03', head: 'wed' },
  { day: '2024-01-04', head: 'thu' },
  { day: '2024-01-05', head: 'fri' },
  { day: '2024-01-06', head: 'sat' },
  { day: '2024-01-07', head: 'sun' },
] as const;
/** "Monday" ... "Sunday" in the page's language. */
export const weekdayName = (day: string) => formatDate(day, 'weekday');

/** The calendars' column heads, Monday first, each read in the page's language: "Mo" and "Monday". */
export const WEEKDAYS: readonly { readonly short: string; readonly long: string }[] = WEEK_DAYS.map(
  ({ day, head }) => ({
    get short() {
      return availabilityTexts.weekdayHeads[head];
    },
    get long() {
      return weekdayName(day);
    },
  }),
);

/** "December 2026". */
export const monthLabel = (m: Month) => formatDate(firstOfMonth(m), 'monthYear');
/** "Saturday, 12 December 2026". */
export const longDayLabel = (day: string) => formatDate(day, 'dateLong');
/** "Sat, 12 Dec". */
export const shortDayLabel = (day: string) => formatDate(day, 'weekdayShort');
