import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';
import { signUpAs } from '../../../test/photographers';
import { HOUSEKEEPING_QUEUE, housekeeping } from './housekeeping.job';
import { isReferenced, ORPHAN_MIN_AGE_MS } from './media-orphans';

const STEM = 'Zq3-k9_Yt2mW8xR4pLs0Aa';

describe('which stored files the database names', () => {
  const names = new Set([STEM, 'user-1-abcdefabcdefabcd.webp', 'video-Qw8eR7tY6uI5oP4a.mp4']);
  it.each([
    [`${STEM}-640.webp`, true],
    [`${STEM}-1280.avif`, true],
    [`${STEM}.jpg`, true],
    ['user-1-abcdefabcdefabcd.webp', true],
    ['video-Qw8eR7tY6uI5oP4a.mp4', true],
    [`${STEM}x-640.webp`, false],
    ['Zq3-k9_Yt2mW8xR4-640.webp', false],
    ['user-1-abcdefabcdefabcd.avif', false],
    ['something-else.webp', false],
  ])('%s: %s', (name, expected) => {
    expect(isReferenced(name, names)).toBe(expected);
  });
});

describe('the hourly housekeeping (issue 15)', () => {
  let t: TestApp;
  let userId: string;
  const media = (...parts: string[]) => path.join(t.env.MEDIA_DIR, ...parts);
  const old = new Date(Date.now() - ORPHAN_MIN_AGE_MS - 60_000);
  const put = async (file: string, age: 'old' | 'new') => {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, 'bytes');
    if (age === 'old') await fs.utimes(file, old, old);
  };
  const exists = (file: string) =>
    fs.access(file).then(
      () => true,
      () => false,
    );
  const sessions = async () =>
    (await t.pool.query<{ n: number }>(`select count(*)::int as n from sessions where user_id = $1`, [userId])).rows[0]!
      .n;

  beforeAll(async () => {
    t = await createTestApp();
    userId = (await signUpAs(t.app, 'client')).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('deletes expired sessions and spent codes, and keeps live ones', async () => {
    const live = await sessions();
    await t.pool.query(
      `insert into sessions (user_id, token_hash, expires_at) values ($1, 'expired-hash', now() - interval '1 minute')`,
      [userId],
    );
    await t.pool.query(
      `insert into password_reset_codes (user_id, code_hash, expires_at, spent_at) values
         ($1, 'spent-long-ago', now() - interval '2 days', now() - interval '2 days'),
         ($1, 'expired-long-ago', now() - interval '2 days', null),
         ($1, 'still-valid', now() + interval '10 minutes', null)`,
      [userId],
    );
    const done = await housekeeping({ db: t.db, media: t.app.media, mediaDir: t.env.MEDIA_DIR, log: t.app.log });
    expect(done.sessions).toBeGreaterThanOrEqual(1);
    expect(done.resetCodes).toBe(2);
    expect(await sessions()).toBe(live);
    const codes = await t.pool.query(`select code_hash from password_reset_codes where user_id = $1`, [userId]);
    expect(codes.rows.map((r) => r.code_hash)).toEqual(['still-valid']);
  });

  it('removes stored files nothing names once they are a day old, and nothing else', async () => {
    const avatar = `${userId}-${STEM}.webp`;
    await t.pool.query(`update users set avatar_file = $2 where id = $1`, [userId, avatar]);
    const kept = [media('avatars', avatar)];
    const orphan = media('portfolios', '00000000-0000-4000-8000-000000000000', `${STEM}Orphan-640.webp`);
    const young = media('blog', 'aYoungUploadStillInFlight-640.webp');
    const elsewhere = media('not-a-store', 'whatever.webp');
    for (const f of kept) await put(f, 'old');
    await put(orphan, 'old');
    await put(young, 'new');
    await put(elsewhere, 'old');

    const done = await housekeeping({ db: t.db, media: t.app.media, mediaDir: t.env.MEDIA_DIR, log: t.app.log });
    expect(done.orphanedFiles).toBe(1);
    expect(await exists(orphan)).toBe(false);
    for (const f of [...kept, young, elsewhere]) expect(await exists(f)).toBe(true);
  });

  it('runs as a job of the queue, whichever process takes it', async () => {
    await t.pool.query(
      `insert into sessions (user_id, token_hash, expires_at) values ($1, 'expired-again', now() - interval '1 minute')`,
      [userId],
    );
    const before = await sessions();
    await t.app.jobs.send(HOUSEKEEPING_QUEUE, {});
    await eventually(async () => expect(await sessions()).toBe(before - 1), 10_000);
  });
});
