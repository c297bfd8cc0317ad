import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../test/s3';
import { unusedPort } from '../../test/test-app';
import { loadEnv } from '../config/env';
import { runScheduledBackup } from '../jobs/backup-job';
import { s3SettingsOf } from '../lib/s3-client';
import type { MediaStore } from '../modules/uploads/media-store';
import { s3MediaStore } from '../modules/uploads/s3-media-store';
import { backup, backupTarget, restore } from './backup';
import { BACKUP_S3_PREFIX, type BackupUploadOutcome, onBackupUpload, uploadBackup } from './backup-upload';
import { openDatabase } from './client';

const quiet = { info() {}, debug() {}, error() {} };
const BUCKET = 'studio-backups-test';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-backup-upload-test-'));
const names = ['2026-11-20', '2026-11-21', '2026-11-22'].map((d) => `studio-backup-${d}T02-30-00-000Z.tar.gz`);

/** A data folder with an embedded database nobody runs (a cold backup of it takes a few seconds). */
async function dataFolder(name: string) {
  const dataDir = path.join(tmp, name);
  const db = await openDatabase({ dataDir }, quiet);
  await db.pool.query(`create table kept (x text); insert into kept values ('${name}')`);
  await db.close();
  return dataDir;
}

describe('backups uploaded to BACKUP_S3_BUCKET (docs/decisions/0040-media-store.md)', () => {
  let s3: TestS3;
  let bucket: MediaStore;
  const inBucket = async () =>
    (await bucket.list(BACKUP_S3_PREFIX)).map((o) => o.key.slice(BACKUP_S3_PREFIX.length)).sort();
  const outcomes: BackupUploadOutcome[] = [];
  const stopListening = onBackupUpload((o) => outcomes.push(o));

  beforeAll(async () => {
    s3 = await startS3([BUCKET]);
    bucket = await s3MediaStore(s3SettingsOf(s3.parsedEnv(), BUCKET));
  });
  afterAll(async () => {
    stopListening();
    await s3?.close();
    await fs.promises.rm(tmp, { recursive: true, force: true });
  }, 120_000);

  it('a scheduled backup is uploaded whole, and the bucket keeps the newest BACKUP_KEEP', async () => {
    for (const n of names) await bucket.put(`${BACKUP_S3_PREFIX}${n}`, Buffer.from('an older backup'));
    await bucket.put(`${BACKUP_S3_PREFIX}notes.txt`, Buffer.from('not a backup'));
    const dataDir = await dataFolder('scheduled');
    const env = {
      ...s3.parsedEnv({ DATA_DIR: dataDir, BACKUP_DIR: path.join(tmp, 'local'), BACKUP_KEEP: '2' }),
      BACKUP_S3_BUCKET: BUCKET,
      DATABASE_URL: undefined,
    };
    const said: string[] = [];
    const file = await runScheduledBackup(env, {
      info: (m: string) => said.push(m),
      error: (m: string) => said.push(`error: ${m}`),
    });
    const name = path.basename(file);
    expect(await inBucket()).toEqual([names[2], 'notes.txt', name].sort());
    const uploaded = await bucket.get(`${BACKUP_S3_PREFIX}${name}`);
    const chunks: Buffer[] = [];
    for await (const c of uploaded!) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(fs.readFileSync(file))).toBe(true);
    expect(said).toEqual([
      `backup written: ${file}`,
      `backup uploaded to ${BUCKET}/${BACKUP_S3_PREFIX}${name}; 2 older one(s) removed there`,
    ]);
    expect(outcomes.at(-1)).toBe('uploaded');
  }, 120_000);

  it('a large backup goes up in parts', async () => {
    const file = path.join(tmp, 'studio-backup-2026-11-27T02-30-00-000Z.tar.gz');
    const big = Buffer.alloc(17 * 1024 * 1024, 3);
    fs.writeFileSync(file, big);
    const env = { ...s3.parsedEnv({ BACKUP_KEEP: '5' }), BACKUP_S3_BUCKET: BUCKET };
    const { key, pruned } = await uploadBackup(env, file);
    expect(pruned).toEqual([]);
    expect(await bucket.head(key)).toMatchObject({ size: big.length });
  }, 60_000);

  it('an upload that fails (the endpoint down) is logged at error and counted, and the local backup stays', async () => {
    const dataDir = await dataFolder('unreachable');
    const port = await unusedPort();
    const localDir = path.join(tmp, 'kept-here');
    const env = {
      ...s3.parsedEnv({
        DATA_DIR: dataDir,
        BACKUP_DIR: localDir,
        BACKUP_KEEP: '2',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
      }),
      BACKUP_S3_BUCKET: BUCKET,
      DATABASE_URL: undefined,
    };
    const errors: string[] = [];
    const file = await runScheduledBackup(env, { info() {}, error: (m: string) => errors.push(m) });
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.readdirSync(localDir)).toEqual([path.basename(file)]);
    expect(errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^The backup ${path.basename(file)} was kept here but not uploaded: The S3 endpoint http://127\\.0\\.0\\.1:${port} cannot be reached`,
        ),
      ),
    ]);
    expect(outcomes.at(-1)).toBe('failed');
    // A missing bucket says so too, and the file is still there.
    await expect(
      uploadBackup({ ...s3.parsedEnv({ BACKUP_KEEP: '2' }), BACKUP_S3_BUCKET: 'no-such-bucket' }, file),
    ).rejects.toThrow(/The bucket no-such-bucket \(BACKUP_S3_BUCKET\) does not exist/);
    expect(fs.existsSync(file)).toBe(true);
  }, 120_000);

  it('with media in a bucket (MEDIA_STORE=s3) the backup holds the database only, names the bucket, and its restore leaves MEDIA_DIR alone', async () => {
    const dataDir = await dataFolder('media-in-bucket');
    const env = loadEnv({ DATA_DIR: dataDir, MEDIA_STORE: 's3', S3_BUCKET: 'studio-media' });
    const target = { ...backupTarget(env), databaseUrl: undefined };
    expect(target.mediaBucket).toBe('studio-media');
    fs.mkdirSync(path.join(env.MEDIA_DIR, 'tmp'), { recursive: true });
    fs.writeFileSync(path.join(env.MEDIA_DIR, 'tmp', 'in-flight'), 'an upload being processed');
    const file = await backup(target, path.join(tmp, 'bucket-media-backups'));
    const listing = spawnSync('tar', ['-tzf', file], { encoding: 'utf8' }).stdout.split('\n');
    expect(listing.filter((entry) => entry.startsWith('media')).sort()).toEqual(['media-name']);
    const manifest = JSON.parse(spawnSync('tar', ['-xzOf', file, 'manifest.json'], { encoding: 'utf8' }).stdout);
    expect(manifest).toMatchObject({ database: 'embedded', mediaBucket: 'studio-media' });
    const aside = await restore(target, file);
    // The database folder is moved aside; MEDIA_DIR is not touched.
    expect(aside).toHaveLength(1);
    expect(fs.readFileSync(path.join(env.MEDIA_DIR, 'tmp', 'in-flight'), 'utf8')).toBe('an upload being processed');
  }, 120_000);
});
