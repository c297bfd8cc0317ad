import {
  apiErrorSchema,
  bookingAnswerResponseSchema,
  bookingAnswerSchema,
  bookingRequestListQuerySchema,
  bookingRequestListSchema,
  bookingTexts,
  inquiryRequestSchema,
  inquiryResponseSchema,
  inquiryTexts,
} from '@studio/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { bookingRequestsService } from './booking-requests.service';

/** INQUIRY_RATE_LIMIT_PER_IP counts inquiries per IP address over this window. */
export const INQUIRY_RATE_WINDOW = '10 minutes';

const secured = { security: [{ bearer: [] }] };
const idParams = z.object({ id: z.uuid({ error: bookingTexts.requestIdInvalid }) });

/**
 * Booking requests (D14, D18): inquiries sent from /contact/:id by anyone, answered by the
 * photographer they went to; each side lists its own.
 */
export const bookingRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = bookingRequestsService({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.env.PUBLIC_URL,
    log: app.log,
  });
  app.addHook('onClose', async () => {
    await service.drain();
  });

  app.post(
    '/api/booking-requests',
    {
      onRequest: app.optionalUser,
      // Generous for visitors behind a shared mobile address, yet no way to flood photographers.
      config: { rateLimit: { max: app.env.INQUIRY_RATE_LIMIT_PER_IP, timeWindow: INQUIRY_RATE_WINDOW } },
      schema: {
        tags: ['booking requests'],
        summary:
          'Send a photographer an inquiry (stored as a pending request, then e-mailed); a signed-in sender is linked',
        body: inquiryRequestSchema,
        response: { 201: inquiryResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const bookingRequest = await service.create(request.body, request.user);
      return reply.status(201).send({ success: true, message: inquiryTexts.sent, bookingRequest });
    },
  );

  app.patch(
    '/api/booking-requests/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['booking requests'],
        summary:
          'Answer a request sent to your portfolio: pending -> accepted|declined, accepted -> completed|declined',
        params: idParams,
        body: bookingAnswerSchema,
        ...secured,
        response: {
          200: bookingAnswerResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true,
      bookingRequest: await service.answer(currentUser(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/booking-requests',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['booking requests'],
        summary:
          "The caller's booking requests, newest first, with the photographer's answers: received as a photographer, sent as a client (`as` picks one side)",
        querystring: bookingRequestListQuerySchema,
        ...secured,
        response: { 200: bookingRequestListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(currentUser(request), request.query.as);
    },
  );
};
