import type { FastifyInstance, FastifyRequest } from 'fastify';
import { guardScope } from '../../plugins/guard-scope';
import { currentUser } from './auth.plugin';

/**
 * Makes the plugin scope `app` a studio console scope (docs/rules/history.md#issue-14, as modules/studio does): every
 * route starts with the staff check (added to each route's own hooks, so that the API document
 * sees it), and no answer is cached.
 */
export function staffScope(app: FastifyInstance): void {
  guardScope(app, app.requireRole('admin'));
}

/** The staff member making a change, as the audit log records them. */
export const actorOf = (request: FastifyRequest) => {
  const user = currentUser(request);
  return { id: user.id, email: user.email };
};
