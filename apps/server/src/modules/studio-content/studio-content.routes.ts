import { studioContentSchema } from '@studio/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const studioContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/studio-content',
    {
      schema: {
        tags: ['studio content'],
        summary: 'The studio content every public page reads (D24)',
        response: { 200: studioContentSchema },
      },
    },
    async (_request, reply) => {
      return reply.header('cache-control', 'public, max-age=60').send(await app.studioContent.get());
    },
  );
};
