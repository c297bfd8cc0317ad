import {
  apiErrorSchema,
  packageDeleteResponseSchema,
  packageInputSchema,
  packageOrderSchema,
  packageResponseSchema,
  PACKAGES_MAX_PER_PORTFOLIO,
  packagesResponseSchema,
  packagesTexts,
} from '@studio/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth.plugin';
import type { PackagesService } from './packages.service';

const idParams = z.object({ id: z.uuid({ error: () => packagesTexts.idInvalid }) });
const ownErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * A photographer's packages (docs/rules/history.md#issue-12): the owner manages them under /api/photographers/me/packages
 * (photographers only; someone else's package is 404); anyone reads a photographer's active ones.
 */
export const packagesRoutes: FastifyPluginAsyncZod<{ service: PackagesService }> = async (app, { service }) => {
  app.get(
    '/api/photographers/me/packages',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['packages'],
        summary: "The caller's packages, hidden ones included, in their order (photographers only)",
        response: { 200: packagesResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      return { data: await service.listOwn(currentUser(request)) };
    },
  );

  app.post(
    '/api/photographers/me/packages',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['packages'],
        summary: `Add a package at the end of the order (at most ${PACKAGES_MAX_PER_PORTFOLIO}; needs a portfolio: 409 otherwise, or when full)`,
        body: packageInputSchema,
        response: { 201: packageResponseSchema, ...ownErrors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await service.create(currentUser(request), request.body);
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/api/photographers/me/packages/order',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['packages'],
        summary:
          "Reorder the caller's packages: `{ids}` lists every one of them (hidden ones included) exactly once, first to last; answers the list in its new order",
        body: packageOrderSchema,
        response: { 200: packagesResponseSchema, ...ownErrors },
      },
    },
    async (request) => ({ data: await service.reorder(currentUser(request), request.body) }),
  );

  app.put(
    '/api/photographers/me/packages/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['packages'],
        summary: "Replace one of the caller's packages; `active: false` hides it from the profile, `true` shows it",
        params: idParams,
        body: packageInputSchema,
        response: { 200: packageResponseSchema, ...ownErrors },
      },
    },
    async (request) => ({ data: await service.update(currentUser(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/photographers/me/packages/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['packages'],
        summary:
          "Delete one of the caller's packages; one a booking request asked for is kept for its record (`kept: true`) but gone from every list",
        params: idParams,
        response: { 200: packageDeleteResponseSchema, ...ownErrors },
      },
    },
    async (request) => {
      const { kept } = await service.remove(currentUser(request), request.params.id);
      return { success: true, kept };
    },
  );

  app.get(
    '/api/photographers/:id/packages',
    {
      schema: {
        tags: ['packages'],
        summary: "A photographer's active packages, in their order (unknown photographer: 404)",
        params: z.object({ id: z.string() }),
        response: { 200: packagesResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { data: await service.listPublic(request.params.id) };
    },
  );
};
