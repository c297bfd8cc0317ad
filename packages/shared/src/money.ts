import { formatDate, formatNumber } from './i18n/format';
/**
 * docs/rules/photographers-and-portfolios.md#kenyan-marketplace (ADR 0030): money in the marketplace. A price is kept and shown in the currency the
 * photographer wrote it in (KES by default, USD allowed for diaspora clients); the directory's
 * filter and sorts compare in KES, a US dollar price counting at the rate staff set in the studio
 * console. Shared by the server (reading prices, filtering) and the web app (showing them).
 */

export const CURRENCIES = ['KES', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** An amount in whole units of its currency, as the photographer gave it. */
export interface Money {
  amount: number;
  currency: Currency;
}

/**
 * The exchange rate used until staff set one (KES per US dollar, the 2025 average). Comparing
 * only, never billing.
 */
export const DEFAULT_KES_PER_USD = 129;
/**
 * The rates the console accepts. The shilling has traded between about 70 and 165 to the dollar
 * since 2005; 50-500 leaves room for years of movement while refusing a slipped digit (12.9, 1290).
 */
export const KES_PER_USD_MIN = 50;
export const KES_PER_USD_MAX = 500;

/**
 * The directory's price ranges, in Kenyan shillings: the lowest listed price lies in [min, max)
 * (max null: no upper bound). Chosen for Kenyan photography's price points: portrait, headshot and
 * mini sessions under 20,000; events and half days 20,000-50,000; full-day events and small
 * weddings 50,000-100,000; most weddings 100,000-200,000; premium and multi-day work above.
 */
export const PRICE_RANGES = [
  { value: 'under-20000', min: 0, max: 20_000 },
  { value: '20000-50000', min: 20_000, max: 50_000 },
  { value: '50000-100000', min: 50_000, max: 100_000 },
  { value: '100000-200000', min: 100_000, max: 200_000 },
  { value: 'over-200000', min: 200_000, max: null },
] as const satisfies readonly { value: string; min: number; max: number | null }[];
export type PriceRange = (typeof PRICE_RANGES)[number];

/** "Ksh 85,000" or "US$800": an amount in its own currency, in the current language (i18n/format.ts). */
export { formatMoney } from './i18n/format';

/** `amount` of `from` in `to` at `kesPerUsd`, rounded to whole units. */
export function convertMoney(money: Money, to: Currency, kesPerUsd: number): Money {
  if (money.currency === to) return money;
  const amount = to === 'KES' ? money.amount * kesPerUsd : money.amount / kesPerUsd;
  return { amount: Math.round(amount), currency: to };
}

/** The rate's date as the directory and the console show it, a day in Nairobi: "27 Nov 2026". */
export const formatRateDate = (iso: string) => formatDate(iso);

/** A rate as written in the texts: up to two decimals, grouped ("129", "131.5"). */
export const formatRate = (kesPerUsd: number) => formatNumber(kesPerUsd, 'decimal');

/** Larger amounts are read as typing mistakes rather than prices. */
const MAX_AMOUNT: Record<Currency, number> = { USD: 1_000_000, KES: 100_000_000 };

interface Amount {
  value: number;
  start: number;
  end: number;
  currency?: Currency;
}

// Longest first, so that "kshs" wins over "ksh" and "us$" over "$".
const CURRENCY_TOKENS: [RegExp, Currency][] = [
  [/^(?:(?:us\s?dollars?|usd|dollars?|bucks)(?![a-z])|us\$|\$)/, 'USD'],
  [/^(?:(?:kshs?|kes|kenya(?:n)? shillings?|shillings?|shs?)(?![a-z])|\/=|\/-)/, 'KES'],
];
const USD_ANYWHERE = /us\s?dollars?|usd|us\$|dollars?|\$/;
const KES_ANYWHERE = /\bkshs?|\bkes\b|shillings?|\bshs?\b|\/=|\/-/;
/** Currencies with no rate here: an amount in one of them is not guessed at. */
const OTHER_CURRENCY = /€|£|\beur(?:os?)?\b|\bgbp\b|\bpounds?\b|\bugx\b|\btzs\b|\bzar\b|\brwf\b|\bngn\b/;

const NUMBER = /(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s*(k|thousand|m|mn|million)\b)?/g;
const MULTIPLIER: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mn: 1e6, million: 1e6 };
/** A number followed by one of these counts something other than money ("2 hours for $300"). */
const NOT_MONEY_UNIT =
  /^\s*(?:\+\s*)?(?:hours?|hrs?|h\b|days?|weeks?|months?|years?|yrs?|photos?|images?|pictures?|shots?|edited|guests?|people|persons?|pax|%|min(?:ute)?s?|looks?|outfits?|locations?|videos?|reels?|pages?)/;

function currencyAt(text: string, index: number, direction: 'before' | 'after'): Currency | undefined {
  if (direction === 'after') {
    const rest = text.slice(index).replace(/^\s+/, '');
    for (const [re, cur] of CURRENCY_TOKENS) if (re.test(rest)) return cur;
    return undefined;
  }
  const before = text.slice(Math.max(0, index - 14), index).replace(/\s+$/, '');
  // "$", "USD", "KES", "Ksh.", "Kshs" right before the number.
  if (/(?:\bus\s?dollars?|\busd|us\$|\$)$/.test(before)) return 'USD';
  if (/(?:\bkshs?\.?|\bkes|\bshs?\.?|shillings?)$/.test(before)) return 'KES';
  return undefined;
}

/** The currency named first anywhere in the text ("Weddings 80,000 shillings"), if any. */
function currencyAnywhere(text: string): Currency | undefined {
  const usd = USD_ANYWHERE.exec(text)?.index ?? Infinity;
  const kes = KES_ANYWHERE.exec(text)?.index ?? Infinity;
  if (usd === Infinity && kes === Infinity) return undefined;
  return usd <= kes ? 'USD' : 'KES';
}

/**
 * The lowest price a photographer asks, in the currency they wrote it in (docs/rules/photographers-and-portfolios.md#prices-and-experience as docs/rules/photographers-and-portfolios.md#kenyan-marketplace amends it):
 * "From KES 85,000 per wedding" -> KES 85,000, "Ksh 120k" -> KES 120,000, "$800" -> USD 800,
 * "$500 - $1,500" -> USD 500. An amount without a currency is shillings (the market's currency).
 * Anything not read with confidence gives null, never a guess.
 */
export function parsePrice(text: string | null | undefined): Money | null {
  if (!text) return null;
  const s = text
    .toLowerCase()
    .replace(/[\u2012-\u2015\u2212]/g, '-')
    .replace(/\u00a0/g, ' ');
  const amounts: Amount[] = [];
  for (const m of s.matchAll(NUMBER)) {
    const start = m.index;
    const end = start + m[0].length;
    // Part of a longer token such as a phone number, a year range or "4k video".
    if (/[a-z]$/.test(s.slice(0, start)) && !/(?:kshs?|kes|usd|shs?)$/.test(s.slice(0, start))) continue;
    const raw = Number(m[1]!.replace(/,/g, ''));
    if (!Number.isFinite(raw)) continue;
    const value = raw * (m[2] ? MULTIPLIER[m[2]]! : 1);
    const currency = currencyAt(s, start, 'before') ?? currencyAt(s, end, 'after');
    if (!currency && NOT_MONEY_UNIT.test(s.slice(end))) continue;
    amounts.push({ value, start, end, currency });
  }
  if (amounts.length === 0) return null;

  // Prefer an amount written with its currency; otherwise the first one.
  const chosen = amounts.find((a) => a.currency) ?? amounts[0]!;
  if (!chosen.currency && OTHER_CURRENCY.test(s)) return null;
  const currency = chosen.currency ?? currencyAnywhere(s) ?? 'KES';
  if (!(chosen.value > 0) || chosen.value > MAX_AMOUNT[currency]) return null;
  return { amount: Math.max(1, Math.round(chosen.value)), currency };
}
