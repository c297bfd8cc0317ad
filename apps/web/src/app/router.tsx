import { currentLocale } from '@studio/shared/i18n/current-locale';
import { DEFAULT_LOCALE, localePath } from '@studio/shared/i18n/locales';
import { loadAllAreas } from '@studio/shared/i18n/messages';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';

const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: paths.home, lazy: () => import('./routes/home') },
          { path: paths.about, lazy: () => import('./routes/about') },
          { path: paths.testimonials, lazy: () => import('./routes/testimonials') },
          { path: paths.services, lazy: () => import('./routes/services') },
          { path: paths.serviceDetail, lazy: () => import('./routes/service-detail') },
          {
            // One page for /portfolio and /portfolio/:tab, so switching tabs keeps it mounted; the
            // children only match the URL (the page renders no <Outlet />).
            path: paths.portfolio,
            lazy: () => import('./routes/portfolio'),
            children: [
              { index: true, element: null },
              { path: paths.portfolioTab, element: null },
            ],
          },
          { path: paths.gallery, lazy: () => import('./routes/gallery') },
          { path: paths.blogs, lazy: () => import('./routes/blogs') },
          { path: paths.blog, lazy: () => import('./routes/blog-post') },
          { path: paths.contact, lazy: () => import('./routes/contact') },
          { path: paths.contactPhotographer, lazy: () => import('./routes/contact-photographer') },
          { path: paths.privacyPolicy, lazy: () => import('./routes/privacy-policy') },
          { path: paths.terms, lazy: () => import('./routes/terms') },
          { path: paths.cookies, lazy: () => import('./routes/cookies') },
          { path: paths.credits, lazy: () => import('./routes/credits') },
          { path: paths.search, lazy: () => import('./routes/search') },
          { path: paths.newsletterStatus, lazy: () => import('./routes/newsletter-status') },
          { path: paths.signup, lazy: () => import('./routes/signup') },
          { path: paths.staffInvitation, lazy: () => import('./routes/staff-invitation') },
          { path: paths.galleryInvitation, lazy: () => import('./routes/gallery-invitation') },
          {
            // Pages that need a session: without one the visitor goes to /signup (docs/rules/product.md#states).
            lazy: () => import('./routes/dashboard-guard'),
            children: [
              { path: paths.roleChoice, lazy: () => import('./routes/role-choice') },
              {
                path: paths.dashboard,
                lazy: () => import('./routes/dashboard-layout'),
                children: [
                  { index: true, lazy: () => import('./routes/dashboard-home') },
                  { path: paths.settings, lazy: () => import('./routes/settings') },
                  { path: paths.accountProfile, lazy: () => import('./routes/dashboard-profile') },
                  { path: paths.dashboardMessages, lazy: () => import('./routes/dashboard-messages') },
                  { path: paths.dashboardCalendar, lazy: () => import('./routes/dashboard-calendar') },
                  { path: paths.dashboardNotifications, lazy: () => import('./routes/dashboard-notifications') },
                  { path: paths.dashboardGalleries, lazy: () => import('./routes/dashboard-galleries') },
                  { path: paths.dashboardGallery, lazy: () => import('./routes/dashboard-gallery') },
                  // docs/rules/history.md#issue-23: a mistyped address keeps the dashboard's layout.
                  { path: '*', lazy: () => import('./routes/signed-in-not-found') },
                ],
              },
              {
                // The saved photographers: a screen of the dashboard (its navigation links it), in the same layout.
                path: paths.favourites,
                lazy: () => import('./routes/dashboard-layout'),
                children: [{ index: true, lazy: () => import('./routes/favourites') }],
              },
              {
                // The photographer dashboard (docs/rules/product.md#screens, docs/rules/photographers-and-portfolios.md#dashboard-navigation): only the sub-routes whose pages exist.
                path: paths.photographerDashboard,
                lazy: () => import('./routes/photographer-dashboard-layout'),
                children: [
                  { index: true, lazy: () => import('./routes/photographer-dashboard-overview') },
                  {
                    path: paths.photographerPortfolio,
                    lazy: () => import('./routes/photographer-dashboard-portfolio'),
                  },
                  { path: paths.photographerBookings, lazy: () => import('./routes/photographer-dashboard-bookings') },
                  { path: paths.photographerEarnings, lazy: () => import('./routes/photographer-dashboard-earnings') },
                  {
                    path: paths.photographerPackages,
                    lazy: () => import('./routes/photographer-dashboard-packages'),
                  },
                  {
                    path: paths.photographerTestimonials,
                    lazy: () => import('./routes/photographer-dashboard-testimonials'),
                  },
                  {
                    path: paths.photographerAvailability,
                    lazy: () => import('./routes/photographer-dashboard-availability'),
                  },
                  {
                    path: paths.photographerAnalytics,
                    lazy: () => import('./routes/photographer-dashboard-analytics'),
                  },
                  { path: paths.photographerSettings, lazy: () => import('./routes/photographer-dashboard-settings') },
                  {
                    path: paths.photographerSubscriptions,
                    lazy: () => import('./routes/photographer-dashboard-subscriptions'),
                  },
                  { path: paths.photographerLeads, lazy: () => import('./routes/photographer-dashboard-leads') },
                  {
                    path: paths.photographerNotifications,
                    lazy: () => import('./routes/photographer-dashboard-notifications'),
                  },
                  { path: paths.photographerSupport, lazy: () => import('./routes/photographer-dashboard-support') },
                  {
                    path: paths.photographerGalleries,
                    lazy: () => import('./routes/photographer-dashboard-galleries'),
                  },
                  { path: paths.photographerGallery, lazy: () => import('./routes/photographer-dashboard-gallery') },
                  { path: '*', lazy: () => import('./routes/signed-in-not-found') },
                ],
              },
              {
                // docs/rules/history.md#issue-14 (docs/rules/studio-console.md#staff-and-console): the studio console, for studio staff (role admin; others are told it is not for them).
                path: paths.studio,
                lazy: () => import('./routes/studio-layout'),
                children: [
                  { index: true, lazy: () => import('./routes/studio-overview') },
                  { path: paths.studioPhotographers, lazy: () => import('./routes/studio-photographers') },
                  { path: paths.studioReviews, lazy: () => import('./routes/studio-reviews') },
                  { path: paths.studioBookings, lazy: () => import('./routes/studio-bookings') },
                  { path: paths.studioGalleries, lazy: () => import('./routes/studio-galleries') },
                  { path: paths.studioGallery, lazy: () => import('./routes/studio-gallery') },
                  { path: paths.studioPayments, lazy: () => import('./routes/studio-payments') },
                  { path: paths.studioAudit, lazy: () => import('./routes/studio-audit') },
                  { path: paths.studioBlog, lazy: () => import('./routes/studio-blog') },
                  { path: paths.studioBlogPost, lazy: () => import('./routes/studio-blog-post') },
                  { path: paths.studioSupport, lazy: () => import('./routes/studio-support') },
                  { path: paths.studioHelpArticles, lazy: () => import('./routes/studio-help-articles') },
                  { path: paths.studioStaff, lazy: () => import('./routes/studio-staff') },
                  { path: paths.studioContent, lazy: () => import('./routes/studio-content') },
                  { path: paths.studioContentKind, lazy: () => import('./routes/studio-content') },
                  { path: paths.studioInbox, lazy: () => import('./routes/studio-inbox') },
                  { path: paths.studioInboxMessage, lazy: () => import('./routes/studio-inbox-message') },
                  { path: paths.studioNewsletter, lazy: () => import('./routes/studio-newsletter') },
                  { path: paths.studioNewsletterCampaign, lazy: () => import('./routes/studio-newsletter-campaign') },
                  { path: '*', lazy: () => import('./routes/signed-in-not-found') },
                ],
              },
            ],
          },
          // docs/rules/photographers-and-portfolios.md#public-directory: the public directory, and the search index's literal /popular/photographer/:id.
          { path: paths.photographers, lazy: () => import('./routes/photographers') },
          { path: paths.popularPhotographer, lazy: () => import('./routes/popular-photographer') },
          { path: paths.photographerProfile, lazy: () => import('./routes/photographer-profile') },
          { path: paths.sharedGallery, lazy: () => import('./routes/shared-gallery') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

/** The router's base: `/sw` on a Kiswahili page, so that its links and redirects stay in Kiswahili. */
export function languageBasename(): string | undefined {
  const locale = currentLocale();
  return locale === DEFAULT_LOCALE ? undefined : localePath('/', locale);
}

export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData, basename: languageBasename() });
}

/**
 * Each route module, once loaded, has its words loaded in the page's language before it renders
 * (its areas registered themselves as it loaded): a Kiswahili page never shows English first.
 */
function inPageLanguage(route: RouteObject): RouteObject {
  const { lazy, children } = route;
  return {
    ...route,
    ...(typeof lazy === 'function'
      ? {
          lazy: async () => {
            const module = await lazy();
            await loadAllAreas(currentLocale());
            return module;
          },
        }
      : {}),
    ...(children ? { children: children.map(inPageLanguage) } : {}),
  } as RouteObject;
}

/**
 * Every route of the app. Route modules load on demand (`lazy`), so each page ships only its own
 * code; the server renders the same routes (src/entry-server.tsx).
 */
export const routes: RouteObject[] = appRoutes.map(inPageLanguage);
