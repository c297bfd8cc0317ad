import { parsePrice } from '@studio/shared/money';
import { MARKET_TIME_ZONE } from '@studio/shared';

/**
 * docs/rules/photographers-and-portfolios.md#prices-and-experience: the portfolio's `price` and `experience` stay free text as the photographer wrote them; the
 * server also reads a starting price and a number of years from them, so that filters and sorts
 * can work. Anything it cannot read with confidence gives null, never a guess.
 */

const MAX_YEARS = 70;

/**
 * docs/rules/photographers-and-portfolios.md#kenyan-marketplace (ADR 0030): the starting price in the currency the photographer wrote it in (shillings
 * unless the text says dollars), as the portfolio row keeps it.
 */
export function startingPriceOf(text: string | null | undefined): {
  startingPrice: number | null;
  startingCurrency: 'KES' | 'USD' | null;
} {
  const money = parsePrice(text);
  return { startingPrice: money?.amount ?? null, startingCurrency: money?.currency ?? null };
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
  return Number(new Intl.DateTimeFormat('en', { timeZone: MARKET_TIME_ZONE, year: 'numeric' }).format(now));
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
