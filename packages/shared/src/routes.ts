/**
 * Every route path of the web app, in one place. The server reads it too: to answer 404 for
 * paths the app does not know (with the fallback page) and to list pages in the sitemap. No
 * wildcard: an unknown address under a signed-in area (/studio/xyz) is a 404 with that area's
 * not-found page (the web app's router test checks that each of its routes is listed here).
 */
export const paths = {
  newsletterStatus: '/newsletter/:status',
  home: '/',
  about: '/about',
  services: '/services',
  serviceDetail: '/services/:serviceSlug',
  blogs: '/blogs',
  blog: '/blogs/:postId',
  contact: '/contact',
  contactPhotographer: '/contact/:id',
  portfolio: '/portfolio',
  portfolioTab: '/portfolio/:tab',
  gallery: '/gallery',
  testimonials: '/testimonials',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  cookies: '/cookies',
  credits: '/credits',
  /** The header search's results, for a search sent before (or without) the scripts: not in the sitemap. */
  search: '/search',
  signup: '/signup',
  roleChoice: '/subscribers/choices',
  dashboard: '/dashboard',
  dashboardMessages: '/dashboard/Messages',
  dashboardCalendar: '/dashboard/Calendar',
  /** docs/rules/history.md#issue-12: the client's notifications. */
  dashboardNotifications: '/dashboard/notifications',
  favourites: '/favourites',
  /** Client galleries (docs/decisions/0039): the client's, the photographer's and a share link's. */
  dashboardGalleries: '/dashboard/galleries',
  dashboardGallery: '/dashboard/galleries/:id',
  photographerGalleries: '/photographer-dashboard/galleries',
  photographerGallery: '/photographer-dashboard/galleries/:id',
  sharedGallery: '/g/:token',
  /** Account settings (docs/rules/accounts-and-auth.md#profile-menu-and-settings): under /dashboard, so the dashboard's top bar stays and the site chrome hides. */
  settings: '/dashboard/settings',
  /** The account page a client's View Profile opens (docs/rules/accounts-and-auth.md#profile-menu-and-settings). */
  accountProfile: '/dashboard/profile',
  photographerDashboard: '/photographer-dashboard',
  /** The photographer dashboard's pages (docs/rules/product.md#screens, docs/rules/photographers-and-portfolios.md#dashboard-navigation). */
  photographerPortfolio: '/photographer-dashboard/portfolio',
  photographerBookings: '/photographer-dashboard/booking-requests',
  photographerAnalytics: '/photographer-dashboard/analytics',
  photographerSettings: '/photographer-dashboard/settings',
  /** docs/rules/photographers-and-portfolios.md#dashboard-navigation: the clients who saved the photographer (the navbar's 'subscriptions'). */
  photographerSubscriptions: '/photographer-dashboard/subscriptions',
  /** docs/rules/history.md#issue-12: the photographer's packages (create, edit, reorder, hide, delete). */
  photographerPackages: '/photographer-dashboard/packages',
  /** docs/rules/history.md#issue-12: the pipeline of booking requests (the navbar's 'leads'). */
  photographerLeads: '/photographer-dashboard/leads',
  /** docs/rules/history.md#issue-12: weekly hours, blocked days and accepted bookings on a month calendar. */
  photographerAvailability: '/photographer-dashboard/availability',
  /** docs/rules/photographers-and-portfolios.md#dashboard-navigation, docs/rules/history.md#issue-12: the navbar's 'Notifications' (the link the spec labels Themes). */
  photographerNotifications: '/photographer-dashboard/notifications',
  /** docs/rules/photographers-and-portfolios.md#dashboard-navigation, docs/rules/reviews.md#who-may-review, docs/rules/history.md#issue-13: the photographer's reviews (the navbar's Testimonials). */
  photographerTestimonials: '/photographer-dashboard/testimonials',
  /** docs/decisions/0038-mpesa-payments.md: the photographer's earnings and payouts. */
  photographerEarnings: '/photographer-dashboard/earnings',
  /** docs/rules/history.md#issue-14 (docs/rules/studio-console.md#staff-and-console): the studio console, for studio staff (role admin). */
  studio: '/studio',
  studioPhotographers: '/studio/photographers',
  studioReviews: '/studio/reviews',
  /** docs/rules/history.md#issue-23: every booking request of the marketplace, read-only. */
  studioBookings: '/studio/bookings',
  /** docs/decisions/0038-mpesa-payments.md: the console's money (payments, disputes, refunds, payouts). */
  studioPayments: '/studio/payments',
  studioAudit: '/studio/audit',
  studioBlog: '/studio/blog',
  studioBlogNew: '/studio/blog/new',
  studioBlogPost: '/studio/blog/:id',
  /** docs/rules/history.md#issue-14 (docs/rules/studio-console.md#staff-and-console): support, help articles and staff accounts in the console. */
  studioSupport: '/studio/support',
  studioHelpArticles: '/studio/help-articles',
  studioStaff: '/studio/staff',
  /** The page a staff invitation's link opens; the token is in the link's fragment, never sent as a path. */
  staffInvitation: '/staff-invitation',
  /** docs/rules/photographers-and-portfolios.md#dashboard-navigation, docs/rules/studio-console.md#staff-and-console: help articles and tickets (the navbar's Support). */
  photographerSupport: '/photographer-dashboard/support',
  /** docs/rules/history.md#issue-14 (docs/rules/public-pages.md#studio-content): the console's Content section; `:kind` is an editable part (heroSlides, faqs, ...). */
  studioContent: '/studio/content',
  studioContentKind: '/studio/content/:kind',
  studioInbox: '/studio/inbox',
  studioInboxMessage: '/studio/inbox/:id',
  /** docs/decisions/0047-studio-client-galleries.md: the galleries staff make for the studio's own clients. */
  studioGalleries: '/studio/galleries',
  studioGallery: '/studio/galleries/:id',
  /** The page a studio gallery's invitation opens; the token is in the link's fragment, never sent as a path. */
  galleryInvitation: '/gallery-invitation',
  studioNewsletter: '/studio/newsletter',
  /** A campaign's page; `new` writes a new one. */
  studioNewsletterCampaign: '/studio/newsletter/:id',
  photographerProfile: '/photographer/:id',
  photographers: '/photographers',
  popularPhotographer: '/popular/photographer/:id',
} as const;

/** The public pages with fixed addresses, for the sitemap. */
export const publicPagePaths = [
  paths.home,
  paths.about,
  paths.services,
  paths.portfolio,
  '/portfolio/weddings',
  '/portfolio/sports',
  '/portfolio/commercials',
  '/portfolio/events',
  paths.gallery,
  paths.blogs,
  paths.testimonials,
  paths.contact,
  paths.photographers,
  paths.privacyPolicy,
  paths.terms,
  paths.cookies,
  paths.credits,
] as const;

/**
 * A share link's page (`paths.sharedGallery`) is a private address (docs/decisions/0039-client-galleries.md):
 * no cache keeps it and no search engine lists it. The server renders it for the guest whose cookie
 * opens the link (docs/decisions/0044-gallery-first-screen.md), so it never enters the render cache,
 * and it keeps its address whatever the browser's language: the guest cookies belong to it.
 */
export const isSharedGalleryPage = (pathname: string) => pathname.startsWith('/g/');

/**
 * The signed-in areas (the client's dashboard with its saved photographers, the photographer's, the
 * studio console): their own frame, the web kit's area shell, holds the `main` landmark, so the root
 * layout gives them none of its own.
 */
export function isSignedInArea(pathname: string): boolean {
  return (
    pathname === paths.dashboard ||
    pathname.startsWith(`${paths.dashboard}/`) ||
    // The saved photographers are a dashboard screen (an icon link of the dashboard's navigation).
    pathname === paths.favourites ||
    pathname === paths.photographerDashboard ||
    pathname.startsWith(`${paths.photographerDashboard}/`) ||
    pathname === paths.studio ||
    pathname.startsWith(`${paths.studio}/`)
  );
}

/** Routes on which the site header and footer are hidden (docs/rules/product.md#screens, Global layout). */
export function hidesSiteChrome(pathname: string): boolean {
  return isSignedInArea(pathname) || pathname === paths.signup || pathname.startsWith('/photographer/');
}

function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\/\*$/, '(?:/.*)?')
    .replace(/:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${body}/?$`);
}

const knownRoutes = Object.values(paths).map(patternToRegExp);
/** Fixed addresses before patterns with a parameter, so `/studio/newsletter/new` is not `:id`. */
const routesByPattern = Object.values(paths)
  .map((pattern) => ({ pattern, re: patternToRegExp(pattern) }))
  .sort(
    (a, b) =>
      Number(a.pattern.includes(':') || a.pattern.includes('*')) -
      Number(b.pattern.includes(':') || b.pattern.includes('*')),
  );

/** True when the web app has a page for this path (the server answers 404 otherwise). */
export function isKnownAppPath(pathname: string): boolean {
  return knownRoutes.some((re) => re.test(pathname));
}

/** The pattern of the web app's page at this path (`/photographer/:id`), or undefined. */
export function appRouteOf(pathname: string): string | undefined {
  return routesByPattern.find((r) => r.re.test(pathname))?.pattern;
}
