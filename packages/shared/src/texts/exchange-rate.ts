import { KES_PER_USD_MAX, KES_PER_USD_MIN } from '../money';

/** docs/rules/photographers-and-portfolios.md#kenyan-marketplace (ADR 0030): the exchange rate staff set in the studio console, and its messages. */
export const exchangeRateTexts = {
  title: 'Exchange rate',
  intro:
    'Prices stay in the currency each photographer wrote. The directory compares them in Kenyan shillings, counting dollar prices at this rate, and shows a US dollar view with it.',
  label: 'Kenyan shillings per US dollar',
  current: (rate: string, date: string | null) =>
    date ? `KES ${rate} per US dollar, set on ${date}.` : `KES ${rate} per US dollar (the default, never set).`,
  save: 'Save the rate',
  saving: 'Saving…',
  saved: 'The exchange rate is saved.',
  failure: 'Failed to load the exchange rate.',
  invalid: `Enter a rate from ${KES_PER_USD_MIN} to ${KES_PER_USD_MAX} shillings, with at most two decimals, e.g. 129.50.`,
  auditLabel: 'KES per US dollar',
  /** The audit log's name of the change. */
  actions: { 'marketplace.exchange-rate': 'Changed the exchange rate' } as Record<string, string>,
} as const;
