import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, contactTexts } from '@studio/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';
import { contactRepository } from './contact.repository';
import { CONTACT_RATE_LIMIT_PER_MINUTE } from './contact.routes';
import { contactService } from './contact.service';

/** Waits until an async check passes (the inbox mail is sent after the answer). */
async function until(check: () => Promise<void> | void, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() - start > timeoutMs) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

const INBOX = 'inbox@picha.test';
const quiet = { info() {}, error() {} };

type Row = {
  id: string;
  name: string;
  email: string;
  message: string;
  mailed_at: string | null;
  mail_error: string | null;
};

describe('contact', () => {
  let t: TestApp;
  let ipCounter = 0;
  beforeAll(async () => {
    t = await createTestApp({ STUDIO_INBOX_EMAIL: INBOX });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.execute(sql`delete from contact_messages`);
    t.mailer.sent.length = 0;
  });

  /** Each request comes from its own address unless told otherwise, so the rate limit stays out of the way. */
  const post = (payload: unknown, ip = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: payload as object,
      headers: { 'x-forwarded-for': ip },
    });
  const rows = async () => (await t.db.execute<Row>(sql`select * from contact_messages order by created_at`)).rows;
  const good = { name: 'Wanjiku Kamau', email: 'wanjiku@example.co.ke', message: 'We are marrying in Karen in March.' };

  it.each([
    ['name missing', { email: good.email, message: good.message }, 'name', contactTexts.nameRequired],
    ['name blank', { ...good, name: '   ' }, 'name', contactTexts.nameRequired],
    ['name not text', { ...good, name: 42 }, 'name', contactTexts.nameRequired],
    ['name too long', { ...good, name: 'n'.repeat(101) }, 'name', contactTexts.nameTooLong({ max: CONTACT_NAME_MAX })],
    ['email missing', { name: good.name, message: good.message }, 'email', contactTexts.emailRequired],
    ['email empty', { ...good, email: '' }, 'email', contactTexts.emailRequired],
    ['email without a domain', { ...good, email: 'wanjiku@' }, 'email', contactTexts.emailInvalid],
    ['email without a dot', { ...good, email: 'wanjiku@example' }, 'email', contactTexts.emailInvalid],
    ['email with a space', { ...good, email: 'wan jiku@example.com' }, 'email', contactTexts.emailInvalid],
    ['email too long', { ...good, email: `${'w'.repeat(250)}@example.com` }, 'email', contactTexts.emailInvalid],
    ['message missing', { name: good.name, email: good.email }, 'message', contactTexts.messageRequired],
    ['message blank', { ...good, message: '\n  \n' }, 'message', contactTexts.messageRequired],
    [
      'message too long',
      { ...good, message: 'm'.repeat(5001) },
      'message',
      contactTexts.messageTooLong({ max: CONTACT_MESSAGE_MAX }),
    ],
  ])('refuses %s with the spec message and stores nothing', async (_label, payload, field, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ message, code: 'VALIDATION' });
    expect(body.errors[field]).toEqual([message]);
    expect(await rows()).toHaveLength(0);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('names every field that is wrong at once', async () => {
    const res = await post({ name: '', email: 'nope', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: [contactTexts.nameRequired],
      email: [contactTexts.emailInvalid],
      message: [contactTexts.messageRequired],
    });
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: 'name=a&email=b&message=c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(await rows()).toHaveLength(0);
  });

  it('stores a good message (trimmed), thanks the sender and e-mails the studio inbox', async () => {
    const res = await post({ ...good, name: `  ${good.name} `, message: `${good.message}\n\nAbout 150 guests.` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: contactTexts.success });
    const [row] = await rows();
    expect(row).toMatchObject({ name: good.name, email: good.email, message: `${good.message}\n\nAbout 150 guests.` });

    await eventually(() => expect(t.mailer.sent).toHaveLength(1));
    const mail = t.mailer.sent[0]!;
    expect(mail.to).toBe(INBOX);
    expect(mail.subject).toBe(`New message from ${good.name} via the website`);
    expect(mail.text).toContain(good.email);
    expect(mail.text).toContain(good.message);
    expect(mail.text).toContain('About 150 guests.');
    expect(mail.html).toContain('About 150 guests.');
    await until(async () => {
      const [mailed] = await rows();
      expect(mailed?.mailed_at).not.toBeNull();
      expect(mailed?.mail_error).toBeNull();
    });
  });

  it('keeps the message, and records why, when the mail fails', async () => {
    t.mailer.failNext();
    const res = await post(good);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: contactTexts.success });
    await new Promise((r) => setTimeout(r, 100));
    const [row] = await rows();
    expect(row).toMatchObject({ name: good.name, mailed_at: null, mail_error: 'SMTP unavailable (test)' });
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('retries owed mails: the failed one is sent, a mailed one is not sent again', async () => {
    t.mailer.failNext();
    await post(good);
    await post({ ...good, name: 'Otieno Ouma' });
    await until(async () => {
      const r = await rows();
      expect(r.map((x) => Boolean(x.mail_error) || Boolean(x.mailed_at))).toEqual([true, true]);
    });
    expect(t.mailer.sent).toHaveLength(1);

    const service = contactService({ repo: contactRepository(t.db), mailer: t.mailer, inbox: INBOX, log: quiet });
    expect(await service.retryOwed()).toEqual({ sent: 1, failed: 0 });
    expect(t.mailer.sent).toHaveLength(2);
    expect(t.mailer.sent[1]!.subject).toContain(good.name);
    for (const row of await rows()) {
      expect(row.mailed_at).not.toBeNull();
      expect(row.mail_error).toBeNull();
    }
    expect(await service.retryOwed()).toEqual({ sent: 0, failed: 0 });
    expect(t.mailer.sent).toHaveLength(2);
  });

  it('retries on the next submission once the retry interval has passed', async () => {
    const service = contactService({
      repo: contactRepository(t.db),
      mailer: t.mailer,
      inbox: INBOX,
      log: quiet,
      retryIntervalMs: 0,
    });
    // The first delivery fails, and so does the retry that follows it at once.
    t.mailer.failNext(2);
    await service.submit(good);
    await service.drain();
    expect(t.mailer.sent).toHaveLength(0);
    await service.submit({ ...good, name: 'Akinyi Odhiambo' });
    await service.drain();
    await eventually(() => expect(t.mailer.sent).toHaveLength(2));
    expect(t.mailer.sent.map((m) => m.subject).sort()).toEqual([
      'New message from Akinyi Odhiambo via the website',
      `New message from ${good.name} via the website`,
    ]);
  });

  it('a failing retry keeps the message owed, and two servers retrying at once send each mail once', async () => {
    t.mailer.failNext();
    await post(good);
    await until(async () => expect((await rows())[0]?.mail_error).toBeTruthy());
    const make = () => contactService({ repo: contactRepository(t.db), mailer: t.mailer, inbox: INBOX, log: quiet });

    t.mailer.failNext();
    expect(await make().retryOwed()).toEqual({ sent: 0, failed: 1 });
    expect((await rows())[0]).toMatchObject({ mailed_at: null, mail_error: 'SMTP unavailable (test)' });

    const results = await Promise.all([make().retryOwed(), make().retryOwed()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(t.mailer.sent).toHaveLength(1);
  });

  it('rate-limits one address, with a clear message', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < CONTACT_RATE_LIMIT_PER_MINUTE; i++) expect((await post(good, ip)).statusCode).toBe(201);
    const limited = await post(good, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('Too many requests'),
    });
    expect(await rows()).toHaveLength(CONTACT_RATE_LIMIT_PER_MINUTE);
    expect((await post(good, '203.0.113.78')).statusCode).toBe(201);
  });
});
