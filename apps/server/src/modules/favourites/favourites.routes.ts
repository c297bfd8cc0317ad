import {
  apiErrorSchema,
  directoryTexts,
  favouriteChangeResponseSchema,
  favouritesResponseSchema,
  subscribersResponseSchema,
} from '@studio/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth.plugin';
import type { FavouritesService } from './favourites.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const params = z.object({ photographerId: z.uuid({ error: () => directoryTexts.photographerIdInvalid }) });

/** Saved photographers (docs/rules/history.md#issue-6) and the photographer's subscribers (docs/rules/photographers-and-portfolios.md#dashboard-navigation). Sign-in required. */
export const favouritesRoutes: FastifyPluginAsyncZod<{ service: FavouritesService }> = async (app, { service }) => {
  app.put(
    '/api/favourites/:photographerId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['favourites'],
        summary: 'Save a photographer (idempotent)',
        params,
        response: { 200: favouriteChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.save(currentUser(request), request.params.photographerId);
      return { saved: true };
    },
  );

  app.delete(
    '/api/favourites/:photographerId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['favourites'],
        summary: 'Remove a saved photographer (idempotent)',
        params,
        response: { 200: favouriteChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(currentUser(request), request.params.photographerId);
      return { saved: false };
    },
  );

  app.get(
    '/api/favourites',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['favourites'],
        summary: "The caller's saved photographers as cards, most recently saved first",
        response: { 200: favouritesResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      return service.list(currentUser(request));
    },
  );

  app.get(
    '/api/photographers/subscribers',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['favourites'],
        summary: "The accounts that saved the caller's portfolio, newest first (photographers only, D20)",
        response: { 200: subscribersResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      return service.subscribers(currentUser(request));
    },
  );
};
