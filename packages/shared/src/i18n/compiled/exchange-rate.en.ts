// Written by scripts/compile-messages.mjs from ../catalogues/exchange-rate.en.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/exchange-rate.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "title": ["Exchange rate"],
  "intro": ["Prices stay in the currency each photographer wrote. The directory compares them in Kenyan shillings, counting dollar prices at this rate, and shows a US dollar view with it."],
  "label": ["Kenyan shillings per US dollar"],
  "current": ["KES ",["rate"]," per US dollar, set on ",["date"],"."],
  "currentDefault": ["KES ",["rate"]," per US dollar (the default, never set)."],
  "save": ["Save the rate"],
  "saving": ["Saving…"],
  "saved": ["The exchange rate is saved."],
  "failure": ["Failed to load the exchange rate."],
  "invalid": ["Enter a rate from ",["min"]," to ",["max"]," shillings, with at most two decimals, e.g. 129.50."],
  "auditLabel": ["KES per US dollar"],
  "actions": {
    "marketplace.exchange-rate": ["Changed the exchange rate"],
  },
} as const satisfies CompiledCatalogue<typeof source>;
