import fs from 'node:fs';
import path from 'node:path';
import {
  BOOKING_MESSAGE_IMAGES_MAX,
  BOOKING_MESSAGE_MAX,
  conversationSchema,
  conversationTexts,
  notificationListSchema,
  postMessageResponseSchema,
  threadListSchema,
  unreadMessagesSchema,
} from '@studio/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';
import {
  createPortfolio,
  imagePart,
  jpegWithGps,
  listFiles,
  multipart,
  type Part,
  send,
  signUpAs,
  chooseLanguage,
} from '../../../test/photographers';
import { type Account, bookingParties, ipSequence } from '../../../test/booking-requests';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const nextIp = ipSequence('41.91');

describe('booking conversations (issue 12, ADR 0018)', () => {
  let t: TestApp;
  let photographer: Account;
  let portfolioId: string;
  let client: Account;
  let stranger: Account;
  let otherPhotographer: Account;
  let eventInDays = 30;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', INQUIRY_RATE_LIMIT_PER_IP: '100000' });
    ({ photographer, portfolioId, client, stranger } = await bookingParties(t.app));
    otherPhotographer = await signUpAs(t.app, 'photographer');
    await createPortfolio(t.app, otherPhotographer.headers);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.mailer.sent.length = 0;
  });

  /** A booking the signed-in client sends to the photographer. */
  const newBooking = async (headers: Record<string, string> = client.headers) => {
    const date = new Date(Date.now() + eventInDays++ * 86_400_000).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      headers: { ...headers, 'x-forwarded-for': nextIp() },
      payload: {
        photographerId: portfolioId,
        name: 'Achieng Otieno',
        email: 'achieng@example.com',
        phone: '+254 722 000 111',
        service: 'Wedding',
        eventDate: date,
        message: 'Our wedding in Naivasha, about 120 guests.',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().bookingRequest.id as string;
  };
  const url = (id: string) => `/api/booking-requests/${id}/messages`;
  const post = (id: string, headers: Record<string, string>, body: unknown) =>
    t.app.inject({ method: 'POST', url: url(id), headers, payload: { body } as object });
  const postOk = async (id: string, headers: Record<string, string>, body: string) => {
    const res = await post(id, headers, body);
    expect(res.statusCode, res.body).toBe(201);
    return postMessageResponseSchema.parse(res.json()).message;
  };
  const read = async (id: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: url(id), headers });
    expect(res.statusCode, res.body).toBe(200);
    return conversationSchema.parse(res.json());
  };
  const unread = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/booking-requests/unread', headers });
    expect(res.statusCode, res.body).toBe(200);
    return unreadMessagesSchema.parse(res.json());
  };
  const notificationsOf = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers });
    return notificationListSchema.parse(res.json());
  };
  const mailStates = async (bookingId: string) =>
    (
      await t.pool.query<{ mail_state: string }>(
        `select mail_state from notifications where booking_request_id = $1 and kind = 'message' order by created_at, id`,
        [bookingId],
      )
    ).rows.map((r) => r.mail_state);
  const setStatus = (id: string, status: string) =>
    t.pool.query(`update booking_requests set status = $2 where id = $1`, [id, status]);
  const messageCount = async (id: string) =>
    (await t.pool.query(`select 1 from booking_messages where booking_request_id = $1`, [id])).rowCount;

  describe('who may read and write', () => {
    it('asks for a session (401) on every route', async () => {
      const id = await newBooking();
      for (const [method, path] of [
        ['GET', url(id)],
        ['POST', url(id)],
        ['GET', '/api/booking-requests/unread'],
        ['GET', '/api/booking-requests/threads'],
        ['GET', `${url(id)}/images/abcdefghijklmnopqrstuv-400.webp`],
      ] as const) {
        const res = await t.app.inject({ method, url: path, payload: method === 'POST' ? { body: 'hi' } : undefined });
        expect(res.statusCode, `${method} ${path}`).toBe(401);
      }
    });

    it('answers 404 to anyone but the two sides, for GET and POST, and stores nothing', async () => {
      const id = await newBooking();
      await postOk(id, client.headers, 'Hello');
      for (const who of [stranger, otherPhotographer]) {
        const get = await t.app.inject({ method: 'GET', url: url(id), headers: who.headers });
        expect(get.statusCode).toBe(404);
        expect(get.json().message).toBe(conversationTexts.notFound);
        expect((await post(id, who.headers, 'Let me in')).statusCode).toBe(404);
      }
      // An unknown id answers exactly the same.
      const unknown = await t.app.inject({ method: 'GET', url: url(UNKNOWN_ID), headers: stranger.headers });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(conversationTexts.notFound);
      expect((await t.app.inject({ method: 'GET', url: url('nope'), headers: client.headers })).statusCode).toBe(400);
      expect(await messageCount(id)).toBe(1);
      expect((await unread(stranger.headers)).total).toBe(0);
    });

    it('has no client side for an inquiry sent signed out', async () => {
      const id = await newBooking({});
      expect((await t.app.inject({ method: 'GET', url: url(id), headers: client.headers })).statusCode).toBe(404);
      // The photographer may still write on it; nobody is notified.
      await postOk(id, photographer.headers, 'Thanks, I will call you.');
    });
  });

  describe('the text', () => {
    it('refuses an empty, blank, missing or too long message with a field error (400)', async () => {
      const id = await newBooking();
      for (const body of ['', '   \n\t ', undefined, 42, 'x'.repeat(BOOKING_MESSAGE_MAX + 1)]) {
        const res = await post(id, client.headers, body);
        expect(res.statusCode, String(body)).toBe(400);
        expect(res.json().errors.body).toHaveLength(1);
      }
      expect((await post(id, client.headers, '')).json().message).toBe(conversationTexts.bodyRequired);
      expect((await post(id, client.headers, 'x'.repeat(BOOKING_MESSAGE_MAX + 1))).json().message).toBe(
        conversationTexts.bodyTooLong,
      );
      expect(await messageCount(id)).toBe(0);
    });

    it('keeps a message of exactly the limit, trimmed', async () => {
      const id = await newBooking();
      const m = await postOk(id, client.headers, `  ${'x'.repeat(BOOKING_MESSAGE_MAX)}  `);
      expect(m.body).toHaveLength(BOOKING_MESSAGE_MAX);
    });
  });

  describe('the conversation', () => {
    it('lists messages oldest first with who wrote them, and updates last_message_at', async () => {
      const id = await newBooking();
      await postOk(id, client.headers, 'First');
      await postOk(id, photographer.headers, 'Second');
      await postOk(id, client.headers, 'Third');
      const asClient = await read(id, client.headers);
      expect(asClient.messages.map((m) => [m.body, m.author, m.mine])).toEqual([
        ['First', 'client', true],
        ['Second', 'photographer', false],
        ['Third', 'client', true],
      ]);
      expect(asClient.booking).toMatchObject({ id, side: 'client', status: 'pending', canWrite: true });
      expect(asClient.moves).toEqual([]);
      const asPhotographer = await read(id, photographer.headers);
      expect(asPhotographer.booking.side).toBe('photographer');
      expect(asPhotographer.messages.map((m) => m.mine)).toEqual([false, true, false]);
      const row = (await t.pool.query(`select last_message_at from booking_requests where id = $1`, [id])).rows[0];
      expect(new Date(row.last_message_at).toISOString()).toBe(asClient.messages[2]!.createdAt);
    });

    it('counts unread messages from each side, and reading marks them read', async () => {
      const id = await newBooking();
      const before = (await unread(photographer.headers)).total;
      await postOk(id, client.headers, 'One');
      await postOk(id, client.headers, 'Two');
      const p = await unread(photographer.headers);
      expect(p.byBooking[id]).toBe(2);
      expect(p.total).toBe(before + 2);
      // The writer's own messages are never unread for them.
      expect((await unread(client.headers)).byBooking[id]).toBeUndefined();

      await read(id, photographer.headers);
      expect((await unread(photographer.headers)).byBooking[id]).toBeUndefined();
      const marks = (
        await t.pool.query(`select photographer_read_at, client_read_at from booking_requests where id = $1`, [id])
      ).rows[0];
      expect(marks.photographer_read_at).not.toBeNull();

      await postOk(id, photographer.headers, 'Three');
      expect((await unread(client.headers)).byBooking[id]).toBe(1);
      await read(id, client.headers);
      expect((await unread(client.headers)).byBooking[id]).toBeUndefined();
    });

    it('notifies the other side with a link to the thread, and reading marks that notification read', async () => {
      const id = await newBooking();
      await postOk(id, client.headers, 'Could you do golden hour portraits?');
      const forPhotographer = (await notificationsOf(photographer.headers)).items.find(
        (n) => n.bookingRequestId === id && n.kind === 'message',
      )!;
      expect(forPhotographer.title).toBe(conversationTexts.notificationTitle({ from: 'Achieng Otieno' }));
      expect(forPhotographer.body).toContain('golden hour');
      expect(forPhotographer.link).toBe(`/photographer-dashboard/booking-requests?request=${id}&thread=1`);
      expect(forPhotographer.read).toBe(false);
      // The writer is not notified of their own message.
      expect((await notificationsOf(client.headers)).items.some((n) => n.bookingRequestId === id)).toBe(false);

      await read(id, photographer.headers);
      const after = (await notificationsOf(photographer.headers)).items.find((n) => n.id === forPhotographer.id)!;
      expect(after.read).toBe(true);

      await postOk(id, photographer.headers, 'Yes, gladly.');
      const forClient = (await notificationsOf(client.headers)).items.find((n) => n.bookingRequestId === id)!;
      expect(forClient.link).toBe(`/dashboard/Messages?request=${id}`);
    });

    it('lists the caller’s threads with the last message and unread count', async () => {
      const id = await newBooking();
      await postOk(id, photographer.headers, 'Here is my offer');
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/booking-requests/threads?as=sent',
        headers: client.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const threads = threadListSchema.parse(res.json());
      // Latest activity first.
      expect(threads[0]!.booking.id).toBe(id);
      expect(threads[0]!.lastMessage).toMatchObject({
        author: 'photographer',
        body: 'Here is my offer',
        imageCount: 0,
      });
      expect(threads[0]!.unread).toBe(1);
      const received = threadListSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/booking-requests/threads?as=received',
            headers: photographer.headers,
          })
        ).json(),
      );
      expect(received.find((th) => th.booking.id === id)?.booking.side).toBe('photographer');
      const strangers = threadListSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/booking-requests/threads', headers: stranger.headers })).json(),
      );
      expect(strangers).toEqual([]);
    });
  });

  describe('ended bookings', () => {
    it.each(['declined', 'expired', 'cancelled'])(
      'refuses a new message once %s (409), still readable',
      async (status) => {
        const id = await newBooking();
        await postOk(id, client.headers, 'Before');
        await setStatus(id, status);
        const res = await post(id, photographer.headers, 'After');
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(conversationTexts.closed);
        const thread = await read(id, client.headers);
        expect(thread.booking.canWrite).toBe(false);
        expect(thread.messages.map((m) => m.body)).toEqual(['Before']);
      },
    );

    it('shows the booking’s moves among the messages', async () => {
      const id = await newBooking();
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/booking-requests/${id}`,
        headers: photographer.headers,
        payload: { status: 'accepted', reply: 'Karibu!' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await read(id, client.headers)).moves).toMatchObject([
        { actor: 'photographer', from: 'pending', to: 'accepted', note: 'Karibu!' },
      ]);
    });

    it('keeps a completed booking’s conversation open', async () => {
      const id = await newBooking();
      await setStatus(id, 'completed');
      await postOk(id, photographer.headers, 'Your gallery is ready.');
      expect((await read(id, client.headers)).booking.canWrite).toBe(true);
    });
  });

  describe('e-mail at most once per 15 minutes per thread', () => {
    it('e-mails the other side about the first message, with a link to the thread', async () => {
      const id = await newBooking();
      await postOk(id, client.headers, 'Are you free that weekend?');
      await eventually(async () => expect(await mailStates(id)).toEqual(['sent']), 10_000);
      // The inquiry itself was e-mailed too (an 'inquiry' notification): this is the message's.
      const subject = conversationTexts.notificationTitle({ from: 'Achieng Otieno' });
      const mail = t.mailer.sent.find(
        (m) => m.to === photographer.email && m.text.includes(id) && m.subject === subject,
      );
      expect(mail).toBeDefined();
      expect(mail!.text).toContain(
        `${t.env.PUBLIC_URL}/photographer-dashboard/booking-requests?request=${id}&thread=1`,
      );
    });

    it('does not e-mail again inside the interval, and does once it has passed', async () => {
      const id = await newBooking();
      await postOk(id, client.headers, 'One');
      await postOk(id, client.headers, 'Two');
      await postOk(id, client.headers, 'Three');
      // Every message is a notification; only the first one's e-mail is owed.
      expect(await mailStates(id)).toEqual([expect.stringMatching(/pending|sent/), 'skipped', 'skipped']);
      await eventually(async () => expect((await mailStates(id))[0]).toBe('sent'), 10_000);
      // The other direction has its own interval.
      await postOk(id, photographer.headers, 'Reply');
      await eventually(
        () => expect(t.mailer.sent.filter((m) => m.to === client.email && m.text.includes(id))).toHaveLength(1),
        10_000,
      );

      // 16 minutes later (the mark moved back as a clock would move forward).
      await t.pool.query(
        `update booking_requests set photographer_mailed_at = now() - interval '16 minutes' where id = $1`,
        [id],
      );
      await postOk(id, client.headers, 'Four');
      await eventually(
        () => expect(t.mailer.sent.filter((m) => m.to === photographer.email && m.text.includes(id))).toHaveLength(2),
        10_000,
      );
      // Still inside the interval at 14 minutes.
      await t.pool.query(
        `update booking_requests set photographer_mailed_at = now() - interval '14 minutes' where id = $1`,
        [id],
      );
      await postOk(id, client.headers, 'Five');
      expect((await mailStates(id)).at(-1)).toBe('skipped');
    });

    it('claims the e-mail once when two messages arrive at the same moment', async () => {
      const id = await newBooking();
      const results = await Promise.all(Array.from({ length: 6 }, (_, i) => post(id, client.headers, `Burst ${i}`)));
      expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
      const states = await mailStates(id);
      expect(states).toHaveLength(6);
      expect(states.filter((s) => s !== 'skipped')).toHaveLength(1);
    });

    it('respects the recipient’s choice to have no message e-mails', async () => {
      const id = await newBooking();
      const prefs = await t.app.inject({
        method: 'GET',
        url: '/api/notifications/preferences',
        headers: client.headers,
      });
      await t.app.inject({
        method: 'PUT',
        url: '/api/notifications/preferences',
        headers: client.headers,
        payload: { ...(prefs.json() as object), message: false },
      });
      await postOk(id, photographer.headers, 'Hello');
      expect(await mailStates(id)).toEqual(['skipped']);
      await t.app.inject({
        method: 'PUT',
        url: '/api/notifications/preferences',
        headers: client.headers,
        payload: { ...(prefs.json() as object), message: true },
      });
    });
  });

  describe('in the recipient’s language (docs/rules/public-pages.md#languages)', () => {
    it('notifies and e-mails a Kiswahili client in Kiswahili while the photographer writes in English, and the English photographer in English', async () => {
      const swahiliClient = await signUpAs(t.app, 'client');
      await chooseLanguage(t.app, swahiliClient.headers, 'sw');
      const id = await newBooking(swahiliClient.headers);

      // The client writes from a Kiswahili page: the photographer still reads English.
      await postOk(id, { ...swahiliClient.headers, 'accept-language': 'sw' }, 'Habari, uko huru?');
      const forPhotographer = (await notificationsOf(photographer.headers)).items.find(
        (n) => n.bookingRequestId === id && n.kind === 'message',
      )!;
      expect(forPhotographer.title).toBe('New message from Achieng Otieno');
      expect(forPhotographer.body).toBe('About Wedding: Habari, uko huru?');

      // The photographer answers from an English page: the client reads Kiswahili.
      await postOk(id, { ...photographer.headers, 'accept-language': 'en' }, 'Yes, I am free.');
      const forClient = (await notificationsOf(swahiliClient.headers)).items.find(
        (n) => n.bookingRequestId === id && n.kind === 'message',
      )!;
      expect(forClient.title).toMatch(/^Ujumbe mpya kutoka kwa /);
      expect(forClient.body).toBe('Kuhusu Wedding: Yes, I am free.');
      await eventually(
        () =>
          expect(
            t.mailer.sent.find((m) => m.to === swahiliClient.email && m.subject === forClient.title),
          ).toBeDefined(),
        10_000,
      );
      const mail = t.mailer.sent.find((m) => m.to === swahiliClient.email && m.subject === forClient.title)!;
      expect(mail.text).toContain(`${t.env.PUBLIC_URL}/sw/dashboard/Messages?request=${id}`);
    });
  });

  describe('pictures (D21)', () => {
    const sendParts = (id: string, headers: Record<string, string>, parts: Part[]) =>
      send(t.app, 'POST', url(id), headers, multipart(parts));
    const mediaDir = () => t.env.MEDIA_DIR;

    it('stores pictures upright as web variants without EXIF, readable by the two sides only', async () => {
      const id = await newBooking();
      const res = await sendParts(id, client.headers, [
        { name: 'body', value: 'The venue, and the dress' },
        imagePart(await jpegWithGps(1200, 800), 'venue.jpg'),
        imagePart(await jpegWithGps(640, 480), 'dress.png', 'image/png'),
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const { message } = postMessageResponseSchema.parse(res.json());
      expect(message.images).toHaveLength(2);
      const [first] = message.images;
      // EXIF orientation 6: turned upright, so the 1200×800 picture is now 800 wide.
      expect(first).toMatchObject({ width: 800, height: 1200 });
      expect(first!.base).toMatch(new RegExp(`^/api/booking-requests/${id}/messages/images/[A-Za-z0-9_-]+$`));
      expect(first!.placeholder).toMatch(/^data:image\/webp;base64,/);

      const fileUrl = `${first!.base}-${first!.widths[0]}.webp`;
      for (const who of [client, photographer]) {
        const img = await t.app.inject({ method: 'GET', url: fileUrl, headers: who.headers });
        expect(img.statusCode).toBe(200);
        expect(img.headers['content-type']).toBe('image/webp');
        expect(img.headers['cache-control']).toContain('private');
        const meta = await sharp(img.rawPayload).metadata();
        expect(meta.exif).toBeUndefined();
        expect(meta.format).toBe('webp');
      }
      const avif = await t.app.inject({
        method: 'GET',
        url: fileUrl.replace(/webp$/, 'avif'),
        headers: client.headers,
      });
      expect(avif.headers['content-type']).toBe('image/avif');
      expect((await t.app.inject({ method: 'GET', url: fileUrl, headers: stranger.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: `${url(id)}/images/..%2F..%2Fsecret.webp`, headers: client.headers }))
          .statusCode,
      ).toBe(400);
      // Not under the public uploads folder.
      const name = fileUrl.split('/').pop()!;
      expect((await t.app.inject({ method: 'GET', url: `/uploads/portfolios/${id}/${name}` })).statusCode).toBe(404);
      expect(listFiles(path.join(mediaDir(), 'messages', id))).toContain(name);
      expect(listFiles(path.join(mediaDir(), 'tmp'))).toEqual([]);
    });

    it('refuses a file that is not a picture by its bytes (415), and stores nothing', async () => {
      const id = await newBooking();
      const res = await sendParts(id, client.headers, [
        { name: 'body', value: 'See attached' },
        imagePart(Buffer.from('not really a jpeg, just text'.repeat(200)), 'photo.jpg'),
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(conversationTexts.imageType);
      expect(await messageCount(id)).toBe(0);
      expect(listFiles(path.join(mediaDir(), 'tmp'))).toEqual([]);
    });

    it(`refuses more than ${BOOKING_MESSAGE_IMAGES_MAX} pictures (413)`, async () => {
      const id = await newBooking();
      const small = await jpegWithGps(64, 64);
      const res = await sendParts(id, client.headers, [
        { name: 'body', value: 'Many' },
        ...Array.from({ length: BOOKING_MESSAGE_IMAGES_MAX + 1 }, (_, i) => imagePart(small, `p${i}.jpg`)),
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(conversationTexts.tooManyImages);
      expect(await messageCount(id)).toBe(0);
    });

    it('refuses pictures without text, or in another field (400)', async () => {
      const id = await newBooking();
      const small = await jpegWithGps(64, 64);
      const noText = await sendParts(id, client.headers, [imagePart(small)]);
      expect(noText.statusCode).toBe(400);
      expect(noText.json().errors.body).toEqual([conversationTexts.bodyRequired]);
      const wrongField = await sendParts(id, client.headers, [
        { name: 'body', value: 'x' },
        imagePart(small, 'a.jpg', 'image/jpeg', 'photo'),
      ]);
      expect(wrongField.statusCode).toBe(400);
      expect(await messageCount(id)).toBe(0);
    });

    it('refuses pictures on a closed booking before reading them (409), and a stranger’s with 404', async () => {
      const id = await newBooking();
      const small = await jpegWithGps(64, 64);
      expect((await sendParts(id, stranger.headers, [{ name: 'body', value: 'x' }, imagePart(small)])).statusCode).toBe(
        404,
      );
      await setStatus(id, 'cancelled');
      expect((await sendParts(id, client.headers, [{ name: 'body', value: 'x' }, imagePart(small)])).statusCode).toBe(
        409,
      );
      expect(fs.existsSync(path.join(mediaDir(), 'messages', id))).toBe(false);
    });
  });
});
