import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { attemptCounter } from '../auth/attempt-counter';
import { startGalleryJobs } from './galleries.jobs';
import { galleriesRoutes } from './galleries.routes';
import { galleryInvitationsRoutes, studioGalleriesRoutes } from './galleries-studio.routes';
import { galleriesService, PIN_WINDOW_MS } from './galleries.service';
import { galleryFiles } from './gallery-files';
import { galleryUploads } from './gallery-uploads';

/**
 * The galleries module (docs/decisions/0039-client-galleries.md, 0045-modules-assemble-themselves.md):
 * builds the galleries' service and files once, registers the tus uploads (gallery-uploads.ts) and
 * the gallery routes, and starts the hourly sweep that reminds, deletes and finishes uploads.
 */
export const galleriesModule = fp<{ redis?: Redis }>(
  async (app, opts) => {
    // Wrong PINs count across every server process when they share Redis, like failed sign-ins.
    const pinAttempts = attemptCounter(
      { redis: opts.redis, log: app.log },
      'gallery-pins',
      PIN_WINDOW_MS,
      'gallery PINs',
    );
    const service = galleriesService({ db: app.db, publicUrl: app.env.PUBLIC_URL, pinAttempts });
    const files = galleryFiles(app.media, app.env.MEDIA_DIR);
    const uploads = await galleryUploads(app, service, files);
    await startGalleryJobs(app, { service, files, sweepUploads: uploads.sweep, recoverUploads: uploads.recover });
    await app.register(galleriesRoutes, { service, files });
    await app.register(studioGalleriesRoutes, { service });
    await app.register(galleryInvitationsRoutes, { service });
  },
  { name: 'galleries', dependencies: ['auth'] },
);
