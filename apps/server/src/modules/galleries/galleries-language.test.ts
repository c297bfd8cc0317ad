import { galleriesMessages } from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The galleries' API messages follow the reader's language (docs/decisions/0046-languages.md). */
describe("galleries answer in the reader's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Each language's words read explicitly (the test itself runs in no request's language), once
  // the app has loaded every language.
  const sw = () => galleriesMessages.texts('sw');
  const en = () => galleriesMessages.texts('en');
  const get = (url: string, acceptLanguage: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': acceptLanguage } });

  it("reads a route's parameter message when the check fails, not when the module loads", async () => {
    const [inSwahili, inEnglish] = await Promise.all([
      get('/api/shared-galleries/not-a-token', 'sw-KE,sw;q=0.9'),
      get('/api/shared-galleries/not-a-token', 'en-KE'),
    ]);
    expect(inSwahili.statusCode).toBe(400);
    expect(inSwahili.json().message).toBe(sw().linkNotFound);
    expect(sw().linkNotFound).toBe('Kiungo hiki hakifanyi kazi tena. Muombe aliyekishiriki akupe kipya.');
    expect(inEnglish.json().message).toBe(en().linkNotFound);
    expect(en().linkNotFound).toBe('This link does not work any more. Ask the person who shared it for a new one.');
  });

  it("gives the shared schema's messages in Kiswahili", async () => {
    const visit = (acceptLanguage: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/shared-galleries/${'a'.repeat(43)}/visit`,
        payload: { name: '' },
        headers: { 'accept-language': acceptLanguage, 'x-forwarded-for': '10.9.1.1' },
      });
    const [inSwahili, inEnglish] = await Promise.all([visit('sw'), visit('en')]);
    expect(inSwahili.statusCode).toBe(400);
    expect(JSON.stringify(inSwahili.json())).toContain(sw().guestNameRequired);
    expect(sw().guestNameRequired).toBe('Tuambie jina lako.');
    expect(JSON.stringify(inEnglish.json())).toContain(en().guestNameRequired);
  });
});
