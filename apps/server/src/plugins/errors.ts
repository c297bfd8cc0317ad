import type pino from 'pino';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { siteTexts } from '@studio/shared';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { unavailablePage } from './fallback-page';

/** Seconds a client is asked to wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 10;
/** At most one warning per outage-minute per process, not one per request. */
const OUTAGE_WARNING_MS = 60_000;

/** A browser asking for a page (not the API, not a file). */
function wantsPage(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith('/api/') &&
    !/\.[a-z0-9]+$/i.test(pathname) &&
    /text\/html|\*\/\*/.test(request.headers.accept ?? '*/*')
  );
}

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
}

const clientErrorCodes: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * A refused body up to this size and time is read to its end and dropped before the answer; past
 * them the answer goes out and the connection closes (nobody sends that much here in good faith).
 */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
const DRAIN_MAX_MS = 30_000;
/** A refusal's body longer than this is not a `{ message, code }` worth logging. */
const REASON_MAX_CHARS = 4096;

/** docs/rules/platform.md#errors: one handler maps every error to `{ message, code, errors? }`; 5xx hide internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // A body refused as too large (413) before it was read: Fastify answers at once and closes the
  // connection, and closing while the client still sends resets it, so a client that sends its
  // whole body before reading (most do) never sees the 413. The rest of the body is read and
  // dropped first, then the 413 goes out; past DRAIN_MAX_BYTES or DRAIN_MAX_MS it goes out at once
  // (docs/rules/history.md#issue-30, ADR 0036).
  app.addHook('onSend', async (request, reply) => {
    const raw = request.raw;
    if (reply.statusCode !== 413 || raw.complete || raw.readableEnded || raw.destroyed) return;
    if (Number(request.headers['content-length'] ?? 0) > DRAIN_MAX_BYTES) return;
    await new Promise<void>((done) => {
      let read = 0;
      const timer = setTimeout(done, DRAIN_MAX_MS);
      const finish = () => {
        clearTimeout(timer);
        done();
      };
      raw.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > DRAIN_MAX_BYTES) finish();
      });
      raw.once('end', finish);
      raw.once('close', finish);
      raw.resume();
    });
  });

  // Why a request was refused (4xx), for whoever debugs a client: its code, message and the fields
  // named, at debug so that a normal day's log stays one line per request (ADR 0041).
  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    if (status < 400 || status >= 500 || !(request.log as unknown as pino.Logger).isLevelEnabled('debug'))
      return payload;
    if (typeof payload !== 'string' || payload.length > REASON_MAX_CHARS || !payload.startsWith('{')) return payload;
    try {
      const body = JSON.parse(payload) as { code?: unknown; message?: unknown; errors?: Record<string, unknown> };
      request.log.debug(
        {
          refused: {
            status,
            code: body.code,
            reason: body.message,
            fields: body.errors ? Object.keys(body.errors) : undefined,
          },
        },
        'request refused',
      );
    } catch {
      // not JSON after all: nothing to say
    }
    return payload;
  });

  let warnedAt = 0;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      if (Date.now() - warnedAt > OUTAGE_WARNING_MS) {
        warnedAt = Date.now();
        request.log.warn({ err: error }, 'the database is not answering: 503 until it is back');
      }
      reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
      if (wantsPage(request)) {
        const page = unavailablePage();
        return reply.type('text/html; charset=utf-8').header('content-security-policy', page.csp).send(page.html);
      }
      return reply.send({ message: siteTexts.unavailable.message, code: 'UNAVAILABLE' });
    }
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code, ...(error.errors && { errors: error.errors }) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = fieldName(issue.instancePath);
        errors[key] = [...(errors[key] ?? []), issue.message ?? 'Invalid value.'];
      }
      const first = error.validation[0]?.message ?? 'Invalid request.';
      return reply.status(400).send({ message: first, code: 'VALIDATION', errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: clientErrorCodes[status] ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });
});
