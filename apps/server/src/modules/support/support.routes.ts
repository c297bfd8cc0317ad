import {
  apiErrorSchema,
  helpArticleInputSchema,
  helpArticleOrderSchema,
  helpArticleSchema,
  helpArticlesQuerySchema,
  helpArticlesResponseSchema,
  studioHelpArticleResponseSchema,
  studioHelpArticlesResponseSchema,
  studioSupportTexts,
  studioSupportTicketResponseSchema,
  studioSupportTicketsQuerySchema,
  studioSupportTicketsResponseSchema,
  supportMessageRequestSchema,
  supportTicketRequestSchema,
  supportTicketResponseSchema,
  supportTicketsResponseSchema,
} from '@studio/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth.plugin';
import type { SupportService } from './support.service';
import { guardScope } from '../../plugins/guard-scope';
import { staffScope } from '../auth/staff-scope';

const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };
const articleParams = z.object({ id: z.uuid({ error: () => studioSupportTexts.articleNotFound }) });
const ticketParams = z.object({ id: z.uuid({ error: () => studioSupportTexts.ticketNotFound }) });

const actorOf = (request: FastifyRequest) => {
  const user = currentUser(request);
  return { id: user.id, email: user.email };
};

/**
 * The photographer dashboard's Support page (docs/rules/photographers-and-portfolios.md#dashboard-navigation, docs/rules/studio-console.md#staff-and-console): published help articles and the
 * photographer's own tickets. For photographers only (401 signed out, 403 otherwise).
 */
export const supportRoutes: FastifyPluginAsyncZod<{ service: SupportService }> = async (app, { service }) => {
  guardScope(app, app.requireRole('photographer'));

  app.get(
    '/api/support/articles',
    {
      schema: {
        tags: ['support'],
        summary: 'Published help articles in their order; `q` searches titles and text',
        querystring: helpArticlesQuerySchema,
        response: { 200: helpArticlesResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => ({ data: await service.articles(request.query.q) }),
  );

  app.get(
    '/api/support/articles/:id',
    {
      schema: {
        tags: ['support'],
        summary: 'One published help article, its Markdown rendered safely',
        params: articleParams,
        response: { 200: helpArticleSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    (request) => service.publishedArticle(request.params.id),
  );

  app.get(
    '/api/support/tickets',
    {
      schema: {
        tags: ['support'],
        summary: "The photographer's own tickets, latest activity first, with their messages",
        response: { 200: supportTicketsResponseSchema, ...guarded },
      },
    },
    async (request) => ({ data: await service.myTickets(currentUser(request).id) }),
  );

  app.post(
    '/api/support/tickets',
    {
      schema: {
        tags: ['support'],
        summary: 'Open a support ticket (subject and message); the studio sees it in its Support inbox',
        body: supportTicketRequestSchema,
        response: { 201: supportTicketResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ ticket: await service.openTicket(currentUser(request).id, request.body) }),
  );

  app.post(
    '/api/support/tickets/:id/messages',
    {
      schema: {
        tags: ['support'],
        summary: "Add a message to one's own ticket (404 for another's, 409 once closed); it opens again",
        params: ticketParams,
        body: supportMessageRequestSchema,
        response: {
          200: supportTicketResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...guarded,
        },
      },
    },
    async (request) => ({
      ticket: await service.followUp(currentUser(request).id, request.params.id, request.body.message),
    }),
  );
};

/**
 * The console's help articles and Support inbox (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): for role admin only; every change
 * is audited.
 */
export const studioSupportRoutes: FastifyPluginAsyncZod<{ service: SupportService }> = async (app, { service }) => {
  staffScope(app);

  app.get(
    '/api/studio/help-articles',
    {
      schema: {
        tags: ['studio'],
        summary: 'Every help article, drafts too, in their order, with the Markdown rendered for a preview',
        response: { 200: studioHelpArticlesResponseSchema, ...guarded },
      },
    },
    async () => ({ data: await service.studioArticles() }),
  );

  app.post(
    '/api/studio/help-articles',
    {
      schema: {
        tags: ['studio'],
        summary: 'Write a help article (title, Markdown body, draft or published); it goes last',
        body: helpArticleInputSchema,
        response: { 201: studioHelpArticleResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ article: await service.createArticle(actorOf(request), request.body) }),
  );

  app.put(
    '/api/studio/help-articles/order',
    {
      schema: {
        tags: ['studio'],
        summary: "Reorder the help articles: every article's id once, in the new order",
        body: helpArticleOrderSchema,
        response: { 200: studioHelpArticlesResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => ({ data: await service.reorder(actorOf(request), request.body.ids) }),
  );

  app.put(
    '/api/studio/help-articles/:id',
    {
      schema: {
        tags: ['studio'],
        summary: 'Edit a help article',
        params: articleParams,
        body: helpArticleInputSchema,
        response: { 200: studioHelpArticleResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) => ({ article: await service.updateArticle(actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/studio/help-articles/:id',
    {
      schema: {
        tags: ['studio'],
        summary: 'Delete a help article',
        params: articleParams,
        response: { 200: z.object({ message: z.string() }), 400: apiErrorSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) => {
      await service.deleteArticle(actorOf(request), request.params.id);
      return { message: studioSupportTexts.articleDeleted };
    },
  );

  app.get(
    '/api/studio/support/tickets',
    {
      schema: {
        tags: ['studio'],
        summary: 'Support tickets, latest activity first, 25 a page; `state` filters (open, answered, closed)',
        querystring: studioSupportTicketsQuerySchema,
        response: { 200: studioSupportTicketsResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    (request) => service.inbox(request.query.state, request.query.page),
  );

  app.get(
    '/api/studio/support/tickets/:id',
    {
      schema: {
        tags: ['studio'],
        summary: 'One support ticket with its messages',
        params: ticketParams,
        response: { 200: studioSupportTicketResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) => ({ ticket: await service.studioTicket(request.params.id) }),
  );

  const changeResponse = {
    200: studioSupportTicketResponseSchema,
    400: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    ...guarded,
  };

  app.post(
    '/api/studio/support/tickets/:id/answer',
    {
      schema: {
        tags: ['studio'],
        summary:
          'Answer a ticket: stored on it, e-mailed to the photographer, told in their dashboard (409 when closed)',
        params: ticketParams,
        body: supportMessageRequestSchema,
        response: changeResponse,
      },
    },
    async (request) => ({
      ticket: await service.answer(actorOf(request), request.params.id, request.body.message),
    }),
  );

  app.post(
    '/api/studio/support/tickets/:id/close',
    {
      schema: {
        tags: ['studio'],
        summary: 'Close a ticket (409 when closed already)',
        params: ticketParams,
        response: changeResponse,
      },
    },
    async (request) => ({ ticket: await service.close(actorOf(request), request.params.id) }),
  );

  app.post(
    '/api/studio/support/tickets/:id/reopen',
    {
      schema: {
        tags: ['studio'],
        summary: 'Reopen a closed ticket (409 when it is not closed)',
        params: ticketParams,
        response: changeResponse,
      },
    },
    async (request) => ({ ticket: await service.reopen(actorOf(request), request.params.id) }),
  );
};
