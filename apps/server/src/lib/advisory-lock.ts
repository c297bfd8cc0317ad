import type pg from 'pg';

/**
 * Runs `work` while holding a PostgreSQL advisory lock on one connection of `pool`: across every
 * process sharing the database, one at a time; the others wait for the lock.
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, key: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}
