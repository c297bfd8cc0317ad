import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'false', AUTH_RATE_LIMIT_PER_IP: '2' });
  });
  afterAll(() => t.close());

  it('a forged X-Forwarded-For does not escape the per-address limit', async () => {
    const signIn = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'x-forwarded-for': ip },
        payload: { email: 'nobody@example.com', password: 'Wrong1pass' },
      });
    expect((await signIn('192.0.2.1')).statusCode).toBe(401);
    expect((await signIn('192.0.2.2')).statusCode).toBe(401);
    expect((await signIn('192.0.2.3')).statusCode).toBe(429);
  });
});
