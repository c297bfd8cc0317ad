import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { withAdvisoryLock } from '../lib/advisory-lock';
import type { Db } from './client';

/** The committed migrations: beside the source in development, copied next to the bundle on build. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const besideBundle = path.join(here, 'drizzle');
  return fs.existsSync(besideBundle) ? besideBundle : path.resolve(here, '../../drizzle');
}

interface JournalEntry {
  tag: string;
  when: number;
}

/**
 * The migrations not yet applied: drizzle applies every one newer than the newest it recorded in
 * `drizzle.__drizzle_migrations` (its `created_at` is the journal's `when`).
 */
async function pendingMigrations(db: Db, folder: string): Promise<JournalEntry[]> {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  // A query naming the table would fail to plan on a fresh database: ask through to_regclass.
  const found = await db.execute<{ at: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as at`,
  );
  const { rows } = found.rows[0]?.at
    ? await db.execute<{ last: string | null }>(
        sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
      )
    : { rows: [] as { last: string | null }[] };
  const last = Number(rows[0]?.last ?? -1);
  return journal.entries.filter((e) => e.when > last);
}

interface MigrationLog {
  info(msg: string): void;
}

/** Applies the committed migrations; each one applied gets a log line (ADR 0041). */
export async function runMigrations(db: Db, log?: MigrationLog): Promise<void> {
  const folder = migrationsFolder();
  const pending = log ? await pendingMigrations(db, folder) : [];
  const started = performance.now();
  await migrate(db, { migrationsFolder: folder });
  if (!log) return;
  for (const m of pending) log.info(`migration applied: ${m.tag}`);
  if (pending.length)
    log.info(`${pending.length} migration(s) applied in ${Math.round(performance.now() - started)} ms`);
}

/** The advisory lock's key: any constant the product uses for nothing else ("studio" in ASCII). */
export const SCHEMA_LOCK_KEY = 0x73747564696f;

/**
 * Runs `work` (migrations, the seed) in one process at a time across every process sharing the
 * database (docs/rules/platform.md#several-processes): the others wait on a PostgreSQL advisory lock, then find nothing left to do.
 */
export function withSchemaLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  return withAdvisoryLock(pool, SCHEMA_LOCK_KEY, work);
}

/** The migrations this version of the product has, oldest first, as drizzle reads them. */
export function committedMigrations() {
  return readMigrationFiles({ migrationsFolder: migrationsFolder() });
}

/** The `created_at` of each migration applied to the database on `client` (none before the first). */
export async function appliedMigrations(client: pg.ClientBase): Promise<number[] | undefined> {
  const found = await client.query<{ at: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as at`,
  );
  if (!found.rows[0]?.at) return undefined;
  const { rows } = await client.query<{ created_at: string }>(
    'select created_at::text from drizzle.__drizzle_migrations order by created_at',
  );
  return rows.map((r) => Number(r.created_at));
}

/**
 * What `runMigrations` does, inside a transaction the caller holds open on `client` (drizzle's
 * migrator commits on its own): the same statements and the same rows in drizzle's journal, so
 * the database is then as if migrated by the server. Answers how many were applied.
 */
export async function migrateWithin(client: pg.ClientBase): Promise<number> {
  await client.query('CREATE SCHEMA IF NOT EXISTS "drizzle"');
  await client.query(
    'CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  const applied = (await appliedMigrations(client)) ?? [];
  const last = applied.length ? Math.max(...applied) : -1;
  const pending = committedMigrations().filter((m) => m.folderMillis > last);
  for (const migration of pending) {
    for (const statement of migration.sql) await client.query(statement);
    await client.query('insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
  }
  return pending.length;
}
