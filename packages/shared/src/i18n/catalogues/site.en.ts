/**
 * The site as a whole: what every page may show (docs/rules/product.md#what-it-does closing call to action, docs/rules/product.md#screens Global
 * layout: the header search and the router's fallback page, docs/rules/product.md#messages Router fallback; docs/rules/public-pages.md#texts).
 * A key marked `// docs/rules/product.md#…` is the spec's wording, word for word; the others are written in its voice.
 */
export default {
  /** A moment too recent for "5 minutes ago", and one whose date cannot be read. */
  time: { justNow: 'just now', someTimeAgo: 'some time ago' },
  /** Under every studio page, linking to /contact. */
  /** The first link of every page, for keyboards and screen readers. */
  skipToContent: 'Skip to content',
  closingCta: 'Ready to Create Memories?', // docs/rules/product.md#what-it-does
  /** The title of the page an unmatched or failing route shows. */
  routerFallback: 'Unexpected Application Error!', // docs/rules/product.md#screens, #messages
  /** A failure with the server's message: the portfolio's save and the profile page. */
  error: 'Error: {message}', // docs/rules/product.md#screens, #messages
  /** The button of a failed load. */
  retry: 'Try again',
  /** The database cannot be reached (docs/rules/history.md#issue-15): the API's 503 message and the fallback page's words. */
  unavailable: {
    message: 'The service is briefly unavailable. Please try again in a moment.',
    status: '503 Service Unavailable',
    page: 'We cannot reach our records just now. This page tries again by itself in a few seconds.',
  },
  /** The site header's links and account menu (ADR 0035). */
  header: {
    login: 'Login', // docs/rules/product.md#screens
    join: 'Join', // docs/rules/product.md#screens
    findPhotographer: 'Find a photographer',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    account: 'Account',
    signedInAs: 'Signed in as',
    settings: 'Settings',
    signOut: 'Sign out',
  },
  /** The main navigation, in the header and the mobile menu. */
  nav: {
    home: 'Home', // docs/rules/product.md#screens
    about: 'About', // docs/rules/product.md#screens
    services: 'Services', // docs/rules/product.md#screens
    blogs: 'Blogs', // docs/rules/product.md#screens
    contact: 'Contact Us', // docs/rules/product.md#screens
    portfolio: 'Portfolio', // docs/rules/product.md#screens
    gallery: 'Gallery', // docs/rules/product.md#screens
  },
  /** The switch to the same page in another language (docs/rules/public-pages.md#languages). */
  language: {
    /** The switch's accessible name. */
    label: 'Language',
    /** The switch's title: the page in `{language}` (its own name: "Kiswahili"). */
    readIn: 'Read this page in {language}',
    /** The account's language, in Settings. */
    preference: {
      title: 'Language',
      description: 'The language your pages open in and your e-mails and notifications are written in.',
      save: 'Save language',
      /** Said in the language just chosen. */
      saved: 'Your language is saved.',
      unknown: 'Choose English or Kiswahili.',
    },
  },
  /** The footer of every public page. */
  footer: {
    about:
      'Photography and videography from Nairobi: weddings, events, portraits and brands across Kenya, and a community of photographers you can hire directly.',
    social: 'Social media',
    /** A social profile's link, e.g. "Picha Studio on Instagram". */
    socialProfile: '{studio} on {network}',
    quickLinks: 'Quick links',
    more: 'More',
    discover: 'Discover',
    testimonials: 'Testimonials',
    findPhotographer: 'Find a photographer',
    joinAsPhotographer: 'Join as a photographer',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    cookies: 'Cookie Settings',
    credits: 'Photo credits',
    copyright: '© {year} {studio}, Nairobi, Kenya. All rights reserved.',
  },
  /** The header search. */
  search: {
    placeholder: 'Search...', // docs/rules/product.md#screens
    noMatches: 'No matches found', // docs/rules/product.md#screens
    allCategories: 'All Categories', // docs/rules/product.md#screens
    /** /search (docs/rules/history.md#issue-23): pages, blog posts and photographers, each under its heading. */
    prompt: 'Type a word in the search box above, or choose a category.',
    pages: 'Pages',
    posts: 'Blog posts',
    photographers: 'Photographers',
  },
} as const;
