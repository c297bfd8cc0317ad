import {
  apiErrorSchema,
  inboxArchivedSchema,
  inboxHandledSchema,
  inboxListResponseSchema,
  inboxQuerySchema,
  inboxReplyRequestSchema,
  inboxSummarySchema,
  inboxThreadSchema,
  studioMailTexts,
} from '@studio/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, staffScope } from '../auth/staff-scope';
import type { InboxService } from './inbox.service';

const staffOnly = { 401: apiErrorSchema, 403: apiErrorSchema };
const idParams = z.object({ id: z.uuid({ error: () => studioMailTexts.messageNotFound }) });
const changeResponses = { 200: inboxThreadSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...staffOnly };

/** The studio console's inbox (docs/rules/history.md#issue-14): contact messages (docs/rules/public-pages.md#newsletter-and-contact) read and answered by staff. */
export const studioInboxRoutes: FastifyPluginAsyncZod<{ service: InboxService }> = async (app, { service }) => {
  staffScope(app);

  app.get(
    '/api/studio/inbox',
    {
      schema: {
        tags: ['studio'],
        summary:
          'Contact messages, newest first, 25 a page: `q` searches name, e-mail and text; `state` open (default), handled, archived or all',
        querystring: inboxQuerySchema,
        response: { 200: inboxListResponseSchema, 400: apiErrorSchema, ...staffOnly },
      },
    },
    (request) => service.list(request.query.q, request.query.state, request.query.page),
  );

  app.get(
    '/api/studio/inbox/summary',
    {
      schema: {
        tags: ['studio'],
        summary: 'How many contact messages are unread and open (the console navigation shows the unread count)',
        response: { 200: inboxSummarySchema, ...staffOnly },
      },
    },
    () => service.summary(),
  );

  app.get(
    '/api/studio/inbox/:id',
    {
      schema: {
        tags: ['studio'],
        summary: 'One contact message with the answers sent; opening it marks it read',
        params: idParams,
        response: changeResponses,
      },
    },
    (request) => service.read(request.params.id),
  );

  app.post(
    '/api/studio/inbox/:id/handled',
    {
      schema: {
        tags: ['studio'],
        summary: 'Mark a message handled (`handled: true`) or reopen it',
        params: idParams,
        body: inboxHandledSchema,
        response: changeResponses,
      },
    },
    (request) => service.setHandled(actorOf(request), request.params.id, request.body.handled),
  );

  app.post(
    '/api/studio/inbox/:id/archived',
    {
      schema: {
        tags: ['studio'],
        summary: 'Archive a message (`archived: true`) or move it back to the inbox',
        params: idParams,
        body: inboxArchivedSchema,
        response: changeResponses,
      },
    },
    (request) => service.setArchived(actorOf(request), request.params.id, request.body.archived),
  );

  app.post(
    '/api/studio/inbox/:id/reply',
    {
      schema: {
        tags: ['studio'],
        summary:
          "Answer by e-mail: stored with the message (who, when, text), queued to the sender's address, the message marked handled",
        params: idParams,
        body: inboxReplyRequestSchema,
        response: changeResponses,
      },
    },
    (request) => service.reply(actorOf(request), request.params.id, request.body.text),
  );
};
