// Written by scripts/compile-messages.mjs from ../catalogues/contact.en.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/contact.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "nameRequired": ["Name is required"],
  "emailRequired": ["Email is required"],
  "emailInvalid": ["Email is invalid"],
  "messageRequired": ["Message is required"],
  "nameTooLong": ["Name must be at most ",["max"]," characters"],
  "messageTooLong": ["Message must be at most ",["max"]," characters"],
  "sending": ["Sending..."],
  "failure": ["There was an issue submitting the form. Please try again later."],
  "success": ["Thank you! Your message has been sent successfully."],
  "aboutService": ["I would like to book ",["service"],". "],
  "form": {
    "title": ["Send us a message"],
    "intro": ["Tell us about the day, the place and the pictures you have in mind. All fields are required."],
    "name": ["Name"],
    "email": ["Email"],
    "message": ["Message"],
    "messagePlaceholder": ["For example: a garden wedding in Karen on 14 March, about 150 guests, photos and a short film."],
    "send": ["Send message"],
  },
  "callsAndWhatsapp": ["Calls and WhatsApp during opening hours."],
  "whatsapp": ["Message us on WhatsApp"],
  "details": {
    "phone": ["Phone"],
    "email": ["E-mail"],
    "location": ["Location"],
    "openMap": ["Open in a map"],
    "openingHours": ["Opening hours"],
  },
} as const satisfies CompiledCatalogue<typeof source>;
