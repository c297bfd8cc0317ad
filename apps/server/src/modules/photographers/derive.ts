/**
 * D15: the portfolio's `price` and `experience` stay free text as the photographer wrote them; the
 * server also reads a starting price in US dollars and a number of years from them, so that
 * filters and sorts can work. Anything it cannot read with confidence gives null, never a guess.
 */

/**
 * Kenyan shillings per US dollar, fixed so that a photographer's place in a price filter does not
 * move with the exchange rate from day to day. Used for filtering and sorting only, never for
 * billing; revisit when the shilling moves more than a few percent (set to the 2025 average).
 */
export const KES_PER_USD = 129;

/** Larger amounts are read as typing mistakes rather than prices. */
const MAX_USD = 1_000_000;
const MAX_YEARS = 70;

type Currency = 'USD' | 'KES';

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
/** Currencies with no fixed rate here: an amount in one of them is not guessed at. */
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
 * The lowest price a photographer asks, in whole US dollars: "$800" -> 800, "From USD 1,200 per
 * day" -> 1200, "KES 65,000" -> 504, "Ksh 120k" -> 930, "$500 - $1,500" -> 500. An amount
 * without a currency is read as dollars (the marketplace's filters are in dollars).
 */
export function parseStartingPrice(text: string | null | undefined): number | null {
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
  const currency = chosen.currency ?? currencyAnywhere(s) ?? 'USD';
  const usd = currency === 'KES' ? chosen.value / KES_PER_USD : chosen.value;
  if (!(usd > 0) || usd > MAX_USD) return null;
  return Math.max(1, Math.round(usd));
}

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  dozen: 12,
  couple: 2,
  few: 3,
};
const WORD = Object.keys(WORD_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const QUANTITY = `(\\d+(?:\\.\\d+)?|${WORD})(?:\\s*(?:and\\s+a\\s+half|½))?`;

function quantity(token: string, whole: string): number {
  const base = /^\d/.test(token) ? Number(token) : WORD_NUMBERS[token]!;
  return /and\s+a\s+half|½/.test(whole) ? base + 0.5 : base;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** The current year in Nairobi, where the marketplace's days are counted. */
function nairobiYear(now: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Africa/Nairobi', year: 'numeric' }).format(now));
}

/**
 * Years of experience: "8 years" -> 8, "8+ yrs" -> 8, "since 2015" -> years since then, "a decade"
 * -> 10, "18 months" -> 1.5, "5" -> 5.
 */
export function parseExperienceYears(text: string | null | undefined, now: Date = new Date()): number | null {
  if (!text) return null;
  const s = text
    .toLowerCase()
    .replace(/\u00a0/g, ' ')
    .replace(/-/g, ' ');
  const accept = (years: number) => (years >= 0 && years <= MAX_YEARS ? round1(years) : null);

  const halfDecade = /\bhalf\s+a\s+decade\b/.exec(s);
  if (halfDecade) return 5;

  const statements: { at: number; value: number; weak: boolean }[] = [];
  const collect = (re: RegExp, value: (m: RegExpExecArray) => number, weak: (m: RegExpExecArray) => boolean) => {
    for (const m of s.matchAll(re)) statements.push({ at: m.index, value: value(m), weak: weak(m) });
  };
  // "a"/"an" is weak: "3 weddings a month for 5 years" states 5 years, not a month.
  const isArticle = (token: string | undefined) => token === 'a' || token === 'an';
  collect(
    new RegExp(`(?:^|[^\\w.])${QUANTITY}\\s*\\+?\\s*(?:full\\s+)?(?:years?|yrs?|yr\\b|y\\b)`, 'g'),
    (m) => quantity(m[1]!, m[0]),
    (m) => isArticle(m[1]),
  );
  collect(
    new RegExp(`(?:^|[^\\w])(?:${QUANTITY}\\s+)?decades?\\b`, 'g'),
    (m) => (m[1] ? quantity(m[1], m[0]) * 10 : 10),
    () => false,
  );
  collect(
    new RegExp(`(?:^|[^\\w.])${QUANTITY}\\s*\\+?\\s*(?:months?|mos?\\b)`, 'g'),
    (m) => quantity(m[1]!, m[0]) / 12,
    (m) => isArticle(m[1]),
  );
  collect(
    /\b(?:since|from|in|started|starting|began|beginning|established|est\.?|founded)\s*(?:in\s+)?((?:19|20)\d{2})\b/g,
    (m) => nairobiYear(now) - Number(m[1]),
    () => false,
  );

  // The first statement wins when several are made ("8 years, 3 of them in video").
  statements.sort((a, b) => a.at - b.at);
  const first = statements.find((x) => !x.weak) ?? statements[0];
  if (first) return accept(first.value);

  // A bare year ("2015") or a bare number ("5", "10+").
  const bare = /^\s*(\d+(?:\.\d+)?)\s*\+?\s*$/.exec(s);
  if (bare) {
    const n = Number(bare[1]);
    if (n >= 1900 && n <= nairobiYear(now)) return accept(nairobiYear(now) - n);
    return accept(n);
  }
  return null;
}
