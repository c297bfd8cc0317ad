import { MARKET_TIME_ZONE } from '@studio/shared';

/**
 * The marketplace counts days in Nairobi (MARKET_TIME_ZONE of @studio/shared, UTC+3 all year): a
 * view at 01:00 in Nairobi belongs to that Nairobi day, not to the previous UTC day.
 */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of `at` in Nairobi. */
export function nairobiDay(at: Date = new Date()): string {
  return dayFormat.format(at);
}

/** The `count` Nairobi days ending with the day of `at`, oldest first. */
export function lastNairobiDays(count: number, at: Date = new Date()): string[] {
  const today = nairobiDay(at);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const days: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    days.push(new Date(Date.UTC(y, m - 1, d - i)).toISOString().slice(0, 10));
  }
  return days;
}
