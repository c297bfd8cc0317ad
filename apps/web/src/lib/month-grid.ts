import { addDays, availabilityTexts, isRealDay, weekdayOf } from '@studio/shared';
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

/** The `?month=2026-12` search parameter (a `monthKey`); null when missing or not a real month. */
export function parseMonthKey(value: string | null | undefined): Month | null {
  const m = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (year < 1000 || month < 1 || month > 12) return null;
  return { year, month };
}

/** A cell of the grid: a day and whether it belongs to the month shown. */
export interface GridDay {
  /** YYYY-MM-DD. */
  date: string;
  day: number;
  /** False for the days of the months before and after that fill the first and last weeks. */
  inMonth: boolean;
}

/**
 * The month as whole weeks, Monday first: from the Monday on or before the 1st to the Sunday on or after the last
 * day (4 to 6 weeks).
 */
export function monthGrid(m: Month): GridDay[][] {
  const first = firstOfMonth(m);
  const last = lastOfMonth(m);
  const key = monthKey(m);
  const weeks: GridDay[][] = [];
  for (let date = addDays(first, -mondayIndex(first)); date <= last; ) {
    const week: GridDay[] = [];
    for (let i = 0; i < 7; i++, date = addDays(date, 1)) {
      week.push({ date, day: Number(date.slice(8, 10)), inMonth: date.startsWith(key) });
    }
    weeks.push(week);
  }
  return weeks;
}

/** The items whose day falls in the month, grouped by day (days in order, items in their order); bad days skipped. */
export function groupByDay<T>(items: readonly T[], dayOf: (item: T) => string | null, m: Month): Map<string, T[]> {
  const prefix = `${monthKey(m)}-`;
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const day = dayOf(item);
    if (!day || !day.startsWith(prefix) || !isRealDay(day)) continue;
    const list = groups.get(day);
    if (list) list.push(item);
    else groups.set(day, [item]);
  }
  return new Map([...groups.entries()].sort(([a], [b]) => a.localeCompare(b)));
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
