import {
  CARD_IMAGE_COUNT,
  directoryTexts,
  FEATURED_GROUP_MAX,
  type PhotographerCard,
  type PhotographerSearchParams,
  photographerSearchResponseSchema,
  SEARCH_PAGE_SIZE_DEFAULT,
  SEARCH_PAGE_SIZE_MAX,
} from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signUp, bearer } from '../../../test/auth';
import { imageBase, insertPortfolios, type PortfolioSpec } from '../../../test/portfolio-rows';

const DAY = 86_400_000;
const T0 = Date.parse('2026-01-01T12:00:00Z');
const at = (days: number) => new Date(T0 - days * DAY);

/** Known photographers; `key` names them in the expectations. */
const SPECS: (PortfolioSpec & { key: string })[] = [
  {
    key: 'amina',
    name: 'Amina Odhiambo',
    speciality: 'Wedding',
    location: 'Nairobi',
    startingPrice: 80_000,
    experienceYears: 8,
    featured: true,
    createdAt: at(1),
    message: 'Weddings in Nairobi and the coast.',
    images: 5,
  },
  {
    key: 'brian',
    name: 'Brian Kiprop',
    speciality: 'Portrait',
    location: 'Eldoret',
    startingPrice: 30_000,
    experienceYears: 3,
    createdAt: at(2),
    message: 'Portraits: 100% natural light.',
    images: 2,
  },
  {
    key: 'cynthia',
    name: 'Cynthia Wanjiru',
    speciality: 'Event',
    location: 'Nairobi',
    startingPrice: 150_000,
    experienceYears: 12,
    createdAt: at(3),
    message: 'Events and "big" parties.',
  },
  {
    key: 'david',
    name: 'David Mwangi',
    speciality: 'Commercial',
    location: 'Mombasa',
    startingPrice: 250_000,
    experienceYears: null,
    featured: true,
    createdAt: at(4),
    message: 'Brand_shoots for hotels.',
    images: 3,
  },
  {
    key: 'esther',
    name: "Esther O'Brien",
    speciality: 'Fashion',
    location: 'Anywhere in Kenya',
    startingPrice: null,
    experienceYears: 20,
    createdAt: at(5),
    message: 'Editorial work, RAW files in C:\\studio\\raw.',
    images: 1,
  },
  {
    key: 'faith',
    name: 'Faith Njeri',
    speciality: 'Nature Photography',
    location: 'Kisumu',
    startingPrice: 79_900,
    experienceYears: 8,
    createdAt: at(6),
    message: "Wildlife. Not a hacker: '; drop table portfolios; -- was a joke.",
  },
  {
    key: 'george',
    name: 'George Otieno',
    speciality: 'Wedding',
    location: 'Nakuru',
    startingPrice: 250_100,
    experienceYears: 1.5,
    featured: true,
    createdAt: at(7),
    message: 'Lakeside weddings.',
  },
  {
    key: 'hellen',
    name: 'Hellen Achieng',
    speciality: 'Wedding',
    location: 'Nairobi',
    startingPrice: 100_000,
    experienceYears: 8,
    featured: true,
    createdAt: at(8),
    message: 'Church and garden weddings.',
  },
  {
    key: 'ivy',
    name: 'Ivy Chebet',
    speciality: 'Portrait',
    location: 'Naivasha',
    startingPrice: 500_000,
    experienceYears: 30,
    featured: true,
    createdAt: at(9),
    message: 'Studio portraits.',
  },
  {
    key: 'james',
    name: 'James Kamau',
    speciality: 'Event',
    location: 'Diani',
    startingPrice: 30_000,
    experienceYears: 2,
    featured: true,
    createdAt: at(10),
    message: 'Conferences.',
  },
  {
    key: 'kevin',
    name: 'Kevin Ouma',
    speciality: 'Commercial',
    location: 'Nanyuki',
    startingPrice: 300_000,
    experienceYears: 15,
    featured: true,
    createdAt: at(11),
    message: 'Products.',
  },
  // Ties: same featured flag, day, price and experience; only the id tells them apart.
  ...['lina', 'mary', 'nancy', 'olive', 'peter'].map((key) => ({
    key,
    name: `${key[0]!.toUpperCase()}${key.slice(1)} Tie`,
    speciality: 'Portrait',
    location: 'Kisumu',
    startingPrice: 50_000,
    experienceYears: 5,
    createdAt: at(12),
    message: 'Same as the others.',
  })),
];
/** Portfolios whose owners are no longer photographers: never listed. */
const HIDDEN: PortfolioSpec[] = [
  { name: 'Client Owned', role: 'client', featured: true, message: 'Weddings in Nairobi.' },
  { name: 'Admin Owned', role: 'admin', message: 'Weddings in Nairobi.' },
];

describe('photographers: the directory search (D16, D17)', () => {
  let t: TestApp;
  const keyOf = new Map<string, string>();
  const spec = (key: string) => SPECS.find((s) => s.key === key)!;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
    const ids = await insertPortfolios(t.db, SPECS);
    ids.forEach((id, i) => keyOf.set(id, SPECS[i]!.key));
    await insertPortfolios(t.db, HIDDEN);
  });
  afterAll(() => t.close());

  const get = (query: Record<string, string> | string = {}, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/photographers/portfolio/get-all${typeof query === 'string' ? query : `?${new URLSearchParams(query)}`}`,
      headers,
    });
  const search = async (query: PhotographerSearchParams = {}) => {
    const res = await get({ pageSize: String(SEARCH_PAGE_SIZE_MAX), ...(query as Record<string, string>) });
    expect(res.statusCode, res.body).toBe(200);
    return photographerSearchResponseSchema.parse(res.json());
  };
  const keys = (cards: PhotographerCard[]) => cards.map((c) => keyOf.get(c._id));
  const matching = async (query: PhotographerSearchParams) => keys((await search(query)).data);

  /** The default order, as the rules say: featured first, then newest, then id (descending). */
  const byDefault = (a: PhotographerCard, b: PhotographerCard) =>
    Number(b.featured) - Number(a.featured) ||
    Date.parse(b.createdAt) - Date.parse(a.createdAt) ||
    (a._id < b._id ? 1 : -1);
  const nullsLast = (x: number | null, y: number | null, dir: 1 | -1) =>
    x === y ? 0 : x === null ? 1 : y === null ? -1 : (x - y) * dir;

  describe('order and paging', () => {
    it('by default: featured first, then newest, the id breaking ties', async () => {
      const { data, meta } = await search();
      expect(meta).toEqual({ page: 1, pageSize: SEARCH_PAGE_SIZE_MAX, total: SPECS.length, totalPages: 1 });
      expect(data).toEqual([...data].sort(byDefault));
      expect(keys(data).slice(0, 7)).toEqual(['amina', 'david', 'george', 'hellen', 'ivy', 'james', 'kevin']);
      expect(keys(data).slice(7, 11)).toEqual(['brian', 'cynthia', 'esther', 'faith']);
    });

    it('never lists portfolios of accounts that are no longer photographers', async () => {
      const names = (await search({ q: 'Owned' })).data.map((c) => c.name);
      expect(names).toEqual([]);
    });

    it('a photographer who switches to client leaves the directory, and comes back on switching again', async () => {
      const account = await signUp(t.app);
      const choose = (role: string) =>
        t.app.inject({ method: 'POST', url: '/api/created-id', headers: bearer(account.token), payload: { role } });
      expect((await choose('photographer')).statusCode).toBe(201);
      await t.pool.query(
        `insert into portfolios (user_id, name, email, phone, message, speciality, price, location, experience, website)
         values ($1, 'Switching Sam', 's@example.com', '+254 700 000 000', 'Hello', 'Event', '$500', 'Nakuru', '3 years', 'https://example.com')`,
        [account.user.id],
      );
      const listedNames = async () => (await search({ location: 'Nakuru' })).data.map((c) => c.name);
      expect(await listedNames()).toContain('Switching Sam');
      expect((await choose('client')).statusCode).toBe(201);
      expect(await listedNames()).not.toContain('Switching Sam');
      expect((await search()).meta.total).toBe(SPECS.length);
      expect((await choose('photographer')).statusCode).toBe(201);
      expect(await listedNames()).toContain('Switching Sam');
      await t.pool.query('delete from users where id = $1', [account.user.id]);
      expect(await listedNames()).not.toContain('Switching Sam');
    });

    it.each([
      ['experience', (a: PhotographerCard, b: PhotographerCard) => nullsLast(a.experienceYears, b.experienceYears, -1)],
      ['price-low', (a: PhotographerCard, b: PhotographerCard) => nullsLast(a.listedPriceKes, b.listedPriceKes, 1)],
      ['price-high', (a: PhotographerCard, b: PhotographerCard) => nullsLast(a.listedPriceKes, b.listedPriceKes, -1)],
    ] as const)('sort=%s: by its number (missing ones last), ties in the default order', async (sort, compare) => {
      const { data } = await search({ sort });
      expect(data).toHaveLength(SPECS.length);
      expect(keys(data)).toEqual(keys([...data].sort((a, b) => compare(a, b) || byDefault(a, b))));
    });

    it('sort=experience and the price sorts put the right ones at the ends', async () => {
      expect((await matching({ sort: 'experience' })).slice(0, 2)).toEqual(['ivy', 'esther']);
      expect((await matching({ sort: 'experience' })).at(-1)).toBe('david');
      expect((await matching({ sort: 'price-low' })).slice(0, 2)).toEqual(['james', 'brian']);
      expect((await matching({ sort: 'price-low' })).at(-1)).toBe('esther');
      expect((await matching({ sort: 'price-high' })).slice(0, 2)).toEqual(['ivy', 'kevin']);
      expect((await matching({ sort: 'price-high' })).at(-1)).toBe('esther');
    });

    it('sort=rating and sort=reviews: no reviews yet, so every tie falls back to the default order (D16)', async () => {
      const fallback = await matching({});
      expect(await matching({ sort: 'rating' })).toEqual(fallback);
      expect(await matching({ sort: 'reviews' })).toEqual(fallback);
      expect(await matching({ sort: '' })).toEqual(fallback);
    });

    it.each(['', 'experience', 'price-low', 'price-high'])(
      'paging through everything (sort=%s) gives each photographer once, in the same order',
      async (sort) => {
        const all = await matching({ sort });
        for (const pageSize of [1, 2, 3, 5]) {
          const seen: (string | undefined)[] = [];
          for (let page = 1; ; page++) {
            const res = await get({ sort, page: String(page), pageSize: String(pageSize) });
            const body = photographerSearchResponseSchema.parse(res.json());
            expect(body.meta).toEqual({
              page,
              pageSize,
              total: SPECS.length,
              totalPages: Math.ceil(SPECS.length / pageSize),
            });
            if (body.data.length === 0) break;
            expect(body.data.length).toBeLessThanOrEqual(pageSize);
            seen.push(...keys(body.data));
          }
          expect(seen).toEqual(all);
        }
      },
    );

    it('the five ties keep one order across pages (by id)', async () => {
      const ties = await search({ location: 'Kisumu', style: 'Portrait' });
      expect(ties.data).toHaveLength(5);
      const ids = ties.data.map((c) => c._id);
      expect(ids).toEqual([...ids].sort().reverse());
      const pages = await Promise.all(
        [1, 2, 3, 4, 5].map(
          async (page) =>
            photographerSearchResponseSchema.parse(
              (await get({ location: 'Kisumu', style: 'Portrait', page: String(page), pageSize: '1' })).json(),
            ).data[0]!._id,
        ),
      );
      expect(pages).toEqual(ids);
    });

    it('identical searches at the same time share one answer; different ones do not mix', async () => {
      const queries: Record<string, string>[] = [
        {},
        {},
        { location: 'Nairobi' },
        {},
        { location: 'Nairobi' },
        { sort: 'price-low' },
      ];
      const answers = await Promise.all(queries.map((q) => get({ pageSize: String(SEARCH_PAGE_SIZE_MAX), ...q })));
      const bodies = answers.map((r) => photographerSearchResponseSchema.parse(r.json()));
      expect(keys(bodies[0]!.data)).toEqual(await matching({}));
      expect(bodies[1]).toEqual(bodies[0]);
      expect(bodies[3]).toEqual(bodies[0]);
      expect(keys(bodies[2]!.data).sort()).toEqual(['amina', 'cynthia', 'hellen']);
      expect(bodies[4]).toEqual(bodies[2]);
      expect(keys(bodies[5]!.data)).toEqual(await matching({ sort: 'price-low' }));
    });

    it('uses the default page and page size', async () => {
      const res = await get();
      const body = photographerSearchResponseSchema.parse(res.json());
      expect(body.meta).toEqual({
        page: 1,
        pageSize: SEARCH_PAGE_SIZE_DEFAULT,
        total: SPECS.length,
        totalPages: Math.ceil(SPECS.length / SEARCH_PAGE_SIZE_DEFAULT),
      });
      expect(body.data).toHaveLength(Math.min(SEARCH_PAGE_SIZE_DEFAULT, SPECS.length));
    });

    it('a page past the end is empty, with the right numbers (not an error)', async () => {
      const res = await get({ page: '99', pageSize: '5' });
      expect(res.statusCode).toBe(200);
      const body = photographerSearchResponseSchema.parse(res.json());
      expect(body.data).toEqual([]);
      expect(body.meta).toEqual({ page: 99, pageSize: 5, total: SPECS.length, totalPages: 4 });
      // The featured group is about the matches, not the page.
      expect(body.featured.length).toBe(FEATURED_GROUP_MAX);
    });

    it('accepts the largest page size and page number', async () => {
      expect((await get({ pageSize: String(SEARCH_PAGE_SIZE_MAX) })).statusCode).toBe(200);
      expect((await get({ pageSize: '1', page: '1000000' })).statusCode).toBe(200);
    });

    it.each([
      ['page=0', directoryTexts.pageInvalid],
      ['page=-1', directoryTexts.pageInvalid],
      ['page=1.5', directoryTexts.pageInvalid],
      ['page=abc', directoryTexts.pageInvalid],
      ['page=1000001', directoryTexts.pageInvalid],
      ['page=', directoryTexts.pageInvalid],
      ['pageSize=0', directoryTexts.pageSizeInvalid],
      [`pageSize=${SEARCH_PAGE_SIZE_MAX + 1}`, directoryTexts.pageSizeInvalid],
      ['pageSize=1e3', directoryTexts.pageSizeInvalid],
      ['location=Paris', directoryTexts.locationInvalid],
      ['location=nairobi', directoryTexts.locationInvalid],
      ['style=Underwater', directoryTexts.styleInvalid],
      ['price=100-200', directoryTexts.priceInvalid],
      ['price=$300-1000', directoryTexts.priceInvalid],
      ['price=300-1000', directoryTexts.priceInvalid],
      ['location=Denver', directoryTexts.locationInvalid],
      ['sort=name', directoryTexts.sortInvalid],
      ['sort=default', directoryTexts.sortInvalid],
      ['featured=yes', directoryTexts.featuredInvalid],
      [`q=${'a'.repeat(101)}`, directoryTexts.searchTooLong],
    ])('%s is refused with 400 and its message', async (query, message) => {
      const res = await get(`?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    });

    it('a repeated parameter is a 400, never a 500', async () => {
      const res = await get('?location=Nairobi&location=Mombasa');
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    });
  });

  describe('filters', () => {
    it('location: an exact location', async () => {
      expect((await matching({ location: 'Nairobi' })).sort()).toEqual(['amina', 'cynthia', 'hellen']);
      expect(await matching({ location: 'Eldoret' })).toEqual(['brian']);
    });

    it('style: the speciality', async () => {
      expect(await matching({ style: 'Wedding' })).toEqual(['amina', 'george', 'hellen']);
      expect(await matching({ style: 'Nature Photography' })).toEqual(['faith']);
    });

    it('price: the listed price in KES lies within the range, the lower bound in and the upper out (D30)', async () => {
      const sorted = async (price: string) => (await matching({ price })).sort();
      const ties = await matching({ location: 'Kisumu', style: 'Portrait' });
      expect(await sorted('under-20000')).toEqual([]);
      // James and Brian at 30,000; the ties at 50,000 open the next range.
      expect(await sorted('20000-50000')).toEqual(['brian', 'james']);
      // Faith (79,900) and Amina (80,000) in; Hellen (100,000) opens the next range.
      expect(await sorted('50000-100000')).toEqual(['amina', 'faith', ...ties].sort());
      expect(await sorted('100000-200000')).toEqual(['cynthia', 'hellen']);
      expect(await sorted('over-200000')).toEqual(['david', 'george', 'ivy', 'kevin']);
      // A photographer whose price could not be read (Esther) matches no range.
      for (const price of ['under-20000', '20000-50000', '50000-100000', '100000-200000', 'over-200000']) {
        expect(await matching({ price })).not.toContain('esther');
      }
    });

    it('featured=true: only featured photographers; featured=false: no restriction', async () => {
      const featured = await search({ featured: 'true' });
      expect(keys(featured.data)).toEqual(['amina', 'david', 'george', 'hellen', 'ivy', 'james', 'kevin']);
      expect(featured.meta.total).toBe(7);
      expect(await matching({ featured: 'false' })).toEqual(await matching({}));
    });

    it('empty values mean "any"', async () => {
      expect(await matching({ q: '', location: '', style: '', price: '', sort: '' })).toEqual(await matching({}));
      expect(await matching({ q: '   ' })).toEqual(await matching({}));
    });

    it('filters combine', async () => {
      expect(await matching({ location: 'Nairobi', style: 'Wedding' })).toEqual(['amina', 'hellen']);
      expect(await matching({ location: 'Nairobi', style: 'Wedding', price: '100000-200000' })).toEqual(['hellen']);
      expect(await matching({ style: 'Wedding', featured: 'true', sort: 'price-high' })).toEqual([
        'george',
        'hellen',
        'amina',
      ]);
      expect(await matching({ q: 'wedding', location: 'Nakuru' })).toEqual(['george']);
      expect(await matching({ q: 'weddings', location: 'Mombasa' })).toEqual([]);
    });
  });

  describe('text search', () => {
    it('matches name, speciality, location and message, ignoring case', async () => {
      expect(await matching({ q: 'KAMAU' })).toEqual(['james']);
      expect(await matching({ q: 'nature photo' })).toEqual(['faith']);
      expect(await matching({ q: 'anywhere in kenya' })).toEqual(['esther']);
      expect(await matching({ q: 'lakeside' })).toEqual(['george']);
      expect((await matching({ q: 'nairobi' })).sort()).toEqual(['amina', 'cynthia', 'hellen']);
      expect(await matching({ q: 'wed' })).toEqual(['amina', 'george', 'hellen']);
    });

    it('matches within one field, not across two', async () => {
      // "Amina Odhiambo" + "Wedding" would only match a text glued from both fields.
      expect(await matching({ q: 'Odhiambo Wedding' })).toEqual([]);
      expect(await matching({ q: 'Odhiambo\u001fWedding' })).toEqual([]);
      expect(await matching({ q: 'Odhiambo\u001f' })).toEqual(['amina']);
    });

    it('control characters are spaces, and nothing but them means no text at all', async () => {
      expect(await matching({ q: '\u0000' })).toEqual(await matching({}));
      expect(await matching({ q: 'Amina\u0000Odhiambo' })).toEqual(['amina']);
      expect(await matching({ q: 'Amina\tOdhiambo' })).toEqual(['amina']);
    });

    it.each([
      ['100%', ['brian']],
      ['%', ['brian']],
      ['_', ['david']],
      ['Bran_', []],
      ['Brand_shoots', ['david']],
      ['\\', ['esther']],
      ['C:\\studio', ['esther']],
      ["O'Brien", ['esther']],
      ["'", ['esther', 'faith']],
      ['"big"', ['cynthia']],
      ["'; drop table portfolios; --", ['faith']],
      ["' or 1=1 --", []],
      ['%%%', []],
      ['Ñandú 🙂', []],
    ])('%s is plain text', async (q, expected) => {
      const res = await get({ q, pageSize: String(SEARCH_PAGE_SIZE_MAX) });
      expect(res.statusCode).toBe(200);
      expect(keys(photographerSearchResponseSchema.parse(res.json()).data)).toEqual(expected);
    });

    it('the portfolios are all still there afterwards', async () => {
      expect((await search()).meta.total).toBe(SPECS.length);
    });
  });

  describe('cards', () => {
    it('carry at most three images, in the photographer order, and the image count', async () => {
      const { data } = await search();
      const card = (key: string) => data.find((c) => keyOf.get(c._id) === key)!;
      const amina = card('amina');
      expect(amina.imageCount).toBe(5);
      expect(amina.gallery).toHaveLength(CARD_IMAGE_COUNT);
      expect(amina.images).toEqual([0, 1, 2].map((p) => `${imageBase(amina._id, p)}-800.webp`));
      expect(amina.gallery.map((g) => g.url)).toEqual(amina.images);
      expect(card('brian').images).toHaveLength(2);
      expect(card('brian').imageCount).toBe(2);
      expect(card('cynthia')).toMatchObject({ images: [], gallery: [], imageCount: 0 });
    });

    it('show no contact details', async () => {
      const res = await get();
      const first = res.json().data[0];
      expect(first).not.toHaveProperty('email');
      expect(first).not.toHaveProperty('phone');
      expect(first).not.toHaveProperty('website');
      expect(first).not.toHaveProperty('userId');
      expect(first).toMatchObject({ name: spec('amina').name, speciality: 'Wedding', location: 'Nairobi' });
    });

    it('the featured group: featured matches only, in the same order, at most FEATURED_GROUP_MAX', async () => {
      const { featured, data } = await search({ sort: 'price-low' });
      expect(featured).toHaveLength(FEATURED_GROUP_MAX);
      expect(keys(featured)).toEqual(keys(data.filter((c) => c.featured)).slice(0, FEATURED_GROUP_MAX));
      expect(keys((await search({ location: 'Nairobi' })).featured)).toEqual(['amina', 'hellen']);
      expect((await search({ location: 'Eldoret' })).featured).toEqual([]);
    });
  });

  describe('caching', () => {
    it('an anonymous search may be cached briefly by anyone', async () => {
      const res = await get();
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    });

    it('a search that comes with a session is not kept by shared caches, and the answer is the same', async () => {
      const account = await signUp(t.app);
      const anonymous = await get();
      const signedIn = await get({}, bearer(account.token));
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['cache-control']).toBe('private, no-cache');
      expect(signedIn.json()).toEqual(anonymous.json());
      const cookie = await get({}, { cookie: account.cookie });
      expect(cookie.headers['cache-control']).toBe('private, no-cache');
    });

    it('is documented in the OpenAPI document, with the other issue-6 routes', async () => {
      const res = await t.app.inject({ url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/photographers/portfolio/get-all',
          '/api/favourites/{photographerId}',
          '/api/favourites',
          '/api/photographers/subscribers',
          '/api/booking-requests',
          '/api/booking-requests/{id}',
        ]),
      );
      const params = doc.paths['/api/photographers/portfolio/get-all'].get.parameters.map(
        (p: { name: string }) => p.name,
      );
      expect(params).toEqual(
        expect.arrayContaining(['q', 'location', 'style', 'price', 'sort', 'featured', 'page', 'pageSize']),
      );
    });

    it('needs no login, and a dead token is simply ignored', async () => {
      expect((await get({}, bearer('expired-or-made-up'))).statusCode).toBe(200);
    });
  });
});
