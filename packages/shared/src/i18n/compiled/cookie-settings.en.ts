// Written by scripts/compile-messages.mjs from ../catalogues/cookie-settings.en.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/cookie-settings.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "accept": ["I accept the use of cookies"],
  "saved": ["Your cookie preferences have been saved!"],
  "title": ["Your choices"],
  "essential": {
    "label": ["Essential cookies"],
    "badge": ["Always on"],
    "description": ["Needed for the site to work: they keep you signed in, protect forms from forgery and remember your theme and these choices. They cannot be switched off."],
  },
  "acceptDescription": ["Tick to allow optional cookies. You can then choose each kind below, and change your mind here at any time."],
  "optional": ["Optional cookies"],
  "analytics": {
    "label": ["Analytics cookies"],
    "description": ["Count visits and see which pages are read, in aggregate, so we can make the site faster and clearer. They never identify you to us."],
  },
  "marketing": {
    "label": ["Marketing cookies"],
    "description": ["Tell us whether our adverts on social networks bring visitors to the site, and let those networks show our work to people who have visited. Without them you may still see adverts, but none based on your visits here."],
  },
  "save": ["Save preferences"],
} as const satisfies CompiledCatalogue<typeof source>;
