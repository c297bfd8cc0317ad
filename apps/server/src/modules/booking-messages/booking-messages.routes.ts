import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  BOOKING_MESSAGE_IMAGES_MAX,
  BOOKING_MESSAGE_MAX,
  bookingTexts,
  conversationSchema,
  conversationTexts,
  IMAGE_MAX_BYTES,
  postMessageResponseSchema,
  postMessageSchema,
  threadListQuerySchema,
  threadListSchema,
  unreadMessagesSchema,
} from '@studio/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { parseOrThrow } from '../../lib/parse-or-throw';
import { currentUser } from '../auth/auth.plugin';
import { apiError, binary, imageFiles } from '../../plugins/openapi';
import { sendStored } from '../uploads/serve-stored';
import { tmpFiles } from '../uploads/tmp-files';
import { assertMultipart, imageRefusals, receiveImageParts } from '../uploads/multipart';
import type { BookingMessagesService } from './booking-messages.service';
import { MESSAGE_IMAGE_NAME, type MessageImageStore } from './message-images';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.uuid({ error: () => bookingTexts.requestIdInvalid }) });
const LIMITS = {
  fileSize: IMAGE_MAX_BYTES,
  files: BOOKING_MESSAGE_IMAGES_MAX + 1,
  fields: 2,
  // A message's text in characters may take up to 4 bytes each in UTF-8.
  fieldSize: BOOKING_MESSAGE_MAX * 4 + 1024,
  parts: BOOKING_MESSAGE_IMAGES_MAX + 3,
};

/** The refusals of a request's pictures, in its language (docs/decisions/0046-languages.md). */
const refusals = () =>
  imageRefusals({
    wrongField: conversationTexts.wrongField,
    tooMany: conversationTexts.tooManyImages,
    type: conversationTexts.imageType,
    tooLarge: conversationTexts.imageTooLarge,
  });

/** The message's text as the shared schema checks it: a 400 with the field's error otherwise. */
function parseBody(body: unknown): string {
  return parseOrThrow(postMessageSchema, { body }).body;
}

/**
 * A conversation per booking (docs/rules/history.md#issue-12, ADR 0018): the messages of a booking, written and read by
 * its client and its photographer only, the pictures sent in them, and the caller's unread counts.
 */
export const bookingMessagesRoutes: FastifyPluginAsyncZod<{
  service: BookingMessagesService;
  images: MessageImageStore;
}> = async (app, { service, images }) => {
  const tmp = tmpFiles(app.env.MEDIA_DIR);

  app.get(
    '/api/booking-requests/unread',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['conversations'],
        summary:
          "The caller's unread messages: per booking and in total (the other side's, after the caller's read mark)",
        response: { 200: unreadMessagesSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      return service.unread(currentUser(request));
    },
  );

  app.get(
    '/api/booking-requests/threads',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['conversations'],
        summary:
          "The caller's conversations, latest activity first, with the last message and the unread count (`as` picks one side)",
        querystring: threadListQuerySchema,
        response: { 200: threadListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      return service.threads(currentUser(request), request.query.as);
    },
  );

  app.get(
    '/api/booking-requests/:id/messages',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['conversations'],
        summary:
          "A booking's conversation, oldest first, for its client or photographer only (404 for anyone else); marks it read for the caller",
        params: idParams,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => {
      return service.read(currentUser(request), request.params.id);
    },
  );

  app.get(
    '/api/booking-requests/:id/messages/images/:file',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['conversations'],
        summary: "A picture sent in a booking's conversation (WebP or AVIF), for the booking's two sides only",
        params: idParams.extend({
          file: z.string().regex(MESSAGE_IMAGE_NAME, { error: () => conversationTexts.notFound }),
        }),
        rawResponses: {
          200: { description: 'The picture', content: { 'image/webp': binary, 'image/avif': binary } },
          404: apiError(),
        },
      },
    },
    async (request, reply) => {
      await service.access(currentUser(request), request.params.id);
      const notFound = () => {
        throw new AppError('NOT_FOUND', conversationTexts.notFound);
      };
      const key = images.keyOf(request.params.id, request.params.file);
      if (!key) return notFound();
      return sendStored(request, reply, app.media, key, {
        cacheControl: 'private, max-age=31536000, immutable',
        notFound,
      });
    },
  );

  /** Reads a multipart message: the `body` field and up to BOOKING_MESSAGE_IMAGES_MAX `image` files. */
  async function readMultipart(request: FastifyRequest, dir: string) {
    let body: unknown;
    const received = await receiveImageParts(request, {
      dir,
      limits: LIMITS,
      max: BOOKING_MESSAGE_IMAGES_MAX,
      ...refusals(),
      onField: (part) => {
        if (part.fieldname !== 'body') throw new AppError('VALIDATION', conversationTexts.wrongField);
        body = part.value;
      },
    });
    return { body: parseBody(body), received };
  }

  // Multipart parsing exists only in this scope.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, { limits: LIMITS });
    scope.post(
      '/api/booking-requests/:id/messages',
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['conversations'],
          summary: `Write in a booking's conversation: JSON { body }, or multipart with \`body\` and up to ${BOOKING_MESSAGE_IMAGES_MAX} \`image\` files (JPEG/PNG/WebP/AVIF up to 20 MB). 409 once the booking is declined, expired or cancelled`,
          params: idParams,
          multipart: {
            fields: postMessageSchema,
            files: { image: imageFiles(BOOKING_MESSAGE_IMAGES_MAX) },
            json: postMessageSchema,
          },
          response: {
            201: postMessageResponseSchema,
            ...errors,
            409: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const { thread } = await service.access(user, request.params.id);
        // Refused before a byte of any picture is read.
        service.assertWritable(thread);
        if (!request.isMultipart()) {
          const json = request.body as { body?: unknown } | undefined;
          const message = await service.post(user, request.params.id, parseBody(json?.body));
          return reply.status(201).send({ message });
        }
        assertMultipart(request);
        const dir = await tmp.makeTmpDir();
        try {
          const { body, received } = await readMultipart(request, dir);
          const message = await service.post(user, request.params.id, body, received, dir);
          return reply.status(201).send({ message });
        } finally {
          await tmp.removeTmpDir(dir);
        }
      },
    );
  });
};
