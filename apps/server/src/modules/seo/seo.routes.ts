import { publicPagePaths } from '@studio/shared';
import type { FastifyPluginAsync } from 'fastify';
import { seoRepository } from './seo.repository';

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

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const repo = seoRepository(app.db);
  const origin = app.env.PUBLIC_URL;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      ...DISALLOWED.map((p) => `Disallow: ${p}`),
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
    const posts = await repo.blogEntries();
    const urls = [
      ...[...publicPagePaths, ...services].map((p) => ({ loc: `${origin}${p}` })),
      ...posts.map((p) => ({ loc: `${origin}/blogs/${p.slug}`, lastmod: p.updatedAt.toISOString().slice(0, 10) })),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map(
        (u) =>
          `  <url><loc>${xmlEscape(u.loc)}</loc>${'lastmod' in u && u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
};
