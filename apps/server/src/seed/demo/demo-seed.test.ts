import {
  bookingRequestListSchema,
  KENYAN_PHONE_PATTERN,
  LOCATIONS,
  publicPortfolioResponseSchema,
  STYLES,
} from '@studio/shared';
import { mediaLibrary } from '@studio/shared/media/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../../../test/test-app';
import { bookingRequests } from '../../db/schema/bookings';
import { nairobiDay } from '../../lib/nairobi-day';
import { seed } from '../seed';
import { bearer, signIn } from '../../../test/auth';
import { demoPhotographers } from './demo-photographers';
import { demoEmail, seedDemoPhotographers } from './demo-seed';

describe('the demo marketplace (SEED_DEMO)', () => {
  let t: TestApp;
  let rows: { id: string; user_id: string; email: string; featured: boolean }[];
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_IP: '100000' });
    rows = (
      await t.pool.query(
        `select p.id, p.user_id, u.email, p.featured from portfolios p join users u on u.id = p.user_id order by u.email`,
      )
    ).rows;
  });
  afterAll(() => t.close());

  const sessionFor = async (userId: string) =>
    bearer((await t.app.sessions.open(userId, { userAgent: null, ipAddress: null })).token);

  it('adds about twelve photographer accounts with portfolios, across locations and styles, some featured', async () => {
    expect(rows).toHaveLength(demoPhotographers.length);
    expect(demoPhotographers.length).toBeGreaterThanOrEqual(12);
    const roles = await t.pool.query(`select distinct role from users where email like '%@demo.picha.studio'`);
    expect(roles.rows).toEqual([{ role: 'photographer' }]);
    const fields = demoPhotographers.map((d) => d.fields);
    expect(new Set(fields.map((f) => f.speciality))).toEqual(new Set(STYLES));
    for (const f of fields) expect(LOCATIONS).toContain(f.location);
    // docs/rules/photographers-and-portfolios.md#kenyan-marketplace: Kenyan towns, more than one of them, and the phones all +254.
    expect(new Set(fields.map((f) => f.location)).size).toBeGreaterThanOrEqual(8);
    for (const f of fields) expect(f.phone).toMatch(KENYAN_PHONE_PATTERN);
    expect(rows.filter((r) => r.featured).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => !r.featured).length).toBeGreaterThanOrEqual(3);
  });

  it('every profile is complete and valid, with library images, video and D15 numbers', async () => {
    for (const row of rows) {
      const res = await t.app.inject({ method: 'GET', url: `/api/photographers/portfolio/${row.id}` });
      expect(res.statusCode).toBe(200);
      const { photographer: p } = publicPortfolioResponseSchema.parse(res.json());
      expect(p.images.length).toBeGreaterThanOrEqual(6);
      for (const url of p.images) expect(url).toMatch(/^\/media\/photos\/.+\.webp$/);
      expect(p.video).toMatch(/^\/media\/video\/.+\.mp4$/);
      expect(Object.values(mediaLibrary).some((m) => 'src' in m && m.src === p.video)).toBe(true);
      expect(p.startingPrice).toBeGreaterThan(0);
      expect(p.experienceYears).toBeGreaterThan(0);
      expect(p.phone).toMatch(/^\+254 /);
      expect(p.startingCurrency === 'KES' || p.startingCurrency === 'USD').toBe(true);
      expect(p.website).toMatch(/^https:\/\/[a-z-]+\.demo\.picha\.studio$/);
      expect(p.message.length).toBeGreaterThan(120);
      expect(p.availability).toBeTruthy();
    }
  });

  it('demo accounts cannot be signed into', async () => {
    for (const password of ['Kilimanjaro7', 'Password1', '']) {
      const res = await signIn(t.app, demoEmail(demoPhotographers[0]!), password);
      expect(res.statusCode).not.toBe(200);
    }
  });

  it('gives the dashboards believable numbers: views, requests, projects, activities, 30-day charts', async () => {
    const moses = rows.find((r) => r.email === 'moses-kamau@demo.picha.studio')!;
    const headers = await sessionFor(moses.user_id);
    const overview = (await t.app.inject({ method: 'GET', url: '/api/views/get-overview', headers })).json().data;
    expect(overview.views).toBeGreaterThan(300);
    // docs/rules/history.md#issue-13: each demo review comes from a completed booking of its own, before the last 30 days.
    const reviewed = (await t.pool.query('select count(*)::int as n from reviews where portfolio_id = $1', [moses.id]))
      .rows[0].n as number;
    expect(reviewed).toBe(31);
    expect(overview.bookings).toBe(4 + reviewed);
    expect(overview.projects).toBe(1 + reviewed);
    expect(overview.images).toBe(6);
    const analytics = (await t.app.inject({ method: 'GET', url: '/api/photographers/analytics', headers })).json().data;
    expect(analytics.days).toHaveLength(30);
    expect(analytics.days.filter((d: { views: number }) => d.views > 0).length).toBeGreaterThan(20);
    expect(analytics.totals.inquiries).toBe(4);
    const feed = (await t.app.inject({ method: 'GET', url: '/api/recent-activities', headers })).json().data;
    expect(feed[0].action).toBe('Profile viewed');
    expect(feed.map((a: { action: string }) => a.action)).toContain('Profile viewed');
    const requests = bookingRequestListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/booking-requests', headers })).json(),
    );
    expect(requests).toHaveLength(4 + reviewed);
    // Each has its timeline, from the inquiry to where it stands; pending ones say when they expire.
    for (const r of requests) {
      expect(r.timeline[0]).toMatchObject({ actor: 'client', from: null, to: 'pending' });
      expect(r.timeline.at(-1)!.to).toBe(r.status);
      if (r.status === 'pending') expect(Date.parse(r.expiresAt!)).toBeGreaterThan(Date.now());
      else expect(r.expiresAt).toBeNull();
    }
    const picture = (await t.app.inject({ method: 'GET', url: '/api/photographers/profile', headers })).json();
    expect(picture.data.profilePicture).toMatch(/^\/media\/portraits\/avatar-photographer-ph06\./);
  });

  it('is idempotent: a second run adds nothing and keeps edits', async () => {
    await t.pool.query(`update portfolios set message = 'Edited by the photographer.' where id = $1`, [rows[0]!.id]);
    await seed(t.db, { SEED_DEMO: true }, { info() {} });
    const after = await t.pool.query('select count(*)::int as n from portfolios');
    expect(after.rows[0].n).toBe(rows.length);
    const edited = await t.pool.query('select message from portfolios where id = $1', [rows[0]!.id]);
    expect(edited.rows[0].message).toBe('Edited by the photographer.');
  });

  it('SEED_DEMO=false adds no photographers', async () => {
    const plain = await createTestApp({ SEED_DEMO: 'false' });
    try {
      const { rows: r } = await plain.pool.query('select count(*)::int as n from portfolios');
      expect(r[0].n).toBe(0);
    } finally {
      await plain.close();
    }
  });
});

describe('demo booking requests and the Nairobi day', () => {
  it('each lands on its own Nairobi day, even when the seed runs just after midnight there', async () => {
    const database = await createTestDatabase();
    try {
      const now = new Date('2026-11-24T21:05:00Z'); // 00:05 on 25 November in Nairobi
      await seedDemoPhotographers(database.db, now);
      const stored = await database.db.select({ createdAt: bookingRequests.createdAt }).from(bookingRequests);
      const days = (dates: Date[]) => dates.map((d) => nairobiDay(d)).sort();
      const expected = demoPhotographers.flatMap((d) =>
        d.bookings.map((b) => new Date(now.getTime() - b.receivedDaysAgo * 86_400_000)),
      );
      expect(days(stored.map((r) => r.createdAt))).toEqual(days(expected));
      for (const r of stored) expect(r.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    } finally {
      await database.close();
    }
  });
});
