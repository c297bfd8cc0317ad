import type source from '../i18n/catalogues/exchange-rate.en';
import english from '../i18n/compiled/exchange-rate.en';
import { defineArea } from '../i18n/messages';
import { KES_PER_USD_MAX, KES_PER_USD_MIN } from '../money';

/** Every language's words for this area; ../i18n/catalogues/exchange-rate.en.ts says what each is for. */
export const exchangeRateMessages = defineArea<typeof source>('exchange-rate', english, {
  sw: () => import('../i18n/compiled/exchange-rate.sw'),
});

const texts = exchangeRateMessages.current;

/**
 * The same words in the current language (docs/decisions/0046-languages.md), read at each use, with
 * the rate's bounds filled in; `current` picks its message by whether the rate was ever set.
 */
export const exchangeRateTexts: Omit<typeof texts, 'invalid' | 'current' | 'actions'> & {
  readonly invalid: string;
  /** `rate` as formatRate writes it, `date` as formatRateDate (null: the default rate, never set). */
  current(values: { rate: string; date: string | null }): string;
  readonly actions: Readonly<Record<string, string>>;
} = Object.create(texts, {
  invalid: { get: () => texts.invalid({ min: KES_PER_USD_MIN, max: KES_PER_USD_MAX }), enumerable: true },
  current: {
    value: ({ rate, date }: { rate: string; date: string | null }) =>
      date === null ? texts.currentDefault({ rate }) : texts.current({ rate, date }),
    enumerable: true,
  },
});
