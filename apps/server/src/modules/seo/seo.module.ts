import fp from 'fastify-plugin';
import { seoRepository } from './seo.repository';
import { seoRoutes } from './seo.routes';

/**
 * The seo module (docs/decisions/0045-modules-assemble-themselves.md): robots.txt and the sitemap,
 * whose services come from the studio's content.
 */
export const seoModule = fp(
  async (app) => {
    await app.register(seoRoutes, { repository: seoRepository(app.db) });
  },
  { name: 'seo', dependencies: ['studio-content'] },
);
