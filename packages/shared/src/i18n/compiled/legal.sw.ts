// Written by scripts/compile-messages.mjs from ../catalogues/legal.sw.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/legal.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "lastUpdated": ["Ilisasishwa mara ya mwisho:"],
  "contents": ["Yaliyomo"],
  "privacyEyebrow": ["Data yako"],
  "termsEyebrow": ["Masharti, kwa maneno rahisi"],
} as const satisfies CompiledCatalogue<typeof source>;
