import type { FastifyInstance } from 'fastify';

/**
 * Every route of the calling scope starts with `hook`, whatever it declares (added to each route's
 * own hooks, not the scope's, so the API document sees it too), and its answers are never cached.
 * The studio console's scopes use it with `requireRole('admin')`.
 */
export function guardScope(app: FastifyInstance, hook: ReturnType<FastifyInstance['requireRole']>): void {
  app.addHook('onRoute', (route) => {
    route.onRequest = [hook, ...[route.onRequest ?? []].flat()];
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
