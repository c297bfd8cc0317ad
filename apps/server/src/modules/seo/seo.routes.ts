import { publicPagePaths } from '@studio/shared';
import { LOCALES, localePath, OTHER_LOCALES } from '@studio/shared/i18n/locales';
import type { FastifyPluginAsync } from 'fastify';
import type { SeoRepository } from './seo.repository';

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Paths crawlers should leave alone: signed-in areas and the API. */
const DISALLOWED = [
  '/api/',
  '/dashboard',
  '/photographer-dashboard',
  '/subscribers/',
  '/favourites',
  '/settings',
  '/signup',
];

export const seoRoutes: FastifyPluginAsync<{ repository: SeoRepository }> = async (app, { repository }) => {
  const origin = app.env.PUBLIC_URL;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      ...DISALLOWED.map((p) => `Disallow: ${p}`),
      // The same areas at their addresses in the other languages (the API has one address).
      ...OTHER_LOCALES.flatMap((locale) =>
        DISALLOWED.filter((p) => p !== '/api/').map((p) => `Disallow: ${localePath(p, locale)}`),
      ),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const content = await app.studioContent.get();
    const services = ((content as { services?: { slug: string }[] }).services ?? []).map((s) => `/services/${s.slug}`);
    const posts = await repository.blogEntries();
    const pages: { path: string; lastmod?: string }[] = [
      ...[...publicPagePaths, ...services].map((path) => ({ path })),
      ...posts.map((p) => ({ path: `/blogs/${p.slug}`, lastmod: p.updatedAt.toISOString().slice(0, 10) })),
    ];
    // Each page in each language, every entry naming all its languages (docs/rules/public-pages.md#languages).
    const entry = (page: (typeof pages)[number]) => {
      const href = (locale: (typeof LOCALES)[number]) => xmlEscape(`${origin}${localePath(page.path, locale)}`);
      const links = LOCALES.map(
        (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`,
      ).join('');
      const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : '';
      return LOCALES.map((locale) => `  <url><loc>${href(locale)}</loc>${lastmod}${links}</url>`);
    };
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...pages.flatMap(entry),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
};
