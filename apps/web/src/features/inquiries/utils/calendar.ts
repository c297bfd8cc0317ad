import { parseCalendarDate, toCalendarDate } from '@/lib/calendar-date';

/** A month of the calendar; `month` runs from 1 to 12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

const MONTH_PARAM = /^(\d{4})-(\d{2})$/;

/** The `?month=2026-12` search parameter; null when missing or not a real month. */
export function parseMonthParam(value: string | null | undefined): CalendarMonth | null {
  const m = value ? MONTH_PARAM.exec(value) : null;
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (year < 1000 || month < 1 || month > 12) return null;
  return { year, month };
}

export function monthParam({ year, month }: CalendarMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month a calendar date (YYYY-MM-DD) falls in. */
export function monthOfDate(date: string): CalendarMonth | null {
  const d = parseCalendarDate(date);
  return d ? { year: d.year, month: d.month } : null;
}

/** `delta` months later (or earlier when negative), across year boundaries. */
export function addMonths({ year, month }: CalendarMonth, delta: number): CalendarMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

export function daysInMonth({ year, month }: CalendarMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 for Monday ... 6 for Sunday (the calendar starts its weeks on Monday). */
export function weekdayMondayFirst(date: string): number {
  const d = parseCalendarDate(date);
  if (!d) throw new Error(`Not a calendar date: ${date}`);
  return (new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7;
}

function shift(date: string, days: number): string {
  const d = parseCalendarDate(date)!;
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return toCalendarDate({ year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() });
}

export interface GridDay {
  /** YYYY-MM-DD. */
  date: string;
  day: number;
  /** False for the days of the months before and after that fill the first and last weeks. */
  inMonth: boolean;
}

/**
 * The month as whole weeks, Monday first: from the Monday on or before the 1st to the Sunday on or
 * after the last day (4 to 6 weeks).
 */
export function monthGrid(m: CalendarMonth): GridDay[][] {
  const first = toCalendarDate({ ...m, day: 1 });
  const last = toCalendarDate({ ...m, day: daysInMonth(m) });
  const start = shift(first, -weekdayMondayFirst(first));
  const end = shift(last, 6 - weekdayMondayFirst(last));
  const weeks: GridDay[][] = [];
  for (let date = start; date <= end; ) {
    const week: GridDay[] = [];
    for (let i = 0; i < 7; i++) {
      const d = parseCalendarDate(date)!;
      week.push({ date, day: d.day, inMonth: d.year === m.year && d.month === m.month });
      date = shift(date, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** "December 2026" and the weekdays' heads, as every calendar writes them. */
export { monthLabel, WEEKDAYS } from '@/lib/month-grid';

/** The items whose date falls in the month, grouped by date (dates in order, items in their order). */
export function groupByDate<T>(items: readonly T[], dateOf: (item: T) => string | null, m: CalendarMonth) {
  const prefix = `${monthParam(m)}-`;
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const date = dateOf(item);
    if (!date || !date.startsWith(prefix) || !parseCalendarDate(date)) continue;
    const list = groups.get(date);
    if (list) list.push(item);
    else groups.set(date, [item]);
  }
  return new Map([...groups.entries()].sort(([a], [b]) => a.localeCompare(b)));
}
