import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { authTexts, SIGN_IN_MAX_FAILURES } from '@studio/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { redisReachable, TEST_REDIS_URL } from '../../../test/redis';
import { createTestDatabase, createTestMailer } from '../../../test/test-app';
import { GOOD_PASSWORD, signIn, signUp, uniqueEmail } from '../../../test/auth';

const REDIS_URL = TEST_REDIS_URL;
const redisUp = await redisReachable();

/**
 * Two server processes behind one proxy share the database and Redis (README: Running on
 * PostgreSQL). The limits of docs/rules/accounts-and-auth.md#password-reset-and-rate-limits must hold across them: here two app instances, each with its own
 * Redis connection, play the two processes.
 */
describe.skipIf(!redisUp)('rate limits shared between server processes through Redis', () => {
  const prefix = `test-${process.pid}-${randomBytes(4).toString('hex')}:`;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  const apps: App[] = [];
  const clients: Redis[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-test-redis-'));
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      REDIS_URL,
      AUTH_RATE_LIMIT_PER_IP: '6',
      // The two processes stand behind one proxy: X-Forwarded-For names each client.
      TRUST_PROXY: 'true',
    });
    for (let i = 0; i < 2; i++) {
      // keyPrefix keeps this run's counters apart from any other run on the same Redis.
      const redis = new Redis(REDIS_URL, { keyPrefix: prefix, maxRetriesPerRequest: 2 });
      clients.push(redis);
      const app = await buildApp({ env, db: database.db, pool: database.pool, mailer: createTestMailer(), redis });
      await app.ready();
      apps.push(app);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    const keys = await clients[0]?.keys(`${prefix}*`);
    if (keys?.length) await clients[0]!.del(...keys.map((k) => k.slice(prefix.length)));
    for (const c of clients) c.disconnect();
    await database?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('failed sign-ins on one process count on the other', async () => {
    const [a, b] = apps as [App, App];
    const { email } = await signUp(a, uniqueEmail('shared'));
    const ip = (n: number) => ({ 'x-forwarded-for': `192.0.2.${n}` });
    // Half the failures on each process, each from its own address (so only the per-account limit applies).
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      const res = await signIn(i % 2 ? b : a, email, `Wrong${i}pass`, ip(10 + i));
      expect(res.statusCode).toBe(401);
    }
    for (const app of [a, b]) {
      const res = await signIn(app, email, GOOD_PASSWORD, ip(99));
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(authTexts.tooManySignIns({ minutes: 15 }));
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('the per-IP limit is one budget for both processes', async () => {
    const [a, b] = apps as [App, App];
    const from = { 'x-forwarded-for': '198.51.100.77' };
    const attempt = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: from,
        payload: { email: 'someone@example.com' },
      });
    for (let i = 0; i < 6; i++) expect((await attempt(i % 2 ? b : a)).statusCode).toBe(200);
    const limitedA = await attempt(a);
    const limitedB = await attempt(b);
    expect(limitedA.statusCode).toBe(429);
    expect(limitedB.statusCode).toBe(429);
    expect(Number(limitedB.headers['retry-after'])).toBeGreaterThan(0);
  });
});
