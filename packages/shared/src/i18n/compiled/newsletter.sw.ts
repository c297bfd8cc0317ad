// Written by scripts/compile-messages.mjs from ../catalogues/newsletter.sw.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/newsletter.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "invalidEmail": ["Tafadhali weka barua pepe sahihi."],
  "failure": ["Imeshindikana kutuma. Tafadhali jaribu tena."],
  "success": ["Asante kwa kujiandikisha! Tafadhali angalia barua pepe yako na ufuate kiungo tulichokutumia ili kuthibitisha."],
} as const satisfies CompiledCatalogue<typeof source>;
