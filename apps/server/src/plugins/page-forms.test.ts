import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { contactMessages, contactTexts, inputTexts, newsletterTexts } from '@studio/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Public pages' forms posted as HTML forms before the scripts run (docs/rules/public-pages.md#rendering). A stand-in server renderer
 * writes the submission it is given into the page, so the test reads what the page would show.
 */
describe('page forms posted before the scripts run', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-forms-'));
    const dist = path.join(dir, 'dist');
    await fs.mkdir(dist);
    await fs.mkdir(path.join(dir, 'dist-ssr'));
    const template =
      '<!doctype html><html><head><!--app-head--></head><body><!--app-html--><!--app-data--></body></html>';
    await fs.writeFile(path.join(dist, 'index.html'), template);
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'assets', 'styles-abc.css'), 'body{color:#1c1917}');
    await fs.writeFile(
      path.join(dist, 'islands.html'),
      template.replace(
        '<!--app-head-->',
        '<!--app-head--><link rel="stylesheet" crossorigin href="/assets/styles-abc.css">',
      ),
    );
    await fs.writeFile(
      path.join(dir, 'dist-ssr', 'entry-server.js'),
      `let language = () => 'en';
      export function setLocaleSource(source) { language = source; }
      export async function render({ submission }) {
        return { kind: 'page', status: 200, head: '', data: '', mode: 'islands',
          html: '<pre id="submission">' + JSON.stringify(submission ?? null) + '</pre><p id="language">' + language() + '</p>' };
      }`,
    );
    t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'http://studio.test' });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const submissionOf = (body: string) => JSON.parse(/<pre id="submission">(.*)<\/pre>/s.exec(body)?.[1] ?? 'null');
  const contactRows = async () => (await t.db.execute(sql`select name, email from contact_messages`)).rows;

  it('serves public pages with their stylesheet inline, allowed by its hash', async () => {
    const res = await t.app.inject({ url: '/contact' });
    expect(res.body).toContain('<style>body{color:#1c1917}</style>');
    expect(res.body).not.toContain('rel="stylesheet"');
    const hash = createHash('sha256').update('body{color:#1c1917}').digest('base64');
    expect(res.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}'`);
  });

  it('stores a valid contact message and answers with the page and the success text, fields cleared', async () => {
    const res = await post('/contact', { _form: 'contact', name: 'Amina', email: 'amina@example.com', message: 'Hi' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(submissionOf(res.body)).toEqual({
      form: 'contact',
      ok: true,
      message: contactTexts.success,
      values: {},
      errors: {},
    });
    expect(await contactRows()).toContainEqual({ name: 'Amina', email: 'amina@example.com' });
  });

  it('refuses bad input with the message of each field and what was entered, and stores nothing', async () => {
    const before = (await contactRows()).length;
    const res = await post('/contact', { _form: 'contact', name: '', email: 'not-an-email', message: 'Hello' });
    // The page answers; its messages say what went wrong.
    expect(res.statusCode).toBe(200);
    const s = submissionOf(res.body);
    expect(s).toMatchObject({
      form: 'contact',
      ok: false,
      values: { name: '', email: 'not-an-email', message: 'Hello' },
    });
    expect(s.errors).toEqual({ name: contactTexts.nameRequired, email: contactTexts.emailInvalid });
    expect(await contactRows()).toHaveLength(before);
  });

  it('answers a form posted from a Kiswahili page with that page, in Kiswahili', async () => {
    const res = await post('/sw/contact', { _form: 'contact', name: '', email: 'not-an-email', message: 'Habari' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p id="language">sw</p>');
    expect(submissionOf(res.body).errors).toEqual({
      name: contactMessages.texts('sw').nameRequired,
      email: contactMessages.texts('sw').emailInvalid,
    });
    expect(contactMessages.texts('sw').nameRequired).not.toBe(contactTexts.nameRequired);
  });

  it('refuses control characters as the API does: the page says which field (issue 30)', async () => {
    const before = (await contactRows()).length;
    for (const name of ['Wanjiku\u0001', 'Wan\u0000jiku']) {
      const res = await post('/contact', { _form: 'contact', name, email: 'w@example.com', message: 'Hello' });
      expect(res.statusCode).toBe(200);
      const s = submissionOf(res.body);
      expect(s).toMatchObject({ form: 'contact', ok: false });
      expect(s.errors).toEqual({ name: inputTexts.controlCharacters });
    }
    expect(await contactRows()).toHaveLength(before);
  });

  it('treats missing fields as empty and never echoes fields the form does not have', async () => {
    const res = await post('/contact', { _form: 'contact', token: 'x' });
    expect(res.statusCode).toBe(200);
    const s = submissionOf(res.body);
    expect(Object.keys(s.values).sort()).toEqual(['email', 'message', 'name']);
    expect(s.errors.name).toBe(contactTexts.nameRequired);
  });

  it('subscribes to the newsletter from any page, and says so on that page', async () => {
    const res = await post('/gallery', { _form: 'newsletter', email: 'reader@example.com' });
    expect(res.statusCode).toBe(200);
    expect(submissionOf(res.body)).toMatchObject({ form: 'newsletter', ok: true, message: newsletterTexts.success });
    const rows = (await t.db.execute(sql`select email from newsletter_subscribers`)).rows;
    expect(rows).toContainEqual({ email: 'reader@example.com' });
  });

  it('answers an inquiry to an unknown photographer with the API refusal, keeping what was typed', async () => {
    const res = await post('/contact/000000000000000000000000', {
      _form: 'inquiry',
      name: 'Otieno',
      email: 'otieno@example.com',
      service: 'Wedding',
      eventDate: '2099-01-01',
      message: 'A wedding',
    });
    const s = submissionOf(res.body);
    expect(s).toMatchObject({ form: 'inquiry', ok: false, values: { name: 'Otieno', message: 'A wedding' } });
    expect(s.message).not.toBe('');
  });

  it('answers 404 to an unknown form, and to a post at an API path', async () => {
    expect((await post('/contact', { _form: 'nonsense', name: 'x' })).statusCode).toBe(404);
    expect((await post('/contact', { name: 'x' })).statusCode).toBe(404);
    const api = await post('/api/nowhere', { _form: 'contact' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a body larger than a form can be with 413', async () => {
    const res = await post('/contact', { _form: 'contact', message: 'x'.repeat(70 * 1024) });
    expect(res.statusCode).toBe(413);
  });

  it('keeps refusing url-encoded bodies on the JSON API', async () => {
    const res = await post('/api/contact', { name: 'Amina', email: 'amina@example.com', message: 'Hi' });
    expect(res.statusCode).toBe(415);
  });

  it('shares the API rate limit per address: the page says so when it is reached', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    const send = async () =>
      submissionOf(
        (await post('/contact', { _form: 'contact', name: 'A', email: 'a@example.com', message: 'm' }, from)).body,
      );
    let last = await send();
    for (let i = 0; i < 30 && last.ok; i++) last = await send();
    expect(last).toMatchObject({ form: 'contact', ok: false, errors: {} });
    expect(last.message).toMatch(/too many/i);
    // Another address is not limited.
    const other = await post(
      '/contact',
      { _form: 'contact', name: 'B', email: 'b@example.com', message: 'm' },
      {
        'x-forwarded-for': '203.0.113.78',
      },
    );
    expect(submissionOf(other.body)).toMatchObject({ ok: true });
  });
});
