import {
  STUDIO_NEW_SUBSCRIBERS_DAYS,
  studioBookingsResponseSchema,
  studioOverviewSchema,
  studioTexts,
} from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Account } from '../../../test/booking-requests';
import { createPortfolio, signUpAs, validFields } from '../../../test/photographers';

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe("the console's overview and bookings (issue 23)", () => {
  let t: TestApp;
  let admin: Account;
  let client: Account;
  let photographer: Account;
  let amina: string;
  let baraka: string;
  const requests: Record<string, string> = {};

  const get = (url: string, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'GET', url, headers });

  /** A booking request made `days` ago, with its creation event and, past pending, the answer's. */
  const request = async (
    key: string,
    portfolioId: string,
    clientName: string,
    status: string,
    eventDate: string | null,
    days: number,
  ) => {
    const { rows } = await t.pool.query<{ id: string }>(
      `insert into booking_requests (portfolio_id, client_name, client_email, service, event_date, message, status, created_at, updated_at)
       values ($1, $2, $3, 'Wedding', $4, 'Hello', $5, $6, $6) returning id`,
      [portfolioId, clientName, `${key}@example.com`, eventDate, status, ago(days)],
    );
    const id = rows[0]!.id;
    requests[key] = id;
    await t.pool.query(
      `insert into booking_events (booking_request_id, actor_role, from_status, to_status, created_at) values ($1, 'client', null, 'pending', $2)`,
      [id, ago(days)],
    );
    if (status !== 'pending')
      await t.pool.query(
        `insert into booking_events (booking_request_id, actor_role, from_status, to_status, note, created_at) values ($1, 'photographer', 'pending', $2, 'See you there', $3)`,
        [id, status, ago(days - 0.5)],
      );
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
    admin = await signUpAs(t.app, 'client');
    await t.pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
    client = await signUpAs(t.app, 'client');
    photographer = await signUpAs(t.app, 'photographer');
    amina = (await createPortfolio(t.app, photographer.headers, { ...validFields, name: 'Amina Odhiambo' }))._id;
    const other = await signUpAs(t.app, 'photographer');
    baraka = (await createPortfolio(t.app, other.headers, { ...validFields, name: 'Baraka Mwangi' }))._id;
  });
  afterAll(() => t.close());

  it('answers 401 signed out and 403 to a client and a photographer', async () => {
    for (const url of ['/api/studio/overview', '/api/studio/bookings']) {
      expect((await get(url, {})).statusCode).toBe(401);
      expect((await get(url, client.headers)).statusCode).toBe(403);
      expect((await get(url, photographer.headers)).statusCode).toBe(403);
    }
  });

  it('counts what needs attention, each by the rule of the page that handles it', async () => {
    const empty = studioOverviewSchema.parse((await get('/api/studio/overview')).json());
    expect(empty.attention).toEqual({ messages: 0, tickets: 0, reports: 0, bookings: 0, subscribers: 0 });
    expect(empty.photographers).toBe(2);

    // Contact messages: two unread, one read, one unread but archived.
    await t.pool.query(
      `insert into contact_messages (name, email, message, read_at, archived_at) values
       ('A', 'a@example.com', 'Hi', null, null), ('B', 'b@example.com', 'Hi', null, null),
       ('C', 'c@example.com', 'Hi', now(), null), ('D', 'd@example.com', 'Hi', null, now())`,
    );
    // Tickets: one open, one answered, one closed.
    await t.pool.query(
      `insert into support_tickets (user_id, subject, state) values ($1, 'Open', 'open'), ($1, 'Answered', 'answered'), ($1, 'Closed', 'closed')`,
      [photographer.id],
    );
    // Subscribers: confirmed recently (counted), confirmed long ago, never confirmed, confirmed then gone.
    await t.pool.query(
      `insert into newsletter_subscribers (email, token, confirmed_at, unsubscribed_at) values
       ('new@example.com', 't1', $1, null), ('old@example.com', 't2', $2, null),
       ('waiting@example.com', 't3', null, null), ('gone@example.com', 't4', $1, $1)`,
      [ago(1), ago(STUDIO_NEW_SUBSCRIBERS_DAYS + 1)],
    );
    // Bookings: two pending, one accepted, one declined; a review of the accepted one, reported.
    await request('wanjiru', amina, 'Wanjiru Kamau', 'pending', '2027-03-10', 3);
    await request('otieno', baraka, 'Otieno Ochieng', 'pending', null, 2);
    const accepted = await request('akinyi', amina, 'Akinyi Njeri', 'accepted', '2027-01-20', 5);
    await request('kip', baraka, 'Kiprono Amina', 'declined', '2027-02-14', 1);
    await t.pool.query(
      `insert into reviews (booking_request_id, portfolio_id, author_name, rating, text, report_state, reported_at, report_reason)
       values ($1, $2, 'Akinyi N.', 2, 'Late', 'open', now(), 'Rude')`,
      [accepted, amina],
    );

    const res = await get('/api/studio/overview');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const overview = studioOverviewSchema.parse(res.json());
    expect(overview.attention).toEqual({ messages: 2, tickets: 1, reports: 1, bookings: 2, subscribers: 1 });
    expect(overview.reports).toBe(1);
    expect(Date.now() - Date.parse(overview.since)).toBeGreaterThanOrEqual(STUDIO_NEW_SUBSCRIBERS_DAYS * DAY);
    expect(Date.now() - Date.parse(overview.since)).toBeLessThan(STUDIO_NEW_SUBSCRIBERS_DAYS * DAY + 60_000);
  });

  it('lists every booking, newest first, with its details and timeline', async () => {
    const res = await get('/api/studio/bookings');
    expect(res.statusCode, res.body).toBe(200);
    const list = studioBookingsResponseSchema.parse(res.json());
    expect(list.data.map((b) => b.clientName)).toEqual([
      'Kiprono Amina',
      'Otieno Ochieng',
      'Wanjiru Kamau',
      'Akinyi Njeri',
    ]);
    expect(list.meta).toEqual({ page: 1, pageSize: 25, total: 4, totalPages: 1 });
    expect(list.photographers).toEqual([
      { id: amina, name: 'Amina Odhiambo' },
      { id: baraka, name: 'Baraka Mwangi' },
    ]);
    const akinyi = list.data.find((b) => b.id === requests.akinyi)!;
    expect(akinyi).toMatchObject({
      status: 'accepted',
      clientEmail: 'akinyi@example.com',
      eventDate: '2027-01-20',
      service: 'Wedding',
      photographer: { id: amina, name: 'Amina Odhiambo' },
      expiresAt: null,
    });
    expect(akinyi.timeline.map((e) => [e.actor, e.from, e.to, e.note])).toEqual([
      ['client', null, 'pending', null],
      ['photographer', 'pending', 'accepted', 'See you there'],
    ]);
  });

  it('filters by state, photographer, event dates and name, and pages', async () => {
    const ids = async (query: string) =>
      studioBookingsResponseSchema.parse((await get(`/api/studio/bookings?${query}`)).json()).data.map((b) => b.id);
    expect(await ids('state=pending')).toEqual([requests.otieno, requests.wanjiru]);
    expect(await ids(`photographer=${baraka}`)).toEqual([requests.kip, requests.otieno]);
    expect(await ids(`state=pending&photographer=${amina}`)).toEqual([requests.wanjiru]);
    // Dates bound the event date, inclusive; a request without a date is left out.
    expect(await ids('from=2027-01-20&to=2027-02-14')).toEqual([requests.kip, requests.akinyi]);
    expect(await ids('from=2027-03-01')).toEqual([requests.wanjiru]);
    // The search matches the client's and the photographer's name, case-insensitively.
    expect(await ids('q=amina')).toEqual([requests.kip, requests.wanjiru, requests.akinyi]);
    expect(await ids('q=BARAKA')).toEqual([requests.kip, requests.otieno]);
    expect(await ids('q=%25')).toEqual([]);
    // Empty values mean "any".
    expect(await ids('state=&photographer=&from=&to=&q=')).toHaveLength(4);
    const second = studioBookingsResponseSchema.parse((await get('/api/studio/bookings?page=2')).json());
    expect(second.data).toEqual([]);
    expect(second.meta).toMatchObject({ page: 2, total: 4 });
  });

  it('refuses bad filters with a clear message and changes nothing', async () => {
    const refused = async (query: string, message: string) => {
      const res = await get(`/api/studio/bookings?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toContain(message);
    };
    await refused('state=lost', studioTexts.bookings.stateInvalid);
    await refused('photographer=not-an-id', studioTexts.bookings.photographerInvalid);
    await refused('from=2027-02-30', studioTexts.bookings.dateInvalid);
    await refused('from=2027-03-01&to=2027-02-01', studioTexts.bookings.rangeInvalid);
    await refused(`q=${'x'.repeat(101)}`, studioTexts.bookings.searchTooLong({ max: 100 }));
    await refused('page=0', studioTexts.bookings.pageInvalid);
    // Someone else's (or no one's) photographer id is simply no match.
    const none = await get('/api/studio/bookings?photographer=00000000-0000-4000-8000-000000000000');
    expect(studioBookingsResponseSchema.parse(none.json()).data).toEqual([]);
    const { rows } = await t.pool.query(`select count(*)::int as n from booking_requests`);
    expect(rows[0].n).toBe(4);
  });
});
