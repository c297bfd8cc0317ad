import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves a folder of uploaded images at `prefix` (docs/rules/photographers-and-portfolios.md#uploads): public, no listing, cached for good,
 * since every stored name is random and never reused.
 */
export async function serveImmutableFiles(app: FastifyInstance, root: string, prefix: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'ignore',
    cacheControl: false,
    preCompressed: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
