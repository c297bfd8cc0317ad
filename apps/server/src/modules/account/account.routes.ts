import multipart from '@fastify/multipart';
import {
  accountExportSchema,
  accountTexts,
  AVATAR_MAX_BYTES,
  apiErrorSchema,
  changePasswordRequestSchema,
  createdIdRequestSchema,
  createdIdResponseSchema,
  currentUserSchema,
  deleteAccountRequestSchema,
  messageResponseSchema,
  updateLanguageRequestSchema,
  updateProfileRequestSchema,
  siteTexts,
  uploadTexts,
  userResponseSchema,
} from '@studio/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { inLocale } from '../../lib/request-context';
import { rememberLanguage } from '../../plugins/page-language';
import { currentUser } from '../auth/auth.plugin';
import { apiError, binary, imageFile } from '../../plugins/openapi';
import { clearSessionCookie } from '../auth/sessions';
import { multipartError } from '../uploads/multipart';
import { IMMUTABLE, sendStored } from '../uploads/serve-stored';
import { AVATAR_FILE_PATTERN, type AvatarStore } from './avatar-store';
import { toCurrentUser } from '../users/current-user';
import type { AccountService } from './account.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** `/api/me` and the account settings of docs/rules/accounts-and-auth.md#profile-menu-and-settings, `/api/created-id` (docs/rules/accounts-and-auth.md#roles) and the profile pictures. */
export const accountRoutes: FastifyPluginAsyncZod<{ service: AccountService; avatars: AvatarStore }> = async (
  app,
  { service, avatars },
) => {
  app.get(
    '/api/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user (username and avatar, plus id, email and role)',
        response: { 200: currentUserSchema, 401: apiErrorSchema },
      },
    },
    async (request) => toCurrentUser(currentUser(request)),
  );

  app.patch(
    '/api/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Change the username',
        body: updateProfileRequestSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: accountTexts.usernameSaved,
      user: await service.rename(currentUser(request), request.body.username),
    }),
  );

  app.put(
    '/api/me/language',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: "Choose the account's language (its e-mails', and its pages')",
        body: updateLanguageRequestSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { language } = request.body;
      const user = await service.setLanguage(currentUser(request), language);
      // This browser's pages follow it too (plugins/page-language.ts), and the answer is said in it.
      rememberLanguage(request, reply, language);
      return inLocale(language, () => ({ message: siteTexts.language.preference.saved, user }));
    },
  );

  app.delete(
    '/api/me',
    {
      onRequest: app.authRateLimit,
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Delete the account and everything in it, after the password is confirmed',
        body: deleteAccountRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteAccount(currentUser(request), request.body.password);
      clearSessionCookie(reply, request, app.env.PUBLIC_URL);
      return { message: accountTexts.accountDeleted };
    },
  );

  app.post(
    '/api/me/password',
    {
      onRequest: app.authRateLimit,
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Change the password; signs out every other session and e-mails a notice',
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.changePassword(currentUser(request), request.sessionId!, request.body);
      return { message: accountTexts.passwordChanged };
    },
  );

  app.get(
    '/api/me/export',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Download my data (JSON)',
        response: { 200: accountExportSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await service.exportData(currentUser(request), request.sessionId!);
      return reply.header('content-disposition', 'attachment; filename="picha-studio-my-data.json"').send(data);
    },
  );

  app.post(
    '/api/created-id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Record the role chosen after sign-up; answers with the id (D14)',
        body: createdIdRequestSchema,
        response: { 201: createdIdResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await service.chooseRole(currentUser(request), request.body.role);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/me/avatar',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Remove the profile picture',
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: accountTexts.avatarRemoved,
      user: await service.removeAvatar(currentUser(request)),
    }),
  );

  app.get(
    '/api/avatars/:file',
    {
      schema: {
        tags: ['account'],
        summary: 'A profile picture (WebP)',
        params: z.object({ file: z.string().regex(AVATAR_FILE_PATTERN, 'Not a profile picture.') }),
        rawResponses: { 200: { description: 'The picture', content: { 'image/webp': binary } }, 404: apiError() },
      },
    },
    async (request, reply) => {
      const notFound = () => {
        throw new AppError('NOT_FOUND', 'This profile picture does not exist.');
      };
      const key = avatars.keyOf(request.params.file);
      if (!key) return notFound();
      return sendStored(request, reply, app.media, key, { cacheControl: IMMUTABLE, notFound });
    },
  );

  // Uploads get their own scope: multipart parsing exists only here, with the avatar's limits.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
    scope.put(
      '/api/me/avatar',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['account'],
          summary: 'Upload a profile picture (multipart, field "avatar"; JPEG, PNG, WebP or AVIF up to 10 MB)',
          multipart: { files: { avatar: imageFile(AVATAR_MAX_BYTES) } },
          response: { 200: userResponseSchema, 413: apiErrorSchema, 415: apiErrorSchema, ...errors },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', accountTexts.avatarMissing);
        let bytes: Buffer | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            if (part.fieldname !== 'avatar' || bytes) {
              part.file.resume();
              continue;
            }
            bytes = await part.toBuffer();
          }
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError('PAYLOAD_TOO_LARGE', accountTexts.avatarTooLarge);
          }
          // Malformed bodies get the same answers as on the portfolio's upload routes.
          throw multipartError(err, () => new AppError('VALIDATION', uploadTexts.onePicture));
        }
        if (!bytes || bytes.length === 0) {
          throw new AppError('VALIDATION', accountTexts.avatarMissing, { avatar: [accountTexts.avatarMissing] });
        }
        return { message: accountTexts.avatarSaved, user: await service.setAvatar(currentUser(request), bytes) };
      },
    );
  });
};
