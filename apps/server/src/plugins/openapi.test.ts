import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpAs } from '../../test/photographers';
import { operationIdOf } from './openapi';
import { namedSchemas } from './openapi-schemas';

type JsonSchema = {
  type?: string;
  format?: string;
  items?: JsonSchema;
  maxItems?: number;
  maxLength?: number;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  $ref?: string;
};
type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> };
};

/** Every multipart route, with its file fields (repeated ones are arrays). */
const MULTIPART = {
  postPhotographersPortfolio: { video: 'one' },
  putPhotographersPortfolioById: { video: 'one' },
  postPhotographersPortfolioImages: { image: 'many' },
  putMeAvatar: { avatar: 'one' },
  postBookingRequestsByIdMessages: { image: 'many' },
  postBookingRequestsByIdReview: { image: 'many' },
  putReviewsById: { image: 'many' },
  putStudioBlogByIdCover: { image: 'one' },
  postStudioImages: { image: 'one' },
  postStudioFilms: { video: 'one' },
} as const;

/** Routes that also take the same request as JSON. */
const ALSO_JSON = ['postBookingRequestsByIdMessages', 'postBookingRequestsByIdReview', 'putReviewsById'];

describe('the API document (/api/docs/json)', () => {
  let t: TestApp;
  let doc: Doc;
  let paths: Doc['paths'];
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    paths = doc.paths;
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({ path, method: method.toUpperCase(), ...op })),
    );
  const byId = (id: string) => operations().find((o) => o.operationId === id)!;
  const requiresSession = (o: Operation) => !!o.security?.length && !o.security.some((s) => !Object.keys(s).length);
  const pathParams = (o: Operation) => (o.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);

  it('names every operation, each once', () => {
    const ids = operations().map((o) => o.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(paths['/api/photographers/{id}/packages']?.get?.operationId).toBe('getPhotographersByIdPackages');
    // Only the API: the page forms' catch-all is not part of it.
    expect(Object.keys(paths).every((p) => p.startsWith('/api/'))).toBe(true);
  });

  it('accepts the session cookie wherever it accepts the bearer token', () => {
    expect(doc.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      cookie: { type: 'apiKey', in: 'cookie', name: 'picha_session' },
    });
    const secured = operations().filter((o) => o.security?.some((s) => 'bearer' in s));
    expect(secured.length).toBeGreaterThan(50);
    for (const o of secured) expect(o.security, o.operationId).toContainEqual({ cookie: [] });
    // Where signing in is optional, the document says so with an empty requirement.
    expect(byId('postAuthLogout').security).toContainEqual({});
    expect(byId('postBookingRequests').security).toContainEqual({});
  });

  it('says which routes answer 429', () => {
    for (const id of ['postContact', 'postBookingRequests', 'postAuthSignin', 'deleteMe', 'postMePassword']) {
      expect(byId(id).responses, id).toHaveProperty('429');
    }
  });

  it('gives every multipart route its multipart/form-data body, naming its file fields', () => {
    const multipart = operations().filter((o) => o.requestBody?.content['multipart/form-data']);
    expect(multipart.map((o) => o.operationId).sort()).toEqual(Object.keys(MULTIPART).sort());
    for (const [id, files] of Object.entries(MULTIPART)) {
      const { content } = byId(id).requestBody!;
      const form = content['multipart/form-data']!.schema;
      for (const [field, count] of Object.entries(files)) {
        const part = form.properties?.[field];
        expect(part, `${id} ${field}`).toBeDefined();
        const file = count === 'many' ? part!.items : part;
        expect(file, `${id} ${field}`).toMatchObject({ type: 'string', format: 'binary' });
        if (count === 'many') expect(part!.type).toBe('array');
        expect(part!.description, `${id} ${field}`).toMatch(/up to \d+ MB/);
      }
      expect(Object.keys(content).sort(), id).toEqual(
        ALSO_JSON.includes(id) ? ['application/json', 'multipart/form-data'] : ['multipart/form-data'],
      );
    }
    // The text fields as the shared schemas check them.
    const portfolio = byId('postPhotographersPortfolio').requestBody!.content['multipart/form-data']!.schema;
    // docs/rules/history.md#issue-23: only name, speciality and location are required to publish (ADR 0034).
    expect(portfolio.required).toEqual(expect.arrayContaining(['name', 'speciality', 'location']));
    expect(portfolio.required).not.toContain('video');
    expect(portfolio.properties?.name).toMatchObject({ type: 'string', maxLength: 100 });
    expect(portfolio.properties?.video?.description).toContain('MP4, WebM or MOV');
    expect(portfolio.properties?.video?.description).toContain('200 MB');
    const update = byId('putPhotographersPortfolioById').requestBody!.content['multipart/form-data']!.schema;
    expect(update.required).not.toContain('video');
    const images = byId('postPhotographersPortfolioImages').requestBody!.content['multipart/form-data']!.schema;
    expect(images.properties?.image).toMatchObject({ maxItems: 30 });
    expect(images.properties?.image?.description).toContain('JPEG, PNG, WebP or AVIF');
    expect(images.properties?.image?.description).toContain('20 MB');
    const message = byId('postBookingRequestsByIdMessages').requestBody!.content;
    expect(message['multipart/form-data']!.schema.properties?.body).toMatchObject({ type: 'string', maxLength: 5000 });
    expect(message['multipart/form-data']!.schema.properties?.image).toMatchObject({ maxItems: 4 });
    const review = byId('putReviewsById').requestBody!.content;
    expect(review['multipart/form-data']!.schema.properties).toHaveProperty('keep');
    expect(review['application/json']!.schema).toEqual({ $ref: '#/components/schemas/ReviewFields' });
    expect(
      byId('putMeAvatar').requestBody!.content['multipart/form-data']!.schema.properties?.avatar?.description,
    ).toContain('10 MB');
  });

  it('names the contract’s main schemas and refers to them', () => {
    const names = Object.keys(doc.components.schemas);
    expect(names.length).toBeGreaterThanOrEqual(30);
    expect(names).toEqual(
      expect.arrayContaining([
        'ApiError',
        'Photographer',
        'PhotographerCard',
        'BookingRequestDetail',
        'PublicReview',
        'OwnReview',
        'ReceivedReview',
        'RatingSummary',
        'PageMeta',
        'Notification',
        'CurrentUser',
        'Image',
      ]),
    );
    const text = JSON.stringify(doc);
    const refs = new Set([...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!));
    // Every reference resolves, and every named schema is referred to.
    for (const ref of refs) expect(names, ref).toContain(ref);
    for (const name of names) expect(refs, name).toContain(name);
    // A request form is named apart only beside a different response form of the same schema.
    for (const name of names.filter((n) => n.endsWith('Input'))) expect(names).toContain(name.replace(/Input$/, ''));
    for (const name of names.filter((n) => !n.endsWith('Input'))) expect(Object.keys(namedSchemas)).toContain(name);
    // The operations' own schemas use the names rather than copies.
    expect(
      byId('getPhotographersPortfolioGetAll').responses['200']!.content!['application/json']!.schema,
    ).toMatchObject({
      properties: {
        data: { type: 'array', items: { $ref: '#/components/schemas/PhotographerCard' } },
        meta: { $ref: '#/components/schemas/PageMeta' },
      },
    });
    for (const o of operations()) {
      expect(o.responses, `${o.operationId}`).toHaveProperty('500');
      for (const [status, response] of Object.entries(o.responses)) {
        if (Number(status) < 400) continue;
        expect(response.description, `${o.operationId} ${status}`).not.toBe('Default Response');
        if (status === '429' || o.operationId === 'getHealthReady') continue;
        expect(response.content?.['application/json']?.schema, `${o.operationId} ${status}`).toEqual({
          $ref: '#/components/schemas/ApiError',
        });
      }
    }
  });

  it('documents 401 wherever a session is required, and 400 wherever there is input', () => {
    for (const o of operations()) {
      if (requiresSession(o)) expect(o.responses, `${o.operationId}`).toHaveProperty('401');
      if (pathParams(o).length || o.requestBody) expect(o.responses, `${o.operationId}`).toHaveProperty('400');
      if (o.requestBody)
        expect(Object.keys(o.responses), `${o.operationId}`).toEqual(expect.arrayContaining(['413', '415']));
      if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(o.method))
        expect(o.responses, `${o.operationId}`).toHaveProperty('403');
      // Every operation documents what it answers when it succeeds.
      expect(
        Object.keys(o.responses).some((s) => Number(s) < 400),
        `${o.operationId}`,
      ).toBe(true);
    }
  });

  /**
   * Asks every route what the document says it may be asked: without a session where one is
   * required, and with a malformed and an unknown id in each path parameter (as a client and as a
   * photographer). Whatever status it answers must be documented.
   */
  it('documents every status the routes answer', async () => {
    const photographer = await signUpAs(t.app, 'photographer');
    const client = await signUpAs(t.app, 'client');
    const unknown: Record<string, () => string> = {
      id: () => randomUUID(),
      photographerId: () => randomUUID(),
      postId: () => 'no-such-post',
      date: () => '2031-02-03',
      // A receipt's number (ADR 0038).
      number: () => '1001',
      photoId: () => randomUUID(),
      linkId: () => randomUUID(),
      token: () => 'A'.repeat(43),
      kind: () => 'original',
    };
    const unknownFile: Record<string, string> = {
      '/api/avatars/{file}': `${randomUUID()}-abcdefghijkl.webp`,
      '/api/booking-requests/{id}/messages/images/{file}': 'abcdefghijklmnopqrst-640.webp',
    };
    const urlOf = (path: string, value: (name: string) => string) =>
      path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(value(name)));
    const undocumented: string[] = [];
    const probe = async (o: ReturnType<typeof operations>[number], url: string, what: string, headers = {}) => {
      const unsafe = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(o.method);
      const res = await t.app.inject({
        method: o.method as 'GET',
        url,
        headers,
        ...(unsafe && o.requestBody?.content['application/json'] ? { payload: {} } : {}),
      });
      if (!(String(res.statusCode) in o.responses)) {
        undocumented.push(`${o.method} ${o.path} ${what}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      return res.statusCode;
    };
    const wellFormed = (o: { path: string }) => (name: string) =>
      name === 'file' ? unknownFile[o.path]! : unknown[name]!();
    let probes = 0;
    for (const o of operations()) {
      if (requiresSession(o)) {
        expect(await probe(o, urlOf(o.path, wellFormed(o)), 'without a session'), o.operationId).not.toBeLessThan(400);
        probes++;
      }
      if (!pathParams(o).length) continue;
      for (const [who, account] of [
        ['client', client],
        ['photographer', photographer],
      ] as const) {
        await probe(
          o,
          urlOf(o.path, () => 'not-an-id'),
          `malformed, as ${who}`,
          account.headers,
        );
        await probe(o, urlOf(o.path, wellFormed(o)), `unknown, as ${who}`, account.headers);
        probes += 2;
      }
    }
    expect(probes).toBeGreaterThan(100);
    expect(undocumented).toEqual([]);
  });

  it('operationIdOf', () => {
    expect(operationIdOf('DELETE', '/api/photographers/me/blocked-dates/:date')).toBe(
      'deletePhotographersMeBlockedDatesByDate',
    );
    expect(operationIdOf('GET', '/api/photographers/me/leads.csv')).toBe('getPhotographersMeLeadsCsv');
  });
});
