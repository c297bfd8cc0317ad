import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { connect, DEFAULT_POOL, type Database, type PoolSettings } from '../src/db/client';
import { seed } from '../src/seed/seed';
import { createRedis, type RedisLogger } from '../src/lib/redis';
import type { MailMessage, Mailer } from '../src/mail/mailer';

/**
 * A fresh database for one test file, cloned from the migrated template. `route` may send the
 * app's connections another way (through a proxy the test controls).
 */
export async function createTestDatabase(
  route: (url: URL) => URL = (url) => url,
  pool: PoolSettings = DEFAULT_POOL,
): Promise<Database & { name: string }> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = inject('templateDatabase');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connect(
    route(url).toString(),
    async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
    pool,
  );
  return { ...database, name };
}

export interface TestMailer extends Mailer {
  sent: MailMessage[];
  /** The next `times` sends fail, or only those of messages `which` picks (other tests' mails still in flight pass). */
  failNext(times?: number, which?: (message: MailMessage) => boolean): void;
}

export function createTestMailer(): TestMailer {
  const sent: MailMessage[] = [];
  let failures = 0;
  let failing: (message: MailMessage) => boolean = () => true;
  return {
    sent,
    failNext(times = 1, which = () => true) {
      failures = times;
      failing = which;
    },
    async send(message) {
      if (failures > 0 && failing(message)) {
        failures--;
        throw new Error('SMTP unavailable (test)');
      }
      sent.push(message);
    },
  };
}

/** The whole app on its own database and data folder, seeded, with a mailer that records. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  configure?: (app: Awaited<ReturnType<typeof buildApp>>) => void,
  /** Where the Redis client's warnings go (REDIS_URL set); silent by default. */
  redisLog: RedisLogger = { warn() {}, info() {} },
  options: { route?: (url: URL) => URL; pool?: PoolSettings } = {},
) {
  const database = await createTestDatabase(options.route, options.pool);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-test-data-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Tests stand in for clients behind a proxy: X-Forwarded-For gives each its own address.
    TRUST_PROXY: 'true',
    // The queue's shortest poll, so work the server does after answering shows up quickly.
    JOBS_POLL_SECONDS: '0.5',
    ...envOverrides,
  });
  await seed(database.db, env, { info() {} });
  const mailer = createTestMailer();
  // As server.ts does: a Redis client when REDIS_URL is set.
  const redis = env.REDIS_URL ? createRedis(env.REDIS_URL, redisLog) : undefined;
  const app = await buildApp({ env, db: database.db, pool: database.pool, mailer, redis });
  configure?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    pool: database.pool,
    env,
    mailer,
    async close() {
      await app.close();
      redis?.disconnect();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Waits until `check` passes (for work the server finishes after answering, e.g. mail). */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() - start > timeoutMs) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/** A loopback port nothing listens on (free for a server to take, or closed for a client to fail on). */
export async function unusedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
