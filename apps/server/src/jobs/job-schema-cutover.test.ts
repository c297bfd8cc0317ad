import OldBoss from 'pg-boss-10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase, eventually } from '../../test/test-app';
import { JOBS_SCHEMA } from '../db/jobs-schema';
import { type JobQueue, startJobQueue } from './job-queue';
import { OLD_JOBS_SCHEMA, setAsideOldJobSchema } from './job-schema-cutover';

const quiet = { error() {}, warn() {} };

/**
 * A database whose jobs pg-boss 10 wrote: the upgrade sets that schema aside, installs pg-boss 12
 * and moves the jobs still waiting (docs/decisions/0043).
 */
const later = new Date(Date.now() + 24 * 3600 * 1000);

/** A fresh database whose job schema pg-boss 10 made: one mail done, two waiting, one expiry deferred. */
async function databaseOfPgBoss10(): Promise<Database> {
  const database = await createTestDatabase();
  await database.pool.query(`drop schema ${JOBS_SCHEMA} cascade`);
  const old = new OldBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.pool.query(text, values) },
    schema: JOBS_SCHEMA,
    supervise: false,
    schedule: false,
  });
  await old.start();
  await old.createQueue('mail');
  await old.createQueue('booking-expiry');
  await old.send('mail', { to: 'done@example.com' });
  const [done] = await old.fetch('mail');
  await old.complete('mail', done?.id as string);
  await old.send('mail', { to: 'a@example.com' });
  await old.send('mail', { to: 'b@example.com' });
  await old.send('booking-expiry', { booking: 'x' }, { startAfter: later, singletonKey: 'booking-x' });
  await old.stop({ graceful: false, wait: true });
  return database;
}

const countOf = async (database: Database, sql: string) =>
  (await database.pool.query<{ n: number }>(`select count(*)::int as n from ${sql}`)).rows[0]?.n;

describe('the job queue on a database pg-boss 10 made', () => {
  let database: Database;
  let queue: JobQueue | undefined;
  beforeAll(async () => {
    database = await databaseOfPgBoss10();
  });
  afterAll(async () => {
    await queue?.stop(1000);
    await database.close();
  });

  it('runs the waiting jobs, keeps the deferred one with its key, and drops the old schema', async () => {
    queue = await startJobQueue({ pool: database.pool, pollSeconds: 0.5, log: quiet });
    const mailed: string[] = [];
    await queue.work<{ to: string }>('mail', async ({ to }) => void mailed.push(to));
    await eventually(() => expect(mailed.sort()).toEqual(['a@example.com', 'b@example.com']), 10_000);

    const { rows: deferred } = await database.pool.query(
      `select data, singleton_key, start_after from ${JOBS_SCHEMA}.job where name = 'booking-expiry' and state = 'created'`,
    );
    expect(deferred).toEqual([{ data: { booking: 'x' }, singleton_key: 'booking-x', start_after: later }]);
    expect(await countOf(database, `pg_namespace where nspname = '${OLD_JOBS_SCHEMA}'`)).toBe(0);
    const { rows: version } = await database.pool.query<{ version: number }>(
      `select version from ${JOBS_SCHEMA}.version`,
    );
    expect(version[0]?.version).toBeGreaterThan(24);
  });

  it('a second start finds nothing to move', async () => {
    const again = await startJobQueue({ pool: database.pool, pollSeconds: 0.5, log: quiet });
    await again.stop(1000);
    expect(await countOf(database, `${JOBS_SCHEMA}.job where name = 'mail'`)).toBe(2);
  });
});

describe('an upgrade stopped halfway', () => {
  let database: Database;
  beforeAll(async () => {
    database = await databaseOfPgBoss10();
  });
  afterAll(async () => {
    await database.close();
  });

  it('moves nothing when one job cannot be copied, and everything at the next start', async () => {
    // A process died right after setting the old schema aside; the next one finds it set aside.
    expect(await setAsideOldJobSchema(database.pool, JOBS_SCHEMA)).toBe(true);
    const { PgBoss } = await import('pg-boss');
    const fresh = new PgBoss({
      db: { executeSql: (t, v) => database.pool.query(t, v) },
      schema: JOBS_SCHEMA,
      supervise: false,
      schedule: false,
    });
    await fresh.start();
    await fresh.stop({ graceful: false });
    await database.pool.query(`
      create function refuse_b() returns trigger language plpgsql as $$
      begin if new.data->>'to' = 'b@example.com' then raise exception 'refused halfway'; end if; return new; end $$;
      create trigger refuse_b before insert on ${JOBS_SCHEMA}.job for each row execute function refuse_b();`);

    await expect(startJobQueue({ pool: database.pool, pollSeconds: 0.5, log: quiet })).rejects.toThrow(
      'refused halfway',
    );
    expect(await countOf(database, `${JOBS_SCHEMA}.job where name = 'mail'`)).toBe(0);
    expect(await countOf(database, `${OLD_JOBS_SCHEMA}.job where state = 'created'`)).toBe(3);

    await database.pool.query(`drop trigger refuse_b on ${JOBS_SCHEMA}.job`);
    const queue = await startJobQueue({ pool: database.pool, pollSeconds: 0.5, log: quiet });
    await queue.stop(1000);
    expect(await countOf(database, `${JOBS_SCHEMA}.job where state = 'created'`)).toBe(3);
    expect(await countOf(database, `pg_namespace where nspname = '${OLD_JOBS_SCHEMA}'`)).toBe(0);
  });
});
