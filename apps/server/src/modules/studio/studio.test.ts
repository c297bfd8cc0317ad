import {
  auditResponseSchema,
  studioDemoSchema,
  studioPhotographerResponseSchema,
  studioPhotographersResponseSchema,
  studioTexts,
} from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type Account, ipSequence } from '../../../test/booking-requests';
import { chooseLanguage, createPortfolio, signUpAs } from '../../../test/photographers';

const nextIp = ipSequence('102.72');

describe('the studio console API (issue 14)', () => {
  let t: TestApp;
  let admin: Account;
  let client: Account;
  let photographer: Account;
  let portfolioId: string;

  beforeAll(async () => {
    t = await createTestApp({
      SEED_DEMO: 'true',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      INQUIRY_RATE_LIMIT_PER_IP: '100000',
    });
    admin = await signUpAs(t.app, 'client');
    await t.pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
    client = await signUpAs(t.app, 'client');
    photographer = await signUpAs(t.app, 'photographer');
    portfolioId = (await createPortfolio(t.app, photographer.headers))._id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const directoryIds = async () =>
    (
      (await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio/get-all?limit=50' })).json().data as {
        _id: string;
      }[]
    ).map((c) => c._id);
  const audit = async () =>
    auditResponseSchema.parse((await call('GET', '/api/studio/audit', admin.headers)).json()).data;

  // Three callers on every route of the console: a few hundred requests, slow on a busy machine.
  it('answers 401 signed out and 403 to a client and a photographer, on every /api/studio route of the API document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/studio/'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })));
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const { method, path } of routes) {
      const url = path.replace(/\{[^}]+\}/g, portfolioId);
      for (const [headers, status] of [
        [{}, 401],
        [client.headers, 403],
        [photographer.headers, 403],
      ] as const) {
        const res = await t.app.inject({ method: method as 'GET', url, headers, payload: {} });
        expect(res.statusCode, `${method} ${path}`).toBe(status);
      }
    }
    expect(await audit()).toEqual([]);
  }, 60_000);

  it('lists and searches photographers, demo ones marked', async () => {
    const res = await call('GET', '/api/studio/photographers?q=wanjiku%20kam', admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const found = studioPhotographersResponseSchema.parse(res.json());
    expect(found.data.map((p) => p._id)).toContain(portfolioId);
    const demo = studioPhotographersResponseSchema.parse(
      (await call('GET', '/api/studio/photographers?state=demo', admin.headers)).json(),
    );
    expect(demo.meta.total).toBeGreaterThanOrEqual(12);
    expect(demo.data.every((p) => p.demo)).toBe(true);
    expect((await call('GET', '/api/studio/photographers?state=nonsense', admin.headers)).statusCode).toBe(400);
    // The search's own wildcards are literal characters.
    const literal = studioPhotographersResponseSchema.parse(
      (await call('GET', '/api/studio/photographers?q=%25', admin.headers)).json(),
    );
    expect(literal.meta.total).toBe(0);
  });

  it('features a photographer, hides the listing with a reason (404 profile, out of the directory, told), and restores it; each in the audit log', async () => {
    const featured = await call('POST', `/api/studio/photographers/${portfolioId}/featured`, admin.headers, {
      featured: true,
    });
    expect(studioPhotographerResponseSchema.parse(featured.json()).photographer.featured).toBe(true);

    expect((await call('POST', `/api/studio/photographers/${portfolioId}/hide`, admin.headers, {})).statusCode).toBe(
      400,
    );
    const blank = await call('POST', `/api/studio/photographers/${portfolioId}/hide`, admin.headers, { reason: '  ' });
    expect(blank.json().errors.reason).toEqual([studioTexts.reasonRequired]);
    const reason = 'The portfolio shows photographs that are not yours.';
    const hidden = await call('POST', `/api/studio/photographers/${portfolioId}/hide`, admin.headers, { reason });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(studioPhotographerResponseSchema.parse(hidden.json()).photographer.hidden).toMatchObject({
      reason,
      kind: 'moderation',
    });
    expect(
      (await call('POST', `/api/studio/photographers/${portfolioId}/hide`, admin.headers, { reason })).statusCode,
    ).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: `/api/photographers/portfolio/${portfolioId}` })).statusCode).toBe(
      404,
    );
    expect(await directoryIds()).not.toContain(portfolioId);
    const inquiry = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      headers: { 'x-forwarded-for': nextIp(), ...client.headers },
      payload: {
        photographerId: portfolioId,
        name: 'Achieng Otieno',
        email: 'achieng@example.com',
        service: 'Wedding',
        eventDate: '2030-01-01',
        message: 'A garden wedding.',
      },
    });
    expect(inquiry.statusCode).toBe(404);
    const told = await t.pool.query('select kind, title, body from notifications where user_id = $1', [
      photographer.id,
    ]);
    expect(told.rows).toEqual([
      { kind: 'studio', title: studioTexts.hiddenNoticeTitle, body: studioTexts.hiddenNoticeBody({ reason }) },
    ]);

    const restored = await call('POST', `/api/studio/photographers/${portfolioId}/restore`, admin.headers);
    expect(studioPhotographerResponseSchema.parse(restored.json()).photographer.hidden).toBeNull();
    expect((await call('POST', `/api/studio/photographers/${portfolioId}/restore`, admin.headers)).statusCode).toBe(
      409,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/photographers/portfolio/${portfolioId}` })).statusCode).toBe(
      200,
    );
    expect(await directoryIds()).toContain(portfolioId);

    const entries = await audit();
    expect(entries.map((e) => e.action)).toEqual(['photographer.restore', 'photographer.hide', 'photographer.feature']);
    expect(entries[1]).toMatchObject({
      actorEmail: admin.email,
      targetId: portfolioId,
      before: { featured: true, hidden: false },
      after: { featured: true, hidden: true, reason },
    });
    for (const url of ['featured', 'hide', 'restore'])
      expect(
        (
          await call('POST', `/api/studio/photographers/00000000-0000-4000-8000-000000000000/${url}`, admin.headers, {
            featured: true,
            reason,
          })
        ).statusCode,
      ).toBe(404);
  });

  it('the demo switch hides every demo photographer at once and shows again only those it hid', async () => {
    const before = studioDemoSchema.parse((await call('GET', '/api/studio/demo', admin.headers)).json());
    expect(before).toMatchObject({ hidden: 0, visible: true });
    expect(before.count).toBeGreaterThanOrEqual(12);
    const demoIds = studioPhotographersResponseSchema
      .parse((await call('GET', '/api/studio/photographers?state=demo', admin.headers)).json())
      .data.map((p) => p._id);
    // One demo listing the studio hid by hand stays hidden when the demo comes back.
    const byHand = demoIds[0]!;
    await call('POST', `/api/studio/photographers/${byHand}/hide`, admin.headers, { reason: 'Not our style.' });

    const off = await call('PUT', '/api/studio/demo', admin.headers, { visible: false });
    expect(studioDemoSchema.parse(off.json())).toMatchObject({ hidden: before.count, visible: false });
    const listed = await directoryIds();
    expect(demoIds.some((id) => listed.includes(id))).toBe(false);
    expect(listed).toContain(portfolioId);

    const on = await call('PUT', '/api/studio/demo', admin.headers, { visible: true });
    expect(studioDemoSchema.parse(on.json())).toMatchObject({ hidden: 1, visible: true });
    const back = await directoryIds();
    expect(back).not.toContain(byHand);
    expect(demoIds.filter((id) => id !== byHand).every((id) => back.includes(id))).toBe(true);
    expect((await call('PUT', '/api/studio/demo', admin.headers, { visible: 'yes' })).statusCode).toBe(400);
    expect((await audit()).slice(0, 2).map((e) => e.action)).toEqual(['demo.show', 'demo.hide']);
  });

  it('the overview counts what the console looks after', async () => {
    const res = await call('GET', '/api/studio/overview', admin.headers);
    expect(res.statusCode).toBe(200);
    const overview = res.json();
    expect(overview.hidden).toBe(1);
    expect(overview.photographers).toBeGreaterThanOrEqual(12);
    expect(overview.featured).toBeGreaterThanOrEqual(1);
    expect(overview.reports).toBe(0);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('tells a photographer who reads Kiswahili that their listing was hidden and restored in Kiswahili, whatever language the console writes in', async () => {
    const swahili = await signUpAs(t.app, 'photographer');
    const id = (await createPortfolio(t.app, swahili.headers))._id;
    await chooseLanguage(t.app, swahili.headers, 'sw');
    const english = { ...admin.headers, 'accept-language': 'en' };
    const reason = 'The photos are not yours.';
    expect((await call('POST', `/api/studio/photographers/${id}/hide`, english, { reason })).statusCode).toBe(200);
    expect((await call('POST', `/api/studio/photographers/${id}/restore`, english)).statusCode).toBe(200);
    const told = await t.pool.query(
      'select title, body from notifications where user_id = $1 order by created_at, id',
      [swahili.id],
    );
    expect(told.rows).toEqual([
      { title: 'Studio imeficha tangazo lako', body: expect.stringContaining(`Sababu: ${reason}`) },
      {
        title: 'Tangazo lako limerudi',
        body: 'Studio imerudisha tangazo lako: wasifu wako uko kwenye orodha tena.',
      },
    ]);
  });
});
