import type { StudioContent } from '@studio/shared';

/** The words the studio's pages showed from their components until docs/rules/history.md#issue-23, unchanged. */
export const pageHeadings: StudioContent['pageHeadings'] = {
  home: {
    servicesEyebrow: 'Services',
    servicesLink: 'All services and prices',
    processEyebrow: 'The process',
    partnersTitle: 'Trusted by venues, brands and suppliers across Kenya',
    testimonialsEyebrow: 'Testimonials',
    testimonialsTitle: 'In our clients’ words',
    faqEyebrow: 'FAQ',
    faqTitle: 'Questions clients ask us',
    faqIntro: 'Bookings, travel, delivery, payment and rights.',
  },
  about: {
    bannerEyebrow: 'Since 2014 · Nairobi, Kenya',
    picturesEyebrow: 'In pictures',
    picturesTitle: 'A few frames from our year',
    valuesEyebrow: 'What we stand for',
    valuesTitle: 'Our core values',
    communityEyebrow: 'For photographers',
    teamEyebrow: 'Our team',
  },
  services: { filmsEyebrow: 'Films', fashionEyebrow: 'Spotlight', statsEyebrow: 'In numbers' },
  testimonials: { eyebrow: 'Testimonials' },
  blog: {
    eyebrow: 'The Picha journal',
    title: 'Stories from behind the lens',
    intro:
      'Field notes from our photographers and friends: how we chase the light across Kenya, plan around the rains, edit for every skin tone and work on set. New stories appear here as soon as they are published.',
  },
};

/** The /contact page's words and photograph as they were written in its component. */
export const contactPage: StudioContent['contactPage'] = {
  eyebrow: 'Contact Us',
  title: 'Let’s plan something beautiful',
  intro:
    'A wedding in Karen, a launch in Westlands, a family portrait by the sea in Diani: tell us what you are planning and we will come back with ideas, availability and a clear quote. Prefer to talk? Call us, or drop by the studio for a coffee.',
  image: 'photos/lounge-wine-drum-01',
  detailsTitle: 'Visit or call the studio',
};
