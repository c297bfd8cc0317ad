import {
  apiErrorSchema,
  bookingAnswerResponseSchema,
  bookingAnswerSchema,
  bookingCancelSchema,
  bookingRequestListQuerySchema,
  bookingRequestListSchema,
  bookingTexts,
  inquiryRequestSchema,
  inquiryResponseSchema,
  inquiryTexts,
} from '@studio/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth.plugin';
import { bookingCalendar } from './booking-calendar';
import type { BookingRequestsService } from './booking-requests.service';

/** INQUIRY_RATE_LIMIT_PER_IP counts inquiries per IP address over this window. */
export const INQUIRY_RATE_WINDOW = '10 minutes';

const idParams = z.object({ id: z.uuid({ error: () => bookingTexts.requestIdInvalid }) });

/**
 * Booking requests (docs/rules/accounts-and-auth.md#roles, docs/rules/bookings.md#requests): inquiries sent from /contact/:id by anyone, answered by the
 * photographer they went to; each side lists its own.
 */
export const bookingRequestsRoutes: FastifyPluginAsyncZod<{ service: BookingRequestsService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/booking-requests',
    {
      onRequest: app.optionalUser,
      // Generous for visitors behind a shared mobile address, yet no way to flood photographers.
      config: { rateLimit: { max: app.env.INQUIRY_RATE_LIMIT_PER_IP, timeWindow: INQUIRY_RATE_WINDOW } },
      schema: {
        tags: ['booking requests'],
        summary:
          'Send a photographer an inquiry (stored as a pending request that expires unanswered after BOOKING_EXPIRY_HOURS; the photographer is notified); a signed-in sender is linked',
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
          'Answer a request sent to your portfolio: pending -> accepted|declined, accepted -> completed (after the event date). 409 when the state does not allow it or the date is held or blocked',
        params: idParams,
        body: bookingAnswerSchema,
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

  app.post(
    '/api/booking-requests/:id/cancel',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['booking requests'],
        summary:
          'Cancel a booking: the client a pending or accepted one, the photographer an accepted one; an accepted one needs a reason',
        params: idParams,
        body: bookingCancelSchema,
        response: {
          200: bookingAnswerResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true,
      bookingRequest: await service.cancel(currentUser(request), request.params.id, request.body.reason),
    }),
  );

  app.get(
    '/api/booking-requests/:id/calendar.ics',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['booking requests'],
        summary: 'A booking of yours (either side) as an iCalendar file: an all-day event on its date',
        params: idParams,
        response: { 200: z.string(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        rawResponses: {
          200: { description: 'The booking as an iCalendar file', content: { 'text/calendar': { type: 'string' } } },
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { row, side } = await service.forCalendar(user, request.params.id);
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="booking-${row.id}.ics"`);
      return bookingCalendar({ ...row, eventDate: row.eventDate! }, side, app.env.PUBLIC_URL, user.language);
    },
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
        response: { 200: bookingRequestListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      return service.list(currentUser(request), request.query.as);
    },
  );
};
