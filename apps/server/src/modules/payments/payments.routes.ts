import {
  apiErrorSchema,
  disputeRequestSchema,
  disputeResolutionSchema,
  studioPaymentsSchema,
  bookingPaymentResponseSchema,
  bookingTexts,
  paymentReceiptResponseSchema,
  payRequestSchema,
  payResponseSchema,
  paymentsTexts,
  photographerEarningsResponseSchema,
} from '@studio/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardScope } from '../../plugins/guard-scope';
import { nairobiDay } from '../../lib/nairobi-day';
import { currentUser } from '../auth/auth.plugin';
import { ledgerCsv } from './ledger.csv';
import type { PaymentsService } from './payments.service';
import { staffScope } from '../auth/staff-scope';

const idParams = z.object({ id: z.uuid({ error: () => bookingTexts.requestIdInvalid }) });
/** What Daraja expects back from a callback URL. */
const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' };

/**
 * Payments by M-Pesa (docs/decisions/0038-mpesa-payments.md): the booking's payment, paying what
 * is due, receipts, and the callback URLs Daraja posts to (their path carries a secret token).
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (app, { service }) => {
  app.get(
    '/api/booking-requests/:id/payment',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: "A booking's payment (price, deposit, what is due, attempts); data is null when it has none",
        params: idParams,
        response: { 200: bookingPaymentResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ data: await service.summary(currentUser(request).id, request.params.id) }),
  );

  app.post(
    '/api/booking-requests/:id/payments',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary:
          'The client pays the deposit or balance by M-Pesa STK push; the amount is the server’s. 409 while a prompt is pending',
        params: idParams,
        body: payRequestSchema,
        response: {
          202: payResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const attempt = await service.pay(currentUser(request).id, request.params.id, request.body);
      return reply.status(202).send({ message: paymentsTexts.checkYourPhone({ phone: attempt.phone }), attempt });
    },
  );

  app.get(
    '/api/booking-requests/:id/receipts/:number',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'A payment receipt of the booking, for either side',
        params: idParams.extend({ number: z.coerce.number().int().positive() }),
        response: { 200: paymentReceiptResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({
      data: await service.receipt(currentUser(request).id, request.params.id, request.params.number),
    }),
  );

  app.post(
    '/api/booking-requests/:id/dispute',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary:
          "The client disputes a completed booking during the payout hold: the photographer's payout waits for staff",
        params: idParams,
        body: disputeRequestSchema,
        response: {
          200: z.object({ message: z.string() }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await service.dispute(currentUser(request).id, request.params.id, request.body.reason);
      return { message: paymentsTexts.disputeOpened };
    },
  );

  // The photographer's earnings (photographer only: 401 signed out, 403 for every other role).
  await app.register(async (scope) => {
    const own = scope.withTypeProvider<ZodTypeProvider>();
    guardScope(own, own.requireRole('photographer'));
    own.get(
      '/api/photographers/me/earnings',
      {
        schema: {
          tags: ['payments'],
          summary:
            "The photographer's bookings paid by M-Pesa (received, refunded, commission, paid out, held, from the ledger), payouts and totals",
          response: { 200: photographerEarningsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request) => ({ data: await service.earnings(currentUser(request).id) }),
    );
  });

  // The studio console's money views (staff only: 401 signed out, 403 for every other role).
  await app.register(async (scope) => {
    const studio = scope.withTypeProvider<ZodTypeProvider>();
    staffScope(studio);
    const staffOnly = { 401: apiErrorSchema, 403: apiErrorSchema };
    studio.get(
      '/api/studio/payments',
      {
        schema: {
          tags: ['studio'],
          summary: 'Booking payments (with disputes), attempts stuck in "unknown", refunds and payouts',
          response: { 200: studioPaymentsSchema, ...staffOnly },
        },
      },
      () => service.studioView(),
    );
    studio.get(
      '/api/studio/payments/ledger.csv',
      {
        schema: {
          tags: ['studio'],
          summary: "The double-entry ledger as CSV for the studio's accountant (UTF-8 with BOM, one row per entry)",
          response: staffOnly,
          rawResponses: { 200: { description: 'The ledger as CSV', content: { 'text/csv': { type: 'string' } } } },
        },
      },
      async (_request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="ledger-${nairobiDay(new Date())}.csv"`)
          .send(ledgerCsv(await service.ledgerRows()) as never),
    );
    studio.post(
      '/api/studio/payments/:id/resolve',
      {
        schema: {
          tags: ['studio'],
          summary: "Staff decide a dispute: release the photographer's payout, or refund part or all to the client",
          params: idParams,
          body: disputeResolutionSchema,
          response: {
            200: z.object({ success: z.boolean() }),
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            ...staffOnly,
          },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await service.resolve(
          { id: user.id, email: user.email },
          request.params.id,
          request.body.decision,
          request.body.refundKes,
        );
        return { success: true };
      },
    );
  });

  // Daraja's callbacks: the body is kept as text, stored raw before anything reads it.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    const params = z.object({ token: z.string().max(200), kind: z.enum(['stk', 'b2c']) });
    raw.post('/api/payments/mpesa/:token/:kind', { schema: { hide: true, params } }, async (request, reply) => {
      const { token, kind } = request.params as z.infer<typeof params>;
      const body = typeof request.body === 'string' ? request.body : '';
      const known = kind === 'stk' ? await service.stkCallback(token, body) : await service.b2cCallback(token, body);
      if (!known) return reply.status(404).send({ message: 'Not found.', code: 'NOT_FOUND' });
      return ACCEPTED;
    });
  });
};
