import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase, createTestMailer, eventually } from '../../../test/test-app';
import { buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { connect, type Database } from '../../db/client';
import { seed } from '../../seed/seed';

/** Waits until an async check passes (the inbox mail is sent after the answer). */
async function until(check: () => Promise<void> | void, timeoutMs = 3000): Promise<void> {
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

/**
 * "A crash or restart loses nothing that was acknowledged": contact messages and newsletter
 * addresses are in the database before the answer, so a new server on the same database finds
 * them, and sends the contact mail the first server could not.
 */
describe('submissions survive a server restart', () => {
  let owner: Database & { name: string };
  let dataDir: string;
  beforeAll(async () => {
    owner = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-restart-'));
  });
  afterAll(async () => {
    await owner.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const databaseUrl = () => {
    const url = new URL(inject('adminDatabaseUrl'));
    url.pathname = `/${owner.name}`;
    return url.toString();
  };

  async function startServer() {
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      STUDIO_INBOX_EMAIL: 'inbox@picha.test',
    });
    const database = connect(databaseUrl());
    await seed(database.db, env, { info() {} });
    const mailer = createTestMailer();
    const app = await buildApp({ env, db: database.db, pool: database.pool, mailer });
    await app.ready();
    return {
      app,
      mailer,
      async stop() {
        await app.close();
        await database.close();
      },
    };
  }

  it('keeps contact messages and newsletter addresses, and sends the mail still owed', async () => {
    const first = await startServer();
    first.mailer.failNext(10);
    const contact = await first.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Halima Abdi', email: 'halima@example.co.ke', message: 'A shoot in Lamu in January?' },
    });
    expect(contact.statusCode).toBe(201);
    const newsletter = await first.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'restart@example.co.ke' },
    });
    expect(newsletter.statusCode).toBe(201);
    await first.stop();

    const second = await startServer();
    try {
      const messages = await owner.db.execute<{ name: string; message: string }>(
        sql`select name, message from contact_messages`,
      );
      expect(messages.rows).toEqual([{ name: 'Halima Abdi', message: 'A shoot in Lamu in January?' }]);
      const subscribers = await owner.db.execute<{ email: string }>(sql`select email from newsletter_subscribers`);
      expect(subscribers.rows).toEqual([{ email: 'restart@example.co.ke' }]);

      // The inbox mail that failed before the restart goes out when the new server starts.
      await eventually(() =>
        expect(second.mailer.sent.map((m) => m.subject)).toContain('New message from Halima Abdi via the website'),
      );
      await until(async () => {
        const row = (await owner.db.execute<{ mailed_at: string | null }>(sql`select mailed_at from contact_messages`))
          .rows[0];
        expect(row?.mailed_at).not.toBeNull();
      });
    } finally {
      await second.stop();
    }
  });
});
