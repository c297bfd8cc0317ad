import { apiErrorSchema, blogListResponseSchema, blogPostParamsSchema, blogSchema } from '@studio/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendWithEtag } from './blogs.etag';
import { blogsService } from './blogs.service';

export const blogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = blogsService(app.db);

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
        summary: 'One blog post, by its id or its slug (ETag: polls of unchanged data get 304)',
        params: blogPostParamsSchema,
        response: { 200: blogSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => sendWithEtag(request, reply, await service.get(request.params.postId)),
  );
};
