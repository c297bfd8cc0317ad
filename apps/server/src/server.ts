import path from 'node:path';
import { buildApp } from './app';
import { EnvError, loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { runMigrations, withSchemaLock } from './db/migrate';
import { waitForDatabase } from './db/wait-for-database';
import { scheduleBackups } from './jobs/backup-job';
import { seed } from './seed/seed';
import { buildInfo } from './lib/build-info';
import { startErrorTracking } from './lib/error-tracking';
import { createLogger } from './lib/logger';
import { watchParent } from './lib/parent-watch';
import { installProcessErrorPolicy } from './lib/process-errors';
import { createRedis } from './lib/redis';
import { startFailureMessage } from './lib/start-failure';
import { createMailer } from './mail/mailer';

async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const build = buildInfo();
  const errors = await startErrorTracking({ dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT }, build);
  const log = createLogger(env.LOG_LEVEL, undefined, env.SENTRY_DSN ? errors.capture : undefined);
  log.info(`Picha Studio ${build.version} (commit ${build.commit}) on Node.js ${build.node}`);
  if (env.SENTRY_DSN) log.info(`errors are reported to ${new URL(env.SENTRY_DSN).host} (SENTRY_DSN)`);

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  let redis: ReturnType<typeof createRedis> | undefined;

  // A stop drains: no new connections, requests in flight (an upload too) finish, the job workers
  // finish their jobs, and only then the database stops. Past SHUTDOWN_GRACE_SECONDS the process
  // exits anyway, with the embedded database stopped on the way out (ADR 0041).
  let closing = false;
  const shutdown = async (code: number, why: string) => {
    if (closing) return;
    closing = true;
    log.info(`shutting down (${why}): finishing in-flight requests, at most ${env.SHUTDOWN_GRACE_SECONDS} s`);
    const deadline = setTimeout(() => {
      log.error(`the stop did not finish within ${env.SHUTDOWN_GRACE_SECONDS} s (SHUTDOWN_GRACE_SECONDS); exiting now`);
      // The embedded database's own exit hook stops it as this process exits.
      process.exit(code || 1);
    }, env.SHUTDOWN_GRACE_SECONDS * 1000);
    try {
      await app?.close();
    } catch (err) {
      log.error({ err }, 'error while closing the server');
    }
    redis?.disconnect();
    await database?.close().catch((err) => log.error({ err }, 'error while closing the database'));
    await errors.flush(2000);
    clearTimeout(deadline);
    log.info('stopped');
    process.exit(code);
  };
  installProcessErrorPolicy(log, (code) => void shutdown(code, 'an error nothing caught'));
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0, signal));
  // Under `npm start`, a launcher killed outright must not leave this server behind (ADR 0041).
  if (process.env.STUDIO_LAUNCHER_PID)
    watchParent(Number(process.env.STUDIO_LAUNCHER_PID), () => void shutdown(0, 'its launcher is gone'));

  try {
    database = await openDatabase(
      {
        databaseUrl: env.DATABASE_URL,
        dataDir: env.DATA_DIR,
        pool: { size: env.DATABASE_POOL_SIZE, waitSeconds: env.DATABASE_POOL_WAIT_SECONDS },
      },
      log,
    );
    if (!database.embedded) await waitForDatabase(database.pool, log, env.DATABASE_WAIT_SECONDS);
    const db = database;
    redis = env.REDIS_URL ? createRedis(env.REDIS_URL, log) : undefined;
    // Several processes may start at once: one migrates and seeds, the others wait for it.
    await withSchemaLock(db.pool, async () => {
      await runMigrations(db.db, log);
      if (env.SEED_DEMO_DEFAULTED)
        log.info(
          env.SEED_DEMO
            ? 'demo photographers are on: the default for the embedded database (SEED_DEMO=false turns them off)'
            : 'demo photographers are off: the default with DATABASE_URL (SEED_DEMO=true turns them on)',
        );
      await seed(db.db, env, log);
    });
    const mailer = createMailer(
      { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.DATA_DIR, 'outbox') },
      log,
    );
    app = await buildApp({ env, db: db.db, pool: db.pool, mailer, redis, logger: log });
    await scheduleBackups(app.jobs, env, log);
    await app.listen({ port: env.PORT, host: env.HOST });
    log.info(`serving on ${env.PUBLIC_URL} (${db.embedded ? 'embedded database' : 'DATABASE_URL'})`);
  } catch (err) {
    if (closing) return;
    log.debug({ err }, 'start-up failed');
    console.error(startFailureMessage(err));
    await shutdown(1, 'start-up failed');
  }
}

main().catch((err) => {
  console.error(startFailureMessage(err));
  process.exit(1);
});
