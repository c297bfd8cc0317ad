import {
  activitiesResponseSchema,
  authTexts,
  bookingAnswerResponseSchema,
  bookingRequestListSchema,
  bookingRequestsResponseSchema,
  bookingTexts,
  contactTexts,
  INQUIRY_MESSAGE_MAX,
  INQUIRY_NAME_MAX,
  INQUIRY_REPLY_MAX,
  type InquiryRequest,
  inquiryResponseSchema,
  inquiryTexts,
  portfolioTexts,
  profileTexts,
} from '@studio/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';
import { lastNairobiDays } from '../../lib/nairobi-day';
import { SAME_ORIGIN } from '../../../test/auth';
import { createPortfolio, signUpAs, validFields } from '../../../test/photographers';
import { type Account, inDays, ipSequence } from '../../../test/booking-requests';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const RATE_LIMIT = 5;
/** Each inquiry from its own address, so only the rate-limit test meets the limit. */
const nextIp = ipSequence('41.90');

describe('booking requests: inquiries and answers (D14, D18)', () => {
  let t: TestApp;
  let photographer: Account;
  let portfolioId: string;
  let client: Account;

  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_PER_IP: '100000',
      INQUIRY_RATE_LIMIT_PER_IP: String(RATE_LIMIT),
      // The tests speak for many visitors through X-Forwarded-For.
      TRUST_PROXY: 'true',
    });
    photographer = await signUpAs(t.app, 'photographer');
    portfolioId = (await createPortfolio(t.app, photographer.headers))._id;
    client = await signUpAs(t.app, 'client');
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.mailer.sent.length = 0;
  });

  // Each inquiry on its own date: an accepted booking holds its date (docs/rules/history.md#issue-12).
  let eventInDays = 60;
  const inquiry = (overrides: Partial<Record<keyof InquiryRequest, unknown>> = {}) => ({
    photographerId: portfolioId,
    name: 'Achieng Otieno',
    email: 'achieng@example.com',
    phone: '+254 722 000 111',
    service: 'Wedding',
    eventDate: inDays(eventInDays++),
    message: 'Our wedding in Naivasha.\n\nAbout 120 guests, <b>outdoor</b> & "rustic".',
    ...overrides,
  });
  const send = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      headers: { 'x-forwarded-for': nextIp(), ...headers },
      payload,
    });
  const sendOk = async (payload: object = inquiry(), headers: Record<string, string> = {}) => {
    const res = await send(payload, headers);
    expect(res.statusCode, res.body).toBe(201);
    return inquiryResponseSchema.parse(res.json()).bookingRequest;
  };
  const answer = (id: string, payload: object, headers: Record<string, string> = photographer.headers) =>
    t.app.inject({ method: 'PATCH', url: `/api/booking-requests/${id}`, headers, payload });
  const listOf = async (headers: Record<string, string>, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/booking-requests${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return bookingRequestListSchema.parse(res.json());
  };
  /** The e-mail to `to` with `subject`, once the queue has sent it (other tests' e-mails may arrive meanwhile). */
  const mailTo = async (to: string, subject: string) => {
    let found: (typeof t.mailer.sent)[number] | undefined;
    await eventually(() => {
      found = t.mailer.sent.find((m) => m.to === to && m.subject === subject);
      expect(found, `an e-mail to ${to}: ${subject}`).toBeDefined();
    }, 10_000);
    return found!;
  };
  const storedCount = async () => Number((await t.pool.query('select count(*) n from booking_requests')).rows[0].n);

  describe('sending an inquiry', () => {
    it('anyone may send one: stored as pending, the photographer e-mailed, an activity recorded', async () => {
      const res = await send(inquiry());
      expect(res.statusCode, res.body).toBe(201);
      const body = inquiryResponseSchema.parse(res.json());
      expect(body).toMatchObject({ success: true, message: inquiryTexts.sent });
      expect(body.bookingRequest).toMatchObject({
        status: 'pending',
        clientName: 'Achieng Otieno',
        clientEmail: 'achieng@example.com',
        clientPhone: '+254 722 000 111',
        service: 'Wedding',
        eventDate: inDays(60),
        reply: null,
        direction: 'sent',
        timeline: [{ actor: 'client', from: null, to: 'pending', note: null }],
        // Signed out: no account to act with.
        moves: [],
        photographer: { _id: portfolioId, name: validFields.name },
      });
      // It expires unanswered after BOOKING_EXPIRY_HOURS (72 by default).
      const expiresIn = Date.parse(body.bookingRequest.expiresAt!) - Date.parse(body.bookingRequest.createdAt);
      expect(Math.abs(expiresIn - 72 * 3_600_000)).toBeLessThan(5_000);

      const received = await listOf(photographer.headers);
      expect(received[0]).toMatchObject({ id: body.bookingRequest.id, direction: 'received', status: 'pending' });
      const row = await t.pool.query('select client_user_id from booking_requests where id = $1', [
        body.bookingRequest.id,
      ]);
      expect(row.rows[0].client_user_id).toBeNull();

      // The photographer is notified, and e-mailed through the queue.
      // To the photographer's account.
      const mail = await mailTo(photographer.email, 'New booking request from Achieng Otieno');
      for (const part of ['Wedding', '+254 722 000 111', 'achieng@example.com', 'Naivasha']) {
        expect(mail.text).toContain(part);
      }
      expect(mail.text).toContain(
        `${t.env.PUBLIC_URL}/photographer-dashboard/booking-requests?request=${body.bookingRequest.id}`,
      );
      expect(mail.html).toContain('&lt;b&gt;outdoor&lt;/b&gt; &amp; &quot;rustic&quot;');
      expect(mail.html).not.toContain('<b>outdoor');

      const feed = async () =>
        activitiesResponseSchema
          .parse((await t.app.inject({ url: '/api/recent-activities', headers: photographer.headers })).json())
          .data.filter((a) => a.action === 'New booking request');
      expect(await feed()).toEqual([expect.objectContaining({ count: 1 })]);
      await sendOk(inquiry({ phone: '', service: 'Other' }));
      // Aggregated per day, like profile views.
      expect(await feed()).toEqual([expect.objectContaining({ count: 2 })]);
    });

    it('a signed-in sender is linked and finds it among the sent requests', async () => {
      const sent = await sendOk(inquiry({ name: 'Client Signed In' }), client.headers);
      expect(sent.direction).toBe('sent');
      const mine = await listOf(client.headers, '?as=sent');
      expect(mine.map((r) => r.id)).toContain(sent.id);
      expect(mine.every((r) => r.direction === 'sent')).toBe(true);
      expect(await listOf(client.headers, '?as=received')).toEqual([]);
      const row = await t.pool.query('select client_user_id from booking_requests where id = $1', [sent.id]);
      expect(row.rows[0].client_user_id).toBe(client.id);
    });

    it('a signed-in web page sends it with its cookie; another site cannot', async () => {
      expect((await send(inquiry(), { cookie: client.cookie, ...SAME_ORIGIN })).statusCode).toBe(201);
      const forged = await send(inquiry(), { cookie: client.cookie, origin: 'https://evil.example' });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().message).toBe(authTexts.crossSiteRefused);
    });

    it.each([
      ['name', { name: '   ' }, contactTexts.nameRequired],
      ['name', { name: 'n'.repeat(101) }, contactTexts.nameTooLong({ max: INQUIRY_NAME_MAX })],
      ['email', { email: '' }, contactTexts.emailRequired],
      ['email', { email: 'achieng@' }, contactTexts.emailInvalid],
      ['phone', { phone: 'call me' }, portfolioTexts.phoneInvalid],
      ['service', { service: 'Underwater' }, inquiryTexts.serviceRequired],
      ['eventDate', { eventDate: '' }, inquiryTexts.eventDateRequired],
      ['eventDate', { eventDate: '12/06/2030' }, inquiryTexts.eventDateInvalid],
      ['eventDate', { eventDate: '2030-02-30' }, inquiryTexts.eventDateInvalid],
      ['message', { message: '' }, contactTexts.messageRequired],
      [
        'message',
        { message: 'm'.repeat(INQUIRY_MESSAGE_MAX + 1) },
        contactTexts.messageTooLong({ max: INQUIRY_MESSAGE_MAX }),
      ],
    ])('%s: %j is refused with its message, and nothing is stored', async (field, change, message) => {
      const before = await storedCount();
      const res = await send(inquiry(change));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
      expect(res.json().errors[field]).toContain(message);
      expect(await storedCount()).toBe(before);
    });

    it('a missing field is named', async () => {
      const { name: _name, ...rest } = inquiry();
      const res = await send(rest);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.name).toEqual([contactTexts.nameRequired]);
    });

    it('the event date may be today in Nairobi, not yesterday', async () => {
      const [yesterday, today] = lastNairobiDays(2);
      const res = await send(inquiry({ eventDate: yesterday }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: inquiryTexts.eventDatePast,
        errors: { eventDate: [inquiryTexts.eventDatePast] },
      });
      await sendOk(inquiry({ eventDate: today }));
    });

    it('an unknown photographer is 404', async () => {
      for (const photographerId of [UNKNOWN_ID, 'not-an-id', "'; drop table portfolios; --"]) {
        const res = await send(inquiry({ photographerId }));
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: profileTexts.notFound });
      }
    });

    it('a photographer cannot send one to their own portfolio', async () => {
      const res = await send(inquiry(), photographer.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: inquiryTexts.ownPortfolio });
    });

    it('a failed e-mail neither loses nor fails the request', async () => {
      const before = await storedCount();
      t.mailer.failNext();
      const sent = await sendOk(inquiry({ name: 'Mail Down' }));
      expect(await storedCount()).toBe(before + 1);
      expect((await listOf(photographer.headers)).map((r) => r.id)).toContain(sent.id);
      // The e-mail stays owed: the queue retries it in 30 s, and the sweep (run here as if minutes
      // had passed, rather than waiting) sends whatever is still owed.
      await new Promise((r) => setTimeout(r, 1500));
      await t.app.notifications.sweep(new Date(Date.now() + 5 * 60_000));
      await mailTo(photographer.email, 'New booking request from Mail Down');
    });

    it(`one address may send ${RATE_LIMIT} inquiries per window, then gets 429`, async () => {
      const ip = '196.201.214.7';
      for (let i = 0; i < RATE_LIMIT; i++) {
        expect((await send(inquiry(), { 'x-forwarded-for': ip })).statusCode).toBe(201);
      }
      const limited = await send(inquiry(), { 'x-forwarded-for': ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(limited.headers['retry-after']).toBeDefined();
      // Another address is not affected.
      expect((await send(inquiry())).statusCode).toBe(201);
    });
  });

  describe('answering', () => {
    let request: string;
    beforeEach(async () => {
      request = (await sendOk(inquiry({ email: 'answer.me@example.com' }), client.headers)).id;
      t.mailer.sent.length = 0;
    });

    it('accept, then complete after the date: each move is on the timeline, the client notified each time', async () => {
      const accepted = await answer(request, { status: 'accepted', reply: '  See you <there>!  ' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const first = bookingAnswerResponseSchema.parse(accepted.json()).bookingRequest;
      expect(first).toMatchObject({
        status: 'accepted',
        reply: 'See you <there>!',
        direction: 'received',
        expiresAt: null,
        // The event date has not passed: it cannot be completed yet.
        moves: ['cancelled'],
      });
      expect(first.timeline.map((e) => [e.actor, e.from, e.to, e.note])).toEqual([
        ['client', null, 'pending', null],
        ['photographer', 'pending', 'accepted', 'See you <there>!'],
      ]);
      expect(Date.parse(first.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.createdAt));
      const mail = await mailTo(client.email, `${validFields.name} accepted your booking request`);
      expect(mail.text).toContain('See you <there>!');
      expect(mail.html).toContain('See you &lt;there&gt;!');
      expect(mail.text).toContain(`${t.env.PUBLIC_URL}/dashboard/Messages?request=${request}`);

      const early = await answer(request, { status: 'completed' });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(bookingTexts.completeTooEarly);

      // The event took place (yesterday in Nairobi).
      await t.pool.query(
        "update booking_requests set event_date = (now() at time zone 'Africa/Nairobi')::date - 1 where id = $1",
        [request],
      );
      const completed = await answer(request, { status: 'completed' });
      expect(completed.statusCode, completed.body).toBe(200);
      const second = bookingAnswerResponseSchema.parse(completed.json()).bookingRequest;
      expect(second).toMatchObject({ status: 'completed', reply: 'See you <there>!', moves: [] });
      expect(second.timeline.map((e) => [e.actor, e.from, e.to])).toEqual([
        ['client', null, 'pending'],
        ['photographer', 'pending', 'accepted'],
        ['photographer', 'accepted', 'completed'],
      ]);
      const done = await mailTo(client.email, `${validFields.name} marked your booking as completed`);
      expect(done.text).not.toContain('See you');

      // Both sides see the same timeline.
      const asClient = (await listOf(client.headers, '?as=sent')).find((r) => r.id === request)!;
      expect(asClient.timeline).toEqual(second.timeline);
      expect(asClient.moves).toEqual([]);
      const asPhotographer = (await listOf(photographer.headers)).find((r) => r.id === request)!;
      expect(asPhotographer).toMatchObject({ direction: 'received', status: 'completed' });
    });

    it('only pending -> accepted|declined and accepted -> completed|cancelled; anything else is 409', async () => {
      const conflict = async (status: string, message: string = bookingTexts.alreadyAnswered) => {
        const res = await answer(request, { status });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: 'CONFLICT', message });
      };
      await conflict('completed', bookingTexts.moveNotAllowed({ status: 'pending', move: 'completed' }));
      expect((await answer(request, { status: 'accepted' })).statusCode).toBe(200);
      await conflict('accepted');
      await conflict('declined');

      const other = (await sendOk()).id;
      expect((await answer(other, { status: 'declined' })).statusCode).toBe(200);
      for (const status of ['accepted', 'declined']) {
        expect((await answer(other, { status })).statusCode).toBe(409);
      }
      const completed = await answer(other, { status: 'completed' });
      expect(completed.json().message).toBe(bookingTexts.moveNotAllowed({ status: 'declined', move: 'completed' }));
      const { rows } = await t.pool.query(
        'select count(*) n from booking_events where booking_request_id = $1 and from_status is not null',
        [request],
      );
      expect(Number(rows[0].n)).toBe(1);
    });

    it('two answers at once: one wins, the other finds it answered', async () => {
      const results = await Promise.all([
        answer(request, { status: 'accepted', reply: 'Yes' }),
        answer(request, { status: 'accepted', reply: 'Yes!' }),
        answer(request, { status: 'accepted', reply: 'Yes!!' }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const { rows } = await t.pool.query(
        'select count(*) n from booking_events where booking_request_id = $1 and from_status is not null',
        [request],
      );
      expect(Number(rows[0].n)).toBe(1);
    });

    it("only the photographer it was sent to may answer; someone else's request is 404", async () => {
      const stranger = await signUpAs(t.app, 'photographer');
      await createPortfolio(t.app, stranger.headers);
      const other = await answer(request, { status: 'accepted' }, stranger.headers);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ code: 'NOT_FOUND', message: bookingTexts.requestNotFound });
      // Its own client may not answer it.
      const own = await answer(request, { status: 'accepted' }, client.headers);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({ code: 'FORBIDDEN', message: bookingTexts.onlyPhotographerAnswers });
      const unauthenticated = await t.app.inject({
        method: 'PATCH',
        url: `/api/booking-requests/${request}`,
        payload: { status: 'accepted' },
      });
      expect(unauthenticated.statusCode).toBe(401);
      const still = (await listOf(photographer.headers)).find((r) => r.id === request)!;
      expect(still).toMatchObject({ status: 'pending' });
      expect(still.timeline).toHaveLength(1);
    });

    it('unknown requests are 404, malformed ids 400, bad answers 400', async () => {
      const unknown = await answer(UNKNOWN_ID, { status: 'accepted' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(bookingTexts.requestNotFound);
      const malformed = await answer('abc', { status: 'accepted' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe(bookingTexts.requestIdInvalid);
      for (const status of ['pending', 'maybe', undefined]) {
        const res = await answer(request, { status });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(bookingTexts.statusInvalid);
      }
      const long = await answer(request, { status: 'accepted', reply: 'r'.repeat(INQUIRY_REPLY_MAX + 1) });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe(bookingTexts.replyTooLong);
    });

    it('a failed e-mail does not fail or undo the answer', async () => {
      t.mailer.failNext();
      const res = await answer(request, { status: 'declined', reply: 'Booked that day.' });
      expect(res.statusCode).toBe(200);
      const stored = (await listOf(photographer.headers)).find((r) => r.id === request)!;
      expect(stored).toMatchObject({ status: 'declined', reply: 'Booked that day.' });
    });
  });

  describe('listing (D14)', () => {
    it("only the caller's own, newest first; `as` picks a side; the issue-5 list schema still reads it", async () => {
      const list = await listOf(photographer.headers);
      expect(list.length).toBeGreaterThan(3);
      expect(list.every((r) => r.direction === 'received' && r.photographer._id === portfolioId)).toBe(true);
      const times = list.map((r) => Date.parse(r.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(await listOf(photographer.headers, '?as=received')).toEqual(list);
      expect(await listOf(photographer.headers, '?as=sent')).toEqual([]);

      const raw = await t.app.inject({ url: '/api/booking-requests', headers: photographer.headers });
      expect(raw.headers['cache-control']).toBe('no-store');
      expect(bookingRequestsResponseSchema.parse(raw.json())).toHaveLength(list.length);

      const stranger = await signUpAs(t.app, 'client');
      expect(await listOf(stranger.headers)).toEqual([]);
    });

    it('a photographer who also sent an inquiry sees both sides', async () => {
      const other = await signUpAs(t.app, 'photographer');
      const otherPortfolio = (await createPortfolio(t.app, other.headers))._id;
      const sent = await sendOk(inquiry({ photographerId: otherPortfolio }), photographer.headers);
      const both = await listOf(photographer.headers);
      expect(both.find((r) => r.id === sent.id)).toMatchObject({
        direction: 'sent',
        photographer: { _id: otherPortfolio },
      });
      expect((await listOf(photographer.headers, '?as=sent')).map((r) => r.id)).toEqual([sent.id]);
      expect((await listOf(other.headers)).map((r) => [r.id, r.direction])).toEqual([[sent.id, 'received']]);
    });

    it('refuses an unknown side, and needs a session', async () => {
      const res = await t.app.inject({ url: '/api/booking-requests?as=all', headers: client.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("'as' must be received or sent.");
      expect((await t.app.inject({ url: '/api/booking-requests' })).statusCode).toBe(401);
    });
  });
});
