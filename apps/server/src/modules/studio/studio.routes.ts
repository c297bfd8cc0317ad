import {
  apiErrorSchema,
  type BookingStatus,
  auditQuerySchema,
  auditResponseSchema,
  exchangeRateSchema,
  exchangeRateUpdateSchema,
  studioBookingsQuerySchema,
  studioBookingsResponseSchema,
  studioDemoSchema,
  studioDemoUpdateSchema,
  studioFeatureSchema,
  studioHideSchema,
  studioOverviewSchema,
  studioPhotographerResponseSchema,
  studioPhotographersQuerySchema,
  studioPhotographersResponseSchema,
  studioTexts,
} from '@studio/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth.plugin';
import type { ExchangeRateService } from './exchange-rate.service';
import type { StudioService } from './studio.service';
import { staffScope } from '../auth/staff-scope';

const staffOnly = { 401: apiErrorSchema, 403: apiErrorSchema };
const idParams = z.object({ id: z.uuid({ error: () => studioTexts.photographerNotFound }) });
const AUDIT_PAGE_SIZE = 50;

/** The staff member making a change, as the audit log records them. */
const actorOf = (request: FastifyRequest) => {
  const user = currentUser(request);
  return { id: user.id, email: user.email };
};

/**
 * The studio console's API (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): for role admin only (401 signed out, 403 for every
 * other role, on every route of this scope). Answers are never cached.
 */
export const studioRoutes: FastifyPluginAsyncZod<{ service: StudioService; rates: ExchangeRateService }> = async (
  app,
  { service, rates },
) => {
  // Every route of this scope, whatever it declares, starts with the staff check.
  staffScope(app);

  app.get(
    '/api/studio/overview',
    {
      schema: {
        tags: ['studio'],
        summary:
          "The console's numbers: photographers listed, hidden and featured, reviews reported; and what needs attention (unread messages, open tickets, open reports, pending bookings, subscribers of the last 7 days)",
        response: { 200: studioOverviewSchema, ...staffOnly },
      },
    },
    () => service.overview(),
  );

  app.get(
    '/api/studio/bookings',
    {
      schema: {
        tags: ['studio'],
        summary:
          "Every booking request of the marketplace with its timeline, newest first, 25 a page: `state`, `photographer`, `from`/`to` (event date) filter; `q` searches the client's and the photographer's name",
        querystring: studioBookingsQuerySchema,
        response: { 200: studioBookingsResponseSchema, 400: apiErrorSchema, ...staffOnly },
      },
    },
    (request) => {
      const { state, photographer, from, to, q, page } = request.query;
      return service.bookings(
        {
          state: (state || undefined) as BookingStatus | undefined,
          photographer: photographer || undefined,
          from: from || undefined,
          to: to || undefined,
          q: q || undefined,
        },
        page ?? 1,
      );
    },
  );

  app.get(
    '/api/studio/photographers',
    {
      schema: {
        tags: ['studio'],
        summary: 'Photographers, newest first, 25 a page: `q` searches name, e-mail and place; `state` filters',
        querystring: studioPhotographersQuerySchema,
        response: { 200: studioPhotographersResponseSchema, 400: apiErrorSchema, ...staffOnly },
      },
    },
    (request) => service.list(request.query.q, request.query.state, request.query.page),
  );

  app.post(
    '/api/studio/photographers/:id/featured',
    {
      schema: {
        tags: ['studio'],
        summary: "Feature a photographer (the directory's 'Featured Photographers') or stop",
        params: idParams,
        body: studioFeatureSchema,
        response: { 200: studioPhotographerResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...staffOnly },
      },
    },
    async (request) => ({
      photographer: await service.feature(actorOf(request), request.params.id, request.body.featured),
    }),
  );

  app.post(
    '/api/studio/photographers/:id/hide',
    {
      schema: {
        tags: ['studio'],
        summary:
          'Hide a listing with a reason the photographer is told: out of the directory, its profile 404 (409 when hidden already)',
        params: idParams,
        body: studioHideSchema,
        response: {
          200: studioPhotographerResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...staffOnly,
        },
      },
    },
    async (request) => ({
      photographer: await service.hide(actorOf(request), request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/api/studio/photographers/:id/restore',
    {
      schema: {
        tags: ['studio'],
        summary: 'Restore a hidden listing (409 when it is not hidden)',
        params: idParams,
        response: {
          200: studioPhotographerResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...staffOnly,
        },
      },
    },
    async (request) => ({ photographer: await service.restore(actorOf(request), request.params.id) }),
  );

  app.get(
    '/api/studio/demo',
    {
      schema: {
        tags: ['studio'],
        summary: 'The demo photographers (SEED_DEMO): how many, how many hidden, and whether they are shown',
        response: { 200: studioDemoSchema, ...staffOnly },
      },
    },
    () => service.demo(),
  );

  app.put(
    '/api/studio/demo',
    {
      schema: {
        tags: ['studio'],
        summary: 'Hide every demo photographer at once (`visible: false`), or show again those this switch hid',
        body: studioDemoUpdateSchema,
        response: { 200: studioDemoSchema, 400: apiErrorSchema, ...staffOnly },
      },
    },
    (request) => service.setDemoVisible(actorOf(request), request.body.visible),
  );

  app.get(
    '/api/studio/exchange-rate',
    {
      schema: {
        tags: ['studio'],
        summary: 'The exchange rate (KES per US dollar) the directory compares dollar prices at, and when it was set',
        response: { 200: exchangeRateSchema, ...staffOnly },
      },
    },
    () => rates.get(),
  );

  app.put(
    '/api/studio/exchange-rate',
    {
      schema: {
        tags: ['studio'],
        summary: 'Set the exchange rate: 50 to 500 shillings per US dollar, at most two decimals (audited)',
        body: exchangeRateUpdateSchema,
        response: { 200: exchangeRateSchema, 400: apiErrorSchema, ...staffOnly },
      },
    },
    (request) => rates.set(actorOf(request), request.body.kesPerUsd),
  );

  app.get(
    '/api/studio/audit',
    {
      schema: {
        tags: ['studio'],
        summary: 'The audit log, newest first, 50 a page: who changed what from the console, before and after',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, 400: apiErrorSchema, ...staffOnly },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { rows, total } = await app.audit.repository.page(AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE);
      return {
        data: rows,
        meta: { page, pageSize: AUDIT_PAGE_SIZE, total, totalPages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) },
      };
    },
  );
};
