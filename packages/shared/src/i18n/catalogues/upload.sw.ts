import type { Translation } from '../messages';
import type english from './upload.en';

/** Kiswahili for ./upload.en.ts (docs/decisions/0046-languages.md). */
export default {
  notMultipart: 'Tafadhali tuma fomu kama multipart/form-data.',
  wrongVideoField: "Tafadhali tuma video kwenye sehemu ya 'video'.",
  oneVideo: 'Tafadhali tuma video moja tu.',
  onePicture: 'Tafadhali tuma picha moja tu.',
  tooManyFields: 'Fomu ina sehemu nyingi mno.',
  interrupted: 'Upakiaji ulikatizwa. Tafadhali jaribu tena.',
  malformed: 'Upakiaji haukuweza kusomwa. Tafadhali jaribu tena.',
} as const satisfies Translation<typeof english>;
