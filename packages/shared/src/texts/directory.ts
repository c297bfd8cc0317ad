import {
  ANYWHERE_IN_KENYA,
  FAVOURITES_MAX,
  INQUIRY_SERVICES,
  LOCATIONS,
  SEARCH_PAGE_SIZE_MAX,
  SEARCH_TEXT_MAX,
  SORT_OPTIONS,
  type SortOption,
  STYLES,
} from '../constants';
import type source from '../i18n/catalogues/directory.en';
import english from '../i18n/compiled/directory.en';
import { defineArea } from '../i18n/messages';
import { formatMoney, formatNumber } from '../i18n/format';
import { type Currency, PRICE_RANGES } from '../money';

/** Every language's words for this area; ../i18n/catalogues/directory.en.ts says what each is for. */
export const directoryMessages = defineArea<typeof source>('directory', english, {
  sw: () => import('../i18n/compiled/directory.sw'),
});

const texts = directoryMessages.current;
type Filters = typeof texts.filters;

/** The filters' words, with the rate's note chosen by whether the rate was ever set. */
const filters: Omit<Filters, 'rateNote' | 'rateNoteDated'> & {
  /** `rate` as formatRate writes it, `date` as formatRateDate (null: the default rate, never set). */
  rateNote(values: { rate: string; date: string | null }): string;
} = Object.create(texts.filters, {
  rateNote: {
    value: ({ rate, date }: { rate: string; date: string | null }) =>
      date === null ? texts.filters.rateNote({ rate }) : texts.filters.rateNoteDated({ rate, date }),
    enumerable: true,
  },
});

const list = (values: readonly string[]) => values.join(', ');

/**
 * The same words in the current language (docs/decisions/0046-languages.md), read at each use, with
 * the search's limits and allowed values filled in.
 */
export const directoryTexts: Omit<
  typeof texts,
  | 'filters'
  | 'searchTooLong'
  | 'locationInvalid'
  | 'styleInvalid'
  | 'priceInvalid'
  | 'sortInvalid'
  | 'pageSizeInvalid'
  | 'favouritesFull'
> & {
  readonly filters: typeof filters;
  readonly searchTooLong: string;
  readonly locationInvalid: string;
  readonly styleInvalid: string;
  readonly priceInvalid: string;
  readonly sortInvalid: string;
  readonly pageSizeInvalid: string;
  readonly favouritesFull: string;
} = Object.create(texts, {
  filters: { value: filters, enumerable: true },
  searchTooLong: { get: () => texts.searchTooLong({ max: SEARCH_TEXT_MAX }), enumerable: true },
  locationInvalid: { get: () => texts.locationInvalid({ values: list(LOCATIONS) }), enumerable: true },
  styleInvalid: { get: () => texts.styleInvalid({ values: list(STYLES) }), enumerable: true },
  priceInvalid: { get: () => texts.priceInvalid({ values: list(PRICE_RANGES.map((p) => p.value)) }), enumerable: true },
  sortInvalid: {
    get: () => texts.sortInvalid({ values: list(SORT_OPTIONS.filter((s) => s !== '')) }),
    enumerable: true,
  },
  pageSizeInvalid: { get: () => texts.pageSizeInvalid({ max: SEARCH_PAGE_SIZE_MAX }), enumerable: true },
  favouritesFull: { get: () => texts.favouritesFull({ max: FAVOURITES_MAX }), enumerable: true },
});

/**
 * A price range's label in the view's currency: shillings as defined ("Ksh 20,000 - 50,000"),
 * dollars at the rate, rounded to $10.
 */
export function priceRangeLabel(range: { min: number; max: number | null }, view: Currency, kesPerUsd: number): string {
  const show = (kes: number) =>
    view === 'KES'
      ? formatMoney({ amount: kes, currency: 'KES' })
      : formatMoney({ amount: Math.round(kes / kesPerUsd / 10) * 10, currency: 'USD' });
  if (range.max === null) return texts.filters.priceOver({ money: show(range.min) });
  if (range.min === 0) return texts.filters.priceUnder({ money: show(range.max) });
  return texts.filters.priceBetween({
    from: show(range.min),
    to: view === 'KES' ? formatNumber(range.max) : show(range.max),
  });
}

const STYLE_KEYS: Record<(typeof INQUIRY_SERVICES)[number], keyof typeof texts.styleNames> = {
  Wedding: 'wedding',
  Portrait: 'portrait',
  Event: 'event',
  Commercial: 'commercial',
  Fashion: 'fashion',
  'Nature Photography': 'nature',
  Other: 'other',
};

/** The catalogue key of a speciality (one of STYLES, or "Other"); undefined for one of a photographer's own words. */
export const styleKey = (style: string) =>
  (STYLE_KEYS as Record<string, keyof typeof texts.styleNames | undefined>)[style];

const SORT_KEYS: Record<SortOption, keyof typeof texts.filters.sortOptions> = {
  '': 'default',
  rating: 'rating',
  reviews: 'reviews',
  experience: 'experience',
  'price-low': 'priceLow',
  'price-high': 'priceHigh',
};

/** A directory order (one of SORT_OPTIONS' values) as the page's language names it. */
export const sortName = (value: SortOption): string => texts.filters.sortOptions[SORT_KEYS[value]];

/** A photographer's place as the page's language says it: "Anywhere in Kenya" is translated, a town keeps its name. */
export const placeName = (location: string): string =>
  location === ANYWHERE_IN_KENYA ? texts.card.anywhereInKenya : location;

/** A speciality (one of STYLES, or "Other") as the page's language names it; anything else as written. */
export function styleName(style: string): string {
  const key = styleKey(style);
  return key ? texts.styleNames[key] : style;
}

/** A speciality as the field a photographer works in ("Nature", "harusi"); null for one of their own words. */
export function styleField(style: string): string | null {
  const key = styleKey(style);
  return key ? texts.styleFields[key] : null;
}
