import {
  apiErrorSchema,
  galleriesTexts as t,
  galleryInvitationAcceptedSchema,
  galleryInvitationLookupSchema,
  galleryInvitationSchema,
  galleryViewSchema,
  paths,
  studioGalleriesListSchema,
  studioGalleryClientSchema,
  studioGalleryCreateSchema,
} from '@studio/shared';
import { formatDate } from '@studio/shared/i18n/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inLocale } from '../../lib/request-context';
import { renderMail } from '../../mail/layout';
import { queueMail } from '../../mail/mail-queue';
import { currentUser } from '../auth/auth.plugin';
import { staffScope } from '../auth/staff-scope';
import type { GalleriesService } from './galleries.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const galleryParams = z.object({ id: z.uuid({ error: () => t.notFound }) });

/**
 * The console's side of the studio clients' galleries (docs/decisions/0047-studio-client-galleries.md):
 * staff list and make them and e-mail a client their invitation. Everything else about such a
 * gallery (sets, uploads, links, picks, settings) goes through the galleries' routes, where staff
 * run it as a photographer runs theirs.
 */
export const studioGalleriesRoutes: FastifyPluginAsyncZod<{ service: GalleriesService }> = async (app, { service }) => {
  staffScope(app);

  app.get(
    '/api/studio/galleries',
    {
      schema: {
        tags: ['studio'],
        summary: "The galleries of the studio's own clients, newest first",
        response: { 200: studioGalleriesListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ data: await service.studioList() }),
  );

  app.post(
    '/api/studio/galleries',
    {
      schema: {
        tags: ['studio'],
        summary: "Make a gallery for one of the studio's own clients (their name and e-mail instead of a booking)",
        body: studioGalleryCreateSchema,
        response: { 201: galleryViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const gallery = await service.createForStudio(user, request.body);
      reply.status(201);
      return service.view(await service.accessFor(user, gallery.id));
    },
  );

  app.post(
    '/api/studio/galleries/:id/invitation',
    {
      schema: {
        tags: ['studio'],
        summary:
          "E-mail the client a new invitation to add the gallery to their account (the earlier invitation's link stops working)",
        params: galleryParams,
        response: { 200: z.object({ client: studioGalleryClientSchema }), ...errors },
      },
    },
    async (request) => {
      const client = await service.invite(currentUser(request), request.params.id, async (tx, gallery, token) => {
        // Read by the client, whose language is not known yet, not by the staff member: in English, the site's first.
        const mail = inLocale('en', () => {
          const m = t.inviteMail;
          return renderMail({
            subject: m.subject({ title: gallery.title }),
            paragraphs: [
              `${gallery.studioClientName},`,
              m.body({ title: gallery.title, date: formatDate(gallery.expiresAt, 'day') }),
            ],
            action: { label: m.action, url: `${app.env.PUBLIC_URL}${paths.galleryInvitation}#${token}` },
          });
        });
        await queueMail(app.jobs, { to: gallery.studioClientEmail!, ...mail }, tx);
      });
      return { client };
    },
  );
};

/**
 * The invitation's page (/gallery-invitation#token) asks what it opens, then, signed in, accepts it:
 * the gallery becomes the account's as its client (docs/decisions/0047-studio-client-galleries.md).
 */
export const galleryInvitationsRoutes: FastifyPluginAsyncZod<{ service: GalleriesService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/gallery-invitations/lookup',
    {
      schema: {
        tags: ['galleries'],
        summary: "What a studio gallery's invitation opens (its title); 404 once it was used or replaced",
        body: galleryInvitationSchema,
        response: { 200: galleryInvitationLookupSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.lookupInvitation(request.body.token);
    },
  );

  app.post(
    '/api/gallery-invitations/accept',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['galleries'],
        summary: "Add a studio gallery to the caller's account as its client (the invitation is used up)",
        body: galleryInvitationSchema,
        response: {
          200: galleryInvitationAcceptedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => service.acceptInvitation(currentUser(request), request.body.token),
  );
};
