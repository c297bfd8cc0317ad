import { bookingAnswerResponseSchema, bookingTexts, inquiryResponseSchema } from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';
import { chooseLanguage, createPortfolio, signUpAs } from '../../../test/photographers';
import { bookingRequestsService } from './booking-requests.service';
import { type Account, bookingParties, inDays, ipSequence } from '../../../test/booking-requests';

/** "12 June 2027". */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

const nextIp = ipSequence('102.68');

describe('the booking lifecycle over HTTP (issue 12)', () => {
  let t: TestApp;
  let photographer: Account;
  let portfolioId: string;
  let client: Account;
  let stranger: Account;
  let day = 100;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', INQUIRY_RATE_LIMIT_PER_IP: '100000' });
    ({ photographer, portfolioId, client, stranger } = await bookingParties(t.app));
  });
  afterAll(() => t.close());

  const inquire = async (headers: Record<string, string> = client.headers, eventDate = inDays(day++)) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      headers: { 'x-forwarded-for': nextIp(), ...headers },
      payload: {
        photographerId: portfolioId,
        name: 'Achieng Otieno',
        email: 'achieng@example.com',
        service: 'Wedding',
        eventDate,
        message: 'A garden wedding in Karen.',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return inquiryResponseSchema.parse(res.json()).bookingRequest;
  };
  const answer = (id: string, status: string, headers = photographer.headers) =>
    t.app.inject({ method: 'PATCH', url: `/api/booking-requests/${id}`, headers, payload: { status } });
  const cancel = (id: string, headers: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/booking-requests/${id}/cancel`, headers, payload });
  const statusOf = async (id: string) =>
    (await t.pool.query('select status from booking_requests where id = $1', [id])).rows[0].status as string;
  const notificationsOf = async (userId: string, requestId: string) =>
    (
      await t.pool.query('select kind, title, link from notifications where user_id = $1 and booking_request_id = $2', [
        userId,
        requestId,
      ])
    ).rows as { kind: string; title: string; link: string }[];
  const mailTo = async (to: string, subject: string) => {
    let found: (typeof t.mailer.sent)[number] | undefined;
    await eventually(() => {
      found = t.mailer.sent.find((m) => m.to === to && m.subject === subject);
      expect(found, `an e-mail to ${to}: ${subject}`).toBeDefined();
    }, 10_000);
    return found!;
  };
  const pastEventDate = async (id: string, daysAgo = 1) =>
    t.pool.query(
      `update booking_requests set event_date = (now() at time zone 'Africa/Nairobi')::date - $2::int where id = $1`,
      [id, daysAgo],
    );

  it('each move notifies the other side, with a link to the booking on their side', async () => {
    const r = await inquire();
    expect(await notificationsOf(photographer.id, r.id)).toEqual([
      {
        kind: 'inquiry',
        title: 'New booking request from Achieng Otieno',
        link: `/photographer-dashboard/booking-requests?request=${r.id}`,
      },
    ]);
    expect((await answer(r.id, 'accepted')).statusCode).toBe(200);
    expect(await notificationsOf(client.id, r.id)).toEqual([
      expect.objectContaining({ kind: 'answer', link: `/dashboard/Messages?request=${r.id}` }),
    ]);
    await pastEventDate(r.id, 3);
    expect((await answer(r.id, 'completed')).statusCode).toBe(200);
    expect((await notificationsOf(client.id, r.id)).map((n) => n.kind).sort()).toEqual(['answer', 'completed']);
    await mailTo(client.email, `${'Wanjiku Kamau'} marked your booking as completed`);

    const declined = await inquire();
    expect((await answer(declined.id, 'declined')).statusCode).toBe(200);
    expect((await notificationsOf(client.id, declined.id)).map((n) => n.kind)).toEqual(['answer']);
    await mailTo(client.email, 'Wanjiku Kamau declined your booking request');
  });

  describe('cancelling', () => {
    it('the client cancels a pending request without a reason; the photographer is told', async () => {
      const r = await inquire();
      const res = await cancel(r.id, client.headers);
      expect(res.statusCode, res.body).toBe(200);
      const body = bookingAnswerResponseSchema.parse(res.json()).bookingRequest;
      expect(body).toMatchObject({ status: 'cancelled', moves: [], expiresAt: null });
      expect(body.timeline.at(-1)).toMatchObject({ actor: 'client', from: 'pending', to: 'cancelled', note: null });
      expect((await notificationsOf(photographer.id, r.id)).map((n) => n.kind).sort()).toEqual([
        'cancelled',
        'inquiry',
      ]);
      await mailTo(photographer.email, 'Achieng Otieno cancelled their booking');
    });

    it('an accepted booking needs a reason (400), from either side; the other side is told', async () => {
      const r = await inquire();
      expect((await answer(r.id, 'accepted')).statusCode).toBe(200);
      for (const payload of [{}, { reason: '   ' }]) {
        const res = await cancel(r.id, photographer.headers, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: bookingTexts.cancelReasonRequired,
          errors: { reason: [bookingTexts.cancelReasonRequired] },
        });
      }
      expect(await statusOf(r.id)).toBe('accepted');
      const res = await cancel(r.id, photographer.headers, { reason: 'My camera was stolen, I am so sorry.' });
      expect(res.statusCode, res.body).toBe(200);
      const body = bookingAnswerResponseSchema.parse(res.json()).bookingRequest;
      expect(body.timeline.at(-1)).toMatchObject({
        actor: 'photographer',
        from: 'accepted',
        to: 'cancelled',
        note: 'My camera was stolen, I am so sorry.',
      });
      const mail = await mailTo(client.email, 'Wanjiku Kamau cancelled your booking');
      expect(mail.text).toContain('My camera was stolen');

      // The client cancels another accepted one; the date is free again for a new booking.
      const second = await inquire();
      expect((await answer(second.id, 'accepted')).statusCode).toBe(200);
      expect((await cancel(second.id, client.headers, { reason: 'We postponed the wedding.' })).statusCode).toBe(200);
      expect((await notificationsOf(photographer.id, second.id)).map((n) => n.kind).sort()).toEqual([
        'cancelled',
        'inquiry',
      ]);
    });

    it('the photographer declines a pending request rather than cancel it (409); final states cannot be cancelled', async () => {
      const r = await inquire();
      const res = await cancel(r.id, photographer.headers, { reason: 'Busy' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(bookingTexts.declineInstead);
      expect((await answer(r.id, 'declined')).statusCode).toBe(200);
      for (const headers of [client.headers, photographer.headers]) {
        const again = await cancel(r.id, headers, { reason: 'Why not' });
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe(bookingTexts.moveNotAllowed({ status: 'declined', move: 'cancelled' }));
      }
      expect(await statusOf(r.id)).toBe('declined');
    });

    it("someone else's booking is 404 for every move, and unchanged", async () => {
      const r = await inquire();
      const other = await signUpAs(t.app, 'photographer');
      await createPortfolio(t.app, other.headers);
      for (const headers of [stranger.headers, other.headers]) {
        for (const res of [
          await cancel(r.id, headers, { reason: 'x' }),
          await answer(r.id, 'accepted', headers),
          await t.app.inject({ url: `/api/booking-requests/${r.id}/calendar.ics`, headers }),
        ]) {
          expect(res.statusCode).toBe(404);
          expect(res.json().message).toBe(bookingTexts.requestNotFound);
        }
      }
      expect((await cancel(r.id, {}, {})).statusCode).toBe(401);
      expect(await statusOf(r.id)).toBe('pending');
    });
  });

  describe('completing', () => {
    it('only after the event date, in Nairobi: today is too early', async () => {
      const r = await inquire();
      expect((await answer(r.id, 'accepted')).statusCode).toBe(200);
      await pastEventDate(r.id, 0);
      const res = await answer(r.id, 'completed');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(bookingTexts.completeTooEarly);
      expect(await statusOf(r.id)).toBe('accepted');
      await pastEventDate(r.id, 1);
      expect((await answer(r.id, 'completed')).statusCode).toBe(200);
    });
  });

  describe('dates that are not free', () => {
    it('a date the photographer blocked cannot be accepted (409 with the day)', async () => {
      const date = inDays(day++);
      const r = await inquire(client.headers, date);
      await t.pool.query('insert into blocked_dates (portfolio_id, day) values ($1, $2)', [portfolioId, date]);
      const res = await answer(r.id, 'accepted');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(`You blocked ${longDay(date)} in your availability`);
      expect(await statusOf(r.id)).toBe('pending');
      // Declining it is still possible.
      expect((await answer(r.id, 'declined')).statusCode).toBe(200);
    });

    it('a date another accepted booking holds cannot be accepted (409 with the day)', async () => {
      const date = inDays(day++);
      const first = await inquire(client.headers, date);
      const second = await inquire(stranger.headers, date);
      expect((await answer(first.id, 'accepted')).statusCode).toBe(200);
      const res = await answer(second.id, 'accepted');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(`You already have a booking on ${longDay(date)}`);
      expect(await statusOf(second.id)).toBe('pending');
      const events = await t.pool.query('select count(*) n from booking_events where booking_request_id = $1', [
        second.id,
      ]);
      expect(Number(events.rows[0].n)).toBe(1);
      // Once the first is cancelled, the date is free again.
      expect((await cancel(first.id, client.headers, { reason: 'Moved abroad.' })).statusCode).toBe(200);
      expect((await answer(second.id, 'accepted')).statusCode).toBe(200);
    });
  });

  describe('calendar.ics', () => {
    it('either side downloads an all-day event on the date, with a stable UID and a link', async () => {
      const date = inDays(day++);
      const r = await inquire(client.headers, date);
      const res = await t.app.inject({ url: `/api/booking-requests/${r.id}/calendar.ics`, headers: client.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const ics = res.body.replace(/\r\n /g, '');
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(ics).toContain('METHOD:PUBLISH');
      expect(ics).toContain(`DTSTART;VALUE=DATE:${date.replaceAll('-', '')}`);
      expect(ics).toContain('SUMMARY:Wedding with Wanjiku Kamau');
      expect(ics).toContain(`URL;VALUE=URI:${t.env.PUBLIC_URL}/dashboard/Messages?request=${r.id}`);
      const uid = /UID:(.+)\r\n/.exec(ics)?.[1];
      expect(uid).toContain(r.id);

      const again = await t.app.inject({ url: `/api/booking-requests/${r.id}/calendar.ics`, headers: client.headers });
      expect(/UID:(.+)\r\n/.exec(again.body)?.[1]).toBe(uid);
      const mine = await t.app.inject({
        url: `/api/booking-requests/${r.id}/calendar.ics`,
        headers: photographer.headers,
      });
      expect(mine.statusCode).toBe(200);
      const unfolded = mine.body.replace(/\r\n /g, '');
      expect(unfolded).toContain('SUMMARY:Wedding with Achieng Otieno');
      expect(unfolded).toContain(`/photographer-dashboard/booking-requests?request=${r.id}`);

      // Each reader's file is in their account's language, its link to that language's page.
      await chooseLanguage(t.app, photographer.headers, 'sw');
      const inKiswahili = await t.app.inject({
        url: `/api/booking-requests/${r.id}/calendar.ics`,
        headers: photographer.headers,
      });
      const sw = inKiswahili.body.replace(/\r\n /g, '');
      expect(sw).toContain('SUMMARY:Wedding na Achieng Otieno');
      expect(sw).toContain(`/sw/photographer-dashboard/booking-requests?request=${r.id}`);
      expect(/UID:(.+)\r\n/.exec(sw)?.[1]).toBe(/UID:(.+)\r\n/.exec(unfolded)?.[1]);
      await chooseLanguage(t.app, photographer.headers, 'en');
    });
  });

  describe('a client without an account', () => {
    it('is e-mailed directly (through the queue), with the photographer as the reply address', async () => {
      const r = await inquire({});
      expect((await answer(r.id, 'accepted')).statusCode).toBe(200);
      const mail = await mailTo('achieng@example.com', 'Wanjiku Kamau accepted your booking request');
      expect(mail.replyTo).toBeDefined();
      expect(mail.text).toContain('Wedding');
    });
  });

  describe('expiry, with a clock the test controls', () => {
    it('a request expires after BOOKING_EXPIRY_HOURS, once, with a system event and both sides notified', async () => {
      const service = bookingRequestsService({
        repo: t.app.bookingRequests.repository,
        portfolios: t.app.photographers.repository,
        packages: t.app.packages.repository,
        availability: t.app.availability.service,
        jobs: t.app.jobs,
        notifications: t.app.notifications,
        publicUrl: t.env.PUBLIC_URL,
        expiryHours: 72,
        log: t.app.log,
      });
      const r = await inquire();
      const created = Date.parse(r.createdAt);
      const hours = (h: number) => new Date(created + h * 3_600_000);

      expect(await service.expireDue(hours(71))).toEqual([]);
      expect(await statusOf(r.id)).toBe('pending');
      expect(await service.expireDue(hours(73))).toContain(r.id);
      expect(await statusOf(r.id)).toBe('expired');
      expect(await service.expireDue(hours(74))).toEqual([]);

      const events = await t.pool.query(
        'select actor_role, actor_user_id, from_status, to_status from booking_events where booking_request_id = $1 order by created_at',
        [r.id],
      );
      expect(events.rows.at(-1)).toEqual({
        actor_role: 'system',
        actor_user_id: null,
        from_status: 'pending',
        to_status: 'expired',
      });
      expect((await notificationsOf(client.id, r.id)).map((n) => n.kind)).toEqual(['expired']);
      expect((await notificationsOf(photographer.id, r.id)).map((n) => n.kind).sort()).toEqual(['expired', 'inquiry']);
      await mailTo(client.email, 'Your booking request to Wanjiku Kamau expired');
      // Expired is final.
      expect((await answer(r.id, 'accepted')).statusCode).toBe(409);
    });

    it('two sweeps at once expire a request once', async () => {
      const service = bookingRequestsService({
        repo: t.app.bookingRequests.repository,
        portfolios: t.app.photographers.repository,
        packages: t.app.packages.repository,
        availability: t.app.availability.service,
        jobs: t.app.jobs,
        notifications: t.app.notifications,
        publicUrl: t.env.PUBLIC_URL,
        expiryHours: 72,
        log: t.app.log,
      });
      const a = await inquire();
      const b = await inquire({});
      const later = new Date(Date.parse(b.createdAt) + 73 * 3_600_000);
      const [one, two] = await Promise.all([service.expireDue(later), service.expireDue(later)]);
      expect([...one, ...two].filter((id) => id === a.id || id === b.id).sort()).toEqual([a.id, b.id].sort());
      const events = await t.pool.query(
        "select count(*) n from booking_events where booking_request_id = any($1) and to_status = 'expired'",
        [[a.id, b.id]],
      );
      expect(Number(events.rows[0].n)).toBe(2);
      const notes = await t.pool.query(
        "select count(*) n from notifications where booking_request_id = any($1) and kind = 'expired'",
        [[a.id, b.id]],
      );
      // a: client and photographer; b (no account): the photographer, and an e-mail to the guest.
      expect(Number(notes.rows[0].n)).toBe(3);
      await mailTo('achieng@example.com', 'Your booking request to Wanjiku Kamau expired');
    });
  });

  // Last: its 20 notifications keep the e-mail queue busy for a while.
  describe('a race for one date', () => {
    it('20 requests for one date accepted at once: exactly one wins, 19 get 409, no 5xx', async () => {
      const date = inDays(day++);
      const requests = await Promise.all(Array.from({ length: 20 }, () => inquire(client.headers, date)));
      const results = await Promise.all(requests.map((r) => answer(r.id, 'accepted')));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      for (const r of results.filter((x) => x.statusCode === 409)) {
        expect(r.json().message).toBe(`You already have a booking on ${longDay(date)}`);
      }
      const held = await t.pool.query(
        "select count(*) n from booking_requests where portfolio_id = $1 and event_date = $2 and status = 'accepted'",
        [portfolioId, date],
      );
      expect(Number(held.rows[0].n)).toBe(1);
    });
  });
});
