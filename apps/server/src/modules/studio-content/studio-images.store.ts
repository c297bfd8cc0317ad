import type { AppError } from '../../lib/app-error';
import { makeImageVariants } from '../uploads/image-variants';
import {
  checkKey,
  copyToFile,
  type MediaStore,
  moveFilesIn,
  randomStem,
  removeKeysUnder,
} from '../uploads/media-store';

export const STUDIO_IMAGES_PREFIX = 'studio-images/';
/** Names this store gives files: random, never chosen by a client. */
export const STUDIO_IMAGE_NAME = /^[A-Za-z0-9_-]{16,64}-\d{1,5}\.(?:webp|avif)$/;

/**
 * Where the studio's uploaded photographs live (docs/rules/photographers-and-portfolios.md#uploads): `studio-images/` in the media store, public (the
 * gallery and portfolio show them; one not shown yet has a random 128-bit name nobody can guess).
 */
export function studioImageStore(store: MediaStore) {
  return {
    /** docs/rules/photographers-and-portfolios.md#uploads's variants (upright, metadata stripped, blurred placeholder) written in `tmpDir`, then moved in. */
    async store(input: string, tmpDir: string, typeError: () => AppError) {
      const stem = randomStem();
      const variants = await makeImageVariants(input, tmpDir, stem, typeError);
      const keys = await moveFilesIn(
        store,
        STUDIO_IMAGES_PREFIX,
        variants.files.map((f) => ({ from: f.path, name: f.name })),
        STUDIO_IMAGE_NAME,
      );
      return { stem, variants, keys };
    },

    /** Copies one stored variant to a local file; false when it is gone. */
    async copyOut(stem: string, width: number, format: 'webp' | 'avif', file: string): Promise<boolean> {
      const name = `${stem}-${width}.${format}`;
      if (!STUDIO_IMAGE_NAME.test(name)) return false;
      return copyToFile(store, checkKey(`${STUDIO_IMAGES_PREFIX}${name}`), file);
    },

    /** Deletes what `store` answered (a change that failed after its files went in). */
    async removeStored(keys: string[]) {
      await removeKeysUnder(store, STUDIO_IMAGES_PREFIX, keys);
    },

    /** Deletes an upload's variants (after the change that dropped it was committed). */
    async remove(stem: string, widths: number[]) {
      const names = widths
        .flatMap((w) => [`${stem}-${w}.webp`, `${stem}-${w}.avif`])
        .filter((n) => STUDIO_IMAGE_NAME.test(n));
      await store.delete(names.map((n) => checkKey(`${STUDIO_IMAGES_PREFIX}${n}`)));
    },
  };
}
export type StudioImageStore = ReturnType<typeof studioImageStore>;
