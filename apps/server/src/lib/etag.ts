import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A weak validator for a JSON body: equal bodies, equal tags, whatever the encoding on the wire. */
export function etagOf(body: unknown): string {
  return `W/"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
}

/** True when the request's If-None-Match names this tag (weak comparison, RFC 9110 13.1.2). */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * docs/rules/public-pages.md#polling: sends `body` with an ETag, or `304 Not Modified` with no body when the client already has
 * it, so polling unchanged data costs a hash and a few bytes. Clients must revalidate (no-cache).
 */
export function sendWithEtag<T>(request: FastifyRequest, reply: FastifyReply, body: T) {
  const etag = etagOf(body);
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (isFresh(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(body);
}
