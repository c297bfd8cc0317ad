import type { ComponentType } from 'react';

/**
 * The interactive parts of public pages (lib/island.tsx), by the name the server writes beside
 * each one. Each loads only when its page has it.
 */
export const islands: Record<string, () => Promise<ComponentType<never>>> = {
  'site-search': () => import('@/features/site-search/components/site-search').then((m) => m.SiteSearch),
  'newsletter-form': () => import('@/features/newsletter/components/newsletter-form').then((m) => m.NewsletterForm),
  'photo-grid': () => import('@/components/media/photo-grid').then((m) => m.PhotoGrid),
  'portfolio-tabs': () => import('@/features/portfolio/components/portfolio-tabs').then((m) => m.PortfolioTabs),
  'contact-form': () => import('@/features/contact/components/contact-form').then((m) => m.ContactForm),
  'inquiry-form': () => import('@/features/inquiries/components/inquiry-form').then((m) => m.InquiryForm),
  'team-carousel': () => import('@/components/studio/team-carousel').then((m) => m.TeamCarousel),
  // About.
  'image-carousel': () => import('@/features/about/components/image-carousel').then((m) => m.ImageCarousel),
  // Services.
  'film-grid': () => import('@/features/services/components/film-grid').then((m) => m.FilmGrid),
  'stats-list': () => import('@/features/services/components/stats-list').then((m) => m.StatsList),
  // Blog.
  'blog-list': () => import('@/features/blogs/components/blog-list').then((m) => m.BlogList),
  'blog-post': () => import('@/features/blogs/components/blog-post-view').then((m) => m.BlogPostView),
  // Cookie settings.
  'cookie-settings': () => import('@/features/cookies/components/cookie-settings').then((m) => m.CookieSettings),
  // Home.
  'hero-carousel': () => import('@/features/home/components/hero-carousel').then((m) => m.HeroCarousel),
  'partner-strip': () => import('@/features/home/components/partner-strip').then((m) => m.PartnerStrip),
  'testimonials-carousel': () =>
    import('@/components/studio/testimonials-carousel').then((m) => m.TestimonialsCarousel),
  // Marketplace.
  'directory-search': () => import('@/features/marketplace/components/directory-search').then((m) => m.DirectorySearch),
  'photographer-profile': () => import('./islands/photographer-profile').then((m) => m.PhotographerProfileIsland),
  // A share link's gallery (docs/decisions/0044-gallery-first-screen.md).
  'shared-gallery': () => import('./islands/shared-gallery').then((m) => m.SharedGalleryIsland),
  'faq-search': () => import('@/features/faq/components/faq-search').then((m) => m.FaqSearch),
};
