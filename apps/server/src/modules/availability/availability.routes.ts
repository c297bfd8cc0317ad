import {
  apiErrorSchema,
  availabilityRangeQuerySchema,
  availabilitySettingsResponseSchema,
  availabilitySettingsSchema,
  blockedDateParamsSchema,
  blockedDateRequestSchema,
  blockedDateResponseSchema,
  ownerAvailabilitySchema,
  publicAvailabilitySchema,
} from '@studio/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth.plugin';
import { sendWithEtag } from '../../lib/etag';
import type { AvailabilityService } from './availability.service';

const ownerErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Availability (docs/rules/history.md#issue-12, docs/rules/bookings.md#lifecycle): the photographer's working week and blocked days (sign-in,
 * photographers only), and the public answer of which days are free.
 */
export const availabilityRoutes: FastifyPluginAsyncZod<{ service: AvailabilityService }> = async (app, { service }) => {
  app.get(
    '/api/photographers/me/availability',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['availability'],
        summary:
          'Your working week and time zone (the defaults until you save one: every day 09:00-18:00, Africa/Nairobi)',
        response: { 200: availabilitySettingsResponseSchema, ...ownerErrors },
      },
    },
    async (request) => service.settings(currentUser(request)),
  );

  app.put(
    '/api/photographers/me/availability',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['availability'],
        summary:
          'Replace your working week: the working weekdays (0 = Sunday) with their hours, and the IANA time zone',
        body: availabilitySettingsSchema,
        response: { 200: availabilitySettingsResponseSchema, ...ownerErrors },
      },
    },
    async (request) => service.saveSettings(currentUser(request), request.body),
  );

  app.get(
    '/api/photographers/me/availability/days',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['availability'],
        summary: 'Your own view of each day from `from` to `to`: working day, blocked, past, and the booking it holds',
        querystring: availabilityRangeQuerySchema,
        response: { 200: ownerAvailabilitySchema, ...ownerErrors },
      },
    },
    async (request) => service.ownerDays(currentUser(request), request.query),
  );

  app.post(
    '/api/photographers/me/blocked-dates',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['availability'],
        summary: 'Block a day (idempotent): today or later in your time zone',
        body: blockedDateRequestSchema,
        response: { 200: blockedDateResponseSchema, ...ownerErrors },
      },
    },
    async (request) => service.block(currentUser(request), request.body.date),
  );

  app.delete(
    '/api/photographers/me/blocked-dates/:date',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['availability'],
        summary: 'Free a blocked day (idempotent): today or later in your time zone',
        params: blockedDateParamsSchema,
        response: { 200: blockedDateResponseSchema, ...ownerErrors },
      },
    },
    async (request) => service.unblock(currentUser(request), request.params.date),
  );

  app.get(
    '/api/photographers/:id/availability',
    {
      schema: {
        tags: ['availability'],
        summary: `Each day from \`from\` to \`to\` (at most 366) free or not, never why. Revalidated on every use (ETag)`,
        params: z.object({ id: z.string() }),
        querystring: availabilityRangeQuerySchema,
        response: { 200: publicAvailabilitySchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    // Not cached for a time: a day the owner blocks must show busy at once, to them as to anyone.
    async (request, reply) => sendWithEtag(request, reply, await service.publicDays(request.params.id, request.query)),
  );
};
