import { contactRequestSchema, contactResponseSchema, contactTexts } from '@studio/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactService } from './contact.service';

/** Messages one IP address may send per minute (generous: many mobile users share an address). */
export const CONTACT_RATE_LIMIT_PER_MINUTE = 10;

export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (app, { service }) => {
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
