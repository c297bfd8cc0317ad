/**
 * The fixed words of the studio's public pages (docs/rules/history.md#issue-23): labels for assistive technology, the
 * names of a service page's facts, buttons and links. The studio's own words (headings, small lines
 * above them, introductions) are content, edited in the console (pageHeadings and each page's part).
 */
export default {
  /** The home page's hero carousel, for assistive technology. */
  heroLabel: 'Featured work',
  /** The partner logos' strip. */
  partners: { list: 'Our partners', play: 'Play partner logos', pause: 'Pause partner logos' },
  /** The FAQ page's search: "Search for a word, or ask us directly". */
  faq: { searchOr: 'Search for a word, or', askUs: 'ask us directly', searchLabel: 'Search the questions' },
  /** The About page's pictures, for assistive technology. */
  aboutPicturesLabel: 'Photographs from the studio',
  teamLabel: 'Our team',
  testimonialsLabel: 'Testimonials',
  clientTestimonialsLabel: 'Client testimonials',
  /** The contact page's ways to reach the studio. */
  contactLabel: 'Write or call',
  portfolioTabsLabel: 'Portfolio categories',
  contactUs: 'Contact Us',
  /** A service page's facts, links and gallery. */
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
  /** The services page's hero links. */
  servicesHero: { seeAll: 'See all services', films: 'Watch wedding films', nav: 'Services' },
  fashionLink: 'Fashion packages and prices',
} as const;
