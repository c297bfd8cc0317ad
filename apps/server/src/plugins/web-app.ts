import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { INITIAL_DATA_ELEMENT_ID, isKnownAppPath } from '@studio/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const ONE_YEAR = 31536000;

/** JSON safe to place inside a <script> element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

interface WebAppOptions {
  distDir: string;
  /** Data embedded in every page so the app renders without waiting for a request. */
  initialData: (request: FastifyRequest) => Promise<Record<string, unknown>>;
}

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated,
 * and the SPA's index.html for app routes (404 for paths the app does not know, so crawlers
 * and monitors see the truth while the app still shows its fallback page).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: WebAppOptions) => {
  const indexFile = path.join(opts.distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (!hasBuild) app.log.warn({ distDir: opts.distDir }, 'web app is not built: run `npm run build`');

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite's assets and the media library carry a content hash in their names.
        const hashed =
          filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes(`${path.sep}media${path.sep}`);
        res.header('cache-control', hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600');
      },
    });
  }

  const template = hasBuild
    ? fs.readFileSync(indexFile, 'utf8')
    : '<!doctype html><html lang="en"><head><title>Picha Studio</title></head><body><p>The web app is not built: run <code>npm run build</code>.</p><!--app-data--></body></html>';

  async function sendPage(request: FastifyRequest, reply: FastifyReply, status: number) {
    const data = await opts.initialData(request);
    const html = template.replace(
      '<!--app-data-->',
      `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`,
    );
    return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (wantsPage && !path.extname(pathname)) return sendPage(request, reply, isKnownAppPath(pathname) ? 200 : 404);
    return reply.status(404).send({ message: `Not found: ${request.method} ${pathname}`, code: 'NOT_FOUND' });
  });
});
