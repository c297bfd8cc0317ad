// Written by scripts/compile-messages.mjs from ../catalogues/newsletter.en.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/newsletter.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "invalidEmail": ["Please enter a valid email address."],
  "failure": ["Failed to submit. Please try again."],
  "success": ["Thank you for subscribing! Please check your email and follow the link we sent to confirm."],
} as const satisfies CompiledCatalogue<typeof source>;
