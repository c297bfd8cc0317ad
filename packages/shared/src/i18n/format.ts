import { MARKET_TIME_ZONE } from '../constants';
import { currentLocale } from './current-locale';
import { INTL_LOCALE, type Locale } from './locales';

/**
 * Numbers, money and dates as CLDR writes them for each language (docs/decisions/0046-languages.md),
 * dates always on the market's clock. The option sets are exported so that a test can ask Node's
 * ICU and Chromium's for the same strings: the server renders what the browser would.
 */
export const FORMATS = {
  number: {},
  /** A ratio or an average: "1.5", "129.25". */
  decimal: { maximumFractionDigits: 2 },
  money: { style: 'currency', maximumFractionDigits: 0, minimumFractionDigits: 0 },
  /** Money with its cents, for amounts that have them ("Ksh 19,500.50"). */
  moneyCents: { style: 'currency', maximumFractionDigits: 2, minimumFractionDigits: 2 },
  /** "5 Jul 2027". */
  date: { dateStyle: 'medium', timeZone: MARKET_TIME_ZONE },
  /** "Monday, 5 July 2027". */
  dateLong: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: MARKET_TIME_ZONE },
  /** "5 July 2027". */
  day: { day: 'numeric', month: 'long', year: 'numeric', timeZone: MARKET_TIME_ZONE },
  /** "Mon, 5 Jul 2027". */
  dayShort: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: MARKET_TIME_ZONE },
  /** "Mon, 5 Jul": a calendar's cell. */
  weekdayShort: { weekday: 'short', day: 'numeric', month: 'short', timeZone: MARKET_TIME_ZONE },
  /** "5 Jul": a chart's day. */
  dayMonth: { day: 'numeric', month: 'short', timeZone: MARKET_TIME_ZONE },
  /** "Monday": a calendar's column. */
  weekday: { weekday: 'long', timeZone: MARKET_TIME_ZONE },
  /** "July 2027": a calendar's month. */
  monthYear: { month: 'long', year: 'numeric', timeZone: MARKET_TIME_ZONE },
  /** "Mon, 5 Jul 2027, 12:30": a moment in full. */
  dateTime: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: MARKET_TIME_ZONE,
  },
  /** "13:00". */
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: MARKET_TIME_ZONE },
} as const satisfies Record<string, Intl.NumberFormatOptions | Intl.DateTimeFormatOptions>;

type NumberFormatName = 'number' | 'decimal' | 'money' | 'moneyCents';
/** The names of FORMATS' date formats. */
export type DateFormatName =
  | 'date'
  | 'dateLong'
  | 'day'
  | 'dayShort'
  | 'weekdayShort'
  | 'dayMonth'
  | 'weekday'
  | 'monthYear'
  | 'dateTime'
  | 'time';
/** Every date format's name, for the check that Node and Chromium write them alike. */
export const DATE_FORMATS: readonly DateFormatName[] = [
  'date',
  'dateLong',
  'day',
  'dayShort',
  'weekdayShort',
  'dayMonth',
  'weekday',
  'monthYear',
  'dateTime',
  'time',
];

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

/** "1,250" in either language; `decimal` keeps up to two decimals ("129.25"). */
export function formatNumberIn(locale: Locale, value: number, style: 'number' | 'decimal' = 'number'): string {
  return numberFormat(locale, style).format(value);
}

/** What money formatting reads: an amount and its ISO currency code (`Money` of ../money.ts is one). */
interface Amount {
  amount: number;
  currency: string;
}

/** An amount in its own currency, whole units: "Ksh 15,000" (en-KE and sw-KE alike), "US$800" / "$ 800"; CLDR puts a no-break space after the symbol. */
export function formatMoneyIn(locale: Locale, { amount, currency }: Amount): string {
  return numberFormat(locale, 'money', currency).format(Math.round(amount));
}

/** Shillings from cents: whole shillings as `formatMoneyIn` writes them, else with the cents ("Ksh 19,500.50"). */
export function formatKesCentsIn(locale: Locale, cents: number): string {
  if (cents % 100 === 0) return formatMoneyIn(locale, { amount: cents / 100, currency: 'KES' });
  return numberFormat(locale, 'moneyCents', 'KES').format(cents / 100);
}

/** A day, an instant's day or a `YYYY-MM-DD` calendar day, on the market's clock. */
export function formatDateIn(locale: Locale, value: Date | string, style: DateFormatName = 'date'): string {
  return dateFormat(locale, style).format(toInstant(value));
}

/** An instant's time of day on the market's clock, 24-hour ("13:00"). */
export function formatTimeIn(locale: Locale, value: Date | string): string {
  return dateFormat(locale, 'time').format(toInstant(value));
}

/** "In 3 days", "yesterday", "5 minutes ago" in `locale`. */
export function formatRelativeIn(locale: Locale, value: number, unit: Intl.RelativeTimeFormatUnit): string {
  return new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'auto' }).format(value, unit);
}

// The same, in the current language (./current-locale.ts): what pages and e-mails written inside
// `inLocale` call.
export const formatNumber = (value: number, style: 'number' | 'decimal' = 'number') =>
  formatNumberIn(currentLocale(), value, style);
export const formatMoney = (money: Amount) => formatMoneyIn(currentLocale(), money);
export const formatKesCents = (cents: number) => formatKesCentsIn(currentLocale(), cents);
export const formatDate = (value: Date | string, style: DateFormatName = 'date') =>
  formatDateIn(currentLocale(), value, style);
export const formatTime = (value: Date | string) => formatTimeIn(currentLocale(), value);
export const formatRelative = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
  formatRelativeIn(currentLocale(), value, unit);

/** A calendar day (`YYYY-MM-DD`) is taken at noon in Nairobi, so that no time zone moves it to another day. */
function toInstant(value: Date | string): Date {
  if (typeof value !== 'string') return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+03:00`) : new Date(value);
}
