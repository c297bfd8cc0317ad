import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Env } from '../config/env';
import { lockDataDir } from '../lib/data-dir-lock';
import { embeddedDbDir, startEmbeddedPostgres } from './embedded';
import { HotBackupError, hotBackup, runningEmbeddedUrl } from './hot-backup';

/**
 * `npm run db:backup` / `db:restore` (docs/rules/history.md#issue-15): one .tar.gz with the database and the media
 * folder. The embedded database is copied as its data directory: hot while it runs (the server
 * serving; hot-backup.ts, ADR 0041), otherwise cold under the data directory's lock, after one
 * start and stop so that everything is on disk. A server database goes through
 * `pg_dump` / `pg_restore`, which must be of the server's major version or newer.
 */
export interface BackupTarget {
  databaseUrl?: string;
  dataDir: string;
  mediaDir: string;
  /**
   * The bucket media lives in (MEDIA_STORE=s3): the backup then holds no media and its restore
   * leaves MEDIA_DIR alone (docs/decisions/0040-media-store.md).
   */
  mediaBucket?: string;
}

interface Manifest {
  format: 1;
  database: 'embedded' | 'server';
  createdAt: string;
  /** Set when media lived in this bucket, not in the archive. */
  mediaBucket?: string;
}

export class BackupError extends Error {}

/** What `db:backup` and the schedule back up: with media in a bucket, the database only (docs/decisions/0040-media-store.md). */
export function backupTarget(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'MEDIA_DIR' | 'MEDIA_STORE' | 'S3_BUCKET'>) {
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    mediaDir: env.MEDIA_DIR,
    ...(env.MEDIA_STORE === 's3' ? { mediaBucket: env.S3_BUCKET } : {}),
  };
}

const quiet = { info() {}, debug() {}, error() {} };

function run(command: string, args: string[], what: string): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new BackupError(`${command} is not installed: ${what} needs it.`);
  }
  if (result.status !== 0) throw new BackupError(`${what} failed: ${(result.stderr || result.stdout).trim()}`);
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** With the embedded database's data directory locked and the database (in `dbDir`) cleanly stopped. */
async function withStoppedEmbedded<T>(dataDir: string, work: (dbDir: string) => Promise<T>): Promise<T> {
  const unlock = lockDataDir(dataDir);
  try {
    const dbDir = await embeddedDbDir(dataDir);
    const embedded = await startEmbeddedPostgres(dbDir, 'studio', quiet);
    await embedded.stop();
    return await work(dbDir);
  } finally {
    unlock();
  }
}

/** Writes the backup into `outDir` and answers its path. */
export async function backup(target: BackupTarget, outDir: string): Promise<string> {
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.resolve(outDir, `studio-backup-${stamp()}.tar.gz`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-backup-'));
  try {
    const manifest: Manifest = {
      format: 1,
      database: target.databaseUrl ? 'server' : 'embedded',
      createdAt: new Date().toISOString(),
      ...(target.mediaBucket ? { mediaBucket: target.mediaBucket } : {}),
    };
    fs.writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const mediaName = !target.mediaBucket && fs.existsSync(target.mediaDir) ? path.basename(target.mediaDir) : '';
    const media = mediaName ? ['-C', path.dirname(target.mediaDir), mediaName] : [];
    fs.writeFileSync(path.join(work, 'media-name'), mediaName);
    if (target.databaseUrl) {
      run(
        'pg_dump',
        ['--format=custom', `--file=${path.join(work, 'database.pgdump')}`, target.databaseUrl],
        'pg_dump',
      );
      run('tar', ['-czf', file, '-C', work, 'manifest.json', 'media-name', 'database.pgdump', ...media], 'tar');
    } else if (runningEmbeddedUrl(await embeddedDbDir(target.dataDir))) {
      // The server (or a database it left) is running: a hot backup, no stop (ADR 0041).
      const dbDir = await embeddedDbDir(target.dataDir);
      const media = target.mediaBucket ? { mediaBucket: target.mediaBucket } : { mediaDir: target.mediaDir };
      await hotBackup({ url: runningEmbeddedUrl(dbDir)!, dbDir, ...media, file }).catch((err) => {
        fs.rmSync(file, { force: true });
        throw err instanceof HotBackupError ? new BackupError(`The backup failed: ${err.message}.`) : err;
      });
    } else {
      await withStoppedEmbedded(target.dataDir, async (dbDir) => {
        // The database folder is `db` in the archive, wherever it lives (embeddedDbDir).
        const name = path.basename(dbDir);
        run(
          'tar',
          [
            '-czf',
            file,
            '-C',
            work,
            'manifest.json',
            'media-name',
            '-C',
            path.dirname(dbDir),
            `--transform=s,^${name},db,`,
            name,
            ...media,
          ],
          'tar',
        );
      });
    }
    return file;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** A rename, or a copy where `to` is on another file system (MEDIA_DIR may be a shared volume). */
function moveInto(from: string, to: string): void {
  try {
    fs.renameSync(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    fs.cpSync(from, to, { recursive: true, preserveTimestamps: true });
    fs.rmSync(from, { recursive: true, force: true });
  }
}

/** Moves `dir` aside (kept, named after the restore) and answers where, or undefined when absent. */
function moveAside(dir: string, suffix: string): string | undefined {
  if (!fs.existsSync(dir)) return undefined;
  const aside = `${dir}.before-restore-${suffix}`;
  fs.renameSync(dir, aside);
  return aside;
}

/**
 * Removes what earlier restores kept beside the target (`*.before-restore-*` of its database
 * folder and media folder); answers what went. The server need not stop: nothing uses them.
 */
export async function removeAside(target: BackupTarget): Promise<string[]> {
  const removed: string[] = [];
  const folders = [target.mediaDir, ...(target.databaseUrl ? [] : [await embeddedDbDir(target.dataDir)])];
  for (const folder of folders) {
    const parent = path.dirname(folder);
    if (!fs.existsSync(parent)) continue;
    for (const name of fs.readdirSync(parent)) {
      if (!name.startsWith(`${path.basename(folder)}.before-restore-`)) continue;
      fs.rmSync(path.join(parent, name), { recursive: true, force: true });
      removed.push(path.join(parent, name));
    }
  }
  return removed;
}

/**
 * Restores `file` over the target: the current database files and media folder are kept beside
 * (`*.before-restore-<time>`), never deleted. Answers what was moved aside.
 */
export async function restore(target: BackupTarget, file: string): Promise<string[]> {
  if (!fs.existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  // Unpacked beside the data directory, so that its parts move into place without a copy.
  fs.mkdirSync(target.dataDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(target.dataDir, '.restore-'));
  try {
    run('tar', ['-xzf', file, '-C', work], 'Reading the backup');
    const manifestFile = path.join(work, 'manifest.json');
    if (!fs.existsSync(manifestFile)) throw new BackupError(`${file} is not a studio backup (no manifest.json).`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    const wanted = target.databaseUrl ? 'server' : 'embedded';
    if (manifest.database !== wanted) {
      throw new BackupError(
        `This backup holds ${manifest.database === 'server' ? "a server's database (pg_dump)" : 'the embedded database'}; ` +
          `restore it ${manifest.database === 'server' ? 'with DATABASE_URL set' : 'without DATABASE_URL'}.`,
      );
    }
    const suffix = stamp();
    const aside: string[] = [];
    const mediaName = fs.readFileSync(path.join(work, 'media-name'), 'utf8');
    const placeMedia = () => {
      // Media lived in a bucket when this was taken: MEDIA_DIR holds only temporary files.
      if (manifest.mediaBucket) return;
      const moved = moveAside(target.mediaDir, suffix);
      if (moved) aside.push(moved);
      if (mediaName) {
        fs.mkdirSync(path.dirname(target.mediaDir), { recursive: true });
        moveInto(path.join(work, mediaName), target.mediaDir);
      }
    };
    if (manifest.database === 'server') {
      run(
        'pg_restore',
        ['--clean', '--if-exists', '--no-owner', `--dbname=${target.databaseUrl}`, path.join(work, 'database.pgdump')],
        'pg_restore',
      );
      placeMedia();
    } else {
      const unlock = lockDataDir(target.dataDir);
      try {
        const dbDir = await embeddedDbDir(target.dataDir);
        const moved = moveAside(dbDir, suffix);
        if (moved) aside.push(moved);
        moveInto(path.join(work, 'db'), dbDir);
        placeMedia();
      } finally {
        unlock();
      }
    }
    return aside;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
