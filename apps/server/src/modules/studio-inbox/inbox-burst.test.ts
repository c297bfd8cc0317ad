import { inboxThreadSchema } from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../test/booking-requests';
import { signUpAs } from '../../../test/photographers';
import { createTestApp, type TestApp } from '../../../test/test-app';

const REPLIES = 20;

/**
 * docs/rules/history.md#issue-30: twelve staff replying at once exhausted the pool, since each reply held its
 * transaction and queued its mail on a second connection; the burst answered 503 and a pg-boss
 * call failing on the pool killed the process. A reply's mail is queued on its own transaction
 * (ADR 0036), so a burst twice the pool's size only queues for connections.
 */
describe('a burst of inbox replies', () => {
  let t: TestApp;
  let admin: Account;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
    admin = await signUpAs(t.app, 'client');
    await t.pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
  });
  afterAll(() => t.close());

  it(`answers ${REPLIES} replies sent at once with 200, each stored and its mail queued once`, async () => {
    const ids: string[] = [];
    for (let i = 0; i < REPLIES; i++) {
      const { rows } = await t.pool.query<{ id: string }>(
        `insert into contact_messages (name, email, message, mailed_at)
         values ($1, $2, 'Do you shoot weddings?', now()) returning id`,
        [`Writer ${i}`, `burst-${i}@example.com`],
      );
      ids.push(rows[0]!.id);
    }
    const results = await Promise.all(
      ids.map((id, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/studio/inbox/${id}/reply`,
          headers: admin.headers,
          payload: { text: `Yes, we do. Answer ${i}.` },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    for (const [i, res] of results.entries()) {
      const thread = inboxThreadSchema.parse(res.json());
      expect(thread.replies.map((r) => r.body)).toEqual([`Yes, we do. Answer ${i}.`]);
    }
    const { rows: stored } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from contact_replies where message_id = any($1::uuid[])`,
      [ids],
    );
    expect(stored[0]!.n).toBe(REPLIES);
    const { rows: jobs } = await t.pool.query<{ to: string; n: number }>(
      `select data->>'to' as to, count(*)::int as n from pgboss.job where name = 'mail' group by 1`,
    );
    expect(Object.fromEntries(jobs.map((j) => [j.to, j.n]))).toEqual(
      Object.fromEntries(ids.map((_, i) => [`burst-${i}@example.com`, 1])),
    );
    // No connection was left waiting or held: the pool is idle again.
    expect(t.pool.waitingCount).toBe(0);
  });
});
