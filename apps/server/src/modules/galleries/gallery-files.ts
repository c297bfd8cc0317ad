import fs from 'node:fs/promises';
import path from 'node:path';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const STEM = /^[A-Za-z0-9_-]{16,64}$/;
const EXT = /^(?:jpg|png)$/;

/**
 * Where a gallery's files live on the local disk (docs/decisions/0039-client-galleries.md):
 * MEDIA_DIR/galleries/{gallery id}/originals/{stem}.{ext} exactly as uploaded, and
 * MEDIA_DIR/galleries/{gallery id}/web/{stem}-{width}.webp|avif made by the image pipeline. Nothing
 * here is served statically: every file goes out through a signed address.
 */
export function galleryFiles(mediaDir: string) {
  const root = path.join(mediaDir, 'galleries');
  const dirOf = (galleryId: string) => {
    if (!UUID.test(galleryId)) throw new Error(`not a gallery id: ${galleryId}`);
    return path.join(root, galleryId);
  };
  const checked = (stem: string) => {
    if (!STEM.test(stem)) throw new Error(`not a stored stem: ${stem}`);
    return stem;
  };
  return {
    root,
    /** The resumable uploads' own folder: kept across restarts, so an upload resumes after one. */
    uploadsDir: path.join(mediaDir, 'gallery-uploads'),
    webDir: (galleryId: string) => path.join(dirOf(galleryId), 'web'),
    originalsDir: (galleryId: string) => path.join(dirOf(galleryId), 'originals'),
    original(galleryId: string, stem: string, ext: string): string {
      if (!EXT.test(ext)) throw new Error(`not a stored extension: ${ext}`);
      return path.join(dirOf(galleryId), 'originals', `${checked(stem)}.${ext}`);
    },
    web(galleryId: string, stem: string, width: number, format: 'webp' | 'avif'): string {
      return path.join(dirOf(galleryId), 'web', `${checked(stem)}-${Math.trunc(width)}.${format}`);
    },
    async removePhoto(galleryId: string, stem: string, ext: string, widths: number[]): Promise<void> {
      const files = [
        this.original(galleryId, stem, ext),
        ...widths.flatMap((w) => [this.web(galleryId, stem, w, 'webp'), this.web(galleryId, stem, w, 'avif')]),
      ];
      await Promise.all(files.map((f) => fs.rm(f, { force: true })));
    },
    /** Deletes every file of a gallery. */
    async removeGallery(galleryId: string): Promise<void> {
      await fs.rm(dirOf(galleryId), { recursive: true, force: true });
    },
  };
}
export type GalleryFiles = ReturnType<typeof galleryFiles>;
