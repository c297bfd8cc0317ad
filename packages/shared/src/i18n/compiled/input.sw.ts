// Written by scripts/compile-messages.mjs from ../catalogues/input.sw.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/input.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "controlCharacters": ["Sehemu hii ina herufi za udhibiti (kama baiti ya NUL). Tafadhali ziondoe kisha ujaribu tena."],
  "invalidCharacters": ["Sehemu hii ina herufi ambazo si maandishi halali. Tafadhali ziondoe kisha ujaribu tena."],
  "tooDeep": ["Ombi hili limepanga data yake kwa kina kupita kiasi. Tafadhali litume kwa muundo rahisi zaidi."],
  "addressNotFound": ["Hakuna kilichopatikana kwenye anwani hii."],
  "badAddress": ["Anwani hii si sahihi."],
} as const satisfies CompiledCatalogue<typeof source>;
