import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { MediaStore } from '../uploads/media-store';
import { tmpFiles } from '../uploads/tmp-files';
import { housekeepingRepository } from './housekeeping.repository';
import { sweepOrphanedMedia } from './media-orphans';

/** The queue of the hourly housekeeping: its cron sends one job an hour, whatever the number of processes. */
export const HOUSEKEEPING_QUEUE = 'housekeeping';

/**
 * docs/rules/history.md#issue-15: the cleanups as one scheduled job of the queue, run by one process an hour: expired
 * sessions, spent password-reset codes, temporary upload folders a crashed process left, and
 * stored media nothing in the database names any more.
 */
export async function housekeeping(
  deps: { db: Db; media: MediaStore; mediaDir: string; log: { info(obj: object, msg: string): void } },
  now = new Date(),
) {
  const repo = housekeepingRepository(deps.db);
  const tmp = tmpFiles(deps.mediaDir);
  const done = {
    sessions: await repo.deleteExpiredSessions(),
    resetCodes: await repo.deleteSpentResetCodes(),
    tmpFolders: await tmp.sweepTmp(now.getTime()),
    // Read after the rows are committed: a file younger than a day is never taken anyway.
    orphanedFiles: await sweepOrphanedMedia(deps.media, await repo.referencedMediaNames(), {
      now: now.getTime(),
    }),
  };
  if (Object.values(done).some((n) => n > 0)) deps.log.info(done, 'housekeeping');
  return done;
}

export async function housekeepingJob(app: FastifyInstance) {
  const deps = { db: app.db, media: app.media, mediaDir: app.env.MEDIA_DIR, log: app.log };
  await app.jobs.work(HOUSEKEEPING_QUEUE, () => housekeeping(deps).then(() => {}), {
    cron: '17 * * * *',
    retryLimit: 1,
  });
}
