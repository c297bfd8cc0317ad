import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { waitForDatabase } from './wait-for-database';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const startingUp = () => Object.assign(new Error('the database system is starting up'), { code: '57P03' });

function fakePool(answers: (Error | 'ok')[]) {
  let tries = 0;
  const pool = {
    query: async () => {
      const answer = answers[Math.min(tries++, answers.length - 1)];
      if (answer instanceof Error) throw answer;
      return { rows: [{ '?column?': 1 }] };
    },
  } as unknown as pg.Pool;
  return { pool, tries: () => tries };
}

function recorder() {
  const lines: string[] = [];
  const slept: number[] = [];
  return {
    log: { warn: (m: string) => lines.push(`warn ${m}`), info: (m: string) => lines.push(`info ${m}`) },
    sleep: async (ms: number) => void slept.push(ms),
    lines,
    slept,
  };
}

describe('a start waits for a database that is coming up (ADR 0041)', () => {
  it('tries again with a growing pause and a line per try, then goes on', async () => {
    const { pool, tries } = fakePool([refused(), startingUp(), refused(), 'ok']);
    const r = recorder();
    await waitForDatabase(pool, r.log, 60, r.sleep);
    expect(tries()).toBe(4);
    expect(r.slept).toEqual([500, 1000, 2000]);
    expect(r.lines[0]).toBe(
      'warn waiting for the database to come up: connect ECONNREFUSED 127.0.0.1:5432; trying again in 0.5 s',
    );
    expect(r.lines[1]).toContain('the database system is starting up (57P03)');
    expect(r.lines.at(-1)).toMatch(/^info the database answers after \d+ s$/);
  });

  it('a database that answers at once says nothing', async () => {
    const r = recorder();
    await waitForDatabase(fakePool(['ok']).pool, r.log, 60, r.sleep);
    expect(r.lines).toEqual([]);
  });

  it('gives up past DATABASE_WAIT_SECONDS with one sentence naming the reason', async () => {
    const r = recorder();
    await expect(waitForDatabase(fakePool([refused()]).pool, r.log, 0, r.sleep)).rejects.toThrow(
      'the database did not answer within 0 s (DATABASE_WAIT_SECONDS): connect ECONNREFUSED 127.0.0.1:5432',
    );
  });

  it('a refusal that waiting cannot mend (a wrong password) fails at once', async () => {
    const wrong = Object.assign(new Error('password authentication failed for user "studio"'), { code: '28P01' });
    const { pool, tries } = fakePool([wrong]);
    const r = recorder();
    await expect(waitForDatabase(pool, r.log, 60, r.sleep)).rejects.toThrow('password authentication failed');
    expect(tries()).toBe(1);
    expect(r.slept).toEqual([]);
  });
});
