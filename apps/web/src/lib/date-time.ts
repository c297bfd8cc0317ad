import { siteTexts } from '@studio/shared';
import { formatDate, formatRelative } from '@studio/shared/i18n/format';
/** Moments (ISO instants) as people read them; calendar days are in lib/calendar-date. */

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return siteTexts.time.someTimeAgo;
  const seconds = Math.round((then - now) / 1000);
  if (Math.abs(seconds) < 45) return siteTexts.time.justNow;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'minute') return formatRelative(Math.round(seconds / size), unit);
  }
  return siteTexts.time.justNow;
}

/** "Sat, 14 Dec 2026, 15:30", for a tooltip or the full date beside a relative one. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : formatDate(d, 'dateTime');
}

/** "14 December 2026", the day in Nairobi (a review's date, the same on the server and the browser). */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : formatDate(d, 'day');
}
