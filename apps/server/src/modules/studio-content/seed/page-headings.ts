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
    // docs/rules/public-pages.md#languages: the Kiswahili of each heading (the English shows where one is missing).
    sw: {
      servicesEyebrow: 'Huduma',
      servicesLink: 'Huduma zote na bei',
      processEyebrow: 'Jinsi tunavyofanya kazi',
      partnersTitle: 'Tunaaminiwa na kumbi, chapa na wasambazaji kote Kenya',
      testimonialsEyebrow: 'Shuhuda',
      testimonialsTitle: 'Kwa maneno ya wateja wetu',
      faqEyebrow: 'Maswali',
      faqTitle: 'Maswali ambayo wateja hutuuliza',
      faqIntro: 'Kuweka nafasi, safari, kupokea picha, malipo na haki za picha.',
    },
  },
  about: {
    bannerEyebrow: 'Since 2014 · Nairobi, Kenya',
    picturesEyebrow: 'In pictures',
    picturesTitle: 'A few frames from our year',
    valuesEyebrow: 'What we stand for',
    valuesTitle: 'Our core values',
    communityEyebrow: 'For photographers',
    teamEyebrow: 'Our team',
    sw: {
      bannerEyebrow: 'Tangu 2014 · Nairobi, Kenya',
      picturesEyebrow: 'Kwa picha',
      picturesTitle: 'Picha chache za mwaka wetu',
      valuesEyebrow: 'Tunachosimamia',
      valuesTitle: 'Maadili yetu ya msingi',
      communityEyebrow: 'Kwa wapiga picha',
      teamEyebrow: 'Timu yetu',
    },
  },
  services: {
    filmsEyebrow: 'Films',
    fashionEyebrow: 'Spotlight',
    statsEyebrow: 'In numbers',
    sw: { filmsEyebrow: 'Video', fashionEyebrow: 'Kivutio', statsEyebrow: 'Kwa takwimu' },
  },
  testimonials: { eyebrow: 'Testimonials', sw: { eyebrow: 'Shuhuda' } },
  blog: {
    eyebrow: 'The Picha journal',
    title: 'Stories from behind the lens',
    intro:
      'Field notes from our photographers and friends: how we chase the light across Kenya, plan around the rains, edit for every skin tone and work on set. New stories appear here as soon as they are published.',
    sw: {
      eyebrow: 'Jarida la Picha',
      title: 'Hadithi kutoka nyuma ya lenzi',
      intro:
        'Maelezo kutoka kwa wapiga picha wetu na marafiki: jinsi tunavyofuata mwanga kote Kenya, tunavyopanga kuzunguka mvua, tunavyohariri kwa kila rangi ya ngozi na tunavyofanya kazi tukiwa kwenye upigaji picha. Hadithi mpya huonekana hapa mara tu zinapochapishwa.',
    },
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
  sw: {
    eyebrow: 'Wasiliana Nasi',
    title: 'Tupange kitu kizuri pamoja',
    intro:
      'Harusi Karen, uzinduzi Westlands, picha ya familia ufukweni Diani: tuambie unachopanga nasi tutakurudia na mawazo, tarehe tulizo nazo na bei iliyo wazi. Ungependa kuongea? Tupigie simu, au pita studio tunywe kahawa.',
    detailsTitle: 'Tutembelee au utupigie simu',
  },
};
