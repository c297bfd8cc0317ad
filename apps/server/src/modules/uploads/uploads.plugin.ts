import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_URL_PREFIX, mediaStore } from './media-store';

const ONE_YEAR = 31536000;

/**
 * Serves uploaded portfolio media from MEDIA_DIR/portfolios at /uploads/portfolios/ (docs/rules/photographers-and-portfolios.md#uploads): HTTP
 * range requests (videos seek without downloading everything), the right content types, and
 * caching forever, since every stored name is random and never reused. Avatars and temporary
 * files live elsewhere in MEDIA_DIR and are never served from here.
 */
export async function uploadsPlugin(app: FastifyInstance) {
  const store = mediaStore(app.env.MEDIA_DIR);
  await store.init();
  const swept = await store.sweepTmp();
  if (swept > 0) app.log.info({ swept }, 'removed temporary upload files left by an earlier process');
  fs.mkdirSync(store.portfoliosDir, { recursive: true });

  await app.register(fastifyStatic, {
    root: store.portfoliosDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'ignore',
    acceptRanges: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    // Media is compressed already; pre-compressed variants do not exist.
    preCompressed: false,
    setHeaders(res) {
      res.header('cache-control', `public, max-age=${ONE_YEAR}, immutable`);
    },
  });
}
