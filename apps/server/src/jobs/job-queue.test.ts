import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase, eventually } from '../../test/test-app';
import { JOBS_SCHEMA } from '../db/jobs-schema';
import { type JobQueue, startJobQueue } from './job-queue';

const quiet = { error() {}, warn() {} };

describe('the job queue (pg-boss on the product database)', () => {
  let database: Database;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const q of queues) await q.stop(1000);
    await database.close();
  });
  const start = async () => {
    const q = await startJobQueue({ pool: database.pool, pollSeconds: 0.5, log: quiet });
    queues.push(q);
    return q;
  };

  it('hands each job to one of several processes, once', async () => {
    const seen: string[] = [];
    const [a, b] = [await start(), await start()];
    for (const q of [a, b]) await q.work<{ n: number }>('test-once', async ({ n }) => void seen.push(`${n}`));
    for (let n = 0; n < 10; n++) await a.send('test-once', { n });
    await eventually(() => expect(seen).toHaveLength(10), 10_000);
    await new Promise((r) => setTimeout(r, 1200));
    expect([...seen].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('retries a failed job until it succeeds', async () => {
    const q = await start();
    let tries = 0;
    await q.work(
      'test-retry',
      async () => {
        tries++;
        if (tries < 3) throw new Error('not yet');
      },
      { retryLimit: 3, retryDelaySeconds: 1 },
    );
    await q.send('test-retry', {});
    await eventually(() => expect(tries).toBe(3), 15_000);
    await eventually(async () => expect(await q.backlog()).toBe(0), 5000);
  });

  it('retries only the job that failed, not the others taken with it', async () => {
    const q = await start();
    const calls = new Map<number, number>();
    await q.work<{ n: number }>(
      'test-batch',
      async ({ n }) => {
        calls.set(n, (calls.get(n) ?? 0) + 1);
        if (n === 2 && calls.get(n) === 1) throw new Error('once');
      },
      { retryLimit: 2, retryDelaySeconds: 1 },
    );
    for (const n of [1, 2, 3]) await q.send('test-batch', { n });
    await eventually(() => expect(calls.get(2)).toBe(2), 15_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(Object.fromEntries(calls)).toEqual({ 1: 1, 2: 2, 3: 1 });
  });

  it('keeps a job sent while no process works its queue, and runs it when one starts', async () => {
    const first = await start();
    await first.work('test-durable', async () => {});
    await first.stop(1000);
    const sender = await start();
    await sender.send('test-durable', { kept: true });
    await sender.stop(1000);
    const got: object[] = [];
    const restarted = await start();
    await restarted.work('test-durable', async (d) => void got.push(d));
    await eventually(() => expect(got).toEqual([{ kept: true }]), 10_000);
  });

  it('sends a job within a transaction only if it commits', async () => {
    const q = await start();
    const got: string[] = [];
    await q.work<{ what: string }>('test-in-tx', async ({ what }) => void got.push(what));
    await database.db
      .transaction(async (tx) => {
        await q.send('test-in-tx', { what: 'rolled back' }, { tx });
        throw new Error('the transaction fails after the send');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await q.send('test-in-tx', { what: 'committed' }, { tx });
    });
    await eventually(() => expect(got).toEqual(['committed']), 10_000);
    await new Promise((r) => setTimeout(r, 1200));
    expect(got).toEqual(['committed']);
  });
  it('a job that outlives the stop and the pool throws nothing: the stop gave it back, to run again', async () => {
    const pool = new pg.Pool({ ...database.pool.options, max: 2 });
    const q = await startJobQueue({ pool, pollSeconds: 0.5, log: quiet });
    let finish = () => {};
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    await q.work('test-outlive', () => new Promise<void>((done) => ((finish = done), started())));
    await q.send('test-outlive', {});
    await running;
    await q.stop(200);
    await pool.end();
    const unhandled: unknown[] = [];
    const keep = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', keep);
    try {
      finish();
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      process.off('unhandledRejection', keep);
    }
    expect(unhandled).toEqual([]);
    const { rows } = await database.pool.query<{ state: string }>(
      `select state from ${JOBS_SCHEMA}.job where name = 'test-outlive'`,
    );
    expect(rows.map((r) => r.state)).toEqual(['retry']);
  });
});
