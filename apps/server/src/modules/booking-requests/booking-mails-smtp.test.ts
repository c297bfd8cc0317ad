import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { paths } from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { createMailer } from '../../mail/mailer';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { createTestDatabase, eventually } from '../../../test/test-app';
import { BOOKING_EXPIRY_QUEUE } from './booking-expiry';
import { type Account, bookingParties, inDays } from '../../../test/booking-requests';
import { chooseLanguage, signUpAs } from '../../../test/photographers';

/**
 * docs/rules/history.md#issue-12, "every e-mail above reaches an SMTP server": each kind of booking e-mail (inquiry,
 * message, answer, cancellation, expiry, completion, and the plain mails to a client without an
 * account) goes from the job queue through the product's SMTP mailer to a real SMTP server.
 */
describe('booking e-mails through a real SMTP server (issue 12)', () => {
  let smtp: SmtpSink;
  let app: App;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let photographer: Account;
  let client: Account;
  let portfolioId: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    const { port } = smtp;
    database = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-test-booking-smtp-'));
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      JOBS_POLL_SECONDS: '0.5',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    const mailer = createMailer(
      { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
      { info() {} },
    );
    app = await buildApp({ env, db: database.db, pool: database.pool, mailer });
    await app.ready();
    ({ photographer, client, portfolioId } = await bookingParties(app));
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const mailsTo = (address: string) =>
    smtp.inbox.filter((m) => m.envelopeTo.map((a) => a.toLowerCase()).includes(address.toLowerCase()));
  /** The subject of the latest notification of a kind for a user: the e-mail's subject. */
  const latestTitle = async (userId: string, kind: string) =>
    (
      await database.pool.query<{ title: string }>(
        `select title from notifications where user_id = $1 and kind = $2 order by created_at desc limit 1`,
        [userId, kind],
      )
    ).rows[0]?.title;
  const arrives = async (account: Account, kind: string) => {
    const subject = await latestTitle(account.id, kind);
    expect(subject, `a '${kind}' notification`).toBeTruthy();
    await eventually(() => expect(mailsTo(account.email).map((m) => m.mail.subject)).toContain(subject), 15_000);
    const mail = mailsTo(account.email).find((m) => m.mail.subject === subject)!.mail;
    expect(mail.text).toContain(app.env.PUBLIC_URL);
    expect(mail.html).toBeTruthy();
  };
  const inquiry = async (headers: Record<string, string>, overrides: object = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      headers: {
        'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        ...headers,
      },
      payload: {
        photographerId: portfolioId,
        name: 'Achieng Otieno',
        email: client.email,
        phone: '',
        service: 'Wedding',
        eventDate: inDays(30 + Math.floor(Math.random() * 300)),
        message: 'Our wedding in Naivasha, about 120 guests.',
        ...overrides,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().bookingRequest.id as string;
  };
  const patch = (id: string, headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'PATCH', url: `/api/booking-requests/${id}`, headers, payload });

  it('inquiry, message, answer and completion', async () => {
    const id = await inquiry(client.headers);
    await arrives(photographer, 'inquiry');

    const posted = await app.inject({
      method: 'POST',
      url: `/api/booking-requests/${id}/messages`,
      headers: client.headers,
      payload: { body: 'Are you free for the first look at 10:00?' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    await arrives(photographer, 'message');

    expect((await patch(id, photographer.headers, { status: 'accepted', reply: 'Karibu!' })).statusCode).toBe(200);
    await arrives(client, 'answer');

    // The event has passed: move its date into the past, as time would.
    await database.pool.query(`update booking_requests set event_date = $2 where id = $1`, [id, inDays(-2)]);
    const done = await patch(id, photographer.headers, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    await arrives(client, 'completed');
  });

  it('cancellation and expiry', async () => {
    const cancelled = await inquiry(client.headers);
    const res = await app.inject({
      method: 'POST',
      url: `/api/booking-requests/${cancelled}/cancel`,
      headers: client.headers,
      payload: { reason: 'We moved the wedding.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await arrives(photographer, 'cancelled');

    const lapsed = await inquiry(client.headers);
    await database.pool.query(`update booking_requests set expires_at = now() - interval '1 minute' where id = $1`, [
      lapsed,
    ]);
    await app.jobs.send(BOOKING_EXPIRY_QUEUE, {});
    await eventually(async () => {
      const { rows } = await database.pool.query(`select status from booking_requests where id = $1`, [lapsed]);
      expect(rows[0].status).toBe('expired');
    }, 15_000);
    await arrives(photographer, 'expired');
    await arrives(client, 'expired');
  });

  it('a client without an account is e-mailed directly (no notification to keep)', async () => {
    const guest = `guest.${Date.now()}@example.com`;
    const id = await inquiry({}, { email: guest, name: 'Guest Client' });
    expect((await patch(id, photographer.headers, { status: 'declined', reply: 'Sorry, I am away.' })).statusCode).toBe(
      200,
    );
    await eventually(() => expect(mailsTo(guest)).toHaveLength(1), 15_000);
    expect(mailsTo(guest)[0]!.mail.text).toContain('Sorry, I am away.');
  });

  describe('in each reader’s language (docs/rules/public-pages.md#languages)', () => {
    const kiswahiliPage = { 'accept-language': 'sw' };

    it('a Kiswahili client’s inquiry reaches an English photographer in English; the answer reaches the client in Kiswahili', async () => {
      const swahiliClient = await signUpAs(app, 'client');
      await chooseLanguage(app, swahiliClient.headers, 'sw');
      const id = await inquiry({ ...swahiliClient.headers, ...kiswahiliPage }, { email: swahiliClient.email });
      expect(await latestTitle(photographer.id, 'inquiry')).toBe('New booking request from Achieng Otieno');

      expect((await patch(id, photographer.headers, { status: 'accepted', reply: 'Karibu!' })).statusCode).toBe(200);
      const subject = await latestTitle(swahiliClient.id, 'answer');
      expect(subject).toMatch(/ amekubali ombi lako la booking$/);
      await eventually(
        () => expect(mailsTo(swahiliClient.email).map((m) => m.mail.subject)).toContain(subject),
        15_000,
      );
      const mail = mailsTo(swahiliClient.email).find((m) => m.mail.subject === subject)!.mail;
      expect(mail.text).toContain('Habari ');
      expect(mail.text).toContain('aliandika: “Karibu!”');
      expect(mail.text).toContain(`${app.env.PUBLIC_URL}/sw${paths.dashboardMessages}?request=${id}`);
      expect(mail.text).not.toContain('accepted your booking request');
    });

    it('a client without an account who wrote from a Kiswahili page is answered in Kiswahili', async () => {
      const guest = `mgeni.${Date.now()}@example.com`;
      const id = await inquiry(kiswahiliPage, { email: guest, name: 'Mgeni' });
      expect((await patch(id, photographer.headers, { status: 'declined', reply: 'Samahani.' })).statusCode).toBe(200);
      await eventually(() => expect(mailsTo(guest)).toHaveLength(1), 15_000);
      const { mail } = mailsTo(guest)[0]!;
      expect(mail.subject).toMatch(/ amekataa ombi lako la booking$/);
      expect(mail.text).toContain('Habari Mgeni,');
      expect(mail.text).toMatch(/\(Wedding, \d{1,2} [A-Z][a-z]+ \d{4}\)\./);
      expect(mail.text).toContain(`${app.env.PUBLIC_URL}/sw/photographer/${portfolioId}`);
    });
  });
});
