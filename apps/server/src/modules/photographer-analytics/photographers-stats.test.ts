import {
  activitiesResponseSchema,
  analyticsResponseSchema,
  bookingRequestsResponseSchema,
  overviewResponseSchema,
} from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { lastNairobiDays, nairobiDay } from '../../lib/nairobi-day';
import { createPortfolio, signUpAs } from '../../../test/photographers';

const CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const NONE = { pending: 0, accepted: 0, declined: 0, expired: 0, cancelled: 0, completed: 0 };
/** docs/rules/history.md#issue-13: no reviews yet. */
const NO_RATING = { average: null, count: 0 };

describe('photographers: views, overview, activities, analytics, booking requests (D14, D19)', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUpAs>>;
  let portfolioId: string;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
    owner = await signUpAs(t.app, 'photographer');
    portfolioId = (await createPortfolio(t.app, owner.headers))._id;
  });
  afterAll(() => t.close());

  const view = (headers: Record<string, string> = {}, ip = '41.90.1.10', id = portfolioId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/photographers/portfolio/${id}/views`,
      headers: { 'user-agent': CHROME, 'x-forwarded-for': ip, ...headers },
    });
  const overview = async (headers = owner.headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/views/get-overview', headers });
    expect(res.statusCode).toBe(200);
    return overviewResponseSchema.parse(res.json()).data;
  };
  const activities = async (headers = owner.headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/recent-activities', headers });
    expect(res.statusCode).toBe(200);
    return activitiesResponseSchema.parse(res.json()).data;
  };

  it('records "Joined platform" once and "Created project" on creation', async () => {
    // The photographer id requested again (e.g. the role screen opened twice) adds nothing.
    await t.app.inject({
      method: 'POST',
      url: '/api/created-id',
      headers: owner.headers,
      payload: { role: 'photographer' },
    });
    const feed = await activities();
    // A profile is created with its first photograph (ADR 0037).
    expect(feed.map((a) => a.action).sort()).toEqual(['Created project', 'Joined platform', 'Uploaded image']);
    expect(feed.every((a) => a.count === 1 && !Number.isNaN(Date.parse(a.createdAt)))).toBe(true);
    const client = await signUpAs(t.app, 'client');
    expect(await activities(client.headers)).toEqual([]);
  });

  describe('profile views (D19)', () => {
    it('count once per visitor per day', async () => {
      expect((await view()).json()).toEqual({ counted: true });
      expect((await view()).json()).toEqual({ counted: false });
      // Same address, another browser: another visitor (a shared carrier-NAT address is common).
      expect((await view({ 'user-agent': FIREFOX })).json()).toEqual({ counted: true });
      expect((await view({}, '41.90.1.11')).json()).toEqual({ counted: true });
      expect((await overview()).views).toBe(3);
    });

    it('a signed-in visitor counts once, wherever they come from', async () => {
      const client = await signUpAs(t.app, 'client');
      expect((await view(client.headers, '10.0.0.1')).json()).toEqual({ counted: true });
      expect((await view({ ...client.headers, 'user-agent': FIREFOX }, '10.0.0.2')).json()).toEqual({ counted: false });
      expect((await overview()).views).toBe(4);
    });

    it("never counts the owner's own views, nor crawlers and link previews", async () => {
      expect((await view(owner.headers, '10.9.9.9')).json()).toEqual({ counted: false });
      expect((await view({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }, '66.249.1.1')).json()).toEqual({
        counted: false,
      });
      expect((await view({ 'user-agent': 'WhatsApp/2.23 facebookexternalhit/1.1' }, '31.13.1.1')).json()).toEqual({
        counted: false,
      });
      expect((await overview()).views).toBe(4);
    });

    it('counts the same visitor again on another day', async () => {
      await t.pool.query(`update profile_views set day = day - 1 where portfolio_id = $1`, [portfolioId]);
      expect((await view()).json()).toEqual({ counted: true });
      expect((await overview()).views).toBe(5);
    });

    it('stores no IP address, only keyed hashes', async () => {
      const { rows } = await t.pool.query('select visitor_key from profile_views');
      for (const { visitor_key } of rows) {
        expect(visitor_key).toMatch(/^(?:a:[A-Za-z0-9_-]{32}|u:[0-9a-f-]{36})$/);
        expect(visitor_key).not.toContain('41.90');
      }
    });

    it('aggregates "Profile viewed" per day in the activity feed', async () => {
      const viewed = (await activities()).filter((a) => a.action === 'Profile viewed');
      // One row for the day, not one per view.
      expect(viewed).toEqual([expect.objectContaining({ count: 5 })]);
      const { rows } = await t.pool.query(
        `select sum(count)::int as n from activities where action = 'Profile viewed' and user_id = $1`,
        [owner.id],
      );
      // 4 counted views today (the day-shifted ones were recorded on today's row too) + 1 after the shift.
      expect(rows[0].n).toBe(5);
      const today = await t.pool.query(
        `select count from activities where action = 'Profile viewed' and user_id = $1 and day_key = $2`,
        [owner.id, nairobiDay()],
      );
      expect(today.rows[0].count).toBe(5);
    });

    it('unknown portfolios get 404, malformed ids 400', async () => {
      expect((await view({}, '1.1.1.1', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await view({}, '1.1.1.1', 'abc')).statusCode).toBe(400);
    });
  });

  describe('booking requests, overview and analytics', () => {
    let clientId: string;
    let clientHeaders: Record<string, string>;
    let otherPortfolio: string;
    beforeAll(async () => {
      const client = await signUpAs(t.app, 'client');
      clientId = client.id;
      clientHeaders = client.headers;
      const other = await signUpAs(t.app, 'photographer');
      otherPortfolio = (await createPortfolio(t.app, other.headers))._id;
      const insert = (
        portfolio: string,
        status: string,
        eventDate: string | null,
        createdAt: string,
        client: string | null = null,
      ) =>
        t.pool.query(
          `insert into booking_requests (portfolio_id, client_user_id, client_name, client_email, client_phone, service, event_date, message, status, created_at)
           values ($1, $2, 'Achieng Otieno', 'achieng@example.com', '+254 722 000 111', 'Wedding', $3, 'Our wedding in Naivasha.', $4, $5)`,
          [portfolio, client, eventDate, status, createdAt],
        );
      const days = lastNairobiDays(30);
      await insert(portfolioId, 'pending', null, new Date().toISOString(), clientId);
      await insert(portfolioId, 'completed', '2024-05-01', `${days[0]}T09:00:00+03:00`);
      await insert(portfolioId, 'accepted', '2020-01-01', `${days[10]}T23:30:00+03:00`);
      // 00:30 in Nairobi is still the previous day in UTC: it belongs to the Nairobi day.
      await insert(portfolioId, 'accepted', '2099-12-31', `${days[11]}T00:30:00+03:00`);
      await insert(portfolioId, 'declined', null, '2020-06-01T10:00:00Z');
      await insert(otherPortfolio, 'completed', '2024-01-01', new Date().toISOString(), clientId);
    });

    it('the overview counts views, all requests by state, images and completed projects', async () => {
      // Projects completed are completed bookings only: an accepted one with a past date is not (docs/rules/history.md#issue-12).
      expect(await overview()).toEqual({
        views: 5,
        bookings: 5,
        images: 1,
        projects: 1,
        statuses: { pending: 1, accepted: 2, declined: 1, expired: 0, cancelled: 0, completed: 1 },
        rating: NO_RATING,
      });
      const client = await signUpAs(t.app, 'client');
      expect(await overview(client.headers)).toEqual({
        views: 0,
        bookings: 0,
        images: 0,
        projects: 0,
        statuses: NONE,
        rating: NO_RATING,
      });
    });

    it('analytics: 30 Nairobi days, oldest first, zero-filled, with totals', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/photographers/analytics', headers: owner.headers });
      expect(res.statusCode).toBe(200);
      const { days, totals, statuses, conversion } = analyticsResponseSchema.parse(res.json()).data;
      const expected = lastNairobiDays(30);
      expect(days.map((d) => d.date)).toEqual(expected);
      expect(days.at(-1)!.date).toBe(nairobiDay());
      const inquiries = Object.fromEntries(days.filter((d) => d.inquiries).map((d) => [d.date, d.inquiries]));
      expect(inquiries).toEqual({
        [expected[0]!]: 1,
        [expected[10]!]: 1,
        [expected[11]!]: 1,
        [expected[29]!]: 1,
      });
      // Four views were moved to yesterday; one came today.
      expect(days.at(-1)!.views).toBe(1);
      expect(days.at(-2)!.views).toBe(4);
      expect(totals).toEqual({ views: 5, inquiries: 4, bookings: 5, images: 1 });
      expect(statuses).toEqual({ pending: 1, accepted: 2, declined: 1, expired: 0, cancelled: 0, completed: 1 });
      // Received in the window: 4 (the declined one is older); accepted or completed since: 3.
      expect(conversion).toEqual({ inquiries: 4, accepted: 3, rate: 0.75 });
    });

    it("booking requests: only the caller's own (D14)", async () => {
      const mine = await t.app.inject({ method: 'GET', url: '/api/booking-requests', headers: owner.headers });
      expect(mine.statusCode).toBe(200);
      const list = bookingRequestsResponseSchema.parse(mine.json());
      expect(list).toHaveLength(5);
      expect(list.map((r) => r.status)).toEqual(['pending', 'accepted', 'accepted', 'completed', 'declined']);
      expect(list[0]).toMatchObject({ clientName: 'Achieng Otieno', service: 'Wedding', eventDate: null, reply: null });

      const asClient = bookingRequestsResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/booking-requests', headers: clientHeaders })).json(),
      );
      expect(asClient.map((r) => r.status).sort()).toEqual(['completed', 'pending']);

      const stranger = await signUpAs(t.app, 'photographer');
      const none = await t.app.inject({ method: 'GET', url: '/api/booking-requests', headers: stranger.headers });
      expect(none.json()).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/api/booking-requests' })).statusCode).toBe(401);
    });

    it('a photographer without a portfolio sees zeros and an empty chart', async () => {
      const fresh = await signUpAs(t.app, 'photographer');
      expect(await overview(fresh.headers)).toEqual({
        views: 0,
        bookings: 0,
        images: 0,
        projects: 0,
        statuses: NONE,
        rating: NO_RATING,
      });
      const res = await t.app.inject({ method: 'GET', url: '/api/photographers/analytics', headers: fresh.headers });
      const { days, totals, conversion } = analyticsResponseSchema.parse(res.json()).data;
      expect(conversion).toEqual({ inquiries: 0, accepted: 0, rate: null });
      expect(days).toHaveLength(30);
      expect(days.every((d) => d.views === 0 && d.inquiries === 0)).toBe(true);
      expect(totals).toEqual({ views: 0, inquiries: 0, bookings: 0, images: 0 });
    });

    it('a deleted client account keeps the request, without the link to the account', async () => {
      await t.pool.query('delete from users where id = $1', [clientId]);
      const list = (await t.app.inject({ method: 'GET', url: '/api/booking-requests', headers: owner.headers })).json();
      expect(list).toHaveLength(5);
    });
  });
  describe('bookings by their real states and the conversion over 30 days (issue 12)', () => {
    it('counts every state; a request accepted once and cancelled since still converted; old ones stay out', async () => {
      const photographer = await signUpAs(t.app, 'photographer');
      const portfolio = (await createPortfolio(t.app, photographer.headers))._id;
      const days = lastNairobiDays(30);
      let day = 0;
      const add = async (status: string, createdAt: string, everAccepted = false) => {
        // A held date is one booking's only (accepted and completed ones): each its own day.
        const eventDate = `2026-01-${String(++day).padStart(2, '0')}`;
        const { rows } = await t.pool.query(
          `insert into booking_requests (portfolio_id, client_name, client_email, service, event_date, message, status, created_at)
           values ($1, 'Kipchoge Rotich', 'kip@example.com', 'Portrait', $4, 'Family portraits.', $2, $3) returning id`,
          [portfolio, status, createdAt, eventDate],
        );
        if (everAccepted) {
          await t.pool.query(
            `insert into booking_events (booking_request_id, actor_role, from_status, to_status, created_at)
             values ($1, 'photographer', 'pending', 'accepted', $2)`,
            [rows[0].id, createdAt],
          );
        }
      };
      await add('pending', `${days[29]}T10:00:00+03:00`);
      await add('accepted', `${days[20]}T10:00:00+03:00`, true);
      await add('completed', `${days[1]}T10:00:00+03:00`, true);
      await add('cancelled', `${days[5]}T10:00:00+03:00`, true);
      await add('cancelled', `${days[6]}T10:00:00+03:00`);
      await add('expired', `${days[7]}T10:00:00+03:00`);
      await add('declined', `${days[8]}T10:00:00+03:00`);
      // Before the window (the day before its first day, late evening in Nairobi): counted in states only.
      await add('completed', '2020-03-01T20:00:00+03:00');
      await add('accepted', `${days[0]}T00:00:00+03:00`);

      const statuses = { pending: 1, accepted: 2, declined: 1, expired: 1, cancelled: 2, completed: 2 };
      expect(await overview(photographer.headers)).toEqual({
        views: 0,
        bookings: 9,
        images: 1,
        projects: 2,
        statuses,
        rating: NO_RATING,
      });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/photographers/analytics',
        headers: photographer.headers,
      });
      const data = analyticsResponseSchema.parse(res.json()).data;
      expect(data.statuses).toEqual(statuses);
      // 8 received in the window (the 2020 one is not); reached accepted: accepted x2, completed, cancelled-after-accepting.
      expect(data.conversion).toEqual({ inquiries: 8, accepted: 4, rate: 0.5 });
      expect(data.totals.inquiries).toBe(8);
    });
  });
});
