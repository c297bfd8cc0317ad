import { inputTexts } from '@studio/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer } from '../../test/auth';
import { fieldParts, multipart, send, signUpAs, validFields, videoPart } from '../../test/photographers';

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
