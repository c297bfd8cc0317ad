import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refuseControlCharacters } from '../lib/control-characters';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes control characters on purpose and keeps them from the database itself. */
    controlCharactersAllowed?: boolean;
  }
}

/**
 * Every route's path parameters, query string and parsed body are refused with 400 when any text
 * in them holds a control character, before validation and long before the database (which
 * refuses NUL in text with an error). Multipart fields are read by their routes, which call
 * `refuseControlCharacters` themselves.
 */
export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      if (request.routeOptions.config.controlCharactersAllowed) return;
      refuseControlCharacters(request.params);
      refuseControlCharacters(request.query);
      refuseControlCharacters(request.body);
    });
  },
  { name: 'text-input' },
);
