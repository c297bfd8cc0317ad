import type { FastifyInstance } from 'fastify';

/**
 * Every route of the calling scope starts with `hook`, whatever it declares (added to each route's
 * own hooks, not the scope's, so the API document sees it too); the hook (`requireRole`) makes its
 * answers `no-store`. The studio console's scopes use it through `staffScope`.
 */
export function guardScope(app: FastifyInstance, hook: ReturnType<FastifyInstance['requireRole']>): void {
  app.addHook('onRoute', (route) => {
    route.onRequest = [hook, ...[route.onRequest ?? []].flat()];
  });
}
