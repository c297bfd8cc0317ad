import {
  apiErrorSchema,
  galleriesListSchema,
  galleriesTexts as t,
  galleryCommentCreateSchema,
  galleryCommentSchema,
  galleryCreateSchema,
  galleryLinkCreateSchema,
  galleryLinkCreatedSchema,
  galleryLinksSchema,
  galleryPhotoPageSchema,
  galleryPicksSchema,
  gallerySelectionSchema,
  gallerySetCreateSchema,
  galleryUpdateSchema,
  galleryViewSchema,
  galleryVisitSchema,
  sharedGalleryDoorSchema,
  sharedGalleryViewSchema,
  STUDIO_NAME,
} from '@studio/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GalleryRow } from '../../db/schema/galleries';
import { AppError } from '../../lib/app-error';
import { guestCookieName } from '../../lib/gallery-guest-cookie';
import { apiError } from '../../plugins/openapi';
import { currentUser } from '../auth/auth.plugin';
import type { GalleryFiles } from './gallery-files';
import { serveSignedMedia, streamZip } from './gallery-media';
import { downloadRefusal, type GalleriesService, type GalleryAccess, rightsOf } from './galleries.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const galleryParams = z.object({ id: z.uuid({ error: () => t.notFound }) });
const photoParams = z.object({
  id: z.uuid({ error: () => t.notFound }),
  photoId: z.uuid({ error: () => t.photoNotFound }),
});
const linkParams = z.object({
  id: z.uuid({ error: () => t.notFound }),
  linkId: z.uuid({ error: () => t.linkNotFound }),
});
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: () => t.linkNotFound }) });
const tokenPhotoParams = tokenParams.extend({ photoId: z.uuid({ error: () => t.photoNotFound }) });
const zipQuery = z.object({ set: z.uuid({ error: () => t.setNotFound }).optional() });
const pageQuery = z.object({
  set: z.uuid({ error: () => t.setNotFound }).optional(),
  after: z
    .string()
    .min(1, { error: () => t.pageCursorInvalid })
    .max(1000, { error: () => t.pageCursorInvalid })
    .optional(),
});
const favouriteBody = z.object({ favourite: z.boolean() });
const ok = z.object({ ok: z.literal(true) });
/** What 403 means where no session is asked: the gallery expired, or the link or address does not allow it. */
const guestForbidden = apiError(
  'Forbidden: the gallery expired, the link does not give this right, or the image address is not valid',
);

/**
 * Client galleries (docs/decisions/0039-client-galleries.md): the photographer makes a gallery for
 * a booking and uploads to it (tus, gallery-uploads.ts); the booking's client and the guests of a
 * share link look, favourite, comment and download; the client chooses the proofing selection.
 */
export const galleriesRoutes: FastifyPluginAsyncZod<{ service: GalleriesService; files: GalleryFiles }> = async (
  app,
  { service, files },
) => {
  const secure = app.env.PUBLIC_URL.startsWith('https:');

  /** The watermark: the photographer's name on a marketplace gallery, the studio's on its own clients'. */
  const mark = async (gallery: GalleryRow) =>
    (gallery.bookingRequestId && (await service.repo.photographerName(gallery.bookingRequestId))) || STUDIO_NAME;

  const guest = async (request: FastifyRequest & { params: { token: string } }) => {
    const { link } = await service.openLink(request.params.token);
    return service.guestAccess(request.params.token, request.cookies[guestCookieName(link.id)]);
  };

  const zip = async (access: GalleryAccess, setId: string | undefined, reply: FastifyReply) => {
    if (!rightsOf(access).download) throw downloadRefusal(access);
    const sets = await service.repo.sets(access.gallery.id);
    const set = setId ? sets.find((s) => s.id === setId) : undefined;
    if (setId && !set) throw new AppError('NOT_FOUND', t.setNotFound);
    const photos = await service.repo.photos(access.gallery.id, setId);
    const name = `${access.gallery.title}${set ? ` - ${set.name}` : ''}.zip`;
    return streamZip(reply, { files, log: app.log }, access.gallery, sets, photos, name);
  };

  // --- The photographer's and the client's side (signed in) ---

  app.get(
    '/api/galleries',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['galleries'],
        summary:
          "The galleries the caller made (photographer) or received (a booking's client, or a studio client who accepted the invitation), newest first",
        response: { 200: galleriesListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      return { data: await service.list(currentUser(request)) };
    },
  );

  app.post(
    '/api/booking-requests/:id/gallery',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['galleries'],
        summary: 'Make the gallery of an accepted or completed booking (its photographer only; one per booking)',
        params: galleryParams,
        body: galleryCreateSchema,
        response: { 201: galleryViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const gallery = await service.create(user, request.params.id, request.body);
      reply.status(201);
      return service.view(await service.accessFor(user, gallery.id));
    },
  );

  app.get(
    '/api/galleries/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['galleries'],
        summary:
          "A gallery as its photographer or its booking's client sees it (404 for anyone else), image addresses signed",
        params: galleryParams,
        response: { 200: galleryViewSchema, ...errors },
      },
    },
    async (request) => {
      return service.view(await service.accessFor(currentUser(request), request.params.id));
    },
  );

  app.patch(
    '/api/galleries/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['galleries'],
        summary: 'Change the title, the expiry (extend), the selection bounds or whether the client may download',
        params: galleryParams,
        body: galleryUpdateSchema,
        response: { 200: galleryViewSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await service.update(user, request.params.id, request.body);
      return service.view(await service.accessFor(user, request.params.id));
    },
  );

  app.post(
    '/api/galleries/:id/sets',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['galleries'],
        summary: 'Add a set ("Ceremony", "Reception") to a gallery (its photographer only)',
        params: galleryParams,
        body: gallerySetCreateSchema,
        response: { 201: z.object({ id: z.string(), name: z.string(), photos: z.number() }), ...errors },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return service.addSet(currentUser(request), request.params.id, request.body.name);
    },
  );

  app.delete(
    '/api/galleries/:id/photos/:photoId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['galleries'],
        summary: 'Remove a photograph and its files (the photographer only)',
        params: photoParams,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const { gallery } = await service.ownerAccess(currentUser(request), request.params.id);
      const found = await service.repo.photoWithGallery(request.params.photoId);
      if (!found || found.gallery.id !== gallery.id) throw new AppError('NOT_FOUND', t.photoNotFound);
      await service.repo.deletePhoto(found.photo.id);
      await files.removePhoto(gallery.id, found.photo.stem, found.photo.ext, found.photo.widths);
      return { ok: true as const };
    },
  );

  app.put(
    '/api/galleries/:id/photos/:photoId/favourite',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['galleries'],
        summary: "Favourite a photograph, or take it back (the booking's client)",
        params: photoParams,
        body: favouriteBody,
        response: { 200: favouriteBody, ...errors },
      },
    },
    async (request) => {
      const access = await service.accessFor(currentUser(request), request.params.id);
      return service.setFavourite(access, request.params.photoId, request.body.favourite);
    },
  );

  app.post(
    '/api/galleries/:id/photos/:photoId/comments',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['galleries'],
        summary: 'Comment on a photograph (the client or the photographer)',
        params: photoParams,
        body: galleryCommentCreateSchema,
        response: { 201: galleryCommentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const access = await service.accessFor(currentUser(request), request.params.id);
      reply.status(201);
      return service.comment(access, request.params.photoId, request.body.body);
    },
  );

  const selectionResult = z.object({ count: z.number(), submittedAt: z.string().nullable() });
  app.put(
    '/api/galleries/:id/selection',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['galleries'],
        summary:
          "The client's proofing selection, replaced whole: never above the maximum, never after it was submitted",
        params: galleryParams,
        body: gallerySelectionSchema,
        response: { 200: selectionResult, ...errors },
      },
    },
    async (request) => service.choose(currentUser(request), request.params.id, request.body.photoIds),
  );

  app.post(
    '/api/galleries/:id/selection/submit',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['galleries'],
        summary: 'Submit the selection (within its minimum and maximum); it is locked afterwards',
        params: galleryParams,
        response: { 200: selectionResult, ...errors },
      },
    },
    async (request) => service.submitSelection(currentUser(request), request.params.id),
  );

  app.get(
    '/api/galleries/:id/picks',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['galleries'],
        summary: "Each person's favourites and the client's selection (the photographer only)",
        params: galleryParams,
        response: { 200: galleryPicksSchema, ...errors },
      },
    },
    async (request) => {
      return service.picks(currentUser(request), request.params.id);
    },
  );

  app.get(
    '/api/galleries/:id/picks.csv',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['galleries'],
        summary: 'The picks as CSV (person, kind, file name) for editing software (the photographer only)',
        params: galleryParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const picks = await service.picks(currentUser(request), request.params.id);
      const cell = (v: string) =>
        /[",\n\r]|^[=+\-@\t]/.test(v) ? `"${v.replace(/^([=+\-@\t])/, "'$1").replaceAll('"', '""')}"` : v;
      const rows = [
        ['person', 'pick', 'file'],
        ...picks.selection.photos.map((p) => ['selection', 'selected', p.fileName]),
        ...picks.people.flatMap((person) => person.favourites.map((f) => [person.name, 'favourite', f.fileName])),
      ];
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', 'attachment; filename="picks.csv"');
      reply.type('text/csv; charset=utf-8');
      return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
    },
  );

  app.get(
    '/api/galleries/:id/links',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['galleries'],
        summary: 'The share links of a gallery (photographer or client)',
        params: galleryParams,
        response: { 200: galleryLinksSchema, ...errors },
      },
    },
    async (request) => {
      return { data: await service.links(currentUser(request), request.params.id) };
    },
  );

  app.post(
    '/api/galleries/:id/links',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['galleries'],
        summary: 'Make a share link with an optional PIN and its rights; the address is shown once',
        params: galleryParams,
        body: galleryLinkCreateSchema,
        response: { 201: galleryLinkCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return service.createLink(currentUser(request), request.params.id, request.body);
    },
  );

  app.delete(
    '/api/galleries/:id/links/:linkId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['galleries'],
        summary: 'Revoke a share link: it and every image address made through it stop at once',
        params: linkParams,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await service.revokeLink(currentUser(request), request.params.id, request.params.linkId);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/galleries/:id/download',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['galleries'],
        summary: 'The originals of the gallery, or of one set, as a ZIP streamed while it is built',
        params: galleryParams,
        querystring: zipQuery,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) =>
      zip(await service.accessFor(currentUser(request), request.params.id), request.query.set, reply),
  );

  // --- Guests, by a share link ---

  app.get(
    '/api/shared-galleries/:token',
    {
      schema: {
        tags: ['galleries'],
        summary: 'What a share link shows before the visit: the title, whether a PIN is asked, whether it expired',
        params: tokenParams,
        response: { 200: sharedGalleryDoorSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { link } = await service.openLink(request.params.token);
      return service.door(request.params.token, request.cookies[guestCookieName(link.id)]);
    },
  );

  app.post(
    '/api/shared-galleries/:token/visit',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['galleries'],
        summary:
          'A guest gives a name (and the PIN): sets the guest cookie and answers the gallery with its first page of photographs',
        params: tokenParams,
        body: galleryVisitSchema,
        rawResponses: { 403: guestForbidden },
        response: {
          200: sharedGalleryViewSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { key, linkId } = await service.visit(request.params.token, request.body.name, request.body.pin);
      reply.setCookie(guestCookieName(linkId), key, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: 60 * 60 * 24 * 365,
      });
      reply.header('cache-control', 'no-store');
      return service.sharedView(await service.guestAccess(request.params.token, key));
    },
  );

  app.get(
    '/api/shared-galleries/:token/view',
    {
      schema: {
        tags: ['galleries'],
        summary:
          "The gallery as the link's guest sees it (after the visit): title, sets with their counts and the first page of photographs, image addresses signed for the link",
        params: tokenParams,
        rawResponses: { 403: guestForbidden },
        response: { 200: sharedGalleryViewSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.sharedView(await guest(request));
    },
  );

  app.get(
    '/api/shared-galleries/:token/photos',
    {
      schema: {
        tags: ['galleries'],
        summary:
          "The next page of the guest's photographs (of the gallery, or of one set), after the view's or the last page's `next`",
        params: tokenParams,
        querystring: pageQuery,
        rawResponses: { 403: guestForbidden },
        response: { 200: galleryPhotoPageSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.photoPage(await guest(request), { setId: request.query.set, after: request.query.after });
    },
  );

  app.put(
    '/api/shared-galleries/:token/photos/:photoId/favourite',
    {
      schema: {
        tags: ['galleries'],
        summary: 'A guest favourites a photograph, or takes it back (when the link allows)',
        params: tokenPhotoParams,
        body: favouriteBody,
        rawResponses: { 403: guestForbidden },
        response: { 200: favouriteBody, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => service.setFavourite(await guest(request), request.params.photoId, request.body.favourite),
  );

  app.post(
    '/api/shared-galleries/:token/photos/:photoId/comments',
    {
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags: ['galleries'],
        summary: 'A guest comments on a photograph (when the link allows favourites)',
        params: tokenPhotoParams,
        body: galleryCommentCreateSchema,
        rawResponses: { 403: guestForbidden },
        response: {
          201: galleryCommentSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return service.comment(await guest(request), request.params.photoId, request.body.body);
    },
  );

  app.get(
    '/api/shared-galleries/:token/download',
    {
      schema: {
        tags: ['galleries'],
        summary: 'The originals as a ZIP streamed while it is built (when the link allows downloads)',
        params: tokenParams,
        querystring: zipQuery,
        rawResponses: { 403: guestForbidden },
        response: { 200: z.any(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => zip(await guest(request), request.query.set, reply),
  );

  // --- Signed image addresses ---

  app.get(
    '/api/gallery-media/:photoId/:kind',
    {
      schema: {
        tags: ['galleries'],
        summary:
          'One photograph at a web size, or its download, by a signed address that expires (and stops when its link is revoked)',
        params: z.object({ photoId: z.uuid({ error: () => t.signedUrlInvalid }), kind: z.string().max(16) }),
        querystring: z.object({
          e: z.coerce.number().int({ error: () => t.signedUrlInvalid }),
          a: z.string().regex(/^[lu][0-9a-f-]{36}$/, { error: () => t.signedUrlInvalid }),
          s: z.string().regex(/^[A-Za-z0-9_-]{32}$/, { error: () => t.signedUrlInvalid }),
        }),
        rawResponses: { 403: guestForbidden },
        response: { 200: z.any(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => serveSignedMedia({ service, files, mark }, request, reply, request.params, request.query),
  );
};
