import cookie from '@fastify/cookie';
import { authTexts, type UserRole } from '@studio/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import { sessionsRepository } from './sessions.repository';
import { SESSION_COOKIE } from '../../lib/session-cookie';
import { clearSessionCookie, type SessionService, sessionService } from './sessions';
import type { UserRow } from '../users/users.repository';
import { documentHook } from '../../plugins/openapi';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, once `requireUser` (or `optionalUser`) has run. */
    user: UserRow | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    sessions: SessionService;
    /**
     * onRequest or preHandler: 401 unless the request carries a live session (Bearer token or
     * cookie). It is the whole of a secured route: the answer is `no-store`, and the API document
     * gives the route its security schemes and its 401.
     */
    requireUser: Hook;
    /** preHandler: like requireUser, then 403 unless the user has one of the roles (docs/rules/accounts-and-auth.md#roles). */
    requireRole: (...roles: UserRole[]) => Hook;
    /** preHandler: resolves the user when a live session comes with the request, never fails. */
    optionalUser: Hook;
    /** onRequest: AUTH_RATE_LIMIT_PER_IP requests a minute per address, shared by every auth route (docs/rules/accounts-and-auth.md#password-reset-and-rate-limits). */
    authRateLimit: Hook;
    /** Registers work to do before an account is deleted (docs/rules/accounts-and-auth.md#profile-menu-and-settings), e.g. removing its files. */
    onAccountDeletion(hook: AccountDeletionHook): void;
    /** The hooks registered with onAccountDeletion, run in order by the account deletion. */
    accountDeletionHooks: readonly AccountDeletionHook[];
  }
}

/** Work other modules must do before an account goes; their rows go with it through foreign keys. */
export type AccountDeletionHook = (userId: string) => Promise<void>;

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHORIZED', authTexts.signInRequired);
  return request.user;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The credential a request is authenticated by: a non-empty `Authorization` header decides alone
 * (a scheme other than Bearer authenticates no one), otherwise the session cookie. The Origin
 * check and the session lookup both ask this, so a request that ends up using the cookie is
 * always checked as one.
 */
function credentialOf(request: FastifyRequest): { via: 'header' | 'cookie'; token: string } | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return { via: 'header', token: match?.[1] ?? '' };
  }
  const cookieToken = request.cookies[SESSION_COOKIE];
  return cookieToken ? { via: 'cookie', token: cookieToken } : undefined;
}

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'null';
  }
}

/**
 * docs/rules/accounts-and-auth.md#tokens-and-cookies and #sessions: who is asking. Other clients send `Authorization: Bearer {token}`; the web app sends
 * the HttpOnly session cookie, and every state-changing request that relies on that cookie must
 * come from this site (Origin check against cross-site request forgery).
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(cookie);
    const sessions = sessionService(sessionsRepository(app.db));
    const publicOrigin = new URL(app.env.PUBLIC_URL).origin;

    app.decorate('sessions', sessions);
    const deletionHooks: AccountDeletionHook[] = [];
    app.decorate('accountDeletionHooks', deletionHooks);
    app.decorate('onAccountDeletion', (hook: AccountDeletionHook) => {
      deletionHooks.push(hook);
    });
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    const sameSite = (request: FastifyRequest) => {
      const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
      if (!origin) return undefined;
      return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
    };

    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method)) return;
      const usesCookie = credentialOf(request)?.via === 'cookie';
      const isAuthRoute = request.url.startsWith('/api/auth/');
      if (!usesCookie && !isAuthRoute) return;
      const same = sameSite(request);
      // A cookie-authenticated change needs proof it comes from our pages; a sign-in from another
      // site (login forgery) is refused too. Clients without a browser send no Origin and no cookie.
      if (same === false || (same === undefined && usesCookie)) {
        throw new AppError('FORBIDDEN', authTexts.crossSiteRefused);
      }
    });

    const resolve = async (request: FastifyRequest, reply: FastifyReply, required: boolean) => {
      // What a route behind a sign-in answers is that account's own: never kept by a cache. A route
      // may still choose otherwise by setting its own header.
      if (required) reply.header('cache-control', 'no-store');
      const credential = credentialOf(request);
      const found = credential?.token ? await sessions.resolve(credential.token) : undefined;
      if (found) {
        request.user = found.user;
        request.sessionId = found.sessionId;
        return;
      }
      // A dead cookie is removed, so the browser stops sending it.
      if (credential?.via === 'cookie') clearSessionCookie(reply, request, app.env.PUBLIC_URL);
      if (required) throw new AppError('UNAUTHORIZED', authTexts.signInRequired);
    };

    // Each hook tells the API document what it asks of the routes that run it.
    app.decorate(
      'requireUser',
      documentHook((request: FastifyRequest, reply: FastifyReply) => resolve(request, reply, true), { auth: 'user' }),
    );
    app.decorate(
      'optionalUser',
      documentHook((request: FastifyRequest, reply: FastifyReply) => resolve(request, reply, false), {
        auth: 'optional',
      }),
    );
    app.decorate('requireRole', (...roles: UserRole[]) =>
      documentHook(
        async (request: FastifyRequest, reply: FastifyReply) => {
          await resolve(request, reply, true);
          if (!roles.includes(currentUser(request).role)) {
            throw new AppError('FORBIDDEN', 'Your account is not allowed to do this.');
          }
        },
        { auth: 'role' },
      ),
    );
    app.decorate(
      'authRateLimit',
      documentHook(
        app.rateLimit({
          max: app.env.AUTH_RATE_LIMIT_PER_IP,
          timeWindow: 60_000,
          keyGenerator: (request) => `auth-ip:${request.ip}`,
        }) as Hook,
        { rateLimited: true },
      ),
    );
  },
  { name: 'auth', dependencies: ['@fastify/rate-limit'] },
);
