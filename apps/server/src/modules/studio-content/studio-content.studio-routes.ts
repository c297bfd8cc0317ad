import {
  apiErrorSchema,
  contentBlockActionSchema,
  contentBlockSchema,
  contentDraftsResponseSchema,
  contentBlockUpdateSchema,
  EDITABLE_CONTENT_KEYS,
  type EditableContentKey,
  savesAsDraft,
  type StudioContent,
  studioContentSchema,
  quotableReviewsResponseSchema,
  samplePlacesResponseSchema,
  studioContentTexts,
} from '@studio/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth.plugin';
import { staffScope } from '../auth/staff-scope';
import type { StudioContentService } from './studio-content.service';

const staffOnly = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The console's Content section (docs/rules/history.md#issue-14, docs/rules/public-pages.md#studio-content, docs/rules/studio-console.md#staff-and-console): `GET` and `PUT /api/studio/content/<key>`
 * for each part staff edit, role admin only (as every /api/studio route: the hook below), never
 * cached. A save is the whole part, checked by the same shared schema the public pages read it
 * with; 409 when someone saved it since `version`.
 */
export const studioContentStudioRoutes: FastifyPluginAsyncZod<{ service: StudioContentService }> = async (
  app,
  { service },
) => {
  staffScope(app);

  const register = <K extends EditableContentKey>(key: K) => {
    const label = studioContentTexts.kinds[key];
    app.get(
      `/api/studio/content/${key}`,
      {
        schema: {
          tags: ['studio'],
          summary: `${label}: the content as the console edits it, with its version`,
          response: { 200: contentBlockSchema(key), ...staffOnly },
        },
      },
      // Generic over the key, the reply's type is checked by its response schema at run time.
      () => service.block(key) as never,
    );
    app.put(
      `/api/studio/content/${key}`,
      {
        schema: {
          tags: ['studio'],
          summary: `${label}: save the whole list or block (400 names each field; 409 when saved by someone else since \`version\`)`,
          body: contentBlockUpdateSchema(key),
          response: { 200: contentBlockSchema(key), 400: apiErrorSchema, 409: apiErrorSchema, ...staffOnly },
        },
      },
      (request) => {
        const user = currentUser(request);
        const { version, data } = request.body as { version: number; data: StudioContent[K] };
        return service.save({ id: user.id, email: user.email }, key, version, data) as never;
      },
    );
    if (!savesAsDraft(key)) return;
    // docs/rules/history.md#issue-23: the draft goes live, or goes; each names the version it was seen at (409 otherwise).
    for (const action of ['publish', 'discard'] as const)
      app.post(
        `/api/studio/content/${key}/${action}`,
        {
          schema: {
            tags: ['studio'],
            summary:
              action === 'publish'
                ? `${label}: publish the draft, so the site shows it (409 when saved by someone else since \`version\`, or no draft)`
                : `${label}: discard the draft, back to what the site shows (409 when saved by someone else since \`version\`, or no draft)`,
            body: contentBlockActionSchema,
            response: { 200: contentBlockSchema(key), 400: apiErrorSchema, 409: apiErrorSchema, ...staffOnly },
          },
        },
        (request) => {
          const user = currentUser(request);
          const actor = { id: user.id, email: user.email };
          const { version } = request.body;
          return (
            action === 'publish' ? service.publish(actor, key, version) : service.discard(actor, key, version)
          ) as never;
        },
      );
  };
  for (const key of EDITABLE_CONTENT_KEYS) register(key);

  app.get(
    '/api/studio/content/drafts',
    {
      schema: {
        tags: ['studio'],
        summary: 'The parts of the content with an unpublished draft (issue 23)',
        response: { 200: contentDraftsResponseSchema, ...staffOnly },
      },
    },
    async () => ({ data: await service.drafts() }),
  );

  app.get(
    '/api/studio/content/preview',
    {
      schema: {
        tags: ['studio'],
        summary: "The whole studio content with every draft published, for the console's preview (never public)",
        response: { 200: studioContentSchema, ...staffOnly },
      },
    },
    () => service.preview(),
  );

  app.get(
    '/api/studio/content/sample-places',
    {
      schema: {
        tags: ['studio'],
        summary:
          'Issue 23: the places of the studio pages that still show bundled sample pictures, with how many slots each and where the console replaces them',
        response: { 200: samplePlacesResponseSchema, ...staffOnly },
      },
    },
    () => service.samplePlaces(),
  );

  app.get(
    '/api/studio/content/quotable-reviews',
    {
      schema: {
        tags: ['studio'],
        summary:
          "Marketplace reviews the studio may quote as testimonials: the author agreed, the review and the photographer's listing are visible (newest 100)",
        response: { 200: quotableReviewsResponseSchema, ...staffOnly },
      },
    },
    async () => ({ data: await service.quotableReviews() }),
  );
};
