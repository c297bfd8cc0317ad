import { apiErrorSchema, blogListResponseSchema, blogPostParamsSchema, blogSchema } from '@studio/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BLOG_COVER_NAME, BLOG_COVERS_PREFIX, BLOG_COVERS_URL_PREFIX } from './blog-covers';
import { sendWithEtag } from '../../lib/etag';

/** A 301's body: where the post is now (the Location header says the same). */
const movedSchema = apiErrorSchema;
import type { BlogsService } from './blogs.service';
import { serveStoredFiles } from '../uploads/serve-stored';

export const blogsRoutes: FastifyPluginAsyncZod<{ service: BlogsService }> = async (app, { service }) => {
  app.get(
    '/api/blogs',
    {
      schema: {
        tags: ['blogs'],
        summary: 'Every blog post, newest first (ETag: polls of unchanged data get 304)',
        response: { 200: blogListResponseSchema },
      },
    },
    async (request, reply) => sendWithEtag(request, reply, { data: await service.list() }),
  );

  app.get(
    '/api/blogs/:postId',
    {
      schema: {
        tags: ['blogs'],
        summary:
          'One published blog post, by its id or its slug; a former slug answers 301 to the current one (ETag: polls of unchanged data get 304)',
        params: blogPostParamsSchema,
        response: { 200: blogSchema, 301: movedSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const found = await service.get(request.params.postId);
      if ('moved' in found) {
        const location = `/api/blogs/${encodeURIComponent(found.moved)}`;
        return reply
          .code(301)
          .header('location', location)
          .header('cache-control', 'no-cache')
          .send({
            message: `Moved to ${location}`,
            code: 'MOVED',
          });
      }
      return sendWithEtag(request, reply, found.post);
    },
  );

  // Covers uploaded from the studio console (docs/rules/photographers-and-portfolios.md#uploads): random names, cached for good.
  serveStoredFiles(app, {
    store: app.media,
    keyPrefix: BLOG_COVERS_PREFIX,
    urlPrefix: BLOG_COVERS_URL_PREFIX,
    name: BLOG_COVER_NAME,
  });
};
