import fp from 'fastify-plugin';
import { studioContentRoutes } from './studio-content.routes';
import { studioContentService } from './studio-content.service';
import { studioContentStudioRoutes } from './studio-content.studio-routes';
import { studioFilmStore } from './studio-films';
import { studioFilmFiles, studioFilmsRoutes } from './studio-films.routes';
import { studioImageFiles, studioImagesRoutes } from './studio-images.routes';
import { studioImagesService } from './studio-images.service';
import { studioImageStore } from './studio-images.store';

/**
 * The studio-content module (docs/decisions/0045-modules-assemble-themselves.md): the words and
 * pictures every public page reads, and the console's editing of them, its media library and its
 * films. Builds the content's service once and offers it as `app.studioContent`, which the sitemap
 * and the server-rendered pages read; serves the uploaded photographs and films.
 */
export const studioContentModule = fp(
  async (app) => {
    const service = studioContentService({
      db: app.db,
      changes: app.changes,
      log: app.log,
      films: studioFilmStore(app.media),
      blogs: app.blogs.repository,
    });
    app.decorate('studioContent', service);
    const images = studioImagesService({
      db: app.db,
      store: studioImageStore(app.media),
      log: app.log,
      changes: app.changes,
    });
    await app.register(studioImageFiles);
    await app.register(studioFilmFiles);
    await app.register(studioContentRoutes, { service });
    await app.register(studioContentStudioRoutes, { service });
    await app.register(studioImagesRoutes, { service: images });
    await app.register(studioFilmsRoutes);
  },
  { name: 'studio-content', dependencies: ['auth', 'audit', 'blogs'] },
);
