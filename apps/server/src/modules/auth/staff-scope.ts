import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from './auth.plugin';

/**
 * Makes the plugin scope `app` a studio console scope (docs/rules/history.md#issue-14, as modules/studio does): every
 * route starts with the staff check (added to each route's own hooks, so that the API document
 * sees it), and no answer is cached.
 */
export function staffScope(app: FastifyInstance): void {
  const staff = app.requireRole('admin');
  app.addHook('onRoute', (route) => {
    route.onRequest = [staff, ...[route.onRequest ?? []].flat()];
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

/** The staff member making a change, as the audit log records them. */
export const actorOf = (request: FastifyRequest) => {
  const user = currentUser(request);
  return { id: user.id, email: user.email };
};

export const secured = { security: [{ bearer: [] }] };
