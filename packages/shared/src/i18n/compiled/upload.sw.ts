// Written by scripts/compile-messages.mjs from ../catalogues/upload.sw.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/upload.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "notMultipart": ["Tafadhali tuma fomu kama multipart/form-data."],
  "wrongVideoField": ["Tafadhali tuma video kwenye sehemu ya 'video'."],
  "oneVideo": ["Tafadhali tuma video moja tu."],
  "onePicture": ["Tafadhali tuma picha moja tu."],
  "tooManyFields": ["Fomu ina sehemu nyingi mno."],
  "interrupted": ["Upakiaji ulikatizwa. Tafadhali jaribu tena."],
  "malformed": ["Upakiaji haukuweza kusomwa. Tafadhali jaribu tena."],
} as const satisfies CompiledCatalogue<typeof source>;
