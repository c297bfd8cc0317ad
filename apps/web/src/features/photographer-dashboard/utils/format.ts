import type { BookingStatus } from '@studio/shared';

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
  if (Number.isNaN(then)) return 'some time ago';
  const seconds = Math.round((then - now) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'minute') return format.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

const NAIROBI = 'Africa/Nairobi';

/** "Sat 14 Dec 2026, 15:30", for a tooltip or the full date beside a relative one. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: NAIROBI,
  }).format(d);
}

/**
 * An event date: "Saturday 14 December 2026". A bare date (YYYY-MM-DD) is a calendar day, shown as
 * written, never shifted by a time zone.
 */
export function formatEventDate(value: string | null): string | null {
  if (!value) return null;
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const d = bare ? new Date(Date.UTC(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3]))) : new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: bare ? 'UTC' : NAIROBI,
  }).format(d);
}

/** A chart's day label: "14 Dec". */
export function formatShortDay(date: string): string {
  const bare = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!bare) return date;
  const d = new Date(Date.UTC(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3])));
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(d);
}

export const formatCount = (n: number) => n.toLocaleString('en-US');

/** "12 times" for an aggregated activity; nothing for a single one. */
export function activityCountLabel(count: number): string | null {
  return count > 1 ? `${formatCount(count)} times` : null;
}

export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  completed: 'Completed',
};
