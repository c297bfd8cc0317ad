// Written by scripts/compile-messages.mjs from ../catalogues/profile.en.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/profile.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "notFound": ["Photographer not found"],
  "available": [["availability"]," available"],
  "noAvailability": ["No available data at the moment"],
} as const satisfies CompiledCatalogue<typeof source>;
