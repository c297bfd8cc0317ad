/**
 * docs/rules/photographers-and-portfolios.md#kenyan-marketplace (ADR 0030): the exchange rate staff set in the studio console,
 * and its messages. Written in the spec's voice.
 */
export default {
  title: 'Exchange rate',
  intro:
    'Prices stay in the currency each photographer wrote. The directory compares them in Kenyan shillings, counting dollar prices at this rate, and shows a US dollar view with it.',
  label: 'Kenyan shillings per US dollar',
  /** The rate in force: `rate` as formatRate writes it, `date` as formatRateDate. */
  current: 'KES {rate} per US dollar, set on {date}.',
  /** The rate in force when staff never set one: `rate` as formatRate writes it. */
  currentDefault: 'KES {rate} per US dollar (the default, never set).',
  save: 'Save the rate',
  saving: 'Saving…',
  saved: 'The exchange rate is saved.',
  failure: 'Failed to load the exchange rate.',
  /** `min`, `max`: KES_PER_USD_MIN and KES_PER_USD_MAX. */
  invalid: 'Enter a rate from {min} to {max} shillings, with at most two decimals, e.g. 129.50.',
  auditLabel: 'KES per US dollar',
  /** The audit log's name of the change. */
  actions: { 'marketplace.exchange-rate': 'Changed the exchange rate' },
} as const;
