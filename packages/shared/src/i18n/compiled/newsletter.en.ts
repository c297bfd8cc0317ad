// Written by scripts/compile-messages.mjs from ../catalogues/newsletter.en.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/newsletter.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "invalidEmail": ["Please enter a valid email address."],
  "failure": ["Failed to submit. Please try again."],
  "success": ["Thank you for subscribing! Please check your email and follow the link we sent to confirm."],
  "confirmMail": {
    "subject": ["Please confirm your subscription to ",["studio"]],
    "hello": ["Hello,"],
    "thanks": ["Thank you for signing up for news from ",["studio"],": new work, stories from behind the lens and the occasional studio offer."],
    "confirm": ["Please confirm that this address is yours and that you want our e-mails. If you did not ask for this, ignore this message and you will hear nothing more from us."],
    "action": ["Confirm my subscription"],
    "footer": ["Changed your mind? Unsubscribe: ",["url"]],
  },
  "form": {
    "title": ["Stories from behind the lens"],
    "lead": ["New work, photography tips and studio news, once a month."],
    "emailLabel": ["Email address"],
    "placeholder": ["you@example.com"],
    "subscribe": ["Subscribe"],
  },
} as const satisfies CompiledCatalogue<typeof source>;
