import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../modules/auth/sessions';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Schema = Record<string, unknown> & { security?: Record<string, string[]>[]; response?: Record<string, unknown> };

/** How the API authenticates: a bearer token, or the session cookie the web app uses. */
export const securitySchemes = {
  bearer: { type: 'http', scheme: 'bearer' },
  cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
} as const;

/** What a rate-limited route answers once its limit is used up. */
const rateLimited = {
  description: 'Too many requests: the message says how many seconds to wait',
  type: 'object',
  properties: { message: { type: 'string' }, code: { type: 'string', enum: ['RATE_LIMITED'] } },
  required: ['message', 'code'],
};

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

/**
 * The OpenAPI document (/api/docs/json) from the routes' zod schemas, completed: an operationId
 * per route, the cookie accepted wherever the bearer token is, and the 429 of rate-limited routes.
 */
export function openApiTransform(input: TransformInput) {
  const out = jsonSchemaTransform(input);
  const schema = { ...(out.schema as Schema) };
  if (schema.hide) return out;
  const method = Array.isArray(input.route.method) ? input.route.method[0] : input.route.method;
  schema.operationId ??= operationIdOf(String(method), out.url);
  if (schema.security?.some((s) => 'bearer' in s)) schema.security = [...schema.security, { cookie: [] }];
  if ((input.route.config as { rateLimit?: unknown } | undefined)?.rateLimit) {
    schema.response = { ...schema.response, 429: rateLimited };
  }
  return { ...out, schema };
}
