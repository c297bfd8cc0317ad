import { newsletterRequestSchema, newsletterResponseSchema, newsletterTexts } from '@studio/shared';
import { queuedMailer } from '../../mail/mail-queue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsletterRepository } from './newsletter.repository';
import { newsletterService } from './newsletter.service';

const tokenQuery = z.object({ token: z.string().min(1).max(200) });
const redirect = (to: string) => ({
  description: `To the page that says how it went: ${to}`,
  headers: { location: { type: 'string' } },
});

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = newsletterService({
    repo: newsletterRepository(app.db),
    mailer: queuedMailer(app.jobs),
    publicUrl: app.env.PUBLIC_URL,
    log: app.log,
  });

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
      const ok = await service.confirm(request.query.token);
      return reply.redirect(ok ? '/newsletter/confirmed' : '/newsletter/invalid', 303);
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
      const ok = await service.unsubscribe(request.query.token);
      return reply.redirect(ok ? '/newsletter/unsubscribed' : '/newsletter/invalid', 303);
    },
  );
};
