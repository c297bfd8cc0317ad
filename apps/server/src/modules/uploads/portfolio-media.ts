import { checkKey, type MediaStore, moveFilesIn, removeKeysUnder } from './media-store';

/** URL prefix under which the store's `portfolios/` is served (uploads.plugin.ts). */
export const UPLOADS_URL_PREFIX = '/uploads/portfolios/';
export const PORTFOLIOS_PREFIX = 'portfolios/';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Names the store gives files: random, URL-safe, never chosen by a client. */
export const PORTFOLIO_FILE_NAME = /^[A-Za-z0-9_-]{16,64}(?:-\d{1,5})?\.(?:webp|avif|mp4|webm|mov)$/;

/**
 * Uploaded portfolio media (docs/rules/photographers-and-portfolios.md#uploads): `portfolios/{portfolio id}/{name}`
 * in the media store (docs/decisions/0040-media-store.md), served publicly at UPLOADS_URL_PREFIX.
 */
export function portfolioMedia(store: MediaStore) {
  const prefixOf = (portfolioId: string) => {
    if (!UUID.test(portfolioId)) throw new Error(`not a portfolio id: ${portfolioId}`);
    return `${PORTFOLIOS_PREFIX}${portfolioId}/`;
  };

  return {
    /** The public URL of a stored file. */
    urlOf(portfolioId: string, name: string): string {
      return `${UPLOADS_URL_PREFIX}${portfolioId}/${name}`;
    },

    /** Moves finished files into the portfolio's folder. Answers their keys. */
    async moveIn(portfolioId: string, files: { from: string; name: string }[]): Promise<string[]> {
      return moveFilesIn(store, prefixOf(portfolioId), files, PORTFOLIO_FILE_NAME);
    },

    /** Deletes stored files of a portfolio by name (names the store did not give are ignored). */
    async remove(portfolioId: string, names: string[]): Promise<void> {
      const prefix = prefixOf(portfolioId);
      await store.delete(names.filter((n) => PORTFOLIO_FILE_NAME.test(n)).map((n) => checkKey(`${prefix}${n}`)));
    },

    /** Deletes what `moveIn` answered (a change that failed after its files went in). */
    async removeStored(keys: string[]): Promise<void> {
      return removeKeysUnder(store, PORTFOLIOS_PREFIX, keys);
    },

    /** Deletes a portfolio's folder with everything in it. */
    async removePortfolio(portfolioId: string): Promise<void> {
      await store.deletePrefix(prefixOf(portfolioId));
    },
  };
}
export type PortfolioMedia = ReturnType<typeof portfolioMedia>;
