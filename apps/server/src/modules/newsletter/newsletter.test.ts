import { newsletterMessages, newsletterTexts } from '@studio/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';

describe('newsletter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.execute(sql`delete from newsletter_subscribers`);
    t.mailer.sent.length = 0;
  });

  const subscribe = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object });
  const count = async () =>
    Number((await t.db.execute<{ n: string }>(sql`select count(*)::int as n from newsletter_subscribers`)).rows[0]?.n);

  it.each([
    [{ email: 'not-an-address' }],
    [{ email: 'a@b' }],
    [{ email: '' }],
    [{ email: 42 }],
    [{}],
    [{ email: `${'x'.repeat(250)}@example.com` }],
  ])('rejects %j with the spec message and stores nothing', async (payload) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: newsletterTexts.invalidEmail, code: 'VALIDATION' });
    expect(await count()).toBe(0);
  });

  it('rejects a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: 'email=a@b.co',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await count()).toBe(0);
  });

  it('stores a good address exactly once, case-insensitively, and says thank you both times', async () => {
    const first = await subscribe({ email: '  Wanjiru@Example.co.ke ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: newsletterTexts.success });
    const second = await subscribe({ email: 'wanjiru@example.co.ke' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ message: newsletterTexts.success });
    expect(await count()).toBe(1);
  });

  it('asks for confirmation by e-mail (double opt-in) and confirms from the link', async () => {
    await subscribe({ email: 'otieno@example.com' });
    // Mail is queued (ADR 0016): an earlier test's may still arrive, so look for this address's.
    const to = (email: string) => t.mailer.sent.filter((m) => m.to === email);
    await eventually(() => expect(to('otieno@example.com')).toHaveLength(1));
    const mail = to('otieno@example.com')[0]!;
    expect(mail.to).toBe('otieno@example.com');
    expect(mail.subject).toContain('Picha Studio');
    expect(mail.html).toContain('Confirm my subscription');
    const confirmUrl = /(\/api\/newsletter\/confirm\?token=[\w-]+)/.exec(mail.text)?.[1];
    expect(confirmUrl).toBeDefined();
    const confirm = await t.app.inject({ url: confirmUrl! });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe('/newsletter/confirmed');
    const row = (
      await t.db.execute<{ confirmed_at: Date | null }>(sql`select confirmed_at from newsletter_subscribers`)
    ).rows[0];
    expect(row?.confirmed_at).not.toBeNull();

    // Confirmed subscribers are not asked again.
    await subscribe({ email: 'otieno@example.com' });
    await new Promise((r) => setTimeout(r, 1500));
    expect(to('otieno@example.com')).toHaveLength(1);
  });

  it('writes the confirmation in the language of the page the address was given on, and leads to that language', async () => {
    await newsletterMessages.load('sw');
    const sw = newsletterMessages.texts('sw').confirmMail;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'wanjiku.sw@example.com' },
      headers: { 'accept-language': 'sw' },
    });
    expect(res.json().message).toBe(newsletterMessages.texts('sw').success);
    const mine = () => t.mailer.sent.filter((m) => m.to === 'wanjiku.sw@example.com');
    await eventually(() => expect(mine()).toHaveLength(1));
    expect(mine()[0]!.subject).toBe(sw.subject({ studio: 'Picha Studio' }));
    expect(mine()[0]!.html).toContain(sw.action);
    const confirmUrl = /(\/api\/newsletter\/confirm\?token=[\w-]+)/.exec(mine()[0]!.text)?.[1];
    // The link is followed from a mail client, in whatever language: the page answers in the subscriber's.
    const confirm = await t.app.inject({ url: confirmUrl!, headers: { 'accept-language': 'en' } });
    expect(confirm.headers.location).toBe('/sw/newsletter/confirmed');
    const unsubscribeUrl = /(\/api\/newsletter\/unsubscribe\?token=[\w-]+)/.exec(mine()[0]!.text)?.[1];
    expect((await t.app.inject({ url: unsubscribeUrl! })).headers.location).toBe('/sw/newsletter/unsubscribed');
  });

  it('unsubscribes from the link, and an unknown token changes nothing', async () => {
    await subscribe({ email: 'akinyi@example.com' });
    const mine = () => t.mailer.sent.filter((m) => m.to === 'akinyi@example.com');
    await eventually(() => expect(mine()).toHaveLength(1));
    const unsubscribeUrl = /(\/api\/newsletter\/unsubscribe\?token=[\w-]+)/.exec(mine()[0]!.text)?.[1];
    const bad = await t.app.inject({ url: '/api/newsletter/unsubscribe?token=nope' });
    expect(bad.headers.location).toBe('/newsletter/invalid');
    const res = await t.app.inject({ url: unsubscribeUrl! });
    expect(res.headers.location).toBe('/newsletter/unsubscribed');
    const row = (
      await t.db.execute<{ unsubscribed_at: Date | null }>(sql`select unsubscribed_at from newsletter_subscribers`)
    ).rows[0];
    expect(row?.unsubscribed_at).not.toBeNull();
  });

  it('keeps the address when the confirmation mail fails', async () => {
    t.mailer.failNext();
    const res = await subscribe({ email: 'mail-down@example.com' });
    expect(res.statusCode).toBe(201);
    expect(await count()).toBe(1);
  });
});
