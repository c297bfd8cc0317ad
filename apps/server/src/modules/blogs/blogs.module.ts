import fp from 'fastify-plugin';
import { blogCoverStore } from './blog-covers';
import { startBlogPublisher } from './blogs-publish.job';
import { blogsRoutes } from './blogs.routes';
import { blogsService } from './blogs.service';
import { blogsStudioRepository } from './blogs-studio.repository';
import { blogsStudioRoutes } from './blogs-studio.routes';
import { blogsStudioService } from './blogs-studio.service';

/**
 * The blogs module (docs/decisions/0045-modules-assemble-themselves.md, ADR 0023): the public blog
 * and the console's. Builds the console's repository once, tells the studio's media library which posts take their
 * cover from it (the console's sample report counts them), starts the scheduled publisher and
 * registers both route plugins.
 */
export const blogsModule = fp(
  async (app) => {
    const repository = blogsStudioRepository(app.db);
    const publisher: { send?: (at: Date) => Promise<void> } = {};
    const studio = blogsStudioService({
      db: app.db,
      repo: repository,
      covers: blogCoverStore(app.media),
      changes: app.changes,
      log: app.log,
      schedule: (at) => publisher.send?.(at) ?? Promise.resolve(),
    });
    publisher.send = await startBlogPublisher(app.jobs, (now) => studio.publishDue(now));
    app.studioLibrary.readCoversWith(() => repository.libraryCovered());
    await app.register(blogsRoutes, { service: blogsService(app.db) });
    await app.register(blogsStudioRoutes, { service: studio, library: app.studioLibrary });
  },
  { name: 'blogs', dependencies: ['auth', 'studio-content'] },
);
