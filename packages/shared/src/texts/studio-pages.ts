/**
 * The fixed words of the studio's public pages (docs/rules/history.md#issue-23): labels for assistive technology, the
 * names of a service page's facts, buttons and links. The studio's own words (headings, small lines
 * above them, introductions) are content, edited in the console (pageHeadings and each page's part).
 */
export const studioPageTexts = {
  heroLabel: 'Featured work',
  partners: { list: 'Our partners', play: 'Play partner logos', pause: 'Pause partner logos' },
  faq: { searchOr: 'Search for a word, or', askUs: 'ask us directly', searchLabel: 'Search the questions' },
  aboutPicturesLabel: 'Photographs from the studio',
  teamLabel: 'Our team',
  testimonialsLabel: 'Testimonials',
  clientTestimonialsLabel: 'Client testimonials',
  contactLabel: 'Write or call',
  portfolioTabsLabel: 'Portfolio categories',
  contactUs: 'Contact Us',
  service: {
    breadcrumb: 'Breadcrumb',
    breadcrumbServices: 'Services',
    eyebrow: 'Service',
    startingFrom: 'Starting from',
    delivery: 'Delivery',
    seeAll: 'See all services',
    about: 'About this service',
    included: 'What’s included',
    selectedWork: 'Selected work',
    selectHint: 'Select a photograph to see it full size.',
    more: 'More from the studio',
  },
  servicesHero: { seeAll: 'See all services', films: 'Watch wedding films', nav: 'Services' },
  fashionLink: 'Fashion packages and prices',
} as const;
