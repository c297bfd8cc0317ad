import { bookingTexts, photographerDashboardTexts } from '@studio/shared';
import { formatDate, formatNumber } from '@studio/shared/i18n/format';

/** Moments (instants) are formatted in lib/date-time, shared with the client's pages. */
export { formatDateTime, relativeTime } from '@/lib/date-time';

/**
 * An event date: "Saturday, 14 December 2026". A bare date (YYYY-MM-DD) is a calendar day, shown as
 * written, never shifted by a time zone.
 */
export function formatEventDate(value: string | null): string | null {
  if (!value) return null;
  return Number.isNaN(Date.parse(value)) ? value : formatDate(value, 'dateLong');
}

/** A chart's day label: "14 Dec". */
export function formatShortDay(date: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0];
  return day ? formatDate(day, 'dayMonth') : date;
}

export const formatCount = (n: number) => formatNumber(n);

/** "12 times" for an aggregated activity; nothing for a single one. */
export function activityCountLabel(count: number): string | null {
  return count > 1 ? photographerDashboardTexts.home.activityTimes({ count: formatCount(count) }) : null;
}

export const bookingStatusLabels = bookingTexts.statusLabels;

/** How long something has waited, in its largest whole unit: "45 minutes", "5 hours", "2 days". */
export function waitedFor(sinceIso: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(sinceIso)) / 60_000));
  const texts = photographerDashboardTexts.waited;
  if (minutes < 60) return texts.minutes({ count: Math.max(1, minutes) });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return texts.hours({ count: hours });
  return texts.days({ count: Math.floor(hours / 24) });
}

/** A short event date for cards: "Sat, 12 Dec 2026" (a calendar day, never shifted). */
export function formatShortEventDate(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value, 'dayShort') : value;
}
