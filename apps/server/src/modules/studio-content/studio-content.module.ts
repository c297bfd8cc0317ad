import fp from 'fastify-plugin';
import { studioContentRoutes } from './studio-content.routes';
import { studioContentService } from './studio-content.service';
import { studioContentStudioRoutes } from './studio-content.studio-routes';
import { studioFilmStore } from './studio-films';
import { studioFilmFiles, studioFilmsRoutes } from './studio-films.routes';
import { studioImageFiles, studioImagesRoutes } from './studio-images.routes';
import { readUploads, studioImagesService } from './studio-images.service';
import { studioImageStore } from './studio-images.store';
import type { LibraryCoveredPost } from './studio-media';

/**
 * The studio-content module (docs/decisions/0045-modules-assemble-themselves.md): the words and
 * pictures every public page reads, and the console's editing of them, its media library and its
 * films. Builds the content's service once and offers it as `app.studioContent`, which the sitemap
 * and the server-rendered pages read; serves the uploaded photographs and films. Offers the media
 * library as `app.studioLibrary` to modules above it (the blog makes covers from it), which tell it
 * in turn which of their pages take a library cover, so that this module imports none of them.
 */
export const studioContentModule = fp(
  async (app) => {
    const library = studioImageStore(app.media);
    const coverReaders: (() => Promise<LibraryCoveredPost[]>)[] = [];
    app.decorate('studioLibrary', {
      store: library,
      list: async () => (await readUploads(app.db)).list,
      readCoversWith: (read) => void coverReaders.push(read),
    });
    const service = studioContentService({
      db: app.db,
      changes: app.changes,
      log: app.log,
      films: studioFilmStore(app.media),
      libraryCovers: async () => (await Promise.all(coverReaders.map((read) => read()))).flat(),
    });
    app.decorate('studioContent', service);
    const images = studioImagesService({
      db: app.db,
      store: library,
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
  { name: 'studio-content', dependencies: ['auth', 'audit'] },
);
