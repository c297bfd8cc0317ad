import { PgBoss } from 'pg-boss';
import type pg from 'pg';
import { clientOf, type Tx } from '../db/client';
import { JOBS_SCHEMA } from '../db/jobs-schema';
import { withAdvisoryLock } from '../lib/advisory-lock';
import { moveOldJobs, setAsideOldJobSchema } from './job-schema-cutover';
import type { Logger as AppLogger } from '../lib/log';
import { MARKET_TIME_ZONE } from '@studio/shared';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'error' | 'warn'>;

/**
 * Jobs a process takes per poll of a queue. A worker waits a poll interval between fetches, so this
 * bounds throughput per process (10 per poll: 20 e-mails a second at the 0.5 s poll of the tests).
 */
const BATCH_SIZE = 10;

export interface JobOptions {
  /** Run no earlier than this. */
  startAfter?: Date;
  /** At most one queued job with this key per queue (e.g. one expiry per booking). */
  singletonKey?: string;
  /**
   * Send as part of this transaction: the job exists if and only if it commits (for work whose
   * input cannot be stored, such as a mail carrying a secret link).
   */
  tx?: Tx;
}

export interface WorkOptions {
  /** Tries after the first failure, with exponential backoff from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Five-field cron, in the market's time zone: the queue sends one job per tick across every process. */
  cron?: string;
}

export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * The durable job queue (docs/rules/platform.md#several-processes, ADR 0016): jobs are rows in PostgreSQL (pg-boss), so they survive
 * restarts, each is handed to one process at a time, a failure is retried with backoff, and a
 * cron schedule sends one job per tick however many processes run.
 */
export interface JobQueue {
  /** Creates `name`'s queue and has this process work it; call before `send`. */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  send(name: string, data: object, options?: JobOptions): Promise<void>;
  /** Jobs waiting to run or being retried, over every queue (readiness and metrics). */
  backlog(): Promise<number>;
  /** Stops fetching and waits (at most `timeoutMs`) for the jobs in hand to finish. */
  stop(timeoutMs?: number): Promise<void>;
  /** Tells `listener` how each job this process ran ended (metrics, ADR 0041); answers an unsubscribe. */
  onOutcome(listener: JobOutcomeListener): () => void;
}

/** `completed`; `retried`: failed with tries left; `failed`: failed on its last try, given up. */
export type JobOutcome = 'completed' | 'retried' | 'failed';
export type JobOutcomeListener = (queue: string, outcome: JobOutcome) => void;

/**
 * What pg-boss gets for a query once the pool is closing: no rows. pg-boss completes a job without
 * waiting for the answer (a promise nobody awaits), so a handler that outlives the graceful stop
 * would otherwise fail on the closed pool with nothing to catch it. When the graceful stop gave
 * up on that job it already marked it for retry, so it runs again. No `rows` at all: pg-boss reads
 * that as "nothing affected" (an empty array it would index).
 */
const afterTheEnd = () => Promise.resolve({ rows: undefined as never });

/** pg-boss on the product's own pool: no second set of connections, and the embedded database works too. */
function bossOn(pool: pg.Pool, pollSeconds: number, options: { schedule: boolean }) {
  return new PgBoss({
    db: { executeSql: (text, values) => (pool.ending ? afterTheEnd() : pool.query(text, values)) },
    schema: JOBS_SCHEMA,
    schedule: options.schedule,
    supervise: options.schedule,
    cronWorkerIntervalSeconds: Math.max(1, Math.round(pollSeconds)),
  });
}

/** How long jobs stay: in hand before another process takes them over (the first one died), and kept after. */
const KEEPING = {
  expireInSeconds: 5 * 60,
  retentionSeconds: 7 * 24 * 3600,
  deleteAfterSeconds: 7 * 24 * 3600,
};

/** The advisory lock under which the schema is installed and queues are created ("queue" in ASCII). */
const QUEUE_LOCK_KEY = 0x7175657565;

/**
 * Starts pg-boss, first setting aside a schema pg-boss 10 made and then moving its waiting jobs
 * over (job-schema-cutover.ts), under the queue lock so that processes starting together do it once.
 */
async function startBoss(pool: pg.Pool, boss: PgBoss, log?: Logger): Promise<void> {
  await withAdvisoryLock(pool, QUEUE_LOCK_KEY, async () => {
    await setAsideOldJobSchema(pool, JOBS_SCHEMA);
    await boss.start();
    const moved = await moveOldJobs(pool, boss);
    if (moved > 0) log?.warn({ moved }, 'jobs waiting in the previous job queue schema moved to the new one');
  });
}

/** Installs or upgrades pg-boss's schema (once, under its own lock), e.g. in a migrated template database. */
export async function installJobSchema(pool: pg.Pool): Promise<void> {
  const boss = bossOn(pool, 2, { schedule: false });
  await startBoss(pool, boss);
  await boss.stop({ graceful: false });
}

export async function startJobQueue(deps: { pool: pg.Pool; pollSeconds: number; log: Logger }): Promise<JobQueue> {
  const { pool, pollSeconds, log } = deps;
  const boss = bossOn(pool, pollSeconds, { schedule: true });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await startBoss(pool, boss, log);
  const names: string[] = [];
  const listeners = new Set<JobOutcomeListener>();
  const tell = (queue: string, outcome: JobOutcome) => {
    for (const listener of listeners) listener(queue, outcome);
  };

  return {
    async work(name, handler, options = {}) {
      const settings = {
        ...KEEPING,
        retryLimit: options.retryLimit ?? 5,
        retryDelay: options.retryDelaySeconds ?? 30,
        retryBackoff: true,
      };
      // Processes starting together would create the same queue's tables at once and deadlock.
      await withAdvisoryLock(pool, QUEUE_LOCK_KEY, async () => {
        if (!(await boss.getQueue(name))) await boss.createQueue(name, settings);
        else await boss.updateQueue(name, settings);
      });
      names.push(name);
      const work = { pollingIntervalSeconds: pollSeconds, batchSize: BATCH_SIZE, includeMetadata: true as const };
      await boss.work(name, work, async (jobs) => {
        // One by one, each failing alone: pg-boss then completes the batch's jobs still active.
        for (const job of jobs) {
          try {
            await handler(job.data as never);
            tell(name, 'completed');
          } catch (err) {
            const lastTry = job.retryCount >= job.retryLimit;
            tell(name, lastTry ? 'failed' : 'retried');
            if (lastTry)
              log.error({ err, job: job.id, queue: name, tries: job.retryCount + 1 }, 'job failed on its last try');
            else
              log.warn({ err, job: job.id, queue: name, tries: job.retryCount + 1 }, 'job failed; it will be retried');
            // Marking it failed can fail too (the pool timed out): the job then expires and runs again.
            await boss
              .fail(name, job.id, { message: err instanceof Error ? err.message : String(err) })
              .catch((failErr) => log.error({ err: failErr, job: job.id, queue: name }, 'could not mark a job failed'));
          }
        }
      });
      if (options.cron) await boss.schedule(name, options.cron, {}, { tz: MARKET_TIME_ZONE });
    },

    async send(name, data, options = {}) {
      const client = options.tx ? clientOf(options.tx) : undefined;
      await boss.send(name, data, {
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(client ? { db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) } } : {}),
      });
    },

    async backlog() {
      // Counted at the moment asked: pg-boss's own counts are refreshed once a minute.
      const { rows } = await pool.query<{ n: number }>(
        `select count(*)::int as n from ${JOBS_SCHEMA}.job where name = any($1) and state < 'active'`,
        [names],
      );
      return rows[0]?.n ?? 0;
    },

    onOutcome(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}
