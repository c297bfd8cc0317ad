import path from 'node:path';
import type { BlogCover } from '@studio/shared';
import sharp from 'sharp';
import type { BlogCoverUpload } from '../../db/schema/blog';
import type { AppError } from '../../lib/app-error';
import { makeImageVariants } from '../uploads/image-variants';
import { checkKey, type MediaStore, moveFilesIn, randomStem, removeKeysUnder } from '../uploads/media-store';

/** URL prefix under which the store's `blog/` is served (blogs.routes.ts). */
export const BLOG_COVERS_URL_PREFIX = '/uploads/blog/';
export const BLOG_COVERS_PREFIX = 'blog/';
/** Names the cover store gives files: random, never chosen by a client. */
export const BLOG_COVER_NAME = /^[A-Za-z0-9_-]{16,64}(?:-\d{1,5})?\.(?:webp|avif|jpg)$/;
const JPEG_WIDTH = 1200;

/** A cover's files, as URLs and `srcset`s for the public pages. */
export function uploadedCover(cover: BlogCoverUpload, alt: string | null): BlogCover {
  const base = `${BLOG_COVERS_URL_PREFIX}${cover.stem}`;
  return {
    id: `upload:${cover.stem}`,
    alt: alt ?? '',
    width: cover.width,
    height: cover.height,
    src: `${base}.jpg`,
    srcSetAvif: cover.widths.map((w) => `${base}-${w}.avif ${w}w`).join(', '),
    srcSetWebp: cover.widths.map((w) => `${base}-${w}.webp ${w}w`).join(', '),
    placeholder: cover.placeholder,
  };
}

/**
 * Where uploaded blog covers live (docs/rules/photographers-and-portfolios.md#uploads): `blog/` in the media store, public (a published post's cover is
 * anyone's to see; a draft's cover has a random 128-bit name nobody can guess).
 */
export function blogCoverStore(store: MediaStore) {
  const namesOf = (c: BlogCoverUpload) => [
    `${c.stem}.jpg`,
    ...c.widths.flatMap((w) => [`${c.stem}-${w}.webp`, `${c.stem}-${w}.avif`]),
  ];
  return {
    /**
     * docs/rules/photographers-and-portfolios.md#uploads's variants of an uploaded picture (metadata stripped, upright) plus a JPEG for link
     * previews, written in `tmpDir`, then moved in. Returns the cover and the stored keys.
     */
    async store(input: string, tmpDir: string, typeError: () => AppError) {
      const stem = randomStem();
      const variants = await makeImageVariants(input, tmpDir, stem, typeError);
      const jpeg = path.join(tmpDir, `${stem}.jpg`);
      const largest = variants.files.find((f) => f.name === `${stem}-${Math.max(...variants.widths)}.webp`)!;
      await sharp(largest.path)
        .resize({ width: JPEG_WIDTH, withoutEnlargement: true })
        .jpeg({ quality: 80, mozjpeg: true })
        .toFile(jpeg);
      const moved = await moveFilesIn(
        store,
        BLOG_COVERS_PREFIX,
        [...variants.files.map((f) => ({ from: f.path, name: f.name })), { from: jpeg, name: `${stem}.jpg` }],
        BLOG_COVER_NAME,
      );
      const cover: BlogCoverUpload = {
        stem,
        width: variants.width,
        height: variants.height,
        widths: variants.widths,
        placeholder: variants.placeholder,
      };
      return { cover, keys: moved };
    },

    /** Deletes what `store` answered (a change that failed after its files went in). */
    async removeStored(keys: string[]) {
      await removeKeysUnder(store, BLOG_COVERS_PREFIX, keys);
    },

    /** Deletes a cover's files (after the change that dropped it was committed). */
    async remove(cover: BlogCoverUpload | null | undefined) {
      if (!cover) return;
      await store.delete(
        namesOf(cover)
          .filter((n) => BLOG_COVER_NAME.test(n))
          .map((n) => checkKey(`${BLOG_COVERS_PREFIX}${n}`)),
      );
    },
  };
}
export type BlogCoverStore = ReturnType<typeof blogCoverStore>;
