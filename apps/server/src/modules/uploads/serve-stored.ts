import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ByteRange, checkKey, contentTypeOf, KEY_PART, type MediaStore } from './media-store';

/** Public media is cached for good: every stored name is random and never reused. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The one range of a `Range: bytes=…` header within `size` bytes: undefined when there is none to
 * honour (absent, malformed, several ranges: the whole file is sent), 'unsatisfiable' when it
 * starts past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}

/**
 * Sends one stored file (docs/decisions/0040-media-store.md): from the local folder or streamed
 * from the bucket, never redirected, so the caller's checks (who may see it) hold for both stores.
 * Answers range requests (videos seek without downloading everything), ETag and Last-Modified.
 * `notFound` runs when the key is absent.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  store: MediaStore,
  key: string,
  opts: { cacheControl: string; contentType?: string; notFound: () => unknown },
) {
  const info = await store.head(checkKey(key));
  if (!info) return opts.notFound();
  const etag = `W/"${info.size.toString(16)}-${info.modified.getTime().toString(16)}"`;
  reply
    .header('cache-control', opts.cacheControl)
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', info.modified.toUTCString())
    .type(opts.contentType ?? contentTypeOf(key));
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const range = parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  // An empty stream, not nothing: Fastify's HEAD handling sets `content-length: 0` for an empty reply.
  if (request.method === 'HEAD') return reply.header('content-length', info.size).send(Readable.from([]));
  const body = await store.get(key, range);
  if (!body) return opts.notFound();
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1);
  } else reply.header('content-length', info.size);
  return reply.send(body);
}

/**
 * Serves the store's files under `keyPrefix` at `urlPrefix` (public, no listing, cached for good):
 * `folders` levels of folders (a portfolio's id), then a file whose name `name` matches. Anything
 * else is not found, so nothing outside the prefix (avatars, temporary files) is reachable.
 */
export function serveStoredFiles(
  app: FastifyInstance,
  opts: { store: MediaStore; keyPrefix: string; urlPrefix: string; name: RegExp; folders?: number },
) {
  const folders = opts.folders ?? 0;
  app.get(`${opts.urlPrefix}*`, { schema: { hide: true } }, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const parts = rest.split('/');
    const file = parts[parts.length - 1]!;
    if (parts.length !== folders + 1 || !parts.every((p) => KEY_PART.test(p)) || !opts.name.test(file))
      return reply.callNotFound();
    return sendStored(request, reply, opts.store, `${opts.keyPrefix}${rest}`, {
      cacheControl: IMMUTABLE,
      notFound: () => reply.callNotFound(),
    });
  });
}
