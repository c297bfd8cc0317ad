import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppError } from '../../lib/app-error';
import { makeImageVariants } from '../uploads/image-variants';
import { moveFilesIn, randomStem, removeFilesUnder } from '../uploads/media-store';

/** Names this store gives files: random, never chosen by a client. */
const STORED_NAME = /^[A-Za-z0-9_-]{16,64}-\d{1,5}\.(?:webp|avif)$/;

/**
 * Where the studio's uploaded photographs live (docs/rules/photographers-and-portfolios.md#uploads): MEDIA_DIR/studio-images/, public (the
 * gallery and portfolio show them; one not shown yet has a random 128-bit name nobody can guess).
 */
export function studioImageStore(mediaDir: string) {
  const dir = path.join(mediaDir, 'studio-images');
  return {
    dir,
    async init() {
      await fs.mkdir(dir, { recursive: true });
    },

    /** docs/rules/photographers-and-portfolios.md#uploads's variants (upright, metadata stripped, blurred placeholder) written in `tmpDir`, then moved in. */
    async store(input: string, tmpDir: string, typeError: () => AppError) {
      const stem = randomStem();
      const variants = await makeImageVariants(input, tmpDir, stem, typeError);
      const paths = await moveFilesIn(
        dir,
        variants.files.map((f) => ({ from: f.path, name: f.name })),
        STORED_NAME,
      );
      return { stem, variants, paths };
    },

    async removePaths(paths: string[]) {
      await removeFilesUnder(dir, paths);
    },

    /** Deletes an upload's variants (after the change that dropped it was committed). */
    async remove(stem: string, widths: number[]) {
      const names = widths
        .flatMap((w) => [`${stem}-${w}.webp`, `${stem}-${w}.avif`])
        .filter((n) => STORED_NAME.test(n));
      await removeFilesUnder(
        dir,
        names.map((n) => path.join(dir, n)),
      );
    },
  };
}
export type StudioImageStore = ReturnType<typeof studioImageStore>;
