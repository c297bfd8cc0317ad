import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createPortfolio, imagePart, jpegWithGps, multipart, signUpAs } from '../../../test/photographers';

/**
 * Bodies that are not well-formed multipart, as a bad-input sweep sent them: every upload route
 * answers them with the same 4xx, never a 500.
 */
describe('malformed multipart bodies to the upload routes', () => {
  let t: TestApp;
  let photographer: Awaited<ReturnType<typeof signUpAs>>;
  let image: ReturnType<typeof multipart>;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
    photographer = await signUpAs(t.app, 'photographer');
    await createPortfolio(t.app, photographer.headers);
    image = multipart([imagePart(await jpegWithGps(64, 64), 'me.jpg', 'image/jpeg', 'avatar')]);
  });
  afterAll(() => t.close());

  const boundaryOf = (contentType: string) => /boundary=(.+)$/.exec(contentType)![1]!;
  const bodies: [string, () => { contentType: string; payload: Buffer }][] = [
    ['no boundary', () => ({ contentType: 'multipart/form-data', payload: image.payload })],
    [
      'a boundary over 256 characters',
      () => {
        const long = `x${'b'.repeat(300)}`;
        const payload = Buffer.from(
          image.payload.toString('latin1').replaceAll(boundaryOf(image.contentType), long),
          'latin1',
        );
        return { contentType: `multipart/form-data; boundary=${long}`, payload };
      },
    ],
    ['a truncated body', () => ({ contentType: image.contentType, payload: image.payload.subarray(0, 200) })],
    [
      'a boundary that does not match',
      () => ({ contentType: 'multipart/form-data; boundary=----not-the-one', payload: image.payload }),
    ],
  ];

  const routes: [string, string, string][] = [
    ['the profile picture', 'PUT', '/api/me/avatar'],
    ['portfolio images', 'POST', '/api/photographers/portfolio/images'],
  ];

  it.each(bodies)('%s: answers 4xx with the same error on every upload route', async (_name, body) => {
    const answers = [];
    for (const [, method, url] of routes) {
      const { contentType, payload } = body();
      const res = await t.app.inject({
        method: method as 'PUT' | 'POST',
        url,
        headers: { ...photographer.headers, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
      answers.push({ status: res.statusCode, code: res.json().code });
    }
    expect(answers[0]).toEqual(answers[1]);
  });
});
