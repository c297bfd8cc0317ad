import path from 'node:path';
import { buildApp } from './app';
import { EnvError, loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { runMigrations, withSchemaLock } from './db/migrate';
import { seed } from './seed/seed';
import { createLogger } from './lib/logger';
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
  const log = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(
    {
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      pool: { size: env.DATABASE_POOL_SIZE, waitSeconds: env.DATABASE_POOL_WAIT_SECONDS },
    },
    log,
  );
  const redis = env.REDIS_URL ? createRedis(env.REDIS_URL, log) : undefined;

  let closing = false;
  const shutdown = async (code: number) => {
    if (closing) return;
    closing = true;
    log.info('shutting down: finishing in-flight requests');
    try {
      await app?.close();
    } catch (err) {
      log.error({ err }, 'error while closing the server');
    }
    redis?.disconnect();
    await database.close().catch((err) => log.error({ err }, 'error while closing the database'));
    process.exit(code);
  };
  installProcessErrorPolicy(log, (code) => void shutdown(code));
  process.on('SIGTERM', () => void shutdown(0));
  process.on('SIGINT', () => void shutdown(0));

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    // Several processes may start at once: one migrates and seeds, the others wait for it.
    await withSchemaLock(database.pool, async () => {
      await runMigrations(database.db);
      await seed(database.db, env, log);
    });
    const mailer = createMailer(
      { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.DATA_DIR, 'outbox') },
      log,
    );
    app = await buildApp({ env, db: database.db, pool: database.pool, mailer, redis, logger: log });
    await app.listen({ port: env.PORT, host: env.HOST });
    log.info(`serving on ${env.PUBLIC_URL} (${database.embedded ? 'embedded database' : 'DATABASE_URL'})`);
  } catch (err) {
    log.fatal({ err }, 'start-up failed');
    console.error(startFailureMessage(err));
    await shutdown(1);
  }
}

main().catch((err) => {
  console.error(startFailureMessage(err));
  process.exit(1);
});
