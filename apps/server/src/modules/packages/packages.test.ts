import {
  authTexts,
  INQUIRY_SERVICES,
  bookingRequestListSchema,
  PACKAGE_PRICE_MAX,
  PACKAGES_MAX_PER_PORTFOLIO,
  packageResponseSchema,
  packagesResponseSchema,
  packagesTexts,
  profileTexts,
} from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signUpAs } from '../../../test/photographers';
import { aPackage, insertPortfolioFor, listedPrice } from '../../../test/packages';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const BASE = '/api/photographers/me/packages';
type Account = Awaited<ReturnType<typeof signUpAs>>;

describe('packages (issue 12)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', INQUIRY_RATE_LIMIT_PER_IP: '100000' });
  });
  afterAll(() => t.close());

  /** A photographer with a portfolio. */
  const photographer = async (startingPrice: number | null = null) => {
    const account = await signUpAs(t.app, 'photographer');
    const portfolioId = await insertPortfolioFor(t.db, account.id, startingPrice);
    return { ...account, portfolioId };
  };
  const create = (who: Account, body: object = aPackage()) =>
    t.app.inject({ method: 'POST', url: BASE, headers: who.headers, payload: body });
  const created = async (who: Account, body: object = aPackage()) => {
    const res = await create(who, body);
    expect(res.statusCode, res.body).toBe(201);
    return packageResponseSchema.parse(res.json()).data;
  };
  const update = (who: Account, id: string, body: object) =>
    t.app.inject({ method: 'PUT', url: `${BASE}/${id}`, headers: who.headers, payload: body });
  const remove = (who: Account, id: string) =>
    t.app.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers: who.headers });
  const reorder = (who: Account, ids: unknown) =>
    t.app.inject({ method: 'PUT', url: `${BASE}/order`, headers: who.headers, payload: { ids } });
  const own = async (who: Account) => {
    const res = await t.app.inject({ method: 'GET', url: BASE, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return packagesResponseSchema.parse(res.json()).data;
  };
  const publicList = async (portfolioId: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/photographers/${portfolioId}/packages` });
    expect(res.statusCode, res.body).toBe(200);
    return packagesResponseSchema.parse(res.json()).data;
  };
  const inquire = (photographerId: string, packageId?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: {
        photographerId,
        name: 'Achieng Otieno',
        email: 'achieng@example.com',
        service: INQUIRY_SERVICES[0],
        eventDate: '2099-06-12',
        message: 'Our wedding in Naivasha.',
        ...(packageId !== undefined && { packageId }),
      },
    });

  describe('who may', () => {
    it.each([
      ['GET', BASE],
      ['POST', BASE],
      ['PUT', `${BASE}/order`],
      ['PUT', `${BASE}/${UNKNOWN_ID}`],
      ['DELETE', `${BASE}/${UNKNOWN_ID}`],
    ] as const)('%s %s answers 401 without a session', async (method, url) => {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: authTexts.signInRequired });
    });

    it('a client is refused (403) and nothing is stored', async () => {
      const client = await signUpAs(t.app, 'client');
      const count = async () => (await t.pool.query('select count(*)::int as n from packages')).rows[0].n as number;
      const before = await count();
      for (const res of [
        await t.app.inject({ method: 'GET', url: BASE, headers: client.headers }),
        await create(client),
        await reorder(client, []),
        await update(client, UNKNOWN_ID, aPackage()),
        await remove(client, UNKNOWN_ID),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: packagesTexts.onlyPhotographers });
      }
      expect(await count()).toBe(before);
    });

    it("someone else's package is not found (404) and stays as it was", async () => {
      const [a, b] = [await photographer(), await photographer()];
      const pkg = await created(a);
      for (const res of [await update(b, pkg.id, aPackage({ title: 'Stolen' })), await remove(b, pkg.id)]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: packagesTexts.notFound });
      }
      expect(await own(a)).toEqual([pkg]);
      const wrongOrder = await reorder(b, [pkg.id]);
      expect(wrongOrder.statusCode).toBe(400);
      expect(await own(b)).toEqual([]);
    });

    it('a photographer without a portfolio lists none and cannot add one yet (409)', async () => {
      const early = await signUpAs(t.app, 'photographer');
      expect(await own(early)).toEqual([]);
      const res = await create(early);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: packagesTexts.needsPortfolio });
      expect((await update(early, UNKNOWN_ID, aPackage())).statusCode).toBe(404);
    });
  });

  describe('create, edit, hide, list', () => {
    it('creates packages in order, trims text, stores prices and duration', async () => {
      const p = await photographer();
      const first = await created(
        p,
        aPackage({ title: '  Portraits  ', priceUsd: undefined, deliverables: undefined }),
      );
      expect(first).toMatchObject({
        title: 'Portraits',
        priceKes: 65_000,
        priceUsd: null,
        durationValue: 4,
        durationUnit: 'hours',
        deliverables: '',
        active: true,
        position: 0,
      });
      const second = await created(p, aPackage({ title: 'Full day', durationValue: 1, durationUnit: 'days' }));
      expect(second.position).toBe(1);
      expect((await own(p)).map((x) => x.title)).toEqual(['Portraits', 'Full day']);
    });

    it.each([
      ['title', aPackage({ title: '   ' }), packagesTexts.titleRequired],
      ['title', aPackage({ title: 'x'.repeat(81) }), packagesTexts.titleTooLong],
      ['priceKes', aPackage({ priceKes: undefined }), packagesTexts.priceKesRequired],
      ['priceKes', aPackage({ priceKes: -1 }), packagesTexts.priceInvalid],
      ['priceKes', aPackage({ priceKes: 10.5 }), packagesTexts.priceInvalid],
      ['priceKes', aPackage({ priceKes: '65000' }), packagesTexts.priceInvalid],
      ['priceKes', aPackage({ priceKes: PACKAGE_PRICE_MAX + 1 }), packagesTexts.priceInvalid],
      ['priceUsd', aPackage({ priceUsd: -5 }), packagesTexts.priceInvalid],
      ['priceUsd', aPackage({ priceUsd: PACKAGE_PRICE_MAX + 1 }), packagesTexts.priceInvalid],
      ['durationValue', aPackage({ durationValue: 0 }), packagesTexts.durationInvalid],
      ['durationValue', aPackage({ durationValue: 2.5 }), packagesTexts.durationInvalid],
      ['durationUnit', aPackage({ durationUnit: 'weeks' }), packagesTexts.durationUnitInvalid],
      ['deliverables', aPackage({ deliverables: 'x'.repeat(301) }), packagesTexts.deliverablesTooLong],
      ['description', aPackage({ description: 'x'.repeat(1001) }), packagesTexts.descriptionTooLong],
    ])('400 with a field error for a bad %s, and nothing changes', async (field, body, message) => {
      const p = await photographer();
      const pkg = await created(p);
      const res = await create(p, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: { [field]: [message] } });
      const edit = await update(p, pkg.id, body);
      expect(edit.statusCode).toBe(400);
      expect(edit.json().errors[field]).toEqual([message]);
      expect(await own(p)).toEqual([pkg]);
    });

    it('edits a package and hides and shows it; the public list has active ones only', async () => {
      const p = await photographer();
      const a = await created(p, aPackage({ title: 'A' }));
      const b = await created(p, aPackage({ title: 'B' }));
      const edited = await update(p, a.id, aPackage({ title: 'A+', priceKes: 70_000, priceUsd: null }));
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data).toMatchObject({
        id: a.id,
        title: 'A+',
        priceKes: 70_000,
        priceUsd: null,
        active: true,
      });

      const hidden = await update(p, b.id, aPackage({ title: 'B', active: false }));
      expect(hidden.json().data.active).toBe(false);
      expect((await publicList(p.portfolioId)).map((x) => x.title)).toEqual(['A+']);
      expect((await own(p)).map((x) => [x.title, x.active])).toEqual([
        ['A+', true],
        ['B', false],
      ]);
      // A PUT without `active` keeps the package hidden.
      await update(p, b.id, aPackage({ title: 'B2' }));
      expect((await own(p)).find((x) => x.id === b.id)?.active).toBe(false);
      await update(p, b.id, aPackage({ title: 'B2', active: true }));
      expect((await publicList(p.portfolioId)).map((x) => x.title)).toEqual(['A+', 'B2']);
    });

    it('the public list answers 404 for an unknown photographer', async () => {
      for (const id of [UNKNOWN_ID, 'not-an-id']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/photographers/${id}/packages` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: profileTexts.notFound });
      }
    });

    it('a bad id in the path is 400', async () => {
      const p = await photographer();
      const res = await update(p, 'nope', aPackage());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: packagesTexts.idInvalid });
    });

    it(`at most ${PACKAGES_MAX_PER_PORTFOLIO}, even when added at once; deleting makes room`, async () => {
      const p = await photographer();
      const answers = await Promise.all(
        Array.from({ length: PACKAGES_MAX_PER_PORTFOLIO + 3 }, (_, i) => create(p, aPackage({ title: `P${i}` }))),
      );
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(PACKAGES_MAX_PER_PORTFOLIO);
      const refused = answers.filter((r) => r.statusCode !== 201);
      expect(refused).toHaveLength(3);
      for (const r of refused) expect(r.json()).toMatchObject({ code: 'CONFLICT', message: packagesTexts.full });
      const list = await own(p);
      expect(list.map((x) => x.position)).toEqual(list.map((_, i) => i));
      expect((await remove(p, list[0]!.id)).statusCode).toBe(200);
      expect((await create(p)).statusCode).toBe(201);
    });
  });

  describe('reorder', () => {
    it('puts the packages in the order given, hidden ones included', async () => {
      const p = await photographer();
      const [a, b, c] = [
        await created(p, aPackage({ title: 'A' })),
        await created(p, aPackage({ title: 'B' })),
        await created(p, aPackage({ title: 'C', active: false })),
      ];
      const res = await reorder(p, [c.id, a.id, b.id]);
      expect(res.statusCode, res.body).toBe(200);
      expect(packagesResponseSchema.parse(res.json()).data.map((x) => [x.title, x.position])).toEqual([
        ['C', 0],
        ['A', 1],
        ['B', 2],
      ]);
      expect((await publicList(p.portfolioId)).map((x) => x.title)).toEqual(['A', 'B']);
    });

    it.each([
      ['a missing package', (ids: string[]) => ids.slice(1)],
      ['a repeated package', (ids: string[]) => [ids[0]!, ...ids]],
      ['an unknown package', (ids: string[]) => [...ids.slice(1), UNKNOWN_ID]],
      ['no list', () => 'nope'],
    ])('refuses %s (400) and keeps the order', async (_name, ids) => {
      const p = await photographer();
      await created(p, aPackage({ title: 'A' }));
      await created(p, aPackage({ title: 'B' }));
      const before = await own(p);
      const res = await reorder(p, ids(before.map((x) => x.id)));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: { ids: expect.any(Array) } });
      expect(await own(p)).toEqual(before);
    });
  });

  describe('delete', () => {
    it('deletes an unused package for good', async () => {
      const p = await photographer();
      const pkg = await created(p);
      const res = await remove(p, pkg.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, kept: false });
      expect((await t.pool.query('select count(*)::int as n from packages where id = $1', [pkg.id])).rows[0].n).toBe(0);
      expect((await remove(p, pkg.id)).statusCode).toBe(404);
    });

    it('keeps a package a booking request asked for: gone from every list, still on the request', async () => {
      const p = await photographer();
      const pkg = await created(p, aPackage({ title: 'Wedding gold' }));
      const other = await created(p, aPackage({ title: 'Other' }));
      const sent = await inquire(p.portfolioId, pkg.id);
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json().bookingRequest.package).toEqual({
        id: pkg.id,
        title: 'Wedding gold',
        priceKes: 65_000,
        priceUsd: 500,
      });

      const res = await remove(p, pkg.id);
      expect(res.json()).toEqual({ success: true, kept: true });
      expect((await own(p)).map((x) => x.id)).toEqual([other.id]);
      expect((await publicList(p.portfolioId)).map((x) => x.id)).toEqual([other.id]);
      // Gone for editing, reordering, deleting and new inquiries...
      expect((await update(p, pkg.id, aPackage())).statusCode).toBe(404);
      expect((await remove(p, pkg.id)).statusCode).toBe(404);
      expect((await reorder(p, [other.id, pkg.id])).statusCode).toBe(400);
      expect((await inquire(p.portfolioId, pkg.id)).statusCode).toBe(400);
      // ...but the request still shows which package was asked for.
      const list = await t.app.inject({ method: 'GET', url: '/api/booking-requests?as=received', headers: p.headers });
      const [request] = bookingRequestListSchema.parse(list.json());
      expect(request?.package).toEqual({ id: pkg.id, title: 'Wedding gold', priceKes: 65_000, priceUsd: 500 });
    });
  });

  describe('inquiries with a package (D18)', () => {
    it('stores the package chosen, or none for "not sure yet"', async () => {
      const p = await photographer();
      const pkg = await created(p);
      for (const [packageId, expected] of [
        [pkg.id, pkg.id],
        ['', null],
        [undefined, null],
      ] as const) {
        const res = await inquire(p.portfolioId, packageId);
        expect(res.statusCode, res.body).toBe(201);
        const id = res.json().bookingRequest.id as string;
        const stored = await t.pool.query('select package_id from booking_requests where id = $1', [id]);
        expect(stored.rows[0].package_id).toBe(expected);
      }
    });

    it("refuses another photographer's package, a hidden one and a bad id (400 field error), storing nothing", async () => {
      const [p, other] = [await photographer(), await photographer()];
      const theirs = await created(other);
      const hidden = await created(p, aPackage({ active: false }));
      for (const packageId of [theirs.id, hidden.id, UNKNOWN_ID, 'not-a-uuid']) {
        const res = await inquire(p.portfolioId, packageId);
        expect(res.statusCode, packageId).toBe(400);
        expect(res.json()).toMatchObject({ errors: { packageId: [packagesTexts.packageUnavailable] } });
      }
      const n = await t.pool.query('select count(*)::int as n from booking_requests where portfolio_id = $1', [
        p.portfolioId,
      ]);
      expect(n.rows[0].n).toBe(0);
    });
  });

  describe('the price the directory lists (ADR 0017, ADR 0030)', () => {
    it('follows the cheapest active package by its KES price, with only its own USD price, else the starting price', async () => {
      const p = await photographer(900);
      const none = { kes: null, usd: null, listedKes: null, listedUsd: 900 };
      expect(await listedPrice(t.db, p.portfolioId)).toEqual(none);
      const a = await created(p, aPackage({ priceKes: 129_000, priceUsd: null }));
      expect(await listedPrice(t.db, p.portfolioId)).toEqual({
        kes: 129_000,
        usd: null,
        listedKes: 129_000,
        listedUsd: null,
      });
      // Cheaper in shillings, whatever its dollar price says.
      const b = await created(p, aPackage({ priceKes: 100_000, priceUsd: 900 }));
      expect(await listedPrice(t.db, p.portfolioId)).toEqual({
        kes: 100_000,
        usd: 900,
        listedKes: 100_000,
        listedUsd: null,
      });
      await update(p, b.id, aPackage({ priceKes: 100_000, priceUsd: 900, active: false }));
      expect(await listedPrice(t.db, p.portfolioId)).toEqual({
        kes: 129_000,
        usd: null,
        listedKes: 129_000,
        listedUsd: null,
      });
      await remove(p, a.id);
      expect(await listedPrice(t.db, p.portfolioId)).toEqual(none);
    });
  });
});
