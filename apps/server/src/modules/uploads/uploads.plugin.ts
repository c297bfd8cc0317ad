import type { FastifyInstance } from 'fastify';
import { PORTFOLIO_FILE_NAME, PORTFOLIOS_PREFIX, UPLOADS_URL_PREFIX } from './portfolio-media';
import { serveStoredFiles } from './serve-stored';
import { tmpFiles } from './tmp-files';

/**
 * Serves uploaded portfolio media (the store's `portfolios/`) at /uploads/portfolios/ (docs/rules/photographers-and-portfolios.md#uploads):
 * HTTP range requests (videos seek without downloading everything), the right content types, and
 * caching forever, since every stored name is random and never reused. Avatars and temporary
 * files live elsewhere and are never served from here. Sweeps temporary files a crashed process left.
 */
export async function uploadsPlugin(app: FastifyInstance) {
  const tmp = tmpFiles(app.env.MEDIA_DIR);
  await tmp.init();
  const swept = await tmp.sweepTmp();
  if (swept > 0) app.log.info({ swept }, 'removed temporary upload files left by an earlier process');
  serveStoredFiles(app, {
    store: app.media,
    keyPrefix: PORTFOLIOS_PREFIX,
    urlPrefix: UPLOADS_URL_PREFIX,
    name: PORTFOLIO_FILE_NAME,
    folders: 1,
  });
}
