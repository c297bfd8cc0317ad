import { blogTexts, contactMessages, contactTexts } from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { requestLocale } from './request-context';

const at = (url: string, acceptLanguage?: string) => ({
  url,
  headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
});

describe("a request's language (docs/decisions/0046-languages.md)", () => {
  it('follows Accept-Language among English and Kiswahili, and /sw addresses', () => {
    expect(requestLocale(at('/api/contact'))).toBe('en');
    expect(requestLocale(at('/api/contact', 'sw'))).toBe('sw');
    expect(requestLocale(at('/api/contact', 'sw-KE,sw;q=0.9,en;q=0.8'))).toBe('sw');
    expect(requestLocale(at('/api/contact', 'en-GB,en;q=0.9,sw;q=0.5'))).toBe('en');
    expect(requestLocale(at('/api/contact', 'fr-FR,fr;q=0.9'))).toBe('en');
    expect(requestLocale(at('/api/contact', 'fr;q=0.9,sw;q=0.3'))).toBe('sw');
    expect(requestLocale(at('/api/contact', ';;;,=q,*'))).toBe('en');
    expect(requestLocale(at('/sw/contact'))).toBe('sw');
    expect(requestLocale(at('/sw', 'en'))).toBe('sw');
    expect(requestLocale(at('/swahili'))).toBe('en');
  });

  describe('answers', () => {
    let t: TestApp;
    let ip = 0;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    const post = (payload: object, acceptLanguage?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload,
        headers: {
          'x-forwarded-for': `10.9.0.${++ip}`,
          ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
        },
      });

    it("gives the shared schema's messages in Kiswahili to a Kiswahili reader, and English otherwise", async () => {
      const bad = { name: '', email: 'not-an-email', message: 'x'.repeat(6000) };
      const sw = contactMessages.texts('sw');
      const inSwahili = await post(bad, 'sw-KE,sw;q=0.9');
      expect(inSwahili.statusCode).toBe(400);
      expect(inSwahili.json().errors).toEqual({
        name: [sw.nameRequired],
        email: [sw.emailInvalid],
        message: [sw.messageTooLong({ max: 5000 })],
      });
      expect(sw.emailInvalid).toBe('Barua pepe si sahihi');

      const inEnglish = await post(bad, 'en-KE');
      expect(inEnglish.json().errors.email).toEqual([contactTexts.emailInvalid]);
      expect(contactTexts.emailInvalid).toBe('Email is invalid');
      // Two readers at once each get their own language.
      const [a, b] = await Promise.all([post(bad, 'sw'), post(bad)]);
      expect(a.json().errors.email).toEqual([sw.emailInvalid]);
      expect(b.json().errors.email).toEqual(['Email is invalid']);
    });

    it("writes its own answers in the reader's language, and says that they vary by it", async () => {
      const res = await post({ name: 'Wanjiku', email: 'wanjiku@example.co.ke', message: 'Habari!' }, 'sw');
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Asante! Ujumbe wako umetumwa.');
      expect(String(res.headers.vary)).toMatch(/Accept-Language/);
      const missing = (acceptLanguage: string) =>
        t.app.inject({
          method: 'GET',
          url: '/api/blogs/00000000-0000-4000-8000-000000000000',
          headers: { 'accept-language': acceptLanguage },
        });
      const [inSwahili, inEnglish] = await Promise.all([missing('sw'), missing('en')]);
      expect(inSwahili.statusCode).toBe(404);
      expect(inSwahili.json().message).toBe('Maelezo ya blogu hayakupatikana.');
      expect(inEnglish.json().message).toBe(blogTexts.notFound);
      expect(blogTexts.notFound).toBe('No blog details found.');
    });
  });
});
