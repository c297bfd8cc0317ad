// Written by scripts/compile-messages.mjs from ../catalogues/site.en.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/site.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "closingCta": ["Ready to Create Memories?"],
  "routerFallback": ["Unexpected Application Error!"],
  "error": ["Error: ",["message"]],
  "retry": ["Try again"],
  "unavailable": {
    "message": ["The service is briefly unavailable. Please try again in a moment."],
    "status": ["503 Service Unavailable"],
    "page": ["We cannot reach our records just now. This page tries again by itself in a few seconds."],
  },
  "header": {
    "login": ["Login"],
    "join": ["Join"],
    "findPhotographer": ["Find a photographer"],
    "openMenu": ["Open menu"],
    "closeMenu": ["Close menu"],
    "account": ["Account"],
    "signedInAs": ["Signed in as"],
    "settings": ["Settings"],
    "signOut": ["Sign out"],
  },
  "search": {
    "placeholder": ["Search..."],
    "noMatches": ["No matches found"],
    "allCategories": ["All Categories"],
    "prompt": ["Type a word in the search box above, or choose a category."],
    "pages": ["Pages"],
    "posts": ["Blog posts"],
    "photographers": ["Photographers"],
  },
} as const satisfies CompiledCatalogue<typeof source>;
