import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refuseBadText } from '../lib/text-rules';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes control characters on purpose and keeps them from the database itself. */
    controlCharactersAllowed?: boolean;
  }
}

/**
 * Every route's path parameters, query string and parsed body (JSON, and page forms, which are
 * answered through their API) meet the text rules of `lib/text-rules.ts` before validation and
 * long before the database (ADR 0036). Multipart fields are read as a stream after this hook: the
 * one multipart reader (`modules/uploads/multipart.ts`) applies the same rules to each field.
 */
export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      if (request.routeOptions.config.controlCharactersAllowed) return;
      refuseBadText(request.params);
      refuseBadText(request.query);
      refuseBadText(request.body);
    });
  },
  { name: 'text-input' },
);
