import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  IMAGE_MAX_BYTES,
  STUDIO_IMAGE_ALT_MAX,
  STUDIO_IMAGE_ID,
  STUDIO_IMAGES_URL_PREFIX,
  studioImageListSchema,
  studioImageResponseSchema,
  studioImageUpdateSchema,
  studioImageUploadFieldsSchema,
  studioImagesTexts,
  cleanFileName,
} from '@studio/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { parseOrThrow } from '../../lib/parse-or-throw';
import { currentUser } from '../auth/auth.plugin';
import { imageFile } from '../../plugins/openapi';
import { serveStoredFiles } from '../uploads/serve-stored';
import { tmpFiles } from '../uploads/tmp-files';
import { assertMultipart, imageRefusals, receiveImageParts } from '../uploads/multipart';
import type { ReceivedFile } from '../uploads/receive-file';
import type { StudioImagesService } from './studio-images.service';
import { STUDIO_IMAGE_NAME, STUDIO_IMAGES_PREFIX } from './studio-images.store';
import { staffScope } from '../auth/staff-scope';

const staffOnly = { 401: apiErrorSchema, 403: apiErrorSchema };
const LIMITS = { fileSize: IMAGE_MAX_BYTES, files: 2, fields: 3, fieldSize: STUDIO_IMAGE_ALT_MAX * 4 + 64, parts: 5 };
// The texts object itself: each refusal reads its words in the request's language.
const refusals = imageRefusals(studioImagesTexts);

/** An upload's parts once read: its text, and its one image, which is required. */
const uploadParts = z.object({
  alt: studioImageUploadFieldsSchema.shape.alt,
  image: z.custom<ReceivedFile>((file) => file !== undefined, { error: () => studioImagesTexts.required }),
});

/**
 * The studio's uploaded photographs (docs/rules/history.md#issue-14, docs/rules/photographers-and-portfolios.md#uploads, docs/rules/public-pages.md#studio-content): `GET /api/studio/images` lists them and
 * `POST /api/studio/images` (multipart `image` + `alt`) adds one, for role admin only, never
 * cached. The gallery and the portfolio tabs name them as `upload:<stem>`.
 */
export const studioImagesRoutes: FastifyPluginAsyncZod<{ service: StudioImagesService }> = async (app, { service }) => {
  const tmp = tmpFiles(app.env.MEDIA_DIR);
  staffScope(app);

  app.get(
    '/api/studio/images',
    {
      schema: {
        tags: ['studio'],
        summary: 'The photographs staff uploaded for the gallery and the portfolio, newest first',
        response: { 200: studioImageListSchema, ...staffOnly },
      },
    },
    async () => ({ data: await service.list() }),
  );

  app.delete(
    '/api/studio/images/:id',
    {
      schema: {
        tags: ['studio'],
        summary: 'Delete an uploaded photograph and its files (409 while the gallery or a portfolio tab shows it)',
        params: z.object({ id: z.string().regex(STUDIO_IMAGE_ID, { error: () => studioImagesTexts.notFound }) }),
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...staffOnly },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await service.remove({ id: user.id, email: user.email }, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/studio/images/:id',
    {
      schema: {
        tags: ['studio'],
        summary:
          "Change an uploaded photograph's description (alt text) and its optional Kiswahili (`sw.alt`; left out: kept); the pages showing it use them at once",
        params: z.object({ id: z.string().regex(STUDIO_IMAGE_ID, { error: () => studioImagesTexts.notFound }) }),
        body: studioImageUpdateSchema,
        response: { 200: studioImageResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...staffOnly },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const image = await service.describe(
        { id: user.id, email: user.email },
        request.params.id,
        request.body.alt,
        request.body.sw,
      );
      return { image };
    },
  );

  // Multipart parsing exists only in this scope.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, { limits: LIMITS });
    scope.post(
      '/api/studio/images',
      {
        schema: {
          tags: ['studio'],
          summary: `Upload a photograph (multipart: one \`image\`, JPEG/PNG/WebP/AVIF up to ${IMAGE_MAX_BYTES / 1024 / 1024} MB, its \`alt\` text, required, and optionally the file's \`name\`; a bulk upload is one request per file): web variants are made, metadata dropped`,
          multipart: { fields: studioImageUploadFieldsSchema, files: { image: imageFile(IMAGE_MAX_BYTES) } },
          response: {
            200: studioImageResponseSchema,
            400: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            ...staffOnly,
          },
        },
      },
      async (request) => {
        assertMultipart(request);
        const dir = await tmp.makeTmpDir();
        try {
          let alt: unknown;
          let name: string | undefined;
          const received = await receiveImageParts(request, {
            dir,
            limits: LIMITS,
            max: 1,
            ...refusals,
            cleanedFields: ['name'],
            onField: (part) => {
              if (part.fieldname === 'name') name = cleanFileName(String(part.value));
              else if (part.fieldname === 'alt') alt = part.value;
              else throw new AppError('VALIDATION', studioImagesTexts.wrongField);
            },
          });
          const fields = parseOrThrow(uploadParts, { alt, image: received[0] });
          const user = currentUser(request);
          const image = await service.upload({ id: user.id, email: user.email }, fields.image, dir, {
            alt: fields.alt,
            name,
          });
          return { image };
        } finally {
          await tmp.removeTmpDir(dir);
        }
      },
    );
  });
};

/** Serves the uploaded photographs at /uploads/studio/ (public; random names, cached for good). */
export async function studioImageFiles(app: FastifyInstance) {
  serveStoredFiles(app, {
    store: app.media,
    keyPrefix: STUDIO_IMAGES_PREFIX,
    urlPrefix: STUDIO_IMAGES_URL_PREFIX,
    name: STUDIO_IMAGE_NAME,
  });
}
