import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { requestContext } from '../lib/request-context';

function enter(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  requestContext.run({ reqId: String(request.id) }, done);
}

/**
 * Serves every request inside its own request context (ADR 0021), entered when the request
 * arrives; register it first, so that every other hook runs inside it. It is entered again before
 * validation, as @fastify/request-context does: the hooks and handler after the body was read run
 * from the body stream's events, which have lost the context on some Node versions (on Node 20.20
 * they keep it, even for a body arriving in parts: the tests check the id after such a body).
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', enter);
    app.addHook('preValidation', enter);
  },
  { name: 'request-context' },
);
