import path from 'node:path';
import { checkKey, type MediaStore, moveFilesIn } from '../uploads/media-store';
import { tmpFiles } from '../uploads/tmp-files';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const STEM = /^[A-Za-z0-9_-]{16,64}$/;
const EXT = /^(?:jpg|png)$/;
const WEB_NAME = /^[A-Za-z0-9_-]{16,64}-\d{1,5}\.(?:webp|avif)$/;
export const GALLERIES_PREFIX = 'galleries/';

/**
 * Where a gallery's files live in the media store (docs/decisions/0039-client-galleries.md,
 * 0040-media-store.md): `galleries/{gallery id}/originals/{stem}.{ext}` exactly as uploaded, and
 * `galleries/{gallery id}/web/{stem}-{width}.webp|avif` made by the image pipeline. Nothing here
 * is served statically: every file goes out through a signed address. The resumable uploads' parts
 * and the processing stay on the local disk (MEDIA_DIR) whatever the store.
 */
export function galleryFiles(store: MediaStore, mediaDir: string) {
  const prefixOf = (galleryId: string) => {
    if (!UUID.test(galleryId)) throw new Error(`not a gallery id: ${galleryId}`);
    return `${GALLERIES_PREFIX}${galleryId}/`;
  };
  const checked = (stem: string) => {
    if (!STEM.test(stem)) throw new Error(`not a stored stem: ${stem}`);
    return stem;
  };
  return {
    store,
    tmp: tmpFiles(mediaDir),
    /** The resumable uploads' own folder: kept across restarts, so an upload resumes after one. */
    uploadsDir: path.join(mediaDir, 'gallery-uploads'),
    original(galleryId: string, stem: string, ext: string): string {
      if (!EXT.test(ext)) throw new Error(`not a stored extension: ${ext}`);
      return checkKey(`${prefixOf(galleryId)}originals/${checked(stem)}.${ext}`);
    },
    web(galleryId: string, stem: string, width: number, format: 'webp' | 'avif'): string {
      return checkKey(`${prefixOf(galleryId)}web/${checked(stem)}-${Math.trunc(width)}.${format}`);
    },
    /** Moves the web sizes made in a temporary folder in. */
    async moveWebIn(galleryId: string, files: { from: string; name: string }[]): Promise<void> {
      await moveFilesIn(store, `${prefixOf(galleryId)}web/`, files, WEB_NAME);
    },
    /** Moves the original in, byte for byte as it came. */
    async moveOriginalIn(galleryId: string, stem: string, ext: 'jpg' | 'png', file: string): Promise<void> {
      await store.moveIn(this.original(galleryId, stem, ext), file, ext === 'png' ? 'image/png' : 'image/jpeg');
    },
    async removePhoto(galleryId: string, stem: string, ext: string, widths: number[]): Promise<void> {
      await store.delete([
        this.original(galleryId, stem, ext),
        ...widths.flatMap((w) => [this.web(galleryId, stem, w, 'webp'), this.web(galleryId, stem, w, 'avif')]),
      ]);
    },
    /** Deletes every file of a gallery. */
    async removeGallery(galleryId: string): Promise<void> {
      await store.deletePrefix(prefixOf(galleryId));
    },
  };
}
export type GalleryFiles = ReturnType<typeof galleryFiles>;
