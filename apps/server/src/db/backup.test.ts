import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './client';
import { backup, BackupError, restore } from './backup';

const quiet = { info() {}, debug() {}, error() {} };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-backup-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const rows = async (url: string | undefined, dataDir: string) => {
  const db = await openDatabase({ databaseUrl: url, dataDir }, quiet);
  try {
    return (await db.pool.query<{ x: string }>('select x from kept order by x')).rows.map((r) => r.x);
  } finally {
    await db.close();
  }
};

describe('db:backup and db:restore: the database and the media folder, round trip (issue 15)', () => {
  it('the embedded database (cold: the server stopped)', async () => {
    const dataDir = path.join(tmp, 'embedded');
    const target = { dataDir, mediaDir: path.join(dataDir, 'media') };
    const db = await openDatabase({ dataDir }, quiet);
    await db.pool.query(`create table kept (x text); insert into kept values ('before')`);
    await db.close();
    fs.mkdirSync(target.mediaDir, { recursive: true });
    fs.writeFileSync(path.join(target.mediaDir, 'photo.webp'), 'the photograph');

    const file = await backup(target, path.join(tmp, 'backups'));

    const after = await openDatabase({ dataDir }, quiet);
    await after.pool.query(`delete from kept; insert into kept values ('after')`);
    await after.close();
    fs.writeFileSync(path.join(target.mediaDir, 'photo.webp'), 'overwritten');

    const aside = await restore(target, file);
    expect(await rows(undefined, dataDir)).toEqual(['before']);
    expect(fs.readFileSync(path.join(target.mediaDir, 'photo.webp'), 'utf8')).toBe('the photograph');
    // What was there is kept beside, never deleted.
    expect(aside).toHaveLength(2);
    expect(fs.readFileSync(path.join(aside[1]!, 'photo.webp'), 'utf8')).toBe('overwritten');
  }, 120_000);

  it('refuses while the server holds the data directory, and a file that is not a backup', async () => {
    const dataDir = path.join(tmp, 'busy');
    const target = { dataDir, mediaDir: path.join(dataDir, 'media') };
    // A running server is another process holding the data directory's lock.
    const server = spawn('sleep', ['30']);
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'server.pid'), String(server.pid));
    try {
      await expect(backup(target, path.join(tmp, 'backups'))).rejects.toThrow(/already using the data directory/);
      await expect(restore(target, path.join(tmp, 'none.tar.gz'))).rejects.toThrow(/No backup at/);
    } finally {
      server.kill();
    }
    const notABackup = path.join(tmp, 'not-a-backup.tar.gz');
    fs.writeFileSync(notABackup, 'hello');
    await expect(restore(target, notABackup)).rejects.toBeInstanceOf(BackupError);
  }, 120_000);

  // The machine's pg_dump suits its own PostgreSQL (TEST_DATABASE_URL), not the embedded one.
  it('a PostgreSQL server (pg_dump and pg_restore)', async (ctx) => {
    const adminUrl = inject('adminDatabaseUrl');
    if (!process.env.TEST_DATABASE_URL || adminUrl !== process.env.TEST_DATABASE_URL) ctx.skip();
    const name = `studio_backup_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const dataDir = path.join(tmp, 'server');
    const target = { databaseUrl, dataDir, mediaDir: path.join(dataDir, 'media') };
    try {
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      await db.query(`create table kept (x text); insert into kept values ('before')`);
      const file = await backup(target, path.join(tmp, 'backups'));
      await db.query(`delete from kept; insert into kept values ('after')`);
      await db.end();
      await restore(target, file);
      expect(await rows(databaseUrl, dataDir)).toEqual(['before']);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
