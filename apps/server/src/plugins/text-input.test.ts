import { inputTexts } from '@studio/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer } from '../../test/auth';
import { bookingParties, requestBooking } from '../../test/booking-requests';
import {
  fieldParts,
  imagePart,
  jpegWithGps,
  multipart,
  type Part,
  send,
  signUpAs,
  validFields,
  videoPart,
} from '../../test/photographers';

/** PostgreSQL refuses NUL in text: every text input must be refused with 400 before it gets there. */
describe('control characters in text inputs', () => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
  });
  afterAll(() => t.close());
  const from = () => ({ 'x-forwarded-for': `10.9.${Math.floor(++ip / 250)}.${ip % 250}` });
  const contact = (name: string, message: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: from(),
      payload: { name, email: 'wanjiku@example.co.ke', message },
    });

  const refused = (res: { statusCode: number; json(): unknown }, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: inputTexts.controlCharacters,
      code: 'VALIDATION',
      errors: { [field]: [inputTexts.controlCharacters] },
    });
  };

  it.each(['confirm', 'unsubscribe'])('GET /api/newsletter/%s with a NUL in the token answers 400', async (action) => {
    refused(await t.app.inject({ url: `/api/newsletter/${action}?token=%00` }), 'token');
    refused(await t.app.inject({ url: `/api/newsletter/${action}?token=abc%01def` }), 'token');
  });

  it('refuses a NUL in a JSON body, keeps nothing, and names the field', async () => {
    const res = await contact('Wanjiku\u0000', 'Hello there, a wedding.');
    refused(res, 'name');
    const { rows } = await t.db.execute(sql`select count(*)::int as n from contact_messages`);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('refuses control characters in path parameters and sign-in', async () => {
    refused(await t.app.inject({ url: '/api/blogs/%00' }), 'postId');
    // The directory's search text is never stored: there they count as spaces (its own tests).
    expect((await t.app.inject({ url: '/api/photographers/portfolio/get-all?q=%00' })).statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: from(),
      payload: { email: 'a\u0000@example.com', password: 'x\u001bsecret' },
    });
    refused(signIn, 'email');
  });

  it('refuses them in a signed-in change and in a multipart form field', async () => {
    const photographer = await signUpAs(t.app, 'photographer');
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: bearer(photographer.token),
      payload: { username: 'na\u0000me' },
    });
    refused(patch, 'username');
    const form = multipart([...fieldParts({ ...validFields, location: 'Nai\u0000robi' }), videoPart()]);
    refused(await send(t.app, 'POST', '/api/photographers/portfolio', photographer.headers, form), 'location');
  });

  it('lets tabs and line breaks through in text', async () => {
    const res = await contact('Wanjiku', 'Two lines:\r\n\tindented, and a third\n.');
    expect(res.statusCode).toBe(201);
  });
});

/**
 * docs/rules/history.md#issue-30: the same rules for every way text arrives (ADR 0036). Multipart fields skipped the
 * check (NUL answered 500, \x01\x1b were stored), a lone surrogate answered 500 on its way into the
 * audit log, and nesting 8,000 deep overflowed the check's recursion (500).
 */
describe('one set of text rules for JSON, multipart, query and depth', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUpAs>>;
  let parties: Awaited<ReturnType<typeof bookingParties>>;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', INQUIRY_RATE_LIMIT_PER_IP: '100000' });
    admin = await signUpAs(t.app, 'client');
    await t.pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
    parties = await bookingParties(t.app);
  });
  afterAll(() => t.close());
  const from = () => ({ 'x-forwarded-for': `10.8.${Math.floor(++ip / 250)}.${ip % 250}` });
  const refusedWith = (res: { statusCode: number; json(): unknown; body: string }, message: string, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION', errors: { [field]: [message] } });
  };
  const count = async (table: string) =>
    (await t.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

  it('answers 400, never 500, to JSON nested 100,000 arrays or 8,000 objects deep, signed out', async () => {
    const arrays = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    let objects = '"x"';
    for (let i = 0; i < 8000; i++) objects = `{"a":${objects}}`;
    for (const url of ['/api/newsletter', '/api/auth/signin', '/api/contact']) {
      for (const payload of [arrays, objects]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...from(), 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(400);
        expect(res.json().message).toBe(inputTexts.tooDeep);
      }
    }
  });

  it('refuses a lone surrogate in JSON with 400 before the audit log: an inbox reply stores nothing', async () => {
    const { rows } = await t.pool.query<{ id: string }>(
      `insert into contact_messages (name, email, message, mailed_at) values ('Amani', 'amani@example.com', 'Hi', now()) returning id`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/studio/inbox/${rows[0]!.id}/reply`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"text":"a\\ud800b"}',
    });
    refusedWith(res, inputTexts.invalidCharacters, 'text');
    expect(await count('contact_replies')).toBe(0);
    expect(await count('audit_log')).toBe(0);
    // A whole pair (an emoji) is text.
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/studio/inbox/${rows[0]!.id}/reply`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"text":"Asante \\ud83d\\udcf7"}',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses NUL and other control characters in multipart text fields, writing nothing', async () => {
    const booking = await requestBooking(t.app, parties, { days: 40, ip: from()['x-forwarded-for'] });
    const bookingId = booking.json().bookingRequest.id as string;
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/studio/blog',
      headers: admin.headers,
      payload: { title: 'Giraffes', author: 'Studio', status: 'draft', content: 'Text' },
    });
    expect(post.statusCode, post.body).toBe(201);
    const postId = post.json().post._id;
    const jpeg = await jpegWithGps(600, 400);
    const messagesBefore = await count('booking_messages');
    for (const bad of ['Hello\u0000there', 'Hello\u0001\u001bthere']) {
      const cases: [string, string, Record<string, string>, Part[], string][] = [
        [
          'POST',
          `/api/booking-requests/${bookingId}/messages`,
          parties.client.headers,
          [{ name: 'body', value: bad }],
          'body',
        ],
        [
          'PUT',
          `/api/studio/blog/${postId}/cover`,
          admin.headers,
          [{ name: 'alt', value: bad }, imagePart(jpeg)],
          'alt',
        ],
        ['POST', '/api/studio/images', admin.headers, [{ name: 'alt', value: bad }, imagePart(jpeg)], 'alt'],
      ];
      for (const [method, url, headers, parts, field] of cases) {
        const res = await send(t.app, method as 'POST', url, headers, multipart(parts));
        refusedWith(res, inputTexts.controlCharacters, field);
      }
    }
    expect(await count('booking_messages')).toBe(messagesBefore);
    const after = await t.app.inject({ url: `/api/studio/blog/${postId}`, headers: admin.headers });
    expect(after.json().post.cover ?? null).toBeNull();
    const library = await t.app.inject({ url: '/api/studio/images', headers: admin.headers });
    expect(library.json().data ?? library.json()).toEqual([]);
  });

  it('refuses a lone surrogate or control character in a query string', async () => {
    refusedWith(
      await t.app.inject({ url: '/api/studio/inbox?q=%01', headers: admin.headers }),
      inputTexts.controlCharacters,
      'q',
    );
  });
});
