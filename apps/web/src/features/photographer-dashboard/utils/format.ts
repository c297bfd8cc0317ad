import { bookingTexts, MARKET_TIME_ZONE } from '@studio/shared';

/** Moments (instants) are formatted in lib/date-time, shared with the client's pages. */
export { formatDateTime, relativeTime } from '@/lib/date-time';

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
    timeZone: bare ? 'UTC' : MARKET_TIME_ZONE,
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

export const bookingStatusLabels = bookingTexts.statusLabels;

/** How long something has waited, in its largest whole unit: "45 minutes", "5 hours", "2 days". */
export function waitedFor(sinceIso: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(sinceIso)) / 60_000));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (minutes < 60) return unit(Math.max(1, minutes), 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return unit(hours, 'hour');
  return unit(Math.floor(hours / 24), 'day');
}

/** A short event date for cards: "Sat, 12 Dec 2026" (a calendar day, never shifted). */
export function formatShortEventDate(value: string | null): string | null {
  const bare = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!bare) return value;
  const d = new Date(Date.UTC(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3])));
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}
