import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '@studio/shared';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from '../lib/session-cookie';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformObjectInput = Parameters<ReturnType<typeof createJsonSchemaTransformObject>>[0];
type JsonSchema = Record<string, unknown>;
type Schema = Record<string, unknown> & {
  security?: Record<string, string[]>[];
  response?: Record<string, JsonSchema>;
  body?: unknown;
};

/** One file field of a multipart body; `max` makes it a field repeated up to that many times. */
export interface FilePart {
  description: string;
  required?: boolean;
  max?: number;
}

/**
 * The body of a route that reads multipart/form-data by hand (so it declares no `body` schema for
 * Fastify to validate): its text fields as the shared schema checks them, its file fields, and the
 * JSON body it also takes, if any. Given as the route's `schema.multipart`, it is the route's
 * requestBody in the API document and nothing else.
 */
export interface MultipartBody {
  /** A zod object (`zod` or `zod/mini`): each of its properties is a form field. */
  fields?: { shape: Record<string, z.core.$ZodType> };
  files: Record<string, FilePart>;
  /** The same request as a JSON body (the route reads either). */
  json?: z.core.$ZodType;
}

/** An answer whose body is not JSON (a file, text, a redirect): its media types, or none. */
export interface RawResponse {
  description: string;
  /** Media type -> JSON schema of the body, e.g. `{ 'text/csv': { type: 'string' } }`. */
  content?: Record<string, JsonSchema>;
  headers?: Record<string, JsonSchema>;
}

declare module 'fastify' {
  interface FastifySchema {
    /** The route's multipart/form-data body, for the API document only (see MultipartBody). */
    multipart?: MultipartBody;
    /** Answers the route sends as they are (files, text, redirects), for the API document only. */
    rawResponses?: Record<number, RawResponse>;
  }
}

/** The body of a file answer. */
export const binary = { type: 'string', format: 'binary' } as const;

const apiErrorRef = { $ref: '#/components/schemas/ApiError' };

/**
 * An error answer documented without a response schema (which, on a file route, would type the
 * route's replies as errors): `description` says when the route gives it, else the status's usual
 * meaning is used.
 */
export const apiError = (description = ''): RawResponse => ({
  description,
  content: { 'application/json': apiErrorRef },
});

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** docs/rules/photographers-and-portfolios.md#uploads: `image` files, the field repeated once per image. */
export const imageFiles = (max: number, required = false): FilePart => ({
  max,
  required,
  description: `Images: JPEG, PNG, WebP or AVIF (the type is read from the bytes), up to ${megabytes(IMAGE_MAX_BYTES)} each; the field once per image, at most ${max}`,
});

/** docs/rules/photographers-and-portfolios.md#uploads: one image file of at most `maxBytes`. */
export const imageFile = (maxBytes: number): FilePart => ({
  required: true,
  description: `One image: JPEG, PNG, WebP or AVIF (the type is read from the bytes), up to ${megabytes(maxBytes)}`,
});

/** docs/rules/photographers-and-portfolios.md#uploads: one video file. */
export const videoFile = (required: boolean): FilePart => ({
  required,
  description: `One video: MP4, WebM or MOV (the type is read from the bytes), up to ${megabytes(VIDEO_MAX_BYTES)}${required ? '' : '; leave it out to keep the current one'}`,
});

/** docs/rules/history.md#issue-23: one film of the studio's pages (what browsers play: no MOV). */
export const filmFile: FilePart = {
  required: true,
  description: `One film: MP4 or WebM (the type is read from the bytes), up to ${megabytes(VIDEO_MAX_BYTES)}`,
};

/** How the API authenticates: a bearer token, or the session cookie the web app uses. */
export const securitySchemes = {
  bearer: { type: 'http', scheme: 'bearer' },
  cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
} as const;

/** What the document says of a route hook: the sign-in it asks for, and whether it rate-limits. */
export interface HookDoc {
  auth?: 'user' | 'role' | 'optional';
  rateLimited?: boolean;
}
const hookDocs = new WeakMap<object, HookDoc>();

/** Records what `hook` means for the document of every route that runs it; returns `hook`. */
export function documentHook<T extends object>(hook: T, doc: HookDoc): T {
  hookDocs.set(hook, doc);
  return hook;
}

function hooksOf(route: TransformInput['route']): HookDoc[] {
  const r = route as unknown as Record<string, unknown>;
  return [r.onRequest, r.preValidation, r.preHandler]
    .flat()
    .flatMap((hook) => (hook && hookDocs.has(hook) ? [hookDocs.get(hook)!] : []));
}

/** What a rate-limited route answers once its limit is used up. */
const rateLimited = {
  description: 'Too many requests: the message says how many seconds to wait',
  type: 'object',
  properties: { message: { type: 'string' }, code: { type: 'string', enum: ['RATE_LIMITED'] } },
  required: ['message', 'code'],
};

/** What each error status means, wherever a route answers it. */
const errorMeaning: Record<string, string> = {
  400: 'Invalid input: `message` says what is wrong and `errors` names each field with its messages',
  401: 'Not signed in, or the session has ended',
  404: 'Not found (or not the caller\u2019s to see)',
  409: 'Not possible in the current state: `message` says why',
  413: 'Too large: the body, a file, or too many files or fields',
  415: 'Unsupported media type: a Content-Type this route does not read, or a file of a type it does not accept',
  500: 'Something went wrong on our side (code INTERNAL); the details are only in the server\u2019s log',
  503: 'Unavailable: a part the answer needs does not answer (the database away: code UNAVAILABLE, with Retry-After)',
};

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `GET /api/photographers/:id/packages` -> `getPhotographersByIdPackages`: unique per route. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((part) => (part.startsWith(':') ? ['by', part.slice(1)] : part.split(/[^a-zA-Z0-9]+/)))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** The multipart (and JSON) request body of `body`, its schemas converted as the route's own are. */
function multipartRequestBody(input: TransformInput, body: MultipartBody) {
  const convert = (zodSchema: z.core.$ZodType) =>
    (jsonSchemaTransform({ ...input, schema: { body: zodSchema } }).schema as Schema).body as JsonSchema;
  // A new object of the same fields, so the form lists them even when the object has a name.
  const fields: { properties?: JsonSchema; required?: string[] } = body.fields
    ? convert(z.object(body.fields.shape))
    : {};
  const files = Object.fromEntries(
    Object.entries(body.files).map(([name, part]) => [
      name,
      part.max
        ? {
            type: 'array',
            items: { type: 'string', format: 'binary' },
            maxItems: part.max,
            description: part.description,
          }
        : { type: 'string', format: 'binary', description: part.description },
    ]),
  );
  const required = [
    ...(fields.required ?? []),
    ...Object.entries(body.files).flatMap(([name, part]) => (part.required ? [name] : [])),
  ];
  const form = {
    type: 'object',
    properties: { ...fields.properties, ...files },
    ...(required.length ? { required } : {}),
  };
  return {
    content: {
      'multipart/form-data': { schema: form },
      ...(body.json ? { 'application/json': { schema: convert(body.json) } } : {}),
    },
  };
}

/**
 * The OpenAPI document (/api/docs/json) from the routes' zod schemas, completed: an operationId
 * per route, the multipart bodies routes read by hand, the sign-in each route's hooks ask for, and
 * every error status a route can answer beyond its own: 400 for invalid input, 401 without a
 * session, 403 for a role or a cross-site change, 413 and 415 for bodies, 429 when rate-limited.
 */
export function openApiTransform(input: TransformInput) {
  const { multipart, rawResponses, ...routeSchema } = (input.schema ?? {}) as Schema & {
    multipart?: MultipartBody;
    rawResponses?: Record<number, RawResponse>;
  };
  const out = jsonSchemaTransform({ ...input, schema: routeSchema });
  const schema = { ...(out.schema as Schema) };
  if (schema.hide) return out;
  const method = String(Array.isArray(input.route.method) ? input.route.method[0] : input.route.method);
  schema.operationId ??= operationIdOf(method, out.url);
  if (multipart) schema.body = multipartRequestBody(input, multipart);

  const hooks = hooksOf(input.route);
  const auth = hooks.some((h) => h.auth === 'role')
    ? 'role'
    : hooks.some((h) => h.auth === 'user')
      ? 'user'
      : hooks.some((h) => h.auth === 'optional')
        ? 'optional'
        : undefined;
  if (auth || schema.security) {
    // The bearer token or the session cookie; `{}` where signing in is optional.
    schema.security = [{ bearer: [] }, { cookie: [] }, ...(auth === 'optional' ? [{}] : [])];
  }

  const response: Record<string, JsonSchema> = { ...schema.response };
  for (const [status, raw] of Object.entries(rawResponses ?? {})) {
    response[status] = raw.content
      ? {
          description: raw.description,
          content: Object.fromEntries(Object.entries(raw.content).map(([type, body]) => [type, { schema: body }])),
          ...(raw.headers && { headers: raw.headers }),
        }
      : { description: raw.description, type: 'null', ...(raw.headers && { headers: raw.headers }) };
  }
  const add = (status: number, description = errorMeaning[status]!) => {
    const own = rawResponses?.[status]?.description;
    response[status] = { ...(response[status] ?? apiErrorRef), description: own || description };
  };
  if (schema.params || schema.querystring || schema.body) add(400);
  if (auth === 'user' || auth === 'role') add(401);
  const unsafe = UNSAFE_METHODS.has(method.toUpperCase());
  const forbidden = [
    // A route that requires a session and declares 403 refuses some accounts (a role, an owner).
    ...(auth === 'role' || (auth === 'user' && response[403]) ? ['the account may not do this'] : []),
    ...(unsafe ? ['a change sent with the session cookie (or a sign-in) came from another site'] : []),
  ];
  if (forbidden.length) add(403, `Forbidden: ${forbidden.join(', or ')}`);
  if (schema.body) {
    add(413);
    add(415);
  }
  for (const status of Object.keys(response).map(Number)) if (errorMeaning[status]) add(status);
  add(500);
  // Any route may find the database away (docs/rules/history.md#issue-15): it answers 503 until it is back.
  add(503);
  const limited = (input.route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
  if (limited || hooks.some((h) => h.rateLimited)) response[429] = rateLimited;
  if (Object.keys(response).length) schema.response = response;
  return { ...out, schema };
}

const toNamedSchemas = createJsonSchemaTransformObject({});

/** Every `#/components/schemas/...` name `value` refers to. */
function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) refsIn(v, found);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') found.add(v.replace('#/components/schemas/', ''));
      else refsIn(v, found);
    }
  }
  return found;
}

function renameRefs<T>(value: T, names: Map<string, string>): T {
  return JSON.parse(JSON.stringify(value), (key, v) => {
    if (key !== '$ref' || typeof v !== 'string') return v;
    const name = v.replace('#/components/schemas/', '');
    return `#/components/schemas/${names.get(name) ?? name}`;
  }) as T;
}

/**
 * The named schemas (openapi-schemas.ts) as `components.schemas`, each under its own name: the
 * form a request takes is `<Name>Input` only where it differs from the form a response takes and
 * both are used; schemas no operation refers to are left out.
 */
export function openApiTransformObject(input: TransformObjectInput): ReturnType<typeof toNamedSchemas> {
  const doc = toNamedSchemas(input) as Record<string, unknown> & {
    paths: unknown;
    components: { schemas?: Record<string, unknown> };
  };
  const all = doc.components.schemas ?? {};
  /** The names `roots` refers to, directly or through the schemas of `defs`. */
  const used = (roots: unknown, defs: Record<string, unknown>) => {
    const seen = new Set<string>();
    const queue = [...refsIn(roots)];
    while (queue.length) {
      const name = queue.pop()!;
      if (seen.has(name) || !(name in defs)) continue;
      seen.add(name);
      queue.push(...refsIn(defs[name]));
    }
    return seen;
  };
  const reached = used(doc.paths, all);
  // `<Name>Input` -> `<Name>`: where both forms are alike, or only the request's is used.
  const names = new Map<string, string>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const name of reached) {
      const base = name.replace(/Input$/, '');
      if (base === name || names.has(name) || !(base in all)) continue;
      const alike = JSON.stringify(renameRefs(all[name], names)) === JSON.stringify(all[base]);
      if (alike || !reached.has(base)) {
        names.set(name, base);
        changed = true;
      }
    }
  }
  const renamed = renameRefs({ paths: doc.paths, schemas: all }, names);
  const schemas: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(renamed.schemas)) if (!names.has(name)) schemas[name] = schema;
  for (const [name, base] of names) schemas[base] = renamed.schemas[name];
  const kept = used(renamed.paths, schemas);
  const sorted = Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => kept.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return { ...doc, paths: renamed.paths, components: { ...doc.components, schemas: sorted } } as ReturnType<
    typeof toNamedSchemas
  >;
}
