import { MARKET_TIME_ZONE } from '@studio/shared';
import { formatDate } from '@studio/shared/i18n/format';
/**
 * Calendar dates (YYYY-MM-DD): an event's day as the client wrote it. They are days, not instants,
 * so they are never converted through a time zone; arithmetic runs on UTC midnights.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

/** '2026-12-05' -> {2026, 12, 5}; null for anything that is not a real calendar date. */
export function parseCalendarDate(value: string | null | undefined): CalendarDay | null {
  const m = value ? ISO_DATE.exec(value) : null;
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function toCalendarDate({ year, month, day }: CalendarDay): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Today's date in Nairobi (YYYY-MM-DD), whatever the browser's own time zone. */
export function studioToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    // The server checks "not before today" in the market's zone (docs/rules/bookings.md#requests).
    timeZone: MARKET_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The date in Nairobi `days` from now (YYYY-MM-DD), e.g. a gallery's default expiry. */
export function studioDayIn(days: number, now: Date = new Date()): string {
  return studioToday(new Date(now.getTime() + days * 86_400_000));
}

/** "Saturday, 12 December 2026" (long) or "Sat, 12 Dec 2026" (short); other text is returned as written. */
export function formatCalendarDate(value: string, style: 'long' | 'short' = 'long'): string {
  return parseCalendarDate(value) ? formatDate(value, style === 'long' ? 'dateLong' : 'dayShort') : value;
}
