import { apiErrorSchema, photographerSearchQuerySchema, photographerSearchResponseSchema } from '@studio/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../../lib/session-cookie';
import type { PhotographerSearchService } from './photographer-search.service';

/** How long browsers and shared caches may reuse an anonymous search (a new portfolio shows up within it). */
export const SEARCH_PUBLIC_MAX_AGE_S = 30;

const sentCredentials = (request: FastifyRequest) =>
  request.headers.authorization !== undefined || request.cookies[SESSION_COOKIE] !== undefined;

/** GET /api/photographers/portfolio/get-all: the photographer directory (docs/rules/product.md#calls, docs/rules/photographers-and-portfolios.md#directory-search, #public-directory). */
export const photographerSearchRoutes: FastifyPluginAsyncZod<{ service: PhotographerSearchService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/photographers/portfolio/get-all',
    {
      onRequest: app.optionalUser,
      // The search text is never stored: its control characters count as spaces (see the repository).
      config: { controlCharactersAllowed: true },
      schema: {
        tags: ['photographers'],
        summary:
          'Search photographers: text, location, style, price range, sort and paging; `featured` holds the featured ones among the matches',
        querystring: photographerSearchQuerySchema,
        response: { 200: photographerSearchResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const json = await service.searchJson(request.query);
      // The answer is the same for everyone; a request carrying a session (which may be cleared
      // by a Set-Cookie) stays out of shared caches.
      reply.header(
        'cache-control',
        sentCredentials(request)
          ? 'private, no-cache'
          : `public, max-age=${SEARCH_PUBLIC_MAX_AGE_S}, stale-while-revalidate=${SEARCH_PUBLIC_MAX_AGE_S}`,
      );
      // Serialised once by the service (see searchJson), sent as it is.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );
};
