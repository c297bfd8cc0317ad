import {
  apiErrorSchema,
  authResponseSchema,
  authTexts,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  signinRequestSchema,
  signupRequestSchema,
} from '@studio/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService, SignedIn } from './auth.service';
import { apiError } from '../../plugins/openapi';
import { clearSessionCookie, requestContext, setSessionCookie } from './sessions';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

/** docs/rules/accounts-and-auth.md#tokens-and-cookies: `/api/auth/signup`, `/signin`, `/forgot-password`, `/reset-password`, `/logout`. */
export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  const sendSignedIn = (reply: FastifyReply, signedIn: SignedIn, status: 200 | 201, message: string) => {
    setSessionCookie(reply, reply.request, app.env.PUBLIC_URL, signedIn.token, signedIn.expiresAt);
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .send({ message, token: signedIn.token, user: signedIn.user });
  };

  app.post(
    '/api/auth/signup',
    {
      onRequest: app.authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Create an account; signs it in (token in the body and in an HttpOnly cookie)',
        body: signupRequestSchema,
        response: { 201: authResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await service.signup(request.body, requestContext(request));
      return sendSignedIn(reply, signedIn, 201, authTexts.signupSuccess);
    },
  );

  app.post(
    '/api/auth/signin',
    {
      onRequest: app.authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in; answers alike for unknown addresses and wrong passwords',
        body: signinRequestSchema,
        response: { 200: authResponseSchema, ...errors },
        rawResponses: { 401: apiError('Wrong e-mail address or password (the same answer for an unknown address)') },
      },
    },
    async (request, reply) => {
      try {
        const signedIn = await service.signin(request.body, requestContext(request));
        return sendSignedIn(reply, signedIn, 200, authTexts.loginSuccess);
      } catch (err) {
        const retryAfter = (err as { retryAfterSeconds?: number }).retryAfterSeconds;
        if (retryAfter) reply.header('retry-after', String(retryAfter));
        throw err;
      }
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      onRequest: app.authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a 6-digit reset code; the same answer whether or not the address has an account',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => service.forgotPassword(request.body.email),
  );

  app.post(
    '/api/auth/reset-password',
    {
      onRequest: app.authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed code; signs out every session of the account',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => service.resetPassword(request.body),
  );

  app.post(
    '/api/auth/logout',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current session (idempotent) and clear the cookie',
        security: [{ bearer: [] }],
        response: { 200: messageResponseSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (request.sessionId) await service.logout(request.sessionId);
      clearSessionCookie(reply, request, app.env.PUBLIC_URL);
      return reply.header('cache-control', 'no-store').send({ message: authTexts.signedOut });
    },
  );
};
