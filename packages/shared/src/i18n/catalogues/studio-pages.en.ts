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
  /** The carousels' previous and next buttons. */
  carousel: {
    previousTeamMember: 'Previous team member',
    nextTeamMember: 'Next team member',
    previousTestimonial: 'Previous testimonial',
    nextTestimonial: 'Next testimonial',
    previousPhotos: 'Previous photos',
    nextPhotos: 'Next photos',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
  },
  /** The FAQ page's search: its example words, its count and the answer when nothing matches. */
  faqSearch: {
    placeholder: 'e.g. M-Pesa, Diani, delivery',
    /** While searching: `matched` of `total` questions match the words `query`. */
    matching: '{matched} of {total} questions match “{query}”',
    /** Without a search: how many questions there are. */
    count: '{total} questions',
    noMatch: 'No questions match “{query}”.',
    /** Around the link to /contact: "Try another word, or send us your question: we answer within one working day." */
    tryAnother: 'Try another word, or',
    sendQuestion: 'send us your question',
    answerWithin: ': we answer within one working day.',
  },
  /** The services' prices and booking button. */
  serviceCard: {
    /** A service's lowest price; `price` is already formatted ("Ksh 15,000"). */
    fromPrice: 'From {price}',
    /** Before the bold price on a service page: "From Ksh 15,000 per event." */
    from: 'From',
    /** After the price and its unit on a service page. */
    quoteNote: 'Every quote is confirmed after a short call about your plans.',
    book: 'Book Your Spot', // docs/rules/product.md#screens
    /** The button's accessible name on a service's card. */
    bookService: 'Book Your Spot: {service}',
  },
  /** The carousels' dots and the films' play button; `index` counts from 1. */
  dots: {
    slide: 'Show slide {index} of {count}',
    testimonial: 'Show testimonial {index} of {count}',
    teamPosition: 'Show team position {index} of {count}',
    /** One member per view: `name`, or "team member 3" when the name is missing. */
    teamMember: 'Show {name}',
    teamMemberNumber: 'Show team member {index}',
  },
  /** A wedding film's play button; `title`: the film's title. */
  filmPlay: '{playing, select, yes {Pause} other {Play}} the film {title}',
  /** A photograph's button in a grid; `alt`: its description. */
  viewFullSize: 'View full size: {alt}',
  /** A team member's social links; `name`: the member's name. */
  memberSocial: '{name} on social media',
  /** One of a member's social links; `network`: its name ("Instagram"). */
  memberOn: '{name} on {network}',
  /** A carousel's slide as a screen reader announces it; `index` counts from 1. */
  slidePosition: '{index} of {count}',
  /** What a screen reader calls a carousel and each of its slides (aria-roledescription). */
  roleCarousel: 'carousel',
  roleSlide: 'slide',
  /** A team member's card in the carousel. */
  memberPosition: '{index} of {count}: {name}, {role}',
} as const;
