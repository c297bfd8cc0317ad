/**
 * The client's side of the marketplace: the client dashboard /dashboard, the public directory
 * /photographers, the photographer cards and the favourites, with the messages of
 * `GET /api/photographers/portfolio/get-all` and `/api/favourites` (docs/rules/product.md#screens /dashboard; docs/rules/photographers-and-portfolios.md#directory-search, #public-directory,
 * docs/rules/photographers-and-portfolios.md#dashboard-navigation). A key marked `// docs/rules/product.md#…` is the spec's wording, word for word; the others are written in
 * its voice.
 */
export default {
  featuredTitle: 'Featured Photographers', // docs/rules/product.md#screens
  allTitle: 'All Photographers', // docs/rules/product.md#screens
  /** How many photographers a search or the favourites hold. */
  total: '{count, plural, one {# photographer} other {# photographers}}',
  /** The client dashboard's navigation. */
  nav: {
    label: 'Dashboard',
    dashboard: 'Dashboard',
    photographerDashboard: 'Photographer dashboard',
    messages: 'Messages',
    calendar: 'Calendar',
    favourites: 'Favourites',
    galleries: 'Galleries',
  },
  /** The directory's search and filters. */
  filters: {
    label: 'Search and filter photographers',
    search: 'Search',
    searchPlaceholder: 'Name, style or place',
    location: 'Location',
    anyLocation: 'Any location',
    style: 'Style',
    anyStyle: 'Any style',
    price: 'Price range',
    anyPrice: 'Any price',
    /** A price range's option: `money` as formatMoney writes it; `from` and `to` the range's ends. */
    priceOver: 'Over {money}',
    priceUnder: 'Under {money}',
    priceBetween: '{from} - {to}',
    /** docs/rules/photographers-and-portfolios.md#kenyan-marketplace: the directory compares in shillings; a US dollar view converts at the studio's rate. */
    currency: 'Show prices in',
    currencies: { KES: 'Shillings (KES)', USD: 'Dollars (USD)' },
    /** `rate` as formatRate writes it, `date` as formatRateDate. */
    rateNoteDated: 'Prices are compared in shillings; US dollars count at KES {rate} (rate of {date}).',
    /** The same for the default rate, never set. */
    rateNote: 'Prices are compared in shillings; US dollars count at KES {rate}.',
    sort: 'Sort by',
    /** The orders of the directory (docs/rules/product.md#constants), by their values in the address. */
    sortOptions: {
      default: 'Default',
      rating: 'Highest Rated',
      reviews: 'Most Reviews',
      experience: 'Most Experience',
      priceLow: 'Price: Low to High',
      priceHigh: 'Price: High to Low',
    },
    submit: 'Search',
    clear: 'Clear filters',
  },
  /** The public directory /photographers. */
  directory: {
    eyebrow: 'The Picha community',
    title: 'Find your photographer',
    intro:
      'Wedding, portrait, event, commercial, fashion and nature photographers from Nairobi to Mombasa and beyond. Compare their work, prices and experience, save your favourites and get in touch.',
    metaTitle: 'Find a photographer: weddings, portraits, events and more',
    metaDescription:
      'Browse photographers of the Picha Studio community in Kenya and beyond: weddings, portraits, events, commercial, fashion and nature. Filter by place, style and price.',
    /** The description of a page with facets chosen; `title` e.g. "Wedding photographers in Nairobi". */
    facetDescription:
      '{title} on Picha Studio: compare their portfolios, prices and experience, save your favourites and get in touch.',
    /** The title of a page with facets: who (by speciality, else all), then where and at what price. */
    facetWho: {
      all: 'Photographers',
      wedding: 'Wedding photographers',
      portrait: 'Portrait photographers',
      event: 'Event photographers',
      commercial: 'Commercial photographers',
      fashion: 'Fashion photographers',
      nature: 'Nature photographers',
    },
    facetIn: '{who} in {location}',
    facetPrice: '{who}, {price}',
  },
  /** The specialities (STYLES, and the inquiry's "Other") as a page shows them; the values stay as stored. */
  styleNames: {
    wedding: 'Wedding',
    portrait: 'Portrait',
    event: 'Event',
    commercial: 'Commercial',
    fashion: 'Fashion',
    nature: 'Nature Photography',
    other: 'Other',
  },
  /** A speciality as the field a photographer works in, for "{field} photographer" (pages.profile.role). */
  styleFields: {
    wedding: 'Wedding',
    portrait: 'Portrait',
    event: 'Event',
    commercial: 'Commercial',
    fashion: 'Fashion',
    nature: 'Nature',
    other: 'Other',
  },
  dashboardIntro: 'Find a photographer for your next shoot, save your favourites and get in touch.',
  /** An empty list. */
  empty: 'No photographers found.', // docs/rules/product.md#screens
  emptyHint: 'Try another place, style or price, or clear the filters.',
  loading: 'Loading photographers…',
  updating: 'Updating the results…',
  failure: 'Failed to load photographers.',
  pagination: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page}',
    pageOf: 'Page {page} of {pages}',
  },
  /** A photographer's card; its fallbacks are also the profile's and the inquiry pages'. */
  card: {
    noSpeciality: 'No Speciality', // docs/rules/product.md#screens
    unnamed: 'Unnamed', // docs/rules/product.md#screens
    noLocation: 'No location', // docs/rules/product.md#screens
    /** The place of a photographer who travels (docs/rules/photographers-and-portfolios.md#kenyan-marketplace); towns keep their names. */
    anywhereInKenya: 'Anywhere in Kenya',
    notProvided: 'Not provided', // docs/rules/product.md#screens
    notStated: 'Not stated', // docs/rules/product.md#screens
    noDescription: 'No description available', // docs/rules/product.md#screens
    featured: 'Featured',
    price: 'Price',
    experience: 'Experience',
    /** docs/rules/photographers-and-portfolios.md#kenyan-marketplace: the photographer's own figure, `money` e.g. "KES 85,000" or "$800". */
    from: 'From {money}',
    /** docs/rules/photographers-and-portfolios.md#kenyan-marketplace: beside a figure in the other currency, its value in the one being viewed. */
    about: '(about {money})',
    /** Experience in whole years (0: under a year). */
    years: '{years, plural, =0 {Less than a year} one {# year} other {# years}}',
    photos: '{count, plural, one {# photograph} other {# photographs}}',
  },
  /** The favourites; `name`: the photographer's. */
  favourites: {
    title: 'Favourites',
    intro: 'The photographers you saved, the most recent first.',
    /** The visible word of the profile's button; its accessible name is `save`. */
    saveShort: 'Save',
    save: 'Save {name} to your favourites',
    signInToSave: 'Sign in to save {name} to your favourites',
    saveFailed: 'Could not save {name}. Please try again.',
    removeFailed: 'Could not remove {name} from your favourites. Please try again.',
    empty: 'You have not saved any photographers yet.',
    emptyHint: 'Tap the heart on a photographer to keep them here for later.',
    find: 'Find photographers',
    failure: 'Failed to load your favourites.',
  },
  /** The search's query parameters (docs/rules/photographers-and-portfolios.md#directory-search); `max`: SEARCH_TEXT_MAX. */
  searchTooLong: 'Search text must be at most {max} characters.',
  /** `values`: the allowed values, listed. */
  locationInvalid: 'Location must be one of: {values}.',
  styleInvalid: 'Style must be one of: {values}.',
  priceInvalid: 'Price range must be one of: {values}.',
  sortInvalid: 'Sort must be one of: {values}.',
  pageInvalid: 'Page must be a whole number of at least 1.',
  /** `max`: SEARCH_PAGE_SIZE_MAX. */
  pageSizeInvalid: 'Page size must be a whole number from 1 to {max}.',
  featuredInvalid: 'Featured must be true or false.',
  /** `PUT` and `DELETE /api/favourites/:photographerId`. */
  photographerIdInvalid: 'This is not a photographer id.',
  favouriteOwn: 'You cannot save your own portfolio.',
  /** `max`: FAVOURITES_MAX. */
  favouritesFull: 'You can save at most {max} photographers.',
} as const;
