import { studioContentSchema } from '@studio/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendWithEtag } from '../../lib/etag';
import type { StudioContentService } from './studio-content.service';

export const studioContentRoutes: FastifyPluginAsyncZod<{ service: StudioContentService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/studio-content',
    {
      schema: {
        tags: ['studio content'],
        summary: 'The studio content every public page reads (D24; ETag: unchanged content gets 304)',
        response: { 200: studioContentSchema },
      },
    },
    // Revalidated on every use (no-cache + ETag): an edit from the console shows at once.
    async (request, reply) => sendWithEtag(request, reply, await service.get()),
  );
};
