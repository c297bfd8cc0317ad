import { apiErrorSchema, leadsQuerySchema, leadsResponseSchema } from '@studio/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth.plugin';
import { nairobiDay } from '../../lib/nairobi-day';
import { leadsCsv } from './leads.csv';
import type { LeadsService } from './leads.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Leads (docs/rules/history.md#issue-12): the signed-in photographer's pipeline, as JSON for the page and as CSV. */
export const leadsRoutes: FastifyPluginAsyncZod<{ service: LeadsService }> = async (app, { service }) => {
  app.get(
    '/api/photographers/me/leads',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['leads'],
        summary:
          "The caller's booking requests as a pipeline (new, in conversation, accepted, completed, lost), filtered; photographers only",
        querystring: leadsQuerySchema,
        response: { 200: leadsResponseSchema, ...errors },
      },
    },
    async (request) => {
      return service.list(currentUser(request), request.query);
    },
  );

  app.get(
    '/api/photographers/me/leads.csv',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['leads'],
        summary: 'The same leads as a CSV file (UTF-8 with BOM, a header row), the same filters',
        querystring: leadsQuerySchema,
        response: errors,
        rawResponses: { 200: { description: 'The leads as CSV', content: { 'text/csv': { type: 'string' } } } },
      },
    },
    async (request, reply) => {
      const { leads } = await service.list(currentUser(request), request.query);
      const now = new Date();
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="leads-${nairobiDay(now)}.csv"`)
          // The body is text, sent as it is: no 200 schema, whose serializer would JSON-encode it.
          .send(leadsCsv(leads, now) as never)
      );
    },
  );
};
