import fs from 'node:fs/promises';
import path from 'node:path';

/** Temporary files older than this are left over from a crash and swept at start. */
const STALE_TMP_MS = 6 * 60 * 60 * 1000;

/**
 * Uploads in flight and their processing (sharp variants, ffmpeg posters) work on the local disk,
 * in MEDIA_DIR/tmp, whatever the media store (docs/decisions/0040-media-store.md): with the local
 * store it is the same file system, so a finished file moves in by a rename.
 */
export function tmpFiles(mediaDir: string) {
  const tmpRoot = path.join(mediaDir, 'tmp');
  return {
    tmpRoot,

    async init(): Promise<void> {
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
  };
}
export type TmpFiles = ReturnType<typeof tmpFiles>;
