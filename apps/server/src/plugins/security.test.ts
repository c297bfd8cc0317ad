import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isApiPath } from './security';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('pages get the full document set with the strict Content-Security-Policy', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('API answers, errors included, get the short set: never framed, sniffed or read cross-origin', async () => {
    for (const url of ['/api/keep-alive', '/api/blogs/00000000-0000-4000-8000-000000000000', '/api/me']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['permissions-policy'], url).toBeUndefined();
      expect(res.headers['x-request-id'], url).toBeTruthy();
    }
  });

  it('only /api/ paths other than the documentation count as API', () => {
    expect(isApiPath('/api/keep-alive')).toBe(true);
    expect(isApiPath('/api/docs')).toBe(false);
    expect(isApiPath('/api/docs/static/index.html')).toBe(false);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isApiPath('/about')).toBe(false);
  });
});

describe('security headers over HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://studio.example' });
  });
  afterAll(() => t.close());

  it('both sets carry Strict-Transport-Security', async () => {
    for (const url of ['/robots.txt', '/api/keep-alive']) {
      const res = await t.app.inject({ url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
