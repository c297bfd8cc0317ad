/**
 * A photographer's public profile, /photographer/:id, and `GET /api/photographers/portfolio/:id`
 * (docs/rules/product.md#screens /photographer/{id}, docs/rules/product.md#messages Profile page). Its fallbacks for empty fields are the card's
 * (`directoryTexts.card`), its 'Error: {message}' is `siteTexts.error`.
 * A key marked `// docs/rules/product.md#…` is the spec's wording, word for word.
 */
export default {
  /** Also what the API answers for an unknown photographer. */
  notFound: 'Photographer not found', // docs/rules/product.md#screens, #messages
  available: '{availability} available', // docs/rules/product.md#screens
  noAvailability: 'No available data at the moment', // docs/rules/product.md#screens
  /** Years of experience as the server understood them. */
  experienceUnderOne: 'Less than a year',
  experienceYears: '{count, plural, one {# year} other {# years}}',
  /** The profile page's own words. `name` is the photographer's name, `studio` STUDIO_NAME. */
  view: {
    /** The logo link's tooltip and its name for screen readers. */
    homeTitle: '{studio} home',
    homeName: '{studio}, home',
    editPortfolio: 'Edit portfolio',
    contact: 'Contact',
    contactName: 'Contact {name}',
    about: 'About {name}',
    details: 'Details',
    experience: 'Experience',
    price: 'Price',
    location: 'Location',
    email: 'Email',
    phone: 'Phone',
    website: 'Website',
    /** After a link that opens a new tab, for screen readers (starts with a space). */
    newTab: ' (opens in a new tab)',
    portfolio: 'Portfolio',
    photographs: '{count, plural, one {# photograph} other {# photographs}}',
    noPhotographs: '{name} has not added any photographs yet.',
    onlyCover: 'The photograph above is the whole portfolio for now.',
    filmEyebrow: 'Moving pictures',
    film: 'Film',
    closingTitle: 'Planning a shoot with {name}?',
    closingBody: 'Tell them the date, the place and what you have in mind. They reply by e-mail or phone.',
    community: 'A photographer of the {studio} community, Nairobi.',
    visit: 'Visit {studio}',
    /** The image viewer's name. */
    photographsBy: 'Photographs by {name}',
    /** A portfolio photograph's text alternative; `index` counts from 1. */
    photoAlt: 'Photograph {index} of {total} by {name}',
    /** The same when the photographer gave a speciality ("Wedding photograph 2 of 9 by …"). */
    photoAltSpeciality: '{speciality} photograph {index} of {total} by {name}',
    /** Above the title of the page shown when the profile cannot be shown. */
    noticeEyebrow: 'Photographer',
    backTo: 'Back to {studio}',
    loading: 'Loading the profile…',
    notFoundBody: 'The link may be old, or the photographer may have taken their portfolio down.',
    /** The list of portfolio photographs, for screen readers. */
    photographsList: 'Photographs',
    lookingForDates: 'Looking for free dates…',
    filmBy: 'A film by {name}',
    /** The button that starts the film. */
    playFilm: 'Play the film by {name}',
    downloadFilm: 'Download the film',
    packagesIntro: 'Choose one of {name}’s packages, or ask for your own.',
    /** Before a package's duration and deliverables, for screen readers (end with a space). */
    duration: 'Duration: ',
    delivered: 'Delivered: ',
    sortReviews: 'Sort reviews',
    reviewPages: 'Pages of reviews',
    /** After reviewsTexts.noReviews and a full stop. */
    reviewsOnlyFromClients: 'Reviews come only from clients of completed bookings.',
    reviewsVerified: 'Every review comes from a client whose booking was completed.',
  },
} as const;
