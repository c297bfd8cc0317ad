import { authTexts, SIGN_IN_MAX_FAILURES } from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, unusedPort } from '../../test/test-app';
import { GOOD_PASSWORD, signIn, signUp } from '../../test/auth';

/**
 * REDIS_URL set but Redis unreachable: the product keeps serving, never a 500. The limits that
 * Redis shares between processes are counted in this process meanwhile.
 */
describe('Redis down', () => {
  let t: TestApp;
  const warnings: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { REDIS_URL: `redis://127.0.0.1:${await unusedPort()}`, AUTH_RATE_LIMIT_PER_IP: '5' },
      undefined,
      { warn: (_obj, msg) => warnings.push(msg), info() {} },
    );
  });
  afterAll(() => t.close());
  const ip = (n: number) => ({ 'x-forwarded-for': `10.77.0.${n}` });

  it('the per-IP limit of the auth routes holds in this process', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await signIn(t.app, 'nobody@example.com', 'Wrong1pass', ip(1))).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn(t.app, 'nobody@example.com', 'Wrong1pass', ip(2))).statusCode).toBe(401);
  });

  it('route limits (contact, newsletter) answer, and failed sign-ins still lock the account', async () => {
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: ip(3),
      payload: { name: 'Wanjiku', email: 'wanjiku@example.co.ke', message: 'A wedding in Karen.' },
    });
    expect(contact.statusCode).toBe(201);
    const newsletter = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: ip(3),
      payload: { email: 'redis-down@example.co.ke' },
    });
    expect(newsletter.statusCode).toBe(201);

    const { email } = await signUp(t.app, undefined, GOOD_PASSWORD);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      expect((await signIn(t.app, email, `Wrong${i}pass`, ip(10 + i))).statusCode).toBe(401);
    }
    const locked = await signIn(t.app, email, GOOD_PASSWORD, ip(40));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(authTexts.tooManySignIns({ minutes: 15 }));
  });

  it('logs a warning, and readiness says degraded', async () => {
    expect(warnings.some((w) => /Redis/.test(w))).toBe(true);
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('degraded');
  });
});
