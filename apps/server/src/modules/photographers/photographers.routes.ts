import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  IMAGE_MAX_BYTES,
  IMAGES_MAX_PER_PORTFOLIO,
  imagesReorderRequestSchema,
  imagesReorderResponseSchema,
  imagesUploadResponseSchema,
  myPortfolioResponseSchema,
  portfolioDeleteResponseSchema,
  portfolioFieldsSchema,
  portfolioSaveResponseSchema,
  portfolioTexts,
  PROFILE_POLL_MS,
  PROFILE_WAIT_MAX_SECONDS,
  profilePictureResponseSchema,
  publicPortfolioResponseSchema,
  uploadTexts,
  VIDEO_MAX_BYTES,
} from '@studio/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { refuseBadText } from '../../lib/text-rules';
import { currentUser } from '../auth/auth.plugin';
import { imageFiles, videoFile } from '../../plugins/openapi';
import { isFresh } from '../../lib/etag';
import { preferredWait, waitForChange } from '../../lib/prefer-wait';
import { tmpFiles } from '../uploads/tmp-files';
import { assertMultipart, IMAGE_TYPES, multipartError, receiveImageParts, VIDEO_TYPES } from '../uploads/multipart';
import { type ReceivedFile, receiveFile } from '../uploads/receive-file';
import { uploadsPlugin } from '../uploads/uploads.plugin';
import { type PhotographersService, type PortfolioForm, validatePortfolioForm } from './photographers.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const uploadErrors = { ...errors, 409: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema };
export const idParams = z.object({ id: z.uuid({ error: 'This is not a photographer id.' }) });

const FORM_FIELDS = new Set(Object.keys(portfolioFieldsSchema.shape));
/** docs/rules/history.md#issue-23: a profile needs these; the form's other fields are optional. */
const REQUIRED_FIELDS = ['name', 'speciality', 'location'];
const FORM_LIMITS = { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 32 };
/** Creating: the video and up to a portfolio's photographs (one more is refused as too many). */
const CREATE_LIMITS = {
  ...FORM_LIMITS,
  files: IMAGES_MAX_PER_PORTFOLIO + 2,
  parts: IMAGES_MAX_PER_PORTFOLIO + 34,
};
const IMAGE_LIMITS = {
  fileSize: IMAGE_MAX_BYTES,
  files: IMAGES_MAX_PER_PORTFOLIO + 1,
  fields: 10,
  fieldSize: 1024,
  parts: IMAGES_MAX_PER_PORTFOLIO + 11,
};

const imageTypeError = () => new AppError('UNSUPPORTED_MEDIA_TYPE', portfolioTexts.imageType);
const imageSizeError = () => new AppError('PAYLOAD_TOO_LARGE', portfolioTexts.imageTooLarge);
const tooManyImages = () => new AppError('PAYLOAD_TOO_LARGE', portfolioTexts.tooManyImages);
/** An image refusal shown under the form's `image` field. */
const imageFieldError = (error: () => AppError) => () => {
  const e = error();
  return new AppError(e.code, e.message, { image: [e.message] });
};
const videoTypeError = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', portfolioTexts.videoType, { video: [portfolioTexts.videoType] });
const videoSizeError = () =>
  new AppError('PAYLOAD_TOO_LARGE', portfolioTexts.videoTooLarge, { video: [portfolioTexts.videoTooLarge] });

/**
 * The photographer's portfolio (docs/rules/product.md#calls, docs/rules/accounts-and-auth.md#roles, docs/rules/photographers-and-portfolios.md#prices-and-experience, #uploads): the form with its video, images, the
 * public profile and the profile picture. Counted views, the Overview and Analytics (docs/rules/photographers-and-portfolios.md#overview-and-analytics) are
 * modules/photographer-analytics'.
 */
export const photographersRoutes: FastifyPluginAsyncZod<{ service: PhotographersService }> = async (
  app,
  { service },
) => {
  const tmp = tmpFiles(app.env.MEDIA_DIR);

  await app.register(uploadsPlugin);
  // Multipart parsing exists only in this module's scope; each route passes its own limits.
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 20 } });

  /**
   * Reads the portfolio form: its text fields and an optional `video` streamed to a temporary
   * file. When every field has arrived before the video (as browsers send a FormData built in
   * field order), the fields are checked first, so a bad form is refused before the video is read.
   */
  async function readPortfolioForm(request: FastifyRequest, tmpDir: string, creating: boolean): Promise<PortfolioForm> {
    assertMultipart(request);
    const fields: Record<string, string> = {};
    let video: ReceivedFile | undefined;
    const images: ReceivedFile[] = [];
    /** Checks the fields once the required ones have arrived, before a file is read. */
    const checkFieldsFirst = (part: { file: { destroy(): void } }) => {
      if (!REQUIRED_FIELDS.every((f) => f in fields)) return;
      try {
        validatePortfolioForm({ fields });
      } catch (err) {
        part.file.destroy();
        throw err;
      }
    };
    try {
      for await (const part of request.parts({ limits: creating ? CREATE_LIMITS : FORM_LIMITS })) {
        if (part.type === 'field') {
          if (FORM_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
            refuseBadText({ [part.fieldname]: part.value });
            fields[part.fieldname] = part.value;
          }
          continue;
        }
        // docs/rules/history.md#issue-23: the photographs of a new portfolio come with its form.
        if (creating && part.fieldname === 'image') {
          if (!part.filename) {
            part.file.resume();
            continue;
          }
          if (images.length >= IMAGES_MAX_PER_PORTFOLIO) {
            part.file.destroy();
            throw tooManyImages();
          }
          checkFieldsFirst(part);
          images.push(
            await receiveFile(part, {
              dir: tmpDir,
              maxBytes: IMAGE_MAX_BYTES,
              accept: IMAGE_TYPES,
              typeError: imageFieldError(imageTypeError),
              sizeError: imageFieldError(imageSizeError),
            }),
          );
          continue;
        }
        if (part.fieldname !== 'video') {
          part.file.destroy();
          throw new AppError('VALIDATION', uploadTexts.wrongVideoField, { video: [uploadTexts.wrongVideoField] });
        }
        if (!part.filename) {
          // A form's empty file input: no video chosen.
          part.file.resume();
          continue;
        }
        if (video) {
          part.file.destroy();
          throw new AppError('VALIDATION', uploadTexts.oneVideo, { video: [uploadTexts.oneVideo] });
        }
        checkFieldsFirst(part);
        video = await receiveFile(part, {
          dir: tmpDir,
          maxBytes: VIDEO_MAX_BYTES,
          accept: VIDEO_TYPES,
          typeError: videoTypeError,
          sizeError: videoSizeError,
        });
      }
    } catch (err) {
      throw multipartError(err, () =>
        creating
          ? imageFieldError(tooManyImages)()
          : new AppError('VALIDATION', uploadTexts.oneVideo, { video: [uploadTexts.oneVideo] }),
      );
    }
    return { fields, ...(video ? { video } : {}), ...(images.length > 0 ? { images } : {}) };
  }

  /** Runs `work` with a private temporary folder that is always removed afterwards. */
  async function withTmpDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
    const dir = await tmp.makeTmpDir();
    try {
      return await work(dir);
    } finally {
      await tmp.removeTmpDir(dir);
    }
  }

  app.get(
    '/api/photographers/portfolio',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['photographers'],
        summary: "The signed-in photographer's own portfolio (null before it is created)",
        response: { 200: myPortfolioResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      return { success: true, photographer: await service.mine(currentUser(request)) };
    },
  );

  app.post(
    '/api/photographers/portfolio',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['photographers'],
        summary:
          'Create the portfolio (multipart: the text fields, only name, speciality and location required; repeated `image` files, its first photographs, one at least; and an optional `video` file, MP4/WebM/MOV up to 200 MB)',
        multipart: {
          fields: portfolioFieldsSchema,
          files: { video: videoFile(false), image: imageFiles(IMAGES_MAX_PER_PORTFOLIO, false) },
        },
        response: { 201: portfolioSaveResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await service.assertCanCreate(user);
      const photographer = await withTmpDir(async (dir) =>
        service.create(user, await readPortfolioForm(request, dir, true), dir, imageFieldError(imageTypeError)),
      );
      return reply.status(201).send({ success: true, photographer, message: portfolioTexts.saved });
    },
  );

  app.put(
    '/api/photographers/portfolio/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['photographers'],
        summary: 'Update the portfolio (multipart: the text fields, and `video` only when replacing it)',
        multipart: { fields: portfolioFieldsSchema, files: { video: videoFile(false) } },
        params: idParams,
        response: { 200: portfolioSaveResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await service.assertCanUpdate(user, request.params.id);
      const photographer = await withTmpDir(async (dir) =>
        service.update(user, request.params.id, await readPortfolioForm(request, dir, false)),
      );
      return { success: true, photographer, message: portfolioTexts.saved };
    },
  );

  app.delete(
    '/api/photographers/portfolio/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['photographers'],
        summary: 'Delete the portfolio with its images, video and files',
        params: idParams,
        response: { 200: portfolioDeleteResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(currentUser(request), request.params.id);
      return { success: true, message: portfolioTexts.deleted };
    },
  );

  app.post(
    '/api/photographers/portfolio/images',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['photographers'],
        summary: `Add images to the portfolio (multipart, repeated field \`image\`; JPEG/PNG/WebP/AVIF up to 20 MB, ${IMAGES_MAX_PER_PORTFOLIO} in all)`,
        multipart: { files: { image: imageFiles(IMAGES_MAX_PER_PORTFOLIO, true) } },
        response: { 201: imagesUploadResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const portfolio = await service.ownPortfolioForUpload(user);
      assertMultipart(request);
      const images = await withTmpDir(async (dir) => {
        const existing = await service.imageCount(portfolio.id);
        const received = await receiveImageParts(request, {
          dir,
          limits: IMAGE_LIMITS,
          max: IMAGES_MAX_PER_PORTFOLIO - existing,
          wrongField: () => new AppError('VALIDATION', portfolioTexts.noImages, { image: [portfolioTexts.noImages] }),
          tooMany: tooManyImages,
          typeError: imageTypeError,
          sizeError: imageSizeError,
        });
        if (received.length === 0) {
          throw new AppError('VALIDATION', portfolioTexts.noImages, { image: [portfolioTexts.noImages] });
        }
        return service.addImages(user, portfolio.id, dir, received, imageTypeError);
      });
      return reply.status(201).send({ images });
    },
  );

  app.patch(
    '/api/photographers/portfolio/:id/images',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['photographers'],
        summary:
          'Reorder and remove images: `images` lists the ids or the URLs (as GET returns them in `images`) of the images to keep, in their new order',
        params: idParams,
        body: imagesReorderRequestSchema,
        response: { 200: imagesReorderResponseSchema, ...errors },
      },
    },
    async (request) => service.setImages(currentUser(request), request.params.id, request.body.images),
  );

  /** Waits for a change end at once when the server closes, so they never hold its shutdown up. */
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());

  app.get(
    '/api/photographers/portfolio/:id',
    {
      schema: {
        tags: ['photographers'],
        summary:
          'A public profile (ETag: polls of unchanged data get 304; with `Prefer: wait=N` and a current If-None-Match, the answer waits up to N seconds, at most ' +
          `${PROFILE_WAIT_MAX_SECONDS}, for a change)`,
        params: idParams,
        response: { 200: publicPortfolioResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        rawResponses: { 304: { description: 'Unchanged since the ETag sent in If-None-Match' } },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      let latest = await service.publicProfile(id);
      const { etag } = latest;
      const raw = reply as FastifyReply;
      const ifNoneMatch = request.headers['if-none-match'];
      const wait = preferredWait(request.headers.prefer, PROFILE_WAIT_MAX_SECONDS);
      // ADR 0035: the page asks once and the server reads the profile every PROFILE_POLL_MS for
      // it (from the cache the polls share), instead of the phone asking every second.
      if (wait > 0 && isFresh(ifNoneMatch, etag)) {
        const gone = new AbortController();
        raw.raw.once('close', () => gone.abort());
        const signal = AbortSignal.any([gone.signal, closing.signal]);
        // Each read keeps the answer it found, so a change is sent as read, not read again.
        const version = async () => (latest = await service.publicProfile(id)).etag;
        raw.header('preference-applied', `wait=${wait}`);
        await waitForChange(version, etag, { seconds: wait, everyMs: PROFILE_POLL_MS, signal });
      }
      // The body is JSON serialised once per change (see publicProfile), sent as it is.
      raw.header('etag', latest.etag).header('cache-control', 'no-cache');
      if (isFresh(ifNoneMatch, latest.etag)) return raw.code(304).send();
      return raw.type('application/json; charset=utf-8').send(latest.json);
    },
  );

  app.get(
    '/api/photographers/profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['photographers'],
        summary: "The signed-in user's profile picture (the account's avatar)",
        response: { 200: profilePictureResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      return { data: { profilePicture: await service.profilePicture(currentUser(request)) } };
    },
  );
};
