import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../lib/session-cookie';
import type { UserRow } from '../users/users.repository';
import type { SessionsRepository } from './sessions.repository';

export const SESSION_TTL_DAYS = 30;
const SESSION_TTL_MS = SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;

/** docs/rules/accounts-and-auth.md#sessions: tokens are 256 random bits; only their SHA-256 is stored, so a database leak yields no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface RequestContext {
  userAgent: string | null;
  ipAddress: string | null;
}

export function requestContext(request: FastifyRequest): RequestContext {
  const ua = request.headers['user-agent'];
  return { userAgent: typeof ua === 'string' ? ua.slice(0, 400) : null, ipAddress: request.ip ?? null };
}

export function sessionService(repo: SessionsRepository) {
  return {
    /** Opens a session; returns the token (shown once, never stored). */
    async open(userId: string, ctx: RequestContext): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      const row = await repo.create({ userId, tokenHash: hashToken(token), expiresAt, ...ctx });
      return { token, sessionId: row.id, expiresAt };
    },

    /** The user and session of a token, or undefined when it is unknown, revoked or expired. */
    async resolve(token: string): Promise<{ user: UserRow; sessionId: string } | undefined> {
      if (token.length < 20 || token.length > 200) return undefined;
      const found = await repo.findLive(hashToken(token));
      if (!found) return undefined;
      await repo.touch(found.session.id);
      return { user: found.user, sessionId: found.session.id };
    },

    revoke: (sessionId: string) => repo.delete(sessionId),
    revokeAll: (userId: string, exceptSessionId?: string) => repo.deleteForUser(userId, exceptSessionId),
    list: (userId: string) => repo.listForUser(userId),
  };
}
export type SessionService = ReturnType<typeof sessionService>;

function secureRequest(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === 'https' || publicUrl.startsWith('https:');
}

/** HttpOnly, SameSite=Strict, Secure behind HTTPS, for the whole site (docs/rules/accounts-and-auth.md#tokens-and-cookies). */
export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  publicUrl: string,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: secureRequest(request, publicUrl),
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, publicUrl: string) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: secureRequest(request, publicUrl),
  });
}
