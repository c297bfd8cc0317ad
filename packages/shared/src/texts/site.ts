/**
 * The site as a whole: what every page may show (SPEC 1 closing call to action, SPEC 2 Global
 * layout: the header search and the router's fallback page, SPEC 8 Router fallback; D2).
 * A key marked `// SPEC n` is the spec's wording, word for word; the others are written in its voice.
 */
export const siteTexts = {
  /** Under every studio page, linking to /contact. */
  closingCta: 'Ready to Create Memories?', // SPEC 1
  /** The title of the page an unmatched or failing route shows. */
  routerFallback: 'Unexpected Application Error!', // SPEC 2, SPEC 8
  /** A failure with the server's message: the portfolio's save and the profile page. */
  error: (message: string) => `Error: ${message}`, // SPEC 2, SPEC 8
  /** The button of a failed load. */
  retry: 'Try again',
  /** The database cannot be reached (issue 15): the API's 503 message and the fallback page's words. */
  unavailable: {
    message: 'The service is briefly unavailable. Please try again in a moment.',
    status: '503 Service Unavailable',
    page: 'We cannot reach our records just now. This page tries again by itself in a few seconds.',
  },
  /** The site header's links and account menu (ADR 0035). */
  header: {
    login: 'Login', // SPEC 2
    join: 'Join', // SPEC 2
    findPhotographer: 'Find a photographer',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    account: 'Account',
    signedInAs: 'Signed in as',
    settings: 'Settings',
    signOut: 'Sign out',
  },
  /** The header search. */
  search: {
    placeholder: 'Search...', // SPEC 2
    noMatches: 'No matches found', // SPEC 2
    allCategories: 'All Categories', // SPEC 2
    /** /search (issue 23): pages, blog posts and photographers, each under its heading. */
    prompt: 'Type a word in the search box above, or choose a category.',
    pages: 'Pages',
    posts: 'Blog posts',
    photographers: 'Photographers',
  },
} as const;
