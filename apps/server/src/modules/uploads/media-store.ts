import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** URL prefix under which MEDIA_DIR/portfolios is served (uploads.plugin.ts). */
export const UPLOADS_URL_PREFIX = '/uploads/portfolios/';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Names the store gives files: random, URL-safe, never chosen by a client. */
const STORED_NAME = /^[A-Za-z0-9_-]{16,64}(?:-\d{1,5})?\.(?:webp|avif|mp4|webm|mov)$/;
/** Temporary files older than this are left over from a crash and swept at start. */
const STALE_TMP_MS = 6 * 60 * 60 * 1000;

/** A random name for stored files: 128 bits, so names never collide and can be cached forever. */
export const randomStem = () => randomBytes(16).toString('base64url');

/**
 * Moves finished files (same file system, so each move is a rename) into `dir`, refusing any name
 * `storedName` does not match; on failure removes what was moved. Returns the final paths.
 */
export async function moveFilesIn(
  dir: string,
  files: { from: string; name: string }[],
  storedName: RegExp,
): Promise<string[]> {
  await fs.mkdir(dir, { recursive: true });
  const moved: string[] = [];
  try {
    for (const f of files) {
      if (!storedName.test(f.name)) throw new Error(`refusing to store ${f.name}`);
      const to = path.join(dir, f.name);
      await fs.rename(f.from, to);
      moved.push(to);
    }
  } catch (err) {
    await Promise.all(moved.map((p) => fs.rm(p, { force: true })));
    throw err;
  }
  return moved;
}

/** Deletes the given files, but only those inside `root` (any other path is ignored). */
export async function removeFilesUnder(root: string, paths: string[]): Promise<void> {
  await Promise.all(paths.filter((p) => p.startsWith(`${root}${path.sep}`)).map((p) => fs.rm(p, { force: true })));
}

/**
 * Where uploaded media lives (docs/rules/photographers-and-portfolios.md#uploads): MEDIA_DIR/portfolios/{portfolio id}/ for what is kept,
 * MEDIA_DIR/tmp/ for uploads in flight (same file system, so moving a file in place is a rename).
 */
export function mediaStore(mediaDir: string) {
  const portfoliosDir = path.join(mediaDir, 'portfolios');
  const tmpRoot = path.join(mediaDir, 'tmp');

  const dirOf = (portfolioId: string) => {
    if (!UUID.test(portfolioId)) throw new Error(`not a portfolio id: ${portfolioId}`);
    return path.join(portfoliosDir, portfolioId);
  };

  return {
    portfoliosDir,
    tmpRoot,

    async init(): Promise<void> {
      await fs.mkdir(portfoliosDir, { recursive: true });
      await fs.mkdir(tmpRoot, { recursive: true });
    },

    /** A private folder for one request's temporary files; the caller removes it in `finally`. */
    async makeTmpDir(): Promise<string> {
      await fs.mkdir(tmpRoot, { recursive: true });
      return fs.mkdtemp(path.join(tmpRoot, 'up-'));
    },

    async removeTmpDir(dir: string): Promise<void> {
      if (path.dirname(dir) !== tmpRoot) return;
      await fs.rm(dir, { recursive: true, force: true });
    },

    /** Removes temporary folders a crashed process left behind. */
    async sweepTmp(now = Date.now()): Promise<number> {
      let removed = 0;
      const entries = await fs.readdir(tmpRoot, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const full = path.join(tmpRoot, entry.name);
        const stat = await fs.stat(full).catch(() => undefined);
        if (stat && now - stat.mtimeMs > STALE_TMP_MS) {
          await fs.rm(full, { recursive: true, force: true });
          removed++;
        }
      }
      return removed;
    },

    dirOf,

    /** The public URL of a stored file. */
    urlOf(portfolioId: string, name: string): string {
      return `${UPLOADS_URL_PREFIX}${portfolioId}/${name}`;
    },

    /** Moves finished files into the portfolio's folder. Returns the final paths. */
    async moveIn(portfolioId: string, files: { from: string; name: string }[]): Promise<string[]> {
      return moveFilesIn(dirOf(portfolioId), files, STORED_NAME);
    },

    /** Deletes stored files of a portfolio by name (names the store did not give are ignored). */
    async remove(portfolioId: string, names: string[]): Promise<void> {
      const dir = dirOf(portfolioId);
      await Promise.all(names.filter((n) => STORED_NAME.test(n)).map((n) => fs.rm(path.join(dir, n), { force: true })));
    },

    async removePaths(paths: string[]): Promise<void> {
      return removeFilesUnder(portfoliosDir, paths);
    },

    /** Deletes a portfolio's folder with everything in it. */
    async removePortfolio(portfolioId: string): Promise<void> {
      await fs.rm(dirOf(portfolioId), { recursive: true, force: true });
    },
  };
}
export type MediaStore = ReturnType<typeof mediaStore>;
