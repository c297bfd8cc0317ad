import { MARKET_TIME_ZONE } from '../constants';
import type { Money } from '../money';
import { INTL_LOCALE, type Locale } from './locales';

/**
 * Numbers, money and dates as CLDR writes them for each language (docs/decisions/0046-languages.md),
 * dates always on the market's clock. The option sets are exported so that a test can ask Node's
 * ICU and Chromium's for the same strings: the server renders what the browser would.
 */
export const FORMATS = {
  number: {},
  money: { style: 'currency', maximumFractionDigits: 0, minimumFractionDigits: 0 },
  date: { dateStyle: 'medium', timeZone: MARKET_TIME_ZONE },
  dateLong: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: MARKET_TIME_ZONE },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: MARKET_TIME_ZONE },
} as const satisfies Record<string, Intl.NumberFormatOptions | Intl.DateTimeFormatOptions>;

type NumberFormatName = 'number' | 'money';
type DateFormatName = 'date' | 'dateLong' | 'time';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale, name: NumberFormatName, currency?: string): Intl.NumberFormat {
  const key = `${locale}|${name}|${currency ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { ...FORMATS[name], ...(currency ? { currency } : {}) });
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: Locale, name: DateFormatName): Intl.DateTimeFormat {
  const key = `${locale}|${name}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], FORMATS[name]);
    dateFormats.set(key, format);
  }
  return format;
}

/** "1,250" in either language. */
export function formatNumberIn(locale: Locale, value: number): string {
  return numberFormat(locale, 'number').format(value);
}

/** An amount in its own currency, whole units: "Ksh 15,000" (en-KE and sw-KE alike), "US$800" / "$ 800"; CLDR puts a no-break space after the symbol. */
export function formatMoneyIn(locale: Locale, { amount, currency }: Money): string {
  return numberFormat(locale, 'money', currency).format(Math.round(amount));
}

/** A day, an instant's day or a `YYYY-MM-DD` calendar day, on the market's clock. */
export function formatDateIn(locale: Locale, value: Date | string, style: 'date' | 'dateLong' = 'date'): string {
  return dateFormat(locale, style).format(toInstant(value));
}

/** An instant's time of day on the market's clock, 24-hour ("13:00"). */
export function formatTimeIn(locale: Locale, value: Date | string): string {
  return dateFormat(locale, 'time').format(toInstant(value));
}

/** A calendar day (`YYYY-MM-DD`) is taken at noon in Nairobi, so that no time zone moves it to another day. */
function toInstant(value: Date | string): Date {
  if (typeof value !== 'string') return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+03:00`) : new Date(value);
}
