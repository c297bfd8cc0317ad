// Written by scripts/compile-messages.mjs from ../catalogues/studio-pages.sw.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/studio-pages.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "heroLabel": ["Kazi teule"],
  "partners": {
    "list": ["Washirika wetu"],
    "play": ["Cheza nembo za washirika"],
    "pause": ["Simamisha nembo za washirika"],
  },
  "faq": {
    "searchOr": ["Tafuta neno, au"],
    "askUs": ["tuulize moja kwa moja"],
    "searchLabel": ["Tafuta kwenye maswali"],
  },
  "aboutPicturesLabel": ["Picha kutoka studio"],
  "teamLabel": ["Timu yetu"],
  "testimonialsLabel": ["Shuhuda"],
  "clientTestimonialsLabel": ["Shuhuda za wateja"],
  "contactLabel": ["Tuandikie au utupigie"],
  "portfolioTabsLabel": ["Aina za portfolio"],
  "contactUs": ["Wasiliana Nasi"],
  "service": {
    "breadcrumb": ["Njia ya ukurasa"],
    "breadcrumbServices": ["Huduma"],
    "eyebrow": ["Huduma"],
    "startingFrom": ["Kuanzia"],
    "delivery": ["Uwasilishaji"],
    "seeAll": ["Tazama huduma zote"],
    "about": ["Kuhusu huduma hii"],
    "included": ["Kilichojumuishwa"],
    "selectedWork": ["Kazi teule"],
    "selectHint": ["Chagua picha ili uione kwa ukubwa kamili."],
    "more": ["Zaidi kutoka studio"],
  },
  "servicesHero": {
    "seeAll": ["Tazama huduma zote"],
    "films": ["Tazama filamu za harusi"],
    "nav": ["Huduma"],
  },
  "fashionLink": ["Vifurushi na bei za mitindo"],
  "carousel": {
    "previousTeamMember": ["Mwanatimu aliyetangulia"],
    "nextTeamMember": ["Mwanatimu anayefuata"],
    "previousTestimonial": ["Ushuhuda uliotangulia"],
    "nextTestimonial": ["Ushuhuda unaofuata"],
    "previousPhotos": ["Picha zilizotangulia"],
    "nextPhotos": ["Picha zinazofuata"],
    "previousSlide": ["Slaidi iliyotangulia"],
    "nextSlide": ["Slaidi inayofuata"],
  },
  "faqSearch": {
    "placeholder": ["k.m. M-Pesa, Diani, kuwasilisha"],
    "matching": ["Maswali ",["matched"]," kati ya ",["total"]," yanalingana na “",["query"],"”"],
    "count": ["Maswali ",["total"]],
    "noMatch": ["Hakuna swali linalolingana na “",["query"],"”."],
    "tryAnother": ["Jaribu neno lingine, au"],
    "sendQuestion": ["tutumie swali lako"],
    "answerWithin": [": tunajibu ndani ya siku moja ya kazi."],
  },
  "serviceCard": {
    "fromPrice": ["Kuanzia ",["price"]],
    "from": ["Kuanzia"],
    "quoteNote": ["Kila bei hupangwa baada ya simu fupi kuhusu mipango yako."],
    "book": ["Weka nafasi yako"],
    "bookService": ["Weka nafasi yako: ",["service"]],
  },
} as const satisfies CompiledCatalogue<typeof source>;
