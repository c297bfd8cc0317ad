/**
 * Calendar days (YYYY-MM-DD) for availability (docs/rules/history.md#issue-12): days, not instants, so arithmetic runs
 * on UTC midnights and never through a time zone; only "today" depends on one. Used by the server
 * and the web app alike, so both agree on what a real day is and which day is today.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Milliseconds at UTC midnight of a real day (years 1000-9999), or null for anything else. */
function utcMs(value: string): number | null {
  const m = DAY.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1000) return null;
  const ms = Date.UTC(year, month - 1, day);
  const d = new Date(ms);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? ms : null;
}

const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** True for a real calendar day written YYYY-MM-DD ('2030-02-30' is not one). */
export const isRealDay = (value: string): boolean => utcMs(value) !== null;

/** The day `n` days after `day` (before it when negative). `day` must be real. */
export function addDays(day: string, n: number): string {
  const ms = utcMs(day);
  if (ms === null) throw new Error(`Not a calendar day: ${day}`);
  return fromMs(ms + n * MS_PER_DAY);
}

/** How many days from `from` to `to` (0 for the same day, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = utcMs(from);
  const b = utcMs(to);
  if (a === null || b === null) throw new Error(`Not calendar days: ${from}, ${to}`);
  return Math.round((b - a) / MS_PER_DAY);
}

/** 0 for Sunday ... 6 for Saturday (JavaScript's and the weekly hours' numbering). */
export function weekdayOf(day: string): number {
  const ms = utcMs(day);
  if (ms === null) throw new Error(`Not a calendar day: ${day}`);
  return new Date(ms).getUTCDay();
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let i = 0, n = daysBetween(from, to); i <= n; i++) days.push(addDays(from, i));
  return days;
}

/** Today (YYYY-MM-DD) in the IANA time zone `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The IANA zone `timeZone` names, as `Intl` spells it ('africa/nairobi' -> 'Africa/Nairobi'), or
 * null when it is not one ('Mars/Olympus', or an offset such as '+03:00').
 */
export function canonicalTimeZone(timeZone: string): string | null {
  if (!timeZone || timeZone.length > 64 || /^[+-]/.test(timeZone)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** True when `Intl` knows `timeZone` as an IANA zone. */
export const isTimeZone = (timeZone: string): boolean => canonicalTimeZone(timeZone) !== null;
