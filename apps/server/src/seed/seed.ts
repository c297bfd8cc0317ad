import type { Env } from '../config/env';
import { blogsService } from '../modules/blogs/blogs.service';
import { seedDemoPhotographers } from './demo/demo-seed';
import { seedDemoReviews } from './demo/demo-reviews';
import { rereadLegacyStartingPrices } from '../modules/photographers/legacy-prices';
import { studioContentRepository } from '../modules/studio-content/studio-content.repository';
import { studioContentSeed } from '../modules/studio-content/studio-content.seed';
import type { Db } from '../db/client';
import type { Logger as AppLogger } from '../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'info'>;

/**
 * Seeds studio content (and demo marketplace content unless SEED_DEMO=false). Idempotent:
 * running it again changes nothing and never overwrites what staff edited.
 */
export async function seed(db: Db, env: Pick<Env, 'SEED_DEMO'>, log: Logger): Promise<void> {
  const added = await studioContentRepository(db).insertMissing(studioContentSeed);
  if (added > 0) log.info(`seeded ${added} studio content keys`);
  const posts = await blogsService(db).seed();
  if (posts > 0) log.info(`seeded ${posts} blog posts`);
  const reread = await rereadLegacyStartingPrices(db);
  if (reread > 0) log.info(`read ${reread} starting prices again in their own currency`);
  if (env.SEED_DEMO) {
    const photographers = await seedDemoPhotographers(db);
    if (photographers > 0) log.info(`seeded ${photographers} demo photographers`);
    const reviewed = await seedDemoReviews(db);
    if (reviewed > 0) log.info(`seeded the reviews of ${reviewed} demo photographers`);
  }
}
