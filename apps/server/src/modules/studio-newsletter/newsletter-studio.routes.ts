import {
  apiErrorSchema,
  campaignInputSchema,
  campaignPreviewRequestSchema,
  campaignPreviewSchema,
  campaignResponseSchema,
  campaignsResponseSchema,
  campaignTestResponseSchema,
  studioMailTexts,
  newsletterSubscribersQuerySchema,
  newsletterSubscribersResponseSchema,
} from '@studio/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, staffScope } from '../auth/staff-scope';
import { nairobiDay } from '../../lib/nairobi-day';
import type { NewsletterStudioService } from './newsletter-studio.service';

const staffOnly = { 401: apiErrorSchema, 403: apiErrorSchema };
const idParams = z.object({ id: z.uuid({ error: () => studioMailTexts.campaignNotFound }) });

/** The studio console's newsletter (docs/rules/history.md#issue-14, ADR 0024). */
export const studioNewsletterRoutes: FastifyPluginAsyncZod<{ service: NewsletterStudioService }> = async (
  app,
  { service },
) => {
  staffScope(app);

  app.get(
    '/api/studio/newsletter/subscribers',
    {
      schema: {
        tags: ['studio'],
        summary:
          'Newsletter subscribers, newest first, 50 a page: `q` searches the address; `state` pending, confirmed, unsubscribed or all',
        querystring: newsletterSubscribersQuerySchema,
        response: { 200: newsletterSubscribersResponseSchema, 400: apiErrorSchema, ...staffOnly },
      },
    },
    (request) => service.subscribers(request.query.q, request.query.state, request.query.page),
  );

  app.get(
    '/api/studio/newsletter/subscribers.csv',
    {
      schema: {
        tags: ['studio'],
        summary: 'The same subscribers as a CSV file (UTF-8 with BOM, a header row, every page), the same filters',
        querystring: newsletterSubscribersQuerySchema,
        response: { 400: apiErrorSchema, ...staffOnly },
        rawResponses: { 200: { description: 'The subscribers as CSV', content: { 'text/csv': { type: 'string' } } } },
      },
    },
    async (request, reply) => {
      const csv = await service.subscribersCsv(request.query.q, request.query.state);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="subscribers-${nairobiDay(new Date())}.csv"`)
          // Text sent as it is: no 200 schema, whose serializer would JSON-encode it.
          .send(csv as never)
      );
    },
  );

  app.get(
    '/api/studio/newsletter/campaigns',
    {
      schema: {
        tags: ['studio'],
        summary: 'Newsletters, newest first, each with its progress, and how many subscribers are confirmed',
        response: { 200: campaignsResponseSchema, ...staffOnly },
      },
    },
    () => service.list(),
  );

  app.post(
    '/api/studio/newsletter/campaigns',
    {
      schema: {
        tags: ['studio'],
        summary: 'Save a new newsletter as a draft (subject and Markdown text)',
        body: campaignInputSchema,
        response: { 201: campaignResponseSchema, 400: apiErrorSchema, ...staffOnly },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ campaign: await service.create(actorOf(request), request.body) }),
  );

  app.post(
    '/api/studio/newsletter/preview',
    {
      schema: {
        tags: ['studio'],
        summary:
          'The e-mail a subject and Markdown text make, as HTML and plain text, as a subscriber reading `language` gets it (nothing is saved)',
        body: campaignPreviewRequestSchema,
        response: { 200: campaignPreviewSchema, 400: apiErrorSchema, ...staffOnly },
      },
    },
    (request) => service.preview(request.body),
  );

  app.get(
    '/api/studio/newsletter/campaigns/:id',
    {
      schema: {
        tags: ['studio'],
        summary: 'One newsletter with its progress: queued, sent, failed, bounced, skipped (unsubscribed meanwhile)',
        params: idParams,
        response: { 200: campaignResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...staffOnly },
      },
    },
    async (request) => ({ campaign: await service.get(request.params.id) }),
  );

  app.put(
    '/api/studio/newsletter/campaigns/:id',
    {
      schema: {
        tags: ['studio'],
        summary: 'Change a draft (409 once it is being sent or sent)',
        params: idParams,
        body: campaignInputSchema,
        response: {
          200: campaignResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...staffOnly,
        },
      },
    },
    async (request) => ({ campaign: await service.update(actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/studio/newsletter/campaigns/:id',
    {
      schema: {
        tags: ['studio'],
        summary: 'Delete a draft (409 once it is being sent or sent)',
        params: idParams,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...staffOnly },
      },
    },
    async (request, reply) => {
      await service.remove(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/studio/newsletter/campaigns/:id/test',
    {
      schema: {
        tags: ['studio'],
        summary: "Send the newsletter to the signed-in staff member's own address, subject marked [Test]",
        params: idParams,
        response: {
          202: campaignTestResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...staffOnly,
        },
      },
    },
    async (request, reply) => reply.status(202).send(await service.test(actorOf(request), request.params.id)),
  );

  app.post(
    '/api/studio/newsletter/campaigns/:id/send',
    {
      schema: {
        tags: ['studio'],
        summary:
          'Send a draft to every confirmed subscriber, once, through the job queue at NEWSLETTER_MAILS_PER_SECOND (409 when sent already or nobody is confirmed)',
        params: idParams,
        response: {
          202: campaignResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...staffOnly,
        },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ campaign: await service.send(actorOf(request), request.params.id) }),
  );
};
