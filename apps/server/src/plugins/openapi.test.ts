import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { operationIdOf } from './openapi';

type Operation = { operationId?: string; security?: Record<string, string[]>[]; responses?: Record<string, unknown> };

describe('the API document (/api/docs/json)', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  let components: { securitySchemes: Record<string, unknown> };
  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    paths = doc.paths;
    components = doc.components;
  });
  afterAll(() => t.close());

  const operations = () => Object.values(paths).flatMap((byMethod) => Object.values(byMethod));

  it('names every operation, each once', () => {
    const ids = operations().map((o) => o.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(paths['/api/photographers/{id}/packages']?.get?.operationId).toBe('getPhotographersByIdPackages');
  });

  it('accepts the session cookie wherever it accepts the bearer token', () => {
    expect(components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      cookie: { type: 'apiKey', in: 'cookie', name: 'picha_session' },
    });
    const secured = operations().filter((o) => o.security?.some((s) => 'bearer' in s));
    expect(secured.length).toBeGreaterThan(20);
    for (const o of secured) expect(o.security).toContainEqual({ cookie: [] });
  });

  it('says which routes answer 429', () => {
    expect(paths['/api/contact']?.post?.responses).toHaveProperty('429');
    expect(paths['/api/booking-requests']?.post?.responses).toHaveProperty('429');
    expect(paths['/api/auth/signin']?.post?.responses).toHaveProperty('429');
  });

  it('operationIdOf', () => {
    expect(operationIdOf('DELETE', '/api/photographers/me/blocked-dates/:date')).toBe(
      'deletePhotographersMeBlockedDatesByDate',
    );
    expect(operationIdOf('GET', '/api/photographers/me/leads.csv')).toBe('getPhotographersMeLeadsCsv');
  });
});
