import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, signUp } from '../../../test/auth';

/**
 * A route behind `requireUser` or `requireRole` is secured by that alone: its answers are never
 * cached (signed in or not), and the API document gives it the security schemes and its 401.
 */
describe('secured routes', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUp(t.app)).token;
  });
  afterAll(() => t.close());

  it.each([
    ['a user route', '/api/favourites'],
    ['a user route that sends its answer itself', '/api/me'],
    ['a photographer route of a guarded scope', '/api/photographers/me/availability'],
    ['a staff route', '/api/studio/reviews/reported'],
  ])('%s answers no-store, to anyone', async (_, url) => {
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const signedIn = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect([200, 403]).toContain(signedIn.statusCode);
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('a public route keeps its own caching, signed in or not', async () => {
    for (const headers of [{}, bearer(token)]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/blogs', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('the API document gives every secured route its schemes and its 401', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
    };
    for (const [path, method] of [
      ['/api/favourites', 'get'],
      ['/api/me', 'get'],
      ['/api/studio/reviews/reported', 'get'],
    ] as const) {
      const op = doc.paths[path]![method]!;
      expect(op.security, path).toEqual([{ bearer: [] }, { cookie: [] }]);
      expect(op.responses, path).toHaveProperty('401');
    }
  });
});
