import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { isAlive } from '../lib/data-dir-lock';

/**
 * A backup of the embedded database while the server uses it (ADR 0041), with PostgreSQL's own
 * low-level API: `pg_backup_start` (a checkpoint; from here the WAL has every change), a copy of
 * the data directory, `pg_backup_stop` (its backup_label goes into the copy), then the WAL written
 * meanwhile. Restored, PostgreSQL replays that WAL from the label's checkpoint and is consistent as
 * of the stop at least. A temporary replication slot holds that WAL until it is copied. The media folder is taken as hard links right after the stop (instant,
 * on the same disk), so every file a row of the copy names is in it. With media in a bucket
 * (MEDIA_STORE=s3) nothing of it is copied: the manifest names the bucket (docs/decisions/0040-media-store.md).
 */

/** Files PostgreSQL's documentation says to leave out of a base backup (they describe the live server). */
const SKIP_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);
/** Folders whose contents are rebuilt at start; they are kept empty. pg_wal is copied after the stop. */
const EMPTY_DIRS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);

export class HotBackupError extends Error {}

function copyTree(from: string, to: string, top = true): void {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (top && SKIP_FILES.has(entry.name)) continue;
    if (entry.name.startsWith('pgsql_tmp')) continue;
    if (entry.isDirectory()) {
      if (top && EMPTY_DIRS.has(entry.name)) fs.mkdirSync(target, { mode: 0o700 });
      else copyTree(source, target, false);
    } else if (entry.isFile()) {
      // A file may shrink or vanish while PostgreSQL runs (the WAL replay mends what it finds).
      try {
        fs.copyFileSync(source, target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    } else if (entry.isSymbolicLink()) {
      fs.symlinkSync(fs.readlinkSync(source), target);
    }
  }
}

/** A snapshot of `from` as hard links (a copy where links are refused, e.g. across disks). */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isFile()) {
      try {
        fs.linkSync(source, target);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') continue;
        if (code !== 'EXDEV' && code !== 'EPERM') throw err;
        fs.copyFileSync(source, target);
      }
    }
  }
}

export interface HotBackupInput {
  /** A superuser connection to the running embedded database. */
  url: string;
  /** Its folder: `password` and `cluster/` (embeddedDbDir). */
  dbDir: string;
  /** The media folder, snapshot as hard links; absent when media lives in `mediaBucket` (not copied). */
  mediaDir?: string;
  mediaBucket?: string;
  /** Where the .tar.gz goes. */
  file: string;
}

/** The embedded database's address as its running server wrote it (postmaster.pid) and its password. */
export function runningEmbeddedUrl(dbDir: string, database = 'studio'): string | undefined {
  const pidFile = path.join(dbDir, 'cluster', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  // A lock file left by a PostgreSQL that died names no running server.
  if (!isAlive(Number(lines[0]))) return undefined;
  const port = Number(lines[3]);
  const password = fs.readFileSync(path.join(dbDir, 'password'), 'utf8').trim();
  if (!Number.isInteger(port) || port <= 0) return undefined;
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** Writes a hot backup of the embedded database and the media folder into `input.file`. */
export async function hotBackup(input: HotBackupInput): Promise<void> {
  const work = fs.mkdtempSync(path.join(path.dirname(input.file), '.hot-backup-'));
  const client = new pg.Client({ connectionString: input.url });
  await client.connect();
  let started = false;
  try {
    const cluster = path.join(input.dbDir, 'cluster');
    const copy = path.join(work, 'db', 'cluster');
    // A temporary slot of this session keeps every WAL segment from here on until the copy is
    // done: busy writes and a checkpoint would otherwise recycle the first ones before the stop.
    const slot = `studio_backup_${process.pid}_${Date.now()}`;
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
    await client.query(`select pg_backup_start('studio hot backup', true)`);
    started = true;
    copyTree(cluster, copy);
    const { rows } = await client.query<{ labelfile: string; spcmapfile: string | null }>(
      'select labelfile, spcmapfile from pg_backup_stop(false)',
    );
    started = false;
    // The WAL from the label's checkpoint on, and the media as of now.
    copyTree(path.join(cluster, 'pg_wal'), path.join(copy, 'pg_wal'), false);
    const mediaName = input.mediaDir && fs.existsSync(input.mediaDir) ? path.basename(input.mediaDir) : '';
    if (input.mediaDir && mediaName) linkTree(input.mediaDir, path.join(work, mediaName));
    const label = rows[0]!;
    fs.writeFileSync(path.join(copy, 'backup_label'), label.labelfile);
    if (label.spcmapfile) fs.writeFileSync(path.join(copy, 'tablespace_map'), label.spcmapfile);
    const startWal = /START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)/.exec(label.labelfile)?.[1];
    if (!startWal || !fs.existsSync(path.join(copy, 'pg_wal', startWal))) {
      throw new HotBackupError(
        `the WAL the backup starts from (${startWal ?? 'unknown'}) was gone before it was copied; try again`,
      );
    }
    fs.copyFileSync(path.join(input.dbDir, 'password'), path.join(work, 'db', 'password'));
    fs.writeFileSync(
      path.join(work, 'manifest.json'),
      JSON.stringify(
        {
          format: 1,
          database: 'embedded',
          createdAt: new Date().toISOString(),
          hot: true,
          ...(input.mediaBucket ? { mediaBucket: input.mediaBucket } : {}),
        },
        null,
        2,
      ),
    );
    fs.writeFileSync(path.join(work, 'media-name'), mediaName);
    const parts = ['manifest.json', 'media-name', 'db', ...(mediaName ? [mediaName] : [])];
    const tar = spawnSync('tar', ['-czf', input.file, '-C', work, ...parts], { encoding: 'utf8' });
    if (tar.status !== 0) throw new HotBackupError(`tar failed: ${(tar.stderr || tar.stdout).trim()}`);
  } finally {
    if (started) await client.query('select pg_backup_stop(false)').catch(() => {});
    await client.end().catch(() => {});
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` backups (studio-backup-*.tar.gz) in `dir`, deletes the rest; answers what went. */
export function pruneBackups(dir: string, keep: number): string[] {
  if (!fs.existsSync(dir)) return [];
  const backups = fs
    .readdirSync(dir)
    .filter((f) => /^studio-backup-.*\.tar\.gz$/.test(f))
    .sort()
    .reverse();
  const gone = backups.slice(keep).map((f) => path.join(dir, f));
  for (const f of gone) fs.rmSync(f, { force: true });
  return gone;
}
