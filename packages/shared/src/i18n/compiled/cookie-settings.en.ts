// Written by scripts/compile-messages.mjs from ../catalogues/cookie-settings.en.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/cookie-settings.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "accept": ["I accept the use of cookies"],
  "saved": ["Your cookie preferences have been saved!"],
} as const satisfies CompiledCatalogue<typeof source>;
