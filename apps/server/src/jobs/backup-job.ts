import type { Env } from '../config/env';
import { backup, backupTarget } from '../db/backup';
import { type BackupUploadEnv, uploadBackup } from '../db/backup-upload';
import { pruneBackups } from '../db/hot-backup';
import type { JobQueue } from './job-queue';
import type { Logger as AppLogger } from '../lib/log';
import { MARKET_TIME_ZONE } from '@studio/shared';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'info' | 'error'>;

/** The queue of scheduled backups: its cron sends one job per tick, whatever the number of processes. */
export const BACKUP_QUEUE = 'backup';

type BackupEnv = Pick<
  Env,
  'DATABASE_URL' | 'DATA_DIR' | 'MEDIA_DIR' | 'MEDIA_STORE' | 'S3_BUCKET' | 'BACKUP_DIR' | 'BACKUP_KEEP'
> &
  BackupUploadEnv;

/**
 * One scheduled backup (ADR 0041): the database and the media folder into BACKUP_DIR, hot while
 * the embedded database serves (pg_dump with DATABASE_URL), then all but the newest BACKUP_KEEP
 * removed; with BACKUP_S3_BUCKET, a copy uploaded there and pruned the same way
 * (docs/decisions/0040-media-store.md). A failed upload is logged at error and counted
 * (backup_uploads_total), never retried by writing another backup, and keeps the local file.
 * Answers the file written.
 */
export async function runScheduledBackup(env: BackupEnv, log: Logger): Promise<string> {
  const file = await backup(backupTarget(env), env.BACKUP_DIR);
  const gone = pruneBackups(env.BACKUP_DIR, env.BACKUP_KEEP);
  log.info(
    `backup written: ${file}${gone.length ? `; ${gone.length} older one(s) removed (BACKUP_KEEP=${env.BACKUP_KEEP})` : ''}`,
  );
  if (env.BACKUP_S3_BUCKET) {
    try {
      const { key, pruned } = await uploadBackup(env, file);
      log.info(
        `backup uploaded to ${env.BACKUP_S3_BUCKET}/${key}${pruned.length ? `; ${pruned.length} older one(s) removed there` : ''}`,
      );
    } catch (err) {
      log.error((err as Error).message);
    }
  }
  return file;
}

/** With BACKUP_CRON set, this process takes part in the schedule (a failed backup is tried twice more). */
export async function scheduleBackups(jobs: JobQueue, env: BackupEnv & Pick<Env, 'BACKUP_CRON'>, log: Logger) {
  if (!env.BACKUP_CRON) return;
  await jobs.work(BACKUP_QUEUE, () => runScheduledBackup(env, log).then(() => {}), {
    cron: env.BACKUP_CRON,
    retryLimit: 2,
    retryDelaySeconds: 60,
  });
  log.info(
    `backups scheduled (BACKUP_CRON "${env.BACKUP_CRON}", ${MARKET_TIME_ZONE} time) into ${env.BACKUP_DIR}${env.BACKUP_S3_BUCKET ? ` and ${env.BACKUP_S3_BUCKET}` : ''}, keeping ${env.BACKUP_KEEP}`,
  );
}
