import type pg from 'pg';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import type { Logger as AppLogger } from '../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'warn' | 'info'>;

/** The waits between two tries, in milliseconds: doubling, then every 10 s. */
const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 10_000];

const reasonOf = (err: unknown) => {
  const code = (err as { code?: unknown }).code;
  const message = err instanceof Error ? err.message : String(err);
  return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
};

/**
 * Waits for a database that is coming up (a container started beside ours, PostgreSQL still
 * recovering) rather than exiting at once: tries `select 1` with a growing pause and one log line
 * per try, for at most `waitSeconds` (ADR 0041). A refusal that is not about being reachable (a
 * wrong password, a missing database) fails at once: waiting would not mend it.
 */
export async function waitForDatabase(
  pool: pg.Pool,
  log: Logger,
  waitSeconds: number,
  sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<void> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      await pool.query('select 1');
      if (attempt > 0) log.info(`the database answers after ${Math.round((Date.now() - started) / 1000)} s`);
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      const pause = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;
      const waited = Date.now() - started;
      if (waited + pause > waitSeconds * 1000) {
        throw new Error(
          `the database did not answer within ${waitSeconds} s (DATABASE_WAIT_SECONDS): ${reasonOf(err)}`,
        );
      }
      log.warn(`waiting for the database to come up: ${reasonOf(err)}; trying again in ${pause / 1000} s`);
      await sleep(pause);
    }
  }
}
