import {
  authTexts,
  directoryTexts,
  FAVOURITES_MAX,
  favouritesResponseSchema,
  photographerDashboardTexts,
  profileTexts,
  SUBSCRIBERS_LIST_MAX,
  subscribersResponseSchema,
} from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, GOOD_PASSWORD, SAME_ORIGIN } from '../../../test/auth';
import { createPortfolio, signUpAs } from '../../../test/photographers';
import { insertPortfolios } from '../../../test/portfolio-rows';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
type Account = Awaited<ReturnType<typeof signUpAs>>;

describe('favourites and subscribers (issue 6, D20)', () => {
  let t: TestApp;
  let owner: Account;
  let ownPortfolio: string;
  let others: string[];

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
    owner = await signUpAs(t.app, 'photographer');
    ownPortfolio = (await createPortfolio(t.app, owner.headers))._id;
    others = await insertPortfolios(t.db, [
      { name: 'Amina Odhiambo', images: 4 },
      { name: 'Brian Kiprop', images: 1 },
      { name: 'Cynthia Wanjiru' },
    ]);
  });
  afterAll(() => t.close());

  const save = (id: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `/api/favourites/${id}`, headers });
  const unsave = (id: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: `/api/favourites/${id}`, headers });
  const list = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/favourites', headers });
    expect(res.statusCode, res.body).toBe(200);
    return favouritesResponseSchema.parse(res.json()).data;
  };
  const subscribers = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/photographers/subscribers', headers });
  const countRows = async (sql: string, params: unknown[]) =>
    Number((await t.pool.query<{ n: string }>(sql, params)).rows[0]!.n);

  describe('without a session', () => {
    it.each([
      ['PUT', `/api/favourites/${UNKNOWN_ID}`],
      ['DELETE', `/api/favourites/${UNKNOWN_ID}`],
      ['GET', '/api/favourites'],
      ['GET', '/api/photographers/subscribers'],
    ] as const)('%s %s answers 401', async (method, url) => {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: authTexts.signInRequired });
    });

    it('a session cookie from another site is refused (cross-site request forgery)', async () => {
      const client = await signUpAs(t.app, 'client');
      const forged = await save(others[0]!, { cookie: client.cookie, origin: 'https://evil.example' });
      expect(forged.statusCode).toBe(403);
      const ours = await save(others[0]!, { cookie: client.cookie, ...SAME_ORIGIN });
      expect(ours.statusCode).toBe(200);
      expect((await list(client.headers)).map((c) => c._id)).toEqual([others[0]]);
    });
  });

  describe('saving', () => {
    it('saves, lists newest first with card data, and saving again changes nothing', async () => {
      const client = await signUpAs(t.app, 'client');
      for (const id of [others[0]!, others[1]!, others[0]!]) {
        const res = await save(id, client.headers);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ saved: true });
      }
      // The photographer's own portfolio is also savable by others.
      expect((await save(ownPortfolio, client.headers)).statusCode).toBe(200);
      const saved = await list(client.headers);
      expect(saved.map((c) => c.name)).toEqual(['Wanjiku Kamau', 'Brian Kiprop', 'Amina Odhiambo']);
      expect(saved[2]).toMatchObject({ imageCount: 4 });
      expect(saved[2]!.images).toHaveLength(3);
      expect(Date.parse(saved[0]!.savedAt)).toBeGreaterThanOrEqual(Date.parse(saved[1]!.savedAt));
      expect(saved[0]).not.toHaveProperty('email');
      expect(await countRows('select count(*) n from favourites where user_id = $1', [client.id])).toBe(3);
    });

    it('a photographer may save other photographers, never their own portfolio', async () => {
      const res = await save(ownPortfolio, owner.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: directoryTexts.favouriteOwn });
      expect((await save(others[2]!, owner.headers)).statusCode).toBe(200);
      expect((await list(owner.headers)).map((c) => c._id)).toEqual([others[2]]);
    });

    it('an unknown photographer is 404, a malformed id 400, an account id is not a photographer id', async () => {
      const client = await signUpAs(t.app, 'client');
      for (const method of [save, unsave]) {
        const unknown = await method(UNKNOWN_ID, client.headers);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toMatchObject({ message: profileTexts.notFound });
        const malformed = await method('42', client.headers);
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json()).toMatchObject({ message: directoryTexts.photographerIdInvalid });
        expect((await method(owner.id, client.headers)).statusCode).toBe(404);
      }
      expect(await list(client.headers)).toEqual([]);
    });

    it('removing is idempotent', async () => {
      const client = await signUpAs(t.app, 'client');
      await save(others[1]!, client.headers);
      for (let i = 0; i < 2; i++) {
        const res = await unsave(others[1]!, client.headers);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ saved: false });
      }
      expect(await list(client.headers)).toEqual([]);
    });

    it(`holds at most ${FAVOURITES_MAX}, also when saves race`, async () => {
      const client = await signUpAs(t.app, 'client');
      const many = await insertPortfolios(
        t.db,
        Array.from({ length: FAVOURITES_MAX + 4 }, (_, i) => ({ name: `Photographer ${i}` })),
      );
      await t.pool.query('insert into favourites (user_id, portfolio_id) select $1, unnest($2::uuid[])', [
        client.id,
        many.slice(0, FAVOURITES_MAX - 1),
      ]);
      // Five saves at once for the last free place: exactly one wins.
      const racing = await Promise.all(many.slice(FAVOURITES_MAX - 1).map((id) => save(id, client.headers)));
      expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
      const full = racing.find((r) => r.statusCode === 400)!;
      expect(full.json()).toMatchObject({ code: 'VALIDATION', message: directoryTexts.favouritesFull });
      expect(await countRows('select count(*) n from favourites where user_id = $1', [client.id])).toBe(FAVOURITES_MAX);
      // Saving one already saved is still fine when full; after a removal there is room again.
      expect((await save(many[0]!, client.headers)).statusCode).toBe(200);
      await unsave(many[0]!, client.headers);
      // One the race refused (not the winner, whose save would change nothing).
      const refused = many.slice(FAVOURITES_MAX - 1)[racing.findIndex((r) => r.statusCode === 400)]!;
      expect((await save(refused, client.headers)).statusCode).toBe(200);
      expect(await list(client.headers)).toHaveLength(FAVOURITES_MAX);
    });
  });

  describe('deleting cascades', () => {
    it('a deleted portfolio leaves every list, a deleted account takes its favourites', async () => {
      const photographer = await signUpAs(t.app, 'photographer');
      const portfolio = (await createPortfolio(t.app, photographer.headers))._id;
      const client = await signUpAs(t.app, 'client');
      await save(portfolio, client.headers);
      await save(others[0]!, client.headers);
      const gone = await t.app.inject({
        method: 'DELETE',
        url: `/api/photographers/portfolio/${portfolio}`,
        headers: photographer.headers,
      });
      expect(gone.statusCode).toBe(200);
      expect((await list(client.headers)).map((c) => c._id)).toEqual([others[0]]);

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/me',
        headers: client.headers,
        payload: { password: GOOD_PASSWORD },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await countRows('select count(*) n from favourites where user_id = $1', [client.id])).toBe(0);
    });
  });

  describe('subscribers (D20)', () => {
    it('only photographers have subscribers', async () => {
      const client = await signUpAs(t.app, 'client');
      const res = await subscribers(client.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: photographerDashboardTexts.subscribers.onlyPhotographers,
      });
    });

    it('a photographer without a portfolio has none', async () => {
      const fresh = await signUpAs(t.app, 'photographer');
      const res = await subscribers(fresh.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [], total: 0 });
    });

    it('lists who saved the portfolio, newest first, with names and pictures but no e-mail addresses', async () => {
      const photographer = await signUpAs(t.app, 'photographer');
      const portfolio = (await createPortfolio(t.app, photographer.headers))._id;
      const fans: Account[] = [];
      for (let i = 0; i < 3; i++) {
        const fan = await signUpAs(t.app, i === 1 ? 'photographer' : 'client');
        await save(portfolio, fan.headers);
        fans.push(fan);
      }
      await t.pool.query(`update users set avatar_file = 'fan-avatar.webp' where id = $1`, [fans[2]!.id]);
      await save(portfolio, fans[0]!.headers); // saving again does not make it newer
      await unsave(portfolio, fans[1]!.headers);

      const res = await subscribers(photographer.headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = subscribersResponseSchema.parse(res.json());
      expect(body.total).toBe(2);
      expect(body.data.map((s) => s.username)).toEqual([fans[2]!.user.username, fans[0]!.user.username]);
      expect(body.data[0]!.avatar).toBe('/api/avatars/fan-avatar.webp');
      expect(body.data[1]!.avatar).toBeNull();
      for (const fan of fans) expect(res.body).not.toContain(fan.email);
      expect(res.body).not.toContain('@');
      expect(Object.keys(body.data[0]!).sort()).toEqual(['avatar', 'savedAt', 'username']);
    });

    it(`lists the newest ${SUBSCRIBERS_LIST_MAX} and counts them all`, async () => {
      const [portfolio] = await insertPortfolios(t.db, [{ name: 'Popular One' }]);
      const { rows } = await t.pool.query<{ user_id: string }>('select user_id from portfolios where id = $1', [
        portfolio,
      ]);
      const fans = await t.pool.query<{ id: string }>(
        `insert into users (email, username, password_hash)
         select 'fan' || g || '-' || $1 || '@example.com', 'fan ' || g, 'x' from generate_series(1, $2::int) g
         returning id`,
        [portfolio, SUBSCRIBERS_LIST_MAX + 5],
      );
      await t.pool.query(
        `insert into favourites (user_id, portfolio_id, created_at)
         select u, $1, now() - (o || ' minutes')::interval from unnest($2::uuid[]) with ordinality as x(u, o)`,
        [portfolio, fans.rows.map((r) => r.id)],
      );
      // Signed in as the inserted owner: a session opened for that account.
      const session = await t.app.sessions.open(rows[0]!.user_id, { userAgent: null, ipAddress: null });
      const res = await subscribers(bearer(session.token));
      const body = subscribersResponseSchema.parse(res.json());
      expect(body.total).toBe(SUBSCRIBERS_LIST_MAX + 5);
      expect(body.data).toHaveLength(SUBSCRIBERS_LIST_MAX);
      expect(body.data[0]!.username).toBe('fan 1');
    });
  });
});
