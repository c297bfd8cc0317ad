import type pg from 'pg';
import type { PgBoss } from 'pg-boss';

/**
 * pg-boss 11 rewrote its tables and migrates only from its own schema onwards, so a database made
 * by pg-boss 10 (schema version 24 and below) cannot be upgraded in place (docs/decisions/0043).
 * Before pg-boss starts, that schema is set aside under this name; pg-boss then installs afresh,
 * and the jobs still waiting are copied over and the old schema dropped in one transaction.
 */
export const OLD_JOBS_SCHEMA = 'pgboss_v10';

/** The last schema version pg-boss 10 wrote; 11 began at 25. */
const LAST_V10_VERSION = 24;

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** Renames `schema` out of the way when pg-boss 10 made it. Answers whether it did. */
export async function setAsideOldJobSchema(pool: pg.Pool, schema: string): Promise<boolean> {
  if (!(await holdsJobTables(pool, schema))) return false;
  const { rows } = await pool.query<{ version: number }>(`select version from ${quote(schema)}.version`);
  const version = rows[0]?.version;
  if (version == null || version > LAST_V10_VERSION) return false;
  if (await holdsJobTables(pool, OLD_JOBS_SCHEMA))
    throw new Error(
      `Both ${schema} (pg-boss 10) and ${OLD_JOBS_SCHEMA} exist: drop the one whose jobs are no longer needed.`,
    );
  await pool.query(`alter schema ${quote(schema)} rename to ${quote(OLD_JOBS_SCHEMA)}`);
  return true;
}

/** Whether `schema` holds pg-boss's tables (its `version` table is the mark). */
async function holdsJobTables(pool: pg.Pool, schema: string) {
  const { rows } = await pool.query('select to_regclass($1) is not null as found', [`${quote(schema)}.version`]);
  return rows[0].found === true;
}

interface OldJob {
  id: string;
  name: string;
  data: object | null;
  priority: number;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  start_after: Date;
  singleton_key: string | null;
}

/**
 * Copies the set-aside schema's waiting jobs (created, retry, and active ones, whose process is
 * gone) into pg-boss's new tables with their ids, data and timing, then drops it: all or nothing.
 * A job's count of tries starts again. Completed and failed jobs were history only.
 */
export async function moveOldJobs(pool: pg.Pool, boss: PgBoss): Promise<number> {
  if (!(await holdsJobTables(pool, OLD_JOBS_SCHEMA))) return 0;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<OldJob>(
      `select id, name, data, priority, retry_limit, retry_delay, retry_backoff, start_after, singleton_key
         from ${quote(OLD_JOBS_SCHEMA)}.job where state in ('created', 'retry', 'active') order by created_on`,
    );
    const byQueue = new Map<string, OldJob[]>();
    for (const job of rows) byQueue.set(job.name, [...(byQueue.get(job.name) ?? []), job]);
    const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
    for (const [name, jobs] of byQueue) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name);
      await boss.insert(
        name,
        jobs.map((job) => ({
          id: job.id,
          data: job.data ?? {},
          priority: job.priority,
          retryLimit: job.retry_limit,
          retryDelay: job.retry_delay,
          retryBackoff: job.retry_backoff,
          startAfter: job.start_after,
          ...(job.singleton_key ? { singletonKey: job.singleton_key } : {}),
        })),
        { db },
      );
    }
    await client.query(`drop schema ${quote(OLD_JOBS_SCHEMA)} cascade`);
    await client.query('commit');
    return rows.length;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
