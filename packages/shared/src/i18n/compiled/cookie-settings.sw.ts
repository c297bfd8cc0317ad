// Written by scripts/compile-messages.mjs from ../catalogues/cookie-settings.sw.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/cookie-settings.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "accept": ["Ninakubali matumizi ya vidakuzi"],
  "saved": ["Mapendeleo yako ya vidakuzi yamehifadhiwa!"],
} as const satisfies CompiledCatalogue<typeof source>;
