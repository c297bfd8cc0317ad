import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  STUDIO_FILMS_URL_PREFIX,
  studioFilmSource,
  studioFilmUploadResponseSchema,
  studioMediaTexts,
  VIDEO_MAX_BYTES,
} from '@studio/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { filmFile } from '../../plugins/openapi';
import { currentUser } from '../auth/auth.plugin';
import { randomStem } from '../uploads/media-store';
import { assertMultipart, multipartError } from '../uploads/multipart';
import { type ReceivedFile, receiveFile } from '../uploads/receive-file';
import { serveStoredFiles } from '../uploads/serve-stored';
import { tmpFiles } from '../uploads/tmp-files';
import { STUDIO_FILM_NAME, STUDIO_FILMS_PREFIX, studioFilmStore } from './studio-films';
import { staffScope } from '../auth/staff-scope';

const staffOnly = { 401: apiErrorSchema, 403: apiErrorSchema };
const LIMITS = { fileSize: VIDEO_MAX_BYTES, files: 2, fields: 0, parts: 2 };
/** What browsers play: MP4 (M4V is MP4 with Apple's brand) and WebM. */
const FILM_TYPES: Record<string, string> = { 'video/mp4': 'mp4', 'video/x-m4v': 'mp4', 'video/webm': 'webm' };
const t = studioMediaTexts.films;
const under = (code: 'VALIDATION' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE', message: string) => () =>
  new AppError(code, message, { video: [message] });

/**
 * The studio's own films for the wedding films of /services (docs/rules/history.md#issue-23): `POST /api/studio/films`
 * (multipart: one `video`, MP4 or WebM up to the product's video limit) stores one and answers its
 * id, which a film slot of the services page's words then names; admin only. Replacing a film is
 * uploading another and naming it in the same slot.
 */
export const studioFilmsRoutes: FastifyPluginAsyncZod = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const store = studioFilmStore(app.media);
  const tmp = tmpFiles(app.env.MEDIA_DIR);
  staffScope(app);
  await app.register(multipart, { limits: LIMITS });

  app.post(
    '/api/studio/films',
    {
      schema: {
        tags: ['studio'],
        summary: `Upload a film (multipart: one \`video\`, MP4 or WebM up to ${VIDEO_MAX_BYTES / 1024 / 1024} MB, the type read from its bytes) for a wedding film slot of the services page`,
        multipart: { files: { video: filmFile } },
        response: {
          200: studioFilmUploadResponseSchema,
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
        let file: ReceivedFile | undefined;
        try {
          for await (const part of request.parts({ limits: LIMITS })) {
            if (part.type === 'field' || part.fieldname !== 'video') {
              if (part.type === 'file') part.file.destroy();
              throw under('VALIDATION', t.wrongField)();
            }
            if (!part.filename) {
              part.file.resume();
              continue;
            }
            if (file) {
              part.file.destroy();
              throw under('VALIDATION', t.oneFilm)();
            }
            file = await receiveFile(part, {
              dir,
              maxBytes: VIDEO_MAX_BYTES,
              accept: FILM_TYPES,
              typeError: under('UNSUPPORTED_MEDIA_TYPE', t.type),
              sizeError: under('PAYLOAD_TOO_LARGE', t.tooLarge),
            });
          }
        } catch (err) {
          throw multipartError(err, under('VALIDATION', t.oneFilm));
        }
        if (!file) throw under('VALIDATION', t.required)();
        const name = `${randomStem()}.${file.ext}`;
        await store.moveIn(file.path, name);
        const id = `film:${name}`;
        const user = currentUser(request);
        await app.audit.repository.record(
          { id: user.id, email: user.email },
          {
            action: 'content.film.upload',
            targetType: 'content',
            targetId: 'servicesPage',
            targetLabel: t.own,
            after: { id, type: file.mime, size: file.size },
          },
        );
        return { film: { id, ...studioFilmSource(id) } };
      } finally {
        await tmp.removeTmpDir(dir);
      }
    },
  );
};

/** Serves the uploaded films at /uploads/studio-films/ (public; random names, cached for good; ranges for seeking). */
export async function studioFilmFiles(app: FastifyInstance) {
  serveStoredFiles(app, {
    store: app.media,
    keyPrefix: STUDIO_FILMS_PREFIX,
    urlPrefix: STUDIO_FILMS_URL_PREFIX,
    name: STUDIO_FILM_NAME,
  });
}
