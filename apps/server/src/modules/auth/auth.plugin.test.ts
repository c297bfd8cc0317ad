import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, signUp } from '../../../test/auth';

/** The guards other modules use (docs/rules/accounts-and-auth.md#roles): requireUser, requireRole, optionalUser. */
describe('auth guards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' }, (app) => {
      app.get('/test/photographers-only', { preHandler: app.requireRole('photographer') }, async (request) => ({
        id: request.user?.id,
      }));
      app.get('/test/maybe', { preHandler: app.optionalUser }, async (request) => ({ id: request.user?.id ?? null }));
    });
  });
  afterAll(() => t.close());

  it('requireRole: 401 without a session, 403 for another role, through for the role', async () => {
    expect((await t.app.inject({ url: '/test/photographers-only' })).statusCode).toBe(401);
    const { token, user } = await signUp(t.app);
    const client = await t.app.inject({ url: '/test/photographers-only', headers: bearer(token) });
    expect(client.statusCode).toBe(403);
    expect(client.json().code).toBe('FORBIDDEN');
    await t.app.inject({
      method: 'POST',
      url: '/api/created-id',
      headers: bearer(token),
      payload: { role: 'photographer' },
    });
    const ok = await t.app.inject({ url: '/test/photographers-only', headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: user.id });
  });

  it('optionalUser: the user when there is a session, nothing (and no error) otherwise', async () => {
    const { token, user } = await signUp(t.app);
    expect((await t.app.inject({ url: '/test/maybe', headers: bearer(token) })).json()).toEqual({ id: user.id });
    expect((await t.app.inject({ url: '/test/maybe' })).json()).toEqual({ id: null });
    expect(
      (await t.app.inject({ url: '/test/maybe', headers: bearer('nonsense-token-that-is-long-enough') })).json(),
    ).toEqual({
      id: null,
    });
  });

  it('a malformed Authorization header is not a session', async () => {
    const res = await t.app.inject({ url: '/api/me', headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(res.statusCode).toBe(401);
  });
});
