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
  "carousel": {
    "previousTeamMember": ["Previous team member"],
    "nextTeamMember": ["Next team member"],
    "previousTestimonial": ["Previous testimonial"],
    "nextTestimonial": ["Next testimonial"],
    "previousPhotos": ["Previous photos"],
    "nextPhotos": ["Next photos"],
    "previousSlide": ["Previous slide"],
    "nextSlide": ["Next slide"],
  },
  "faqSearch": {
    "placeholder": ["e.g. M-Pesa, Diani, delivery"],
    "matching": [["matched"]," of ",["total"]," questions match “",["query"],"”"],
    "count": [["total"]," questions"],
    "noMatch": ["No questions match “",["query"],"”."],
    "tryAnother": ["Try another word, or"],
    "sendQuestion": ["send us your question"],
    "answerWithin": [": we answer within one working day."],
  },
  "serviceCard": {
    "fromPrice": ["From ",["price"]],
    "from": ["From"],
    "quoteNote": ["Every quote is confirmed after a short call about your plans."],
    "book": ["Book Your Spot"],
    "bookService": ["Book Your Spot: ",["service"]],
  },
} as const satisfies CompiledCatalogue<typeof source>;
