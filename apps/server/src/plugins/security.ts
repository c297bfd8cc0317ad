import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The security headers every response carries, computed once at start-up (a header library
 * recomputing them per request cost a third of the keep-alive throughput). A strict
 * Content-Security-Policy: only our own origin may supply scripts, styles, images, media and
 * connections; nothing may frame the site.
 */
export function contentSecurityPolicy(opts: {
  https: boolean;
  scriptHashes?: readonly string[];
  styleHashes?: readonly string[];
}): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(opts.scriptHashes ?? []).map((h) => `'${h}'`)].join(' '),
    // Our stylesheet, and the same stylesheet inlined in public pages (by its hash).
    ["style-src 'self'", ...(opts.styleHashes ?? []).map((h) => `'${h}'`)].join(' '),
    // Style attributes only (no <style> elements, no scripts): server-rendered markup sets
    // per-image placeholders and sizes this way. Attributes cannot carry selectors or scripts.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

export function securityHeaders(opts: { https: boolean }): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(opts),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    ...(opts.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * JSON answers are never rendered as pages: they need only what stops them being framed, sniffed
 * as another type or read cross-origin (OWASP REST Security Cheat Sheet). A third of the bytes of
 * the document set, on every poll (keep-alive every 30 s, profiles every second).
 */
export function apiSecurityHeaders(opts: { https: boolean }): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    ...(opts.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The API's own paths; its HTML documentation under /api/docs gets the document set. */
export const isApiPath = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export const securityPlugin = fp(async (app: FastifyInstance, opts: { https: boolean }) => {
  const documentHeaders = securityHeaders(opts);
  const apiHeaders = apiSecurityHeaders(opts);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(isApiPath(request.url) ? apiHeaders : documentHeaders);
    reply.header('x-request-id', request.id);
  });
});
