import {
  PACKAGE_DELIVERABLES_MAX,
  PACKAGE_DESCRIPTION_MAX,
  PACKAGE_PRICE_MAX,
  PACKAGE_TITLE_MAX,
  PACKAGES_MAX_PER_PORTFOLIO,
} from '../constants';
import type source from '../i18n/catalogues/packages.en';
import english from '../i18n/compiled/packages.en';
import { formatMoney } from '../i18n/format';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/packages.en.ts says what each is for. */
export const packagesMessages = defineArea<typeof source>('packages', english, {
  sw: () => import('../i18n/compiled/packages.sw'),
});

const texts = packagesMessages.current;

/**
 * The same words in the current language (docs/decisions/0046-languages.md), read at each use, with
 * the limits filled in; `price` writes the dollar figure beside the shillings when there is one.
 */
export const packagesTexts: Omit<
  typeof texts,
  'full' | 'titleTooLong' | 'descriptionTooLong' | 'deliverablesTooLong' | 'priceInvalid' | 'priceWithUsd'
> & {
  readonly full: string;
  readonly titleTooLong: string;
  readonly descriptionTooLong: string;
  readonly deliverablesTooLong: string;
  readonly priceInvalid: string;
  price(values: { kes: number; usd: number | null }): string;
} = Object.create(texts, {
  full: { get: () => texts.full({ max: PACKAGES_MAX_PER_PORTFOLIO }), enumerable: true },
  titleTooLong: { get: () => texts.titleTooLong({ max: PACKAGE_TITLE_MAX }), enumerable: true },
  descriptionTooLong: { get: () => texts.descriptionTooLong({ max: PACKAGE_DESCRIPTION_MAX }), enumerable: true },
  deliverablesTooLong: { get: () => texts.deliverablesTooLong({ max: PACKAGE_DELIVERABLES_MAX }), enumerable: true },
  priceInvalid: { get: () => texts.priceInvalid({ max: PACKAGE_PRICE_MAX }), enumerable: true },
  price: {
    value: ({ kes, usd }: { kes: number; usd: number | null }) => {
      const shillings = formatMoney({ amount: kes, currency: 'KES' });
      return usd === null
        ? shillings
        : texts.priceWithUsd({ kes: shillings, usd: formatMoney({ amount: usd, currency: 'USD' }) });
    },
    enumerable: true,
  },
});
