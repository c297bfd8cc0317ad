// Written by scripts/compile-messages.mjs from ../catalogues/studio-pages.en.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/studio-pages.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "heroLabel": ["Featured work"],
  "partners": {
    "list": ["Our partners"],
    "play": ["Play partner logos"],
    "pause": ["Pause partner logos"],
  },
  "faq": {
    "searchOr": ["Search for a word, or"],
    "askUs": ["ask us directly"],
    "searchLabel": ["Search the questions"],
  },
  "aboutPicturesLabel": ["Photographs from the studio"],
  "teamLabel": ["Our team"],
  "testimonialsLabel": ["Testimonials"],
  "clientTestimonialsLabel": ["Client testimonials"],
  "contactLabel": ["Write or call"],
  "portfolioTabsLabel": ["Portfolio categories"],
  "contactUs": ["Contact Us"],
  "service": {
    "breadcrumb": ["Breadcrumb"],
    "breadcrumbServices": ["Services"],
    "eyebrow": ["Service"],
    "startingFrom": ["Starting from"],
    "delivery": ["Delivery"],
    "seeAll": ["See all services"],
    "about": ["About this service"],
    "included": ["What’s included"],
    "selectedWork": ["Selected work"],
    "selectHint": ["Select a photograph to see it full size."],
    "more": ["More from the studio"],
  },
  "servicesHero": {
    "seeAll": ["See all services"],
    "films": ["Watch wedding films"],
    "nav": ["Services"],
  },
  "fashionLink": ["Fashion packages and prices"],
} as const satisfies CompiledCatalogue<typeof source>;
