import type source from '../i18n/catalogues/delivery.en';
import english from '../i18n/compiled/delivery.en';
import { defineArea } from '../i18n/messages';

/**
 * docs/rules/history.md#issue-23: the studio's delivery promises for a wedding, one set of facts. The home page's process
 * step, the FAQ, the wedding service page and the terms quote these phrases, so that no page says
 * "three weeks" while another says four, or "10-15 images in 48 h" beside "30 photos in 72 h".
 * Staff may reword the seeded content in the console; `deliveryClaims` (and its tests) find a
 * contradiction in any text.
 */
export const DELIVERY = {
  sneakPeekPhotos: 30,
  sneakPeekHours: 72,
  galleryWeeks: 4,
  filmWeeks: 8,
  filmTeaserWeeks: 2,
} as const;

/** English number words, for reading the numbers a text writes in words (`deliveryClaims`). */
const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
] as const;

/** Every language's words for this area; ../i18n/catalogues/delivery.en.ts says what each is for. */
export const deliveryMessages = defineArea<typeof source>('delivery', english, {
  sw: () => import('../i18n/compiled/delivery.sw'),
});

const texts = deliveryMessages.current;
/** 4 -> "four weeks" in the current language (up to twelve, as the house style writes small numbers in running text). */
const weeksInWords = (weeks: number) => texts.weeksInWords({ weeks });

/**
 * The delivery phrases in the current language (docs/decisions/0046-languages.md), read at each use,
 * with `DELIVERY`'s numbers filled in.
 */
export const deliveryTexts: {
  readonly sneakPeek: string;
  readonly galleryStepTitle: string;
  readonly gallery: string;
  readonly films: string;
  readonly galleryTurnaround: string;
  readonly filmTeaser: string;
  readonly withinWeeks: (values: { weeks: number }) => string;
} = {
  get sneakPeek() {
    return texts.sneakPeek({ photos: DELIVERY.sneakPeekPhotos, hours: DELIVERY.sneakPeekHours });
  },
  get galleryStepTitle() {
    return texts.galleryStepTitle({ weeks: weeksInWords(DELIVERY.galleryWeeks) });
  },
  get gallery() {
    return texts.gallery({ weeks: weeksInWords(DELIVERY.galleryWeeks) });
  },
  get films() {
    return texts.films({ weeks: weeksInWords(DELIVERY.filmWeeks) });
  },
  get galleryTurnaround() {
    return texts.galleryTurnaround({ weeks: DELIVERY.galleryWeeks });
  },
  get filmTeaser() {
    return texts.filmTeaser({ weeks: DELIVERY.filmTeaserWeeks });
  },
  withinWeeks: (values) => texts.withinWeeks(values),
};

/** What a text promises about a wedding's delivery: each a number, or a range ("ten to fifteen"). */
export interface DeliveryClaim {
  kind: 'sneakPeekPhotos' | 'sneakPeekHours' | 'galleryWeeks' | 'filmWeeks';
  /** As written: "30", "ten to fifteen", "4 to 6". */
  said: string;
  /** The number, or null when the text gives a range or a word it cannot read. */
  value: number | null;
}

const ONE_NUMBER = `(?:\\d+|${[...NUMBER_WORDS, 'fifteen', 'twenty', 'thirty', 'fifty'].join('|')})`;
/** A number in digits or words, or a range of two ("ten to fifteen", "4-6"). */
const NUMBER = `${ONE_NUMBER}(?:\\s*(?:to|-|–)\\s*${ONE_NUMBER})?`;

function readNumber(said: string): number | null {
  if (/\s|-|–/.test(said.trim())) return null;
  if (/^\d+$/.test(said)) return Number(said);
  const i = (NUMBER_WORDS as readonly string[]).indexOf(said.toLowerCase());
  return i >= 0 ? i : null;
}

const patterns: { kind: DeliveryClaim['kind']; re: RegExp }[] = [
  { kind: 'sneakPeekPhotos', re: new RegExp(`sneak peek of (${NUMBER}) (?:images|photographs|photos|pictures)`, 'gi') },
  { kind: 'sneakPeekHours', re: new RegExp(`sneak peek[^.;]*?(?:within|in) (${NUMBER}) ?(?:hours|h\\b)`, 'gi') },
  { kind: 'galleryWeeks', re: new RegExp(`gallery (?:within|in) (${NUMBER}) weeks`, 'gi') },
  // "wedding films within eight weeks", or "... within eight, in a private gallery" after a gallery's weeks.
  { kind: 'filmWeeks', re: new RegExp(`films? (?:within|in) (${NUMBER})(?= weeks|[,.;])`, 'gi') },
];

/**
 * The delivery promises a text makes, as `DELIVERY` names them ("A sneak peek of ten to fifteen
 * images within 48 hours" -> photos "ten to fifteen", hours 48). A claim whose value is not the
 * fact's contradicts the one set of facts.
 */
export function deliveryClaims(text: string): DeliveryClaim[] {
  const claims: DeliveryClaim[] = [];
  for (const { kind, re } of patterns) {
    for (const m of text.matchAll(re)) {
      const said = m[1]!.trim();
      claims.push({ kind, said, value: readNumber(said) });
    }
  }
  return claims;
}

/** The claims in these texts that disagree with `DELIVERY`, for a test to name. */
export function deliveryContradictions(texts: readonly string[]): (DeliveryClaim & { text: string })[] {
  return texts.flatMap((text) =>
    deliveryClaims(text)
      .filter((c) => c.value !== DELIVERY[c.kind])
      .map((c) => ({ ...c, text })),
  );
}

/** Every string inside a value (content objects, tables, lists), for the copy tests. */
export function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}
