import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  bookingReviewResponseSchema,
  IMAGE_MAX_BYTES,
  ownReviewResponseSchema,
  publicReviewsResponseSchema,
  receivedReviewResponseSchema,
  receivedReviewsResponseSchema,
  reportedReviewsResponseSchema,
  REVIEW_EDIT_DAYS,
  REVIEW_FEATURED_MAX,
  REVIEW_IMAGES_MAX,
  REVIEW_TEXT_MAX,
  type ReviewInput,
  reviewFeaturedSchema,
  reviewInputSchema,
  reviewModerationSchema,
  reviewReplySchema,
  reviewReportSchema,
  reviewsQuerySchema,
  reviewsTexts,
} from '@studio/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { parseOrThrow } from '../../lib/parse-or-throw';
import { currentUser } from '../auth/auth.plugin';
import { imageFiles } from '../../plugins/openapi';
import { tmpFiles } from '../uploads/tmp-files';
import { assertMultipart, imageRefusals, receiveImageParts } from '../uploads/multipart';
import type { ReviewUpload, ReviewsService } from './reviews.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const bookingParams = z.object({ id: z.uuid({ error: () => reviewsTexts.bookingNotFound }) });
const reviewParams = z.object({ id: z.uuid({ error: () => reviewsTexts.notFound }) });
const photographerParams = z.object({ id: z.uuid({ error: () => reviewsTexts.notFound }) });
const LIMITS = {
  fileSize: IMAGE_MAX_BYTES,
  files: REVIEW_IMAGES_MAX + 1,
  fields: 4 + REVIEW_IMAGES_MAX,
  // A review's text in characters may take up to 4 bytes each in UTF-8.
  fieldSize: REVIEW_TEXT_MAX * 4 + 1024,
  parts: 2 * REVIEW_IMAGES_MAX + 5,
};
const FIELDS = new Set(['rating', 'text', 'studioMayQuote', 'keep']);
/** The refusals of a request's pictures, in its language (docs/decisions/0046-languages.md). */
const refusals = () =>
  imageRefusals({
    wrongField: reviewsTexts.wrongField,
    tooMany: reviewsTexts.tooManyImages,
    type: reviewsTexts.imageType,
    tooLarge: reviewsTexts.imageTooLarge,
  });

/** A review's fields as the shared schema checks them: a 400 with each field's error otherwise. */
function parseInput(body: unknown): ReviewInput {
  return parseOrThrow(reviewInputSchema, body ?? {});
}

/**
 * Reviews (docs/rules/history.md#issue-13, docs/rules/reviews.md#who-may-review, ADR 0020): the client of a completed booking writes its review (JSON, or
 * multipart with photos), the photographer answers, features and reports, anyone reads a
 * photographer's visible reviews, and the studio (role admin) handles the reports.
 */
export const reviewsRoutes: FastifyPluginAsyncZod<{ service: ReviewsService }> = async (app, { service }) => {
  const tmp = tmpFiles(app.env.MEDIA_DIR);

  app.get(
    '/api/photographers/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary:
          "A photographer's reviews (hidden ones never), a page at a time, newest first or by rating; with the average, the count, the stars' distribution and the featured reviews",
        params: photographerParams,
        querystring: reviewsQuerySchema,
        response: { 200: publicReviewsResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return service.publicList(request.params.id, request.query.sort, request.query.page);
    },
  );

  app.get(
    '/api/photographers/me/reviews',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary:
          "Every review of the caller's portfolio (hidden ones included), with the summary and how many are featured",
        querystring: reviewsQuerySchema,
        response: { 200: receivedReviewsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      return service.received(currentUser(request), request.query.sort, request.query.page);
    },
  );

  app.get(
    '/api/booking-requests/:id/review',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary:
          "The caller's review of their booking (as its client), and whether they may write one now (404 for anyone else's booking)",
        params: bookingParams,
        response: { 200: bookingReviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      return service.forBooking(currentUser(request), request.params.id);
    },
  );

  app.put(
    '/api/reviews/:id/reply',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: "The photographer's public reply to a review of theirs (one per review; sending again edits it)",
        params: reviewParams,
        body: reviewReplySchema,
        response: { 200: receivedReviewResponseSchema, ...errors },
      },
    },
    async (request) => ({ review: await service.reply(currentUser(request), request.params.id, request.body.text) }),
  );

  app.put(
    '/api/reviews/:id/featured',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: `Feature a review of the caller's on their profile, or stop (at most ${REVIEW_FEATURED_MAX}: 409 beyond; a hidden review cannot be)`,
        params: reviewParams,
        body: reviewFeaturedSchema,
        response: { 200: receivedReviewResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => ({
      review: await service.feature(currentUser(request), request.params.id, request.body.featured),
    }),
  );

  app.post(
    '/api/reviews/:id/report',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary:
          "Report a review of the caller's that breaks the terms, to the studio's moderation queue (it stays visible until handled)",
        params: reviewParams,
        body: reviewReportSchema,
        response: { 200: receivedReviewResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => ({
      review: await service.report(currentUser(request), request.params.id, request.body.reason),
    }),
  );

  app.get(
    '/api/studio/reviews/reported',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['studio'],
        summary: 'The reported reviews waiting for the studio, oldest report first (role admin)',
        response: { 200: reportedReviewsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ data: await service.openReports() }),
  );

  app.post(
    '/api/studio/reviews/:id/moderation',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['studio'],
        summary:
          'Keep a reported review (closes the report; shows a hidden one again), or hide it with a reason its author reads (role admin)',
        params: reviewParams,
        body: reviewModerationSchema,
        response: { 200: receivedReviewResponseSchema, ...errors },
      },
    },
    async (request) => ({
      review: await service.moderate(
        { id: currentUser(request).id, email: currentUser(request).email },
        request.params.id,
        request.body.action,
        request.body.reason || undefined,
      ),
    }),
  );

  /** A multipart review: its fields and up to REVIEW_IMAGES_MAX `image` files, into `dir`. */
  async function readMultipart(request: FastifyRequest, dir: string) {
    const fields: Record<string, unknown> = {};
    const keep: string[] = [];
    const files = await receiveImageParts(request, {
      dir,
      limits: LIMITS,
      max: REVIEW_IMAGES_MAX,
      ...refusals(),
      onField: (part) => {
        if (!FIELDS.has(part.fieldname)) throw new AppError('VALIDATION', reviewsTexts.wrongField);
        if (part.fieldname === 'keep') keep.push(String(part.value));
        else fields[part.fieldname] = part.value;
      },
    });
    // A form sends `keep` once per photo kept; `keep=` alone (an empty value) keeps none.
    if (keep.length) fields.keep = keep.filter(Boolean);
    return { input: parseInput(fields), upload: { files, tmpDir: dir } satisfies ReviewUpload };
  }

  /** JSON or multipart: the review's input and its new photos, with the temporary folder removed after `work`. */
  async function withReviewBody<T>(
    request: FastifyRequest,
    work: (input: ReviewInput, upload?: ReviewUpload) => Promise<T>,
  ): Promise<T> {
    if (!request.isMultipart()) return work(parseInput(request.body));
    assertMultipart(request);
    const dir = await tmp.makeTmpDir();
    try {
      const { input, upload } = await readMultipart(request, dir);
      return await work(input, upload);
    } finally {
      await tmp.removeTmpDir(dir);
    }
  }

  const reviewBody = {
    fields: reviewInputSchema,
    files: { image: imageFiles(REVIEW_IMAGES_MAX) },
    json: reviewInputSchema,
  };
  const writeSummary = `JSON { rating, text, studioMayQuote }, or multipart with those fields and up to ${REVIEW_IMAGES_MAX} \`image\` files (JPEG/PNG/WebP/AVIF up to 20 MB)`;

  // Multipart parsing exists only in this scope.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, { limits: LIMITS });

    scope.post(
      '/api/booking-requests/:id/review',
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['reviews'],
          summary: `Review a completed booking, as its client (one review per booking): ${writeSummary}. 409 before completion or for a second review; 404 for anyone else's booking`,
          params: bookingParams,
          multipart: reviewBody,
          response: {
            201: ownReviewResponseSchema,
            ...errors,
            409: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        // Refused before a byte of any photo is read.
        await service.assertCanReview(user, request.params.id);
        const review = await withReviewBody(request, (input, upload) =>
          service.create(user, request.params.id, input, upload),
        );
        return reply.status(201).send({ review });
      },
    );

    scope.put(
      '/api/reviews/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['reviews'],
          summary: `Edit the caller's review within ${REVIEW_EDIT_DAYS} days of writing it (409 after): ${writeSummary}, and \`keep\` naming the photos that stay`,
          params: reviewParams,
          multipart: reviewBody,
          response: {
            200: ownReviewResponseSchema,
            ...errors,
            409: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await service.assertCanEdit(user, request.params.id);
        const review = await withReviewBody(request, (input, upload) =>
          service.update(user, request.params.id, input, upload),
        );
        return { review };
      },
    );
  });
};
