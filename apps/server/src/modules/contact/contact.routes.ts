import { contactRequestSchema, contactResponseSchema, contactTexts } from '@studio/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRepository } from './contact.repository';
import { contactService } from './contact.service';

/** Messages one IP address may send per minute (generous: many mobile users share an address). */
export const CONTACT_RATE_LIMIT_PER_MINUTE = 10;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = contactService({
    repo: contactRepository(app.db),
    mailer: app.mailer,
    inbox: app.env.STUDIO_INBOX_EMAIL,
    log: app.log,
  });

  // Mail owed from before a restart (SMTP was down, or the process stopped mid-send) goes out now.
  app.addHook('onReady', async () => {
    void service.retryOwed();
  });
  app.addHook('onClose', async () => {
    await service.drain();
  });
  // And every five minutes, in one process at a time, rather than waiting for a restart.
  await app.jobs.work('contact-mail-retry', async () => void (await service.retryOwed()), {
    cron: '*/5 * * * *',
    retryLimit: 0,
  });

  app.post(
    '/api/contact',
    {
      config: { rateLimit: { max: CONTACT_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary: 'Send the studio a message (stored, then e-mailed to the studio inbox)',
        body: contactRequestSchema,
        response: { 201: contactResponseSchema },
      },
    },
    async (request, reply) => {
      await service.submit(request.body);
      return reply.status(201).send({ message: contactTexts.success });
    },
  );
};
