import {
  apiErrorSchema,
  newsletterRequestSchema,
  newsletterResponseSchema,
  newsletterTexts,
  studioMailTexts,
} from '@studio/shared';
import { localHref } from '@studio/shared/i18n/current-locale';
import { localePath } from '@studio/shared/i18n/locales';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NewsletterService } from './newsletter.service';

const tokenQuery = z.object({ token: z.string().min(1).max(200) });
const redirect = (to: string) => ({
  description: `To the page that says how it went: ${to}`,
  headers: { location: { type: 'string' } },
});

export const newsletterRoutes: FastifyPluginAsyncZod<{ service: NewsletterService }> = async (app, { service }) => {
  app.post(
    '/api/newsletter',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address (double opt-in)',
        body: newsletterRequestSchema,
        response: { 200: newsletterResponseSchema, 201: newsletterResponseSchema },
      },
    },
    async (request, reply) => {
      const { created } = await service.subscribe(request.body.email);
      return reply.status(created ? 201 : 200).send({ message: newsletterTexts.success });
    },
  );

  app.get(
    '/api/newsletter/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription from the e-mailed link',
        querystring: tokenQuery,
        rawResponses: { 303: redirect('/newsletter/confirmed, or /newsletter/invalid for an unknown link') },
      },
    },
    async (request, reply) => {
      // The page that says so is in the subscriber's language.
      const language = await service.confirm(request.query.token);
      return reply.redirect(
        language ? localePath('/newsletter/confirmed', language) : localHref('/newsletter/invalid'),
        303,
      );
    },
  );

  app.get(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe from the e-mailed link',
        querystring: tokenQuery,
        rawResponses: { 303: redirect('/newsletter/unsubscribed, or /newsletter/invalid for an unknown link') },
      },
    },
    async (request, reply) => {
      const language = await service.unsubscribe(request.query.token);
      return reply.redirect(
        language ? localePath('/newsletter/unsubscribed', language) : localHref('/newsletter/invalid'),
        303,
      );
    },
  );

  // RFC 8058's one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` as a form
  // (urlencoded or multipart) to the List-Unsubscribe address; its content is not needed.
  // In a scope of its own, so the other routes still refuse form bodies (415).
  await app.register(async (base) => {
    const scope = base.withTypeProvider<ZodTypeProvider>();
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      if (!scope.hasContentTypeParser(type)) {
        scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
          done(null, {}),
        );
      }
    }
    scope.post(
      '/api/newsletter/unsubscribe',
      {
        schema: {
          tags: ['newsletter'],
          summary:
            "One-click unsubscribe (RFC 8058): what a mail client posts to a newsletter's List-Unsubscribe address",
          querystring: tokenQuery,
          response: { 200: newsletterResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const language = await service.unsubscribe(request.query.token);
        if (!language)
          return reply.status(404).send({ message: studioMailTexts.unsubscribeUnknown, code: 'NOT_FOUND' });
        return { message: studioMailTexts.unsubscribed };
      },
    );
  });
};
