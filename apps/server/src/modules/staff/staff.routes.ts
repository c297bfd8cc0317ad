import {
  apiErrorSchema,
  staffInvitationAcceptedSchema,
  staffInvitationLookupSchema,
  staffInvitationResponseSchema,
  staffInvitationSignupSchema,
  staffInvitationTokenSchema,
  staffInviteRequestSchema,
  staffResponseSchema,
  studioSupportTexts,
} from '@studio/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth.plugin';
import { requestContext, setSessionCookie } from '../auth/sessions';
import { toCurrentUser } from '../users/current-user';
import type { StaffService } from './staff.service';
import { staffScope } from '../auth/staff-scope';

const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };
const messageSchema = z.object({ message: z.string() });

const actorOf = (request: FastifyRequest) => {
  const user = currentUser(request);
  return { id: user.id, email: user.email };
};

/**
 * Staff accounts (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): the console's Staff section (/api/studio/staff*, admins only)
 * and the invitee's side (/api/staff-invitations/*, the token always in the body).
 */
export const staffRoutes: FastifyPluginAsyncZod<{ service: StaffService }> = async (app, { service }) => {
  await app.register(async (scope) => {
    const studio = scope.withTypeProvider<ZodTypeProvider>();
    staffScope(scope);

    studio.get(
      '/api/studio/staff',
      {
        schema: {
          tags: ['studio'],
          summary: 'The admins, and the invitations still waiting',
          response: { 200: staffResponseSchema, ...guarded },
        },
      },
      (request) => service.list(currentUser(request).id),
    );

    studio.post(
      '/api/studio/staff/invitations',
      {
        schema: {
          tags: ['studio'],
          summary:
            'Invite an admin by e-mail: a link valid 48 hours, through the mail queue (409 when the address is an admin already)',
          body: staffInviteRequestSchema,
          response: { 201: staffInvitationResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...guarded },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ invitation: await service.invite(actorOf(request), request.body.email, request.body.language) }),
    );

    studio.delete(
      '/api/studio/staff/invitations/:id',
      {
        schema: {
          tags: ['studio'],
          summary: 'Cancel a pending invitation (409 when used or cancelled already)',
          params: z.object({ id: z.uuid({ error: () => studioSupportTexts.invitationNotFound }) }),
          response: { 200: messageSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...guarded },
        },
      },
      async (request) => {
        await service.cancelInvitation(actorOf(request), request.params.id);
        return { message: studioSupportTexts.invitationCancelled };
      },
    );

    studio.post(
      '/api/studio/staff/:id/revoke',
      {
        schema: {
          tags: ['studio'],
          summary: 'Take the admin role from an account, at once (409 for the last admin)',
          params: z.object({ id: z.uuid({ error: () => studioSupportTexts.adminNotFound }) }),
          response: { 200: messageSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...guarded },
        },
      },
      async (request) => {
        const email = await service.revoke(actorOf(request), request.params.id);
        return { message: studioSupportTexts.revoked({ email }) };
      },
    );
  });

  const invitationErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

  app.post(
    '/api/staff-invitations/lookup',
    {
      onRequest: app.authRateLimit,
      schema: {
        tags: ['auth'],
        summary: "What a staff invitation's page shows: whether it still works, and for which address",
        body: staffInvitationTokenSchema,
        response: { 200: staffInvitationLookupSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await service.lookup(request.body.token)),
  );

  app.post(
    '/api/staff-invitations/signup',
    {
      onRequest: app.authRateLimit,
      schema: {
        tags: ['auth'],
        summary:
          "Create an admin account with the invited address (sign-up's password rules) and sign it in; 409 when expired, used, or an account exists",
        body: staffInvitationSignupSchema,
        response: { 201: staffInvitationAcceptedSchema, ...invitationErrors },
      },
    },
    async (request, reply) => {
      const user = await service.signup(request.body);
      const session = await app.sessions.open(user.id, requestContext(request));
      setSessionCookie(reply, request, app.env.PUBLIC_URL, session.token, session.expiresAt);
      return reply
        .status(201)
        .header('cache-control', 'no-store')
        .send({
          message: studioSupportTexts.invitationAccepted,
          token: session.token,
          user: toCurrentUser(user),
        });
    },
  );

  app.post(
    '/api/staff-invitations/accept',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary:
          'The signed-in invitee accepts: their account becomes an admin (403 for another address; 409 when expired or used)',
        body: staffInvitationTokenSchema,
        response: {
          200: staffInvitationAcceptedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await service.accept(currentUser(request), request.body.token);
      return reply
        .header('cache-control', 'no-store')
        .send({ message: studioSupportTexts.invitationAccepted, user: toCurrentUser(user) });
    },
  );
};
