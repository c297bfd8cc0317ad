// Written by scripts/compile-messages.mjs from ../catalogues/profile.sw.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/profile.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "notFound": ["Mpiga picha hakupatikana"],
  "available": ["Anapatikana: ",["availability"]],
  "noAvailability": ["Hakuna taarifa za upatikanaji kwa sasa"],
} as const satisfies CompiledCatalogue<typeof source>;
