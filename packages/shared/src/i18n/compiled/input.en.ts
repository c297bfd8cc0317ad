// Written by scripts/compile-messages.mjs from ../catalogues/input.en.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/input.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "controlCharacters": ["This field contains control characters (such as a NUL byte). Please remove them and try again."],
  "invalidCharacters": ["This field contains characters that are not valid text. Please remove them and try again."],
  "tooDeep": ["This request nests its data too deeply. Please send it in a simpler form."],
  "addressNotFound": ["Nothing was found at this address."],
  "badAddress": ["This address is not valid."],
} as const satisfies CompiledCatalogue<typeof source>;
