import type { Translation } from '../messages';
import type english from './input.en';

/** Kiswahili for ./input.en.ts (docs/decisions/0046-languages.md). */
export default {
  controlCharacters: 'Sehemu hii ina herufi za udhibiti (kama baiti ya NUL). Tafadhali ziondoe kisha ujaribu tena.',
  invalidCharacters: 'Sehemu hii ina herufi ambazo si maandishi halali. Tafadhali ziondoe kisha ujaribu tena.',
  tooDeep: 'Ombi hili limepanga data yake kwa kina kupita kiasi. Tafadhali litume kwa muundo rahisi zaidi.',
  addressNotFound: 'Hakuna kilichopatikana kwenye anwani hii.',
  badAddress: 'Anwani hii si sahihi.',
} as const satisfies Translation<typeof english>;
