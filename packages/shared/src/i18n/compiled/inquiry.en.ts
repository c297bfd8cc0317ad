// Written by scripts/compile-messages.mjs from ../catalogues/inquiry.en.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/inquiry.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "serviceRequired": ["Please choose a service."],
  "eventDateRequired": ["Please choose the date of your event."],
  "eventDateInvalid": ["Please choose a valid date."],
  "eventDatePast": ["The event date cannot be in the past."],
  "eventDateBusy": ["The photographer is not available on this date. Please choose another day."],
  "sent": ["Thank you! Your inquiry has been sent. The photographer will reply by e-mail."],
  "failure": ["There was an issue sending your inquiry. Please try again later."],
  "ownPortfolio": ["You cannot send an inquiry to your own portfolio."],
} as const satisfies CompiledCatalogue<typeof source>;
