// Written by scripts/compile-messages.mjs from ../catalogues/legal.en.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/legal.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "lastUpdated": ["Last updated:"],
  "contents": ["Contents"],
  "privacyEyebrow": ["Your data"],
  "termsEyebrow": ["The small print, in plain words"],
} as const satisfies CompiledCatalogue<typeof source>;
