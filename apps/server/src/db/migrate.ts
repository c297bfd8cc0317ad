import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsFolder() });
}

/** The advisory lock's key: any constant the product uses for nothing else ("studio" in ASCII). */
export const SCHEMA_LOCK_KEY = 0x73747564696f;

/**
 * Runs `work` (migrations, the seed) in one process at a time across every process sharing the
 * database (D29): the others wait on a PostgreSQL advisory lock, then find nothing left to do.
 */
export function withSchemaLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  return withAdvisoryLock(pool, SCHEMA_LOCK_KEY, work);
}
