import path from 'node:path';
import type { Env } from '../config/env';
import { s3Client, s3Problem, s3SettingsOf, uploadFile } from '../lib/s3-client';

/** Where backups go in BACKUP_S3_BUCKET (the media's own keys never start with it). */
export const BACKUP_S3_PREFIX = 'backups/';
const BACKUP_NAME = /^studio-backup-.*\.tar\.gz$/;

export type BackupUploadEnv = Pick<
  Env,
  | 'BACKUP_S3_BUCKET'
  | 'BACKUP_KEEP'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

export type BackupUploadOutcome = 'uploaded' | 'failed';
const listeners = new Set<(outcome: BackupUploadOutcome) => void>();

/** Tells `listener` how each upload of this process ends (the metrics count them); answers the unsubscribe. */
export function onBackupUpload(listener: (outcome: BackupUploadOutcome) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export class BackupUploadError extends Error {}

/**
 * Copies a written backup to BACKUP_S3_BUCKET under `backups/` (multipart for a large file), then
 * removes all but the newest BACKUP_KEEP there (docs/decisions/0040-media-store.md). The local file
 * is never touched. Answers the key and the keys removed; a failure throws BackupUploadError with
 * one sentence, after telling the listeners.
 */
export async function uploadBackup(env: BackupUploadEnv, file: string): Promise<{ key: string; pruned: string[] }> {
  const bucket = env.BACKUP_S3_BUCKET;
  if (!bucket) throw new BackupUploadError('BACKUP_S3_BUCKET is not set.');
  const settings = s3SettingsOf(env, bucket);
  const { sdk, client } = await s3Client(settings);
  const key = `${BACKUP_S3_PREFIX}${path.basename(file)}`;
  try {
    await uploadFile(client, bucket, key, file, 'application/gzip');
    const pruned = await pruneBucket({ sdk, client }, bucket, env.BACKUP_KEEP);
    for (const listener of listeners) listener('uploaded');
    return { key, pruned };
  } catch (err) {
    for (const listener of listeners) listener('failed');
    throw new BackupUploadError(
      `The backup ${path.basename(file)} was kept here but not uploaded: ${s3Problem(err, settings, 'BACKUP_S3_BUCKET')}`,
    );
  } finally {
    client.destroy();
  }
}

/** Removes the bucket's backups beyond the newest `keep` (their names sort by time). */
async function pruneBucket(
  { sdk, client }: Awaited<ReturnType<typeof s3Client>>,
  bucket: string,
  keep: number,
): Promise<string[]> {
  const { DeleteObjectsCommand, ListObjectsV2Command } = sdk;
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: BACKUP_S3_PREFIX, ContinuationToken }),
    );
    for (const o of page.Contents ?? [])
      if (o.Key && BACKUP_NAME.test(o.Key.slice(BACKUP_S3_PREFIX.length))) keys.push(o.Key);
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  const gone = keys.sort().reverse().slice(keep);
  for (let i = 0; i < gone.length; i += 1000)
    await client.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: gone.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
      }),
    );
  return gone;
}
