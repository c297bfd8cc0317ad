// Written by scripts/compile-messages.mjs from ../catalogues/upload.en.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/upload.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "notMultipart": ["Please send the form as multipart/form-data."],
  "wrongVideoField": ["Please send the video in the field 'video'."],
  "oneVideo": ["Please send one video only."],
  "onePicture": ["Please send one picture only."],
  "tooManyFields": ["The form has too many fields."],
  "interrupted": ["The upload was interrupted. Please try again."],
  "malformed": ["The upload could not be read. Please try again."],
} as const satisfies CompiledCatalogue<typeof source>;
