import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  IMAGE_MAX_BYTES,
  studioBlogInputSchema,
  studioBlogListSchema,
  studioBlogPostResponseSchema,
  studioBlogPreviewResponseSchema,
  studioBlogPreviewSchema,
  studioBlogQuerySchema,
  studioBlogTexts,
  BLOG_COVER_ALT_MAX,
  STUDIO_IMAGE_ID,
  studioImagesTexts,
} from '@studio/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { parseOrThrow } from '../../lib/parse-or-throw';
import { currentUser } from '../auth/auth.plugin';
import { imageFile } from '../../plugins/openapi';
import { tmpFiles } from '../uploads/tmp-files';
import { assertMultipart, imageRefusals, receiveImageParts } from '../uploads/multipart';
import type { BlogsStudioService } from './blogs-studio.service';
import { staffScope } from '../auth/staff-scope';

const staffOnly = { 401: apiErrorSchema, 403: apiErrorSchema };
const idParams = z.object({ id: z.uuid({ error: () => studioBlogTexts.notFound }) });
const LIMITS = { fileSize: IMAGE_MAX_BYTES, files: 2, fields: 2, fieldSize: BLOG_COVER_ALT_MAX * 4 + 64, parts: 4 };
const coverFields = z.object({
  alt: z.optional(
    z
      .string()
      .trim()
      .max(BLOG_COVER_ALT_MAX, { error: () => studioBlogTexts.coverAltTooLong({ max: BLOG_COVER_ALT_MAX }) }),
  ),
});

const libraryCoverBody = z.object({
  image: z.string().regex(STUDIO_IMAGE_ID, { error: () => studioImagesTexts.unknownImage }),
});

/** The refusals of a cover, in the request's language (docs/decisions/0046-languages.md). */
const refusals = () =>
  imageRefusals({
    wrongField: studioBlogTexts.coverWrongField,
    tooMany: studioBlogTexts.coverTooMany,
    type: studioBlogTexts.coverType,
    tooLarge: studioBlogTexts.coverTooLarge,
  });

const actorOf = (request: FastifyRequest) => {
  const user = currentUser(request);
  return { id: user.id, email: user.email };
};

/**
 * The studio console's blog (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console, ADR 0023): for role admin only (401 signed out, 403
 * for every other role, on every route of this scope). Answers are never cached.
 */
export const blogsStudioRoutes: FastifyPluginAsyncZod<{
  service: BlogsStudioService;
  /** The studio's media library, which a post's cover can be made from. */
  library: FastifyInstance['studioLibrary'];
}> = async (app, { service, library }) => {
  const tmp = tmpFiles(app.env.MEDIA_DIR);

  staffScope(app);

  app.get(
    '/api/studio/blog',
    {
      schema: {
        tags: ['studio'],
        summary:
          'Every blog post (drafts, scheduled and published), last edited first, 25 a page: `q` searches title, slug and author; `status` filters',
        querystring: studioBlogQuerySchema,
        response: { 200: studioBlogListSchema, 400: apiErrorSchema, ...staffOnly },
      },
    },
    (request) => service.list({ q: request.query.q, status: request.query.status }, request.query.page),
  );

  app.post(
    '/api/studio/blog/preview',
    {
      schema: {
        tags: ['studio'],
        summary: "An unsaved post's Markdown body and sections rendered as the public page shows them",
        body: studioBlogPreviewSchema,
        response: { 200: studioBlogPreviewResponseSchema, 400: apiErrorSchema, ...staffOnly },
      },
    },
    (request) => service.preview(request.body.content, request.body.sections),
  );

  app.get(
    '/api/studio/blog/:id',
    {
      schema: {
        tags: ['studio'],
        summary: 'One blog post, whatever its status, with its former slugs',
        params: idParams,
        response: { 200: studioBlogPostResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...staffOnly },
      },
    },
    async (request) => ({ post: await service.get(request.params.id) }),
  );

  app.post(
    '/api/studio/blog',
    {
      schema: {
        tags: ['studio'],
        summary:
          'Write a post: draft, scheduled (with `publishAt`, in the future) or published. An empty slug is made from the title (409 when a given one is taken)',
        body: studioBlogInputSchema,
        response: { 201: studioBlogPostResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...staffOnly },
      },
    },
    async (request, reply) => reply.code(201).send({ post: await service.create(actorOf(request), request.body) }),
  );

  app.put(
    '/api/studio/blog/:id',
    {
      schema: {
        tags: ['studio'],
        summary:
          "Change a post (the whole post). The slug stays unless changed; a changed slug's former address answers 301 to the new one",
        params: idParams,
        body: studioBlogInputSchema,
        response: {
          200: studioBlogPostResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...staffOnly,
        },
      },
    },
    async (request) => ({ post: await service.update(actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/studio/blog/:id',
    {
      schema: {
        tags: ['studio'],
        summary: 'Delete a post, its former slugs and its uploaded cover',
        params: idParams,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, ...staffOnly },
      },
    },
    async (request, reply) => {
      await service.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/studio/blog/:id/cover',
    {
      schema: {
        tags: ['studio'],
        summary: "Remove a post's cover",
        params: idParams,
        response: { 200: studioBlogPostResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...staffOnly },
      },
    },
    async (request) => ({ post: await service.removeCover(actorOf(request), request.params.id) }),
  );

  app.put(
    '/api/studio/blog/:id/cover/library',
    {
      schema: {
        tags: ['studio'],
        summary:
          "Make a photograph of the studio's media library (`upload:<stem>`) the post's cover: its own cover files are made from it, with the library's description as alt text",
        params: idParams,
        body: libraryCoverBody,
        response: { 200: studioBlogPostResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...staffOnly },
      },
    },
    async (request) => {
      await service.get(request.params.id);
      const image = (await library.list()).find((i) => i.id === request.body.image);
      if (!image)
        throw new AppError('VALIDATION', studioImagesTexts.unknownImage, { image: [studioImagesTexts.unknownImage] });
      const dir = await tmp.makeTmpDir();
      try {
        // The largest web size stands in for the original, which the library does not keep (docs/rules/photographers-and-portfolios.md#uploads).
        const stem = image.id.slice('upload:'.length);
        const copy = path.join(dir, 'library-cover.webp');
        if (!(await library.store.copyOut(stem, Math.max(...image.widths), 'webp', copy)))
          throw new AppError('VALIDATION', studioImagesTexts.unknownImage, { image: [studioImagesTexts.unknownImage] });
        const file = { path: copy, mime: 'image/webp', ext: 'webp', size: (await fs.stat(copy)).size };
        return { post: await service.setCover(actorOf(request), request.params.id, file, dir, image.alt) };
      } finally {
        await tmp.removeTmpDir(dir);
      }
    },
  );

  // Multipart parsing exists only in this scope.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, { limits: LIMITS });
    scope.put(
      '/api/studio/blog/:id/cover',
      {
        schema: {
          tags: ['studio'],
          summary: `Upload a post's cover (multipart: one \`image\`, JPEG/PNG/WebP/AVIF up to ${IMAGE_MAX_BYTES / 1024 / 1024} MB, and its \`alt\` text): web variants are made, metadata dropped`,
          params: idParams,
          multipart: { fields: coverFields, files: { image: imageFile(IMAGE_MAX_BYTES) } },
          response: {
            200: studioBlogPostResponseSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            ...staffOnly,
          },
        },
      },
      async (request) => {
        // Refused before a byte of the picture is read.
        await service.get(request.params.id);
        assertMultipart(request);
        const dir = await tmp.makeTmpDir();
        try {
          let alt: unknown;
          const received = await receiveImageParts(request, {
            dir,
            limits: LIMITS,
            max: 1,
            ...refusals(),
            onField: (part) => {
              if (part.fieldname !== 'alt') throw new AppError('VALIDATION', studioBlogTexts.coverWrongField);
              alt = part.value;
            },
          });
          const fields = parseOrThrow(coverFields, { alt });
          const file = received[0];
          if (!file) {
            throw new AppError('VALIDATION', studioBlogTexts.coverRequired, { image: [studioBlogTexts.coverRequired] });
          }
          return { post: await service.setCover(actorOf(request), request.params.id, file, dir, fields.alt) };
        } finally {
          await tmp.removeTmpDir(dir);
        }
      },
    );
  });
};
