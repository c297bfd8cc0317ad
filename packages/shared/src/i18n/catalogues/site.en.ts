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
    /** The header search's categories (docs/rules/product.md#screens), named in the page's language. */
    categories: {
      Portfolio: 'Portfolio',
      Services: 'Services',
      Blogs: 'Blogs',
      Contact: 'Contact',
      Testimonials: 'Testimonials',
      Popular: 'Popular',
    },
    /** /search (docs/rules/history.md#issue-23): pages, blog posts and photographers, each under its heading. */
    prompt: 'Type a word in the search box above, or choose a category.',
    pages: 'Pages',
    posts: 'Blog posts',
    photographers: 'Photographers',
  },
  /** Words shared by the components of every page. */
  ui: {
    /** The progress bar of a session's first page. */
    loadingStudio: 'Loading the studio',
    /** The accessible names of the header's two navigations. */
    mainNav: 'Main',
    mobileNav: 'Mobile',
    /** A form field's mark when it may be left empty. */
    optional: '(optional)',
    /** Read after a link that opens another tab, by screen readers only. */
    opensInNewTab: '(opens in a new tab)',
    /** The cancel button of a confirmation dialog. */
    cancel: 'Cancel',
    /** The button that closes a notice. */
    dismiss: 'Dismiss',
    /** The accessible names of the two lists of notices. */
    toastErrors: 'Errors',
    toastNotices: 'Notifications',
    /** The full-screen photo viewer's buttons. */
    closeViewer: 'Close viewer',
    previousPhoto: 'Previous photo',
    nextPhoto: 'Next photo',
    /** The viewer's count: the photograph shown, of how many; `index` counts from 1. */
    photoPosition: '{index} of {count}',
    /** A grid of photographs and its viewer; `name`: a service's or a portfolio tab's name. */
    photosOf: '{name} photos',
  },
  /** The page an unmatched or failing route shows, under routerFallback. */
  routeError: {
    notFound: 'The page you asked for is not here. It may have moved, or the link may be mistyped.',
    failed: 'Something went wrong while showing this page. Please try again in a moment.',
    backHome: 'Back to the home page',
    /** The status text of a 404 when the answer has none. */
    notFoundStatus: 'Not Found',
    unknown: 'Unknown error',
  },
  /** /credits: the media library's authors, licences and sources. */
  credits: {
    /** The groups, by kind of file. */
    photo: 'Photographs',
    video: 'Films',
    logo: 'Logos',
    portrait: 'Avatars',
    /** The navigation between the groups. */
    groups: 'Credit groups',
    author: 'Author',
    licence: 'Licence',
    source: 'Source',
    /** Over the list of files a picture was made from. */
    madeFrom: 'Made from:',
    /** An author the library does not know. */
    unknownAuthor: 'Unknown',
    /** A file with no outside source. */
    madeHere: 'Made for this site',
    /** A file that came from a Debian package: its name and version. */
    debianPackage: 'Debian package {name} ({version})',
    /** The author and source of a film the studio made from photographs of the library. */
    slideshowAuthor: '{studio}, from the photographs listed',
    slideshowSource: 'A slideshow film of the photographs listed',
    /** After a file it was made from: its author and licence. */
    partBy: 'by {author}, {licence}',
  },
  /** The header search's accessible names. */
  searchBox: {
    label: 'Site search',
    text: 'Search the site',
    category: 'Search category',
    results: 'Search results',
  },
  /** The password field's show and hide button, and the photo viewer's default name. */
  fieldExtras: {
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    photoViewer: 'Photo viewer',
  },
  /** The browser's own failures to reach the API, shown where the request's error is shown. */
  request: {
    network: 'Network error. Check your connection and try again.',
    /** A failed answer without a status text. */
    failed: 'Request failed',
    badResponse: 'The server sent an answer this page does not understand.',
  },
} as const;
