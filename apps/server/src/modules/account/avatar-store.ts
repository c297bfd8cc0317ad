import { randomBytes } from 'node:crypto';
import { accountTexts } from '@studio/shared';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import type { MediaStore } from '../uploads/media-store';

/** Avatars are stored as 512 px square WebP, named `{userId}-{random}.webp` (a new name per upload). */
export const AVATAR_FILE_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[A-Za-z0-9_-]{12}\.webp$/;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
const SIZE = 512;

export const AVATARS_PREFIX = 'avatars/';

/** Profile pictures: `avatars/{file}` in the media store (docs/decisions/0040-media-store.md). */
export function avatarStore(store: MediaStore) {
  return {
    /** The store's key of a file, or undefined for a name the store would never give. */
    keyOf(file: string): string | undefined {
      return AVATAR_FILE_PATTERN.test(file) ? `${AVATARS_PREFIX}${file}` : undefined;
    },
    /**
     * Checks the bytes (not the name or the declared type), turns the picture upright, crops it to
     * a square, drops every bit of metadata (EXIF, GPS) and writes it. Returns the file name.
     */
    async save(userId: string, bytes: Buffer): Promise<string> {
      let format: string | undefined;
      let compression: string | undefined;
      try {
        const meta = await sharp(bytes, { limitInputPixels: 80_000_000 }).metadata();
        format = meta.format;
        compression = meta.compression;
      } catch {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', accountTexts.avatarType);
      }
      // HEIF containers are accepted only when they hold AVIF.
      if (!format || !ACCEPTED_FORMATS.has(format) || (format === 'heif' && compression !== 'av1')) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', accountTexts.avatarType);
      }
      let output: Buffer;
      try {
        output = await sharp(bytes, { limitInputPixels: 80_000_000 })
          .rotate()
          .resize(SIZE, SIZE, { fit: 'cover', position: 'attention' })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', accountTexts.avatarType);
      }
      const file = `${userId}-${randomBytes(9).toString('base64url')}.webp`;
      await store.put(`${AVATARS_PREFIX}${file}`, output, 'image/webp');
      return file;
    },

    async remove(file: string | null | undefined): Promise<void> {
      if (!file || !AVATAR_FILE_PATTERN.test(file)) return;
      await store.delete([`${AVATARS_PREFIX}${file}`]);
    },
  };
}
export type AvatarStore = ReturnType<typeof avatarStore>;
