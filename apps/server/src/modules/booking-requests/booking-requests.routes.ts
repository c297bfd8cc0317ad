import { apiErrorSchema, bookingRequestsResponseSchema } from '@studio/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { bookingRequestsRepository, toBookingRequest } from './booking-requests.repository';

/**
 * GET /api/booking-requests (D14): a token is required and only the caller's own requests come
 * back. Issue 6 adds creating requests (D18) and answering them.
 */
export const bookingRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = bookingRequestsRepository(app.db);

  app.get(
    '/api/booking-requests',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['booking requests'],
        summary: "The caller's booking requests, newest first: received as a photographer, sent as a client",
        security: [{ bearer: [] }],
        response: { 200: bookingRequestsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await repo.listForUser(currentUser(request).id)).map(toBookingRequest);
    },
  );
};
