import fs from 'node:fs/promises';
import path from 'node:path';
import { galleriesTexts as t } from '@studio/shared';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { AppError } from '../../lib/app-error';
import { HeicRefused, heicToJpeg } from '../uploads/heic-to-jpeg';
import { MAX_INPUT_PIXELS, makeImageVariants, VARIANT_WIDTHS } from '../uploads/image-variants';
import { copyToFile } from '../uploads/media-store';
import type { GalleryFiles } from './gallery-files';
import type { GalleriesService } from './galleries.service';

/** Types read from a file's bytes that a gallery keeps as they came, with the extension the original is stored under. */
const ACCEPTED: Record<string, 'jpg' | 'png'> = { 'image/jpeg': 'jpg', 'image/png': 'png' };
/** Types read from a file's bytes that are converted to JPEG first. */
const HEIF = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** tus' ids (and so the photographs' stems): `randomStem()`, as the uploads' naming function makes them. */
export const UPLOAD_ID = /^[A-Za-z0-9_-]{16,64}$/;
/**
 * A finished upload left unprocessed this long was left by a process that died (processing one
 * takes seconds): a sweep or a restart takes it up again. Younger ones may be in the hands of a
 * live process, here or on another machine.
 */
export const RECOVER_AFTER_MS = 10 * 60 * 1000;

/** What a finished upload says of itself (tus' `{id}.json` beside its bytes). */
export interface FinishedUpload {
  id: string;
  size?: number;
  metadata?: Record<string, string | null | undefined>;
}

/** Where a finished upload's bytes are: still in the uploads folder, or moved into the store as the original. */
type UploadBytes =
  | { file: string; movedAs: undefined; size: number; modified: Date }
  | { file: undefined; movedAs: 'jpg' | 'png'; size: number; modified: Date };

/** `IMG_0001.HEIC` downloads as `IMG_0001.jpg`: the original kept is the converted JPEG. */
export const jpegName = (fileName: string) => `${fileName.replace(/\.(?:heic|heif)$/i, '')}.jpg`;

/** A HEIC/HEIF upload converted to JPEG in `output`; a file that cannot be is refused (413/415). */
async function converted(input: string, output: string) {
  try {
    const { bytes } = await heicToJpeg(input, output);
    return { file: output, bytes };
  } catch (err) {
    if (!(err instanceof HeicRefused)) throw err;
    if (err.reason === 'too-large')
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        t.uploadTooManyPixels({ megapixels: Math.floor(MAX_INPUT_PIXELS / 1_000_000) }),
      );
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', t.uploadHeicUnreadable);
  }
}

/**
 * Turns a finished upload into a gallery photograph (docs/decisions/0039-client-galleries.md):
 * the type read from its bytes (HEIC/HEIF converted to JPEG first), the web sizes made (on the local disk, then moved into the media
 * store), the original moved in byte for byte, the row written. The upload's id is the photograph's stem, so every step can be run again: a process
 * that dies halfway (after the bytes were stored, before the sizes or the row exist) leaves the
 * upload where `recover` finds it, on the next start or the next hourly sweep, and finishes it
 * from the stored original; a photograph is never made twice from one upload (unique stem).
 */
export function galleryIngest(deps: { service: GalleriesService; files: GalleryFiles; log: FastifyBaseLogger }) {
  const { service, files } = deps;
  /** Uploads this process is processing now; `recover` leaves them alone. */
  const busy = new Set<string>();

  /** Removes what tus keeps of an upload: its bytes (unless they moved in) and its `.json`. */
  async function discard(id: string) {
    if (!UPLOAD_ID.test(id)) return;
    await fs.rm(path.join(files.uploadsDir, id), { force: true });
    await fs.rm(path.join(files.uploadsDir, `${id}.json`), { force: true });
  }

  /** Where the upload's bytes are: still in the uploads folder, or already moved in as the original. */
  async function bytesOf(upload: FinishedUpload, galleryId: string): Promise<UploadBytes | undefined> {
    const waiting = path.join(files.uploadsDir, upload.id);
    const stat = await fs.stat(waiting).catch(() => undefined);
    if (stat) return { file: waiting, movedAs: undefined, size: stat.size, modified: stat.mtime };
    for (const ext of ['jpg', 'png'] as const) {
      const moved = await files.store.head(files.original(galleryId, upload.id, ext));
      if (moved) return { file: undefined, movedAs: ext, size: moved.size, modified: moved.modified };
    }
    return undefined;
  }

  async function ingest(upload: FinishedUpload) {
    if (!UPLOAD_ID.test(upload.id)) throw new AppError('NOT_FOUND', t.uploadNotFound);
    const meta = upload.metadata ?? {};
    const galleryId = meta.galleryId ?? '';
    const setId = meta.setId ?? '';
    const fileName = (meta.filename ?? 'photo').slice(0, 200);
    if (!UUID.test(galleryId) || !UUID.test(setId)) throw new AppError('VALIDATION', t.uploadMetadata);
    const stem = upload.id;
    busy.add(stem);
    try {
      // An earlier run got as far as the row: nothing is left to do.
      const done = await service.repo.photoByStem(galleryId, stem);
      if (done) return done;
      const found = await bytesOf(upload, galleryId);
      if (!found) throw new AppError('NOT_FOUND', t.uploadNotFound);
      const tmpDir = await files.tmp.makeTmpDir();
      try {
        // An original already in the store (an earlier run got that far) is read back to process.
        const local = found.movedAs ? path.join(tmpDir, `${stem}.${found.movedAs}`) : found.file;
        if (found.movedAs && !(await copyToFile(files.store, files.original(galleryId, stem, found.movedAs), local)))
          throw new AppError('NOT_FOUND', t.uploadNotFound);
        return await makePhoto(upload, { galleryId, setId, fileName, stem }, found, local, tmpDir);
      } finally {
        await files.tmp.removeTmpDir(tmpDir);
      }
    } finally {
      busy.delete(stem);
    }
  }

  /** The sizes, the original and the row of one upload whose bytes are in `local`. */
  async function makePhoto(
    upload: FinishedUpload,
    photo: { galleryId: string; setId: string; fileName: string; stem: string },
    found: UploadBytes,
    local: string,
    tmpDir: string,
  ) {
    const { galleryId, stem } = photo;
    const type = await fileTypeFromFile(local).catch(() => undefined);
    const heif = type !== undefined && HEIF.has(type.mime);
    const ext = heif ? 'jpg' : type && ACCEPTED[type.mime];
    if (!ext) throw new AppError('UNSUPPORTED_MEDIA_TYPE', t.uploadType);
    try {
      // HEIC/HEIF becomes a JPEG, which is then the original (downloaded as .jpg) and the
      // sizes' source; the HEIC itself stays in the uploads folder until the row exists, so a
      // crash before that converts it again.
      const original = heif ? await converted(local, path.join(tmpDir, `${stem}.jpg`)) : undefined;
      const source = original?.file ?? local;
      const variants = await makeImageVariants(
        source,
        tmpDir,
        stem,
        () => new AppError('UNSUPPORTED_MEDIA_TYPE', t.uploadUnreadable),
      );
      await files.moveWebIn(
        galleryId,
        variants.files.map((f) => ({ from: f.path, name: f.name })),
      );
      // The original goes in as it came (or as converted), after its sizes: a crash before the
      // row leaves it where `recover` finds it.
      if (!found.movedAs) await files.moveOriginalIn(galleryId, stem, ext, source);
      return await service.repo.insertPhoto({
        ...photo,
        fileName: original ? jpegName(photo.fileName) : photo.fileName,
        ext,
        bytes: original?.bytes ?? upload.size ?? found.size,
        width: variants.width,
        height: variants.height,
        widths: variants.widths,
        placeholder: variants.placeholder,
      });
    } catch (err) {
      // Refused (not a readable photograph): nothing of it is kept. Any other failure keeps the
      // original where `recover` takes it up again.
      if (err instanceof AppError) await files.removePhoto(galleryId, stem, ext, [...VARIANT_WIDTHS]);
      throw err;
    }
  }

  /**
   * Finishes the uploads a dead process left: complete (every byte stored), unprocessed, and
   * untouched for RECOVER_AFTER_MS. Those whose gallery or set is gone, or that are not
   * photographs, are removed. Answers how many became photographs.
   */
  async function recover(now = new Date()): Promise<number> {
    const names = await fs.readdir(files.uploadsDir).catch(() => [] as string[]);
    let recovered = 0;
    for (const name of names) {
      if (!name.endsWith('.json')) continue;
      const id = name.slice(0, -'.json'.length);
      if (!UPLOAD_ID.test(id) || busy.has(id)) continue;
      const info = await fs
        .readFile(path.join(files.uploadsDir, name), 'utf8')
        .then((text) => JSON.parse(text) as FinishedUpload & { creation_date?: string })
        .catch(() => undefined);
      if (!info || typeof info.size !== 'number') continue;
      const galleryId = info.metadata?.galleryId ?? '';
      if (!UUID.test(galleryId)) continue;
      const found = await bytesOf({ ...info, id }, galleryId);
      const touched = found?.modified ?? new Date(info.creation_date ?? 0);
      if (now.getTime() - touched.getTime() < RECOVER_AFTER_MS) continue;
      // Still arriving: tus resumes it, and its own expiry removes it if it never ends.
      if (found && !found.movedAs && found.size !== info.size) continue;
      // Its photograph was made and only tus' record was left: nothing to do but tidy up.
      if (await service.repo.photoByStem(galleryId, id)) {
        await discard(id);
        continue;
      }
      const gallery = await service.repo.galleryWithParties(galleryId);
      const setId = info.metadata?.setId ?? '';
      const set = gallery && UUID.test(setId) ? await service.repo.setOf(galleryId, setId) : undefined;
      if (!found || !gallery || gallery.gallery.filesDeletedAt || !set) {
        // Nothing left to make a photograph of, or nowhere to put it.
        if (found?.movedAs && gallery && !gallery.gallery.filesDeletedAt)
          await files.removePhoto(galleryId, id, found.movedAs, [...VARIANT_WIDTHS]);
        await discard(id);
        continue;
      }
      try {
        await ingest({ ...info, id });
        recovered++;
        await discard(id);
        deps.log.info({ upload: id, gallery: galleryId }, 'gallery upload recovered after an interrupted processing');
      } catch (err) {
        if (err instanceof AppError) {
          await discard(id);
          deps.log.warn({ upload: id, err }, 'gallery upload left by a crash is not a photograph; removed');
        } else
          deps.log.error({ upload: id, err }, 'gallery upload could not be recovered; tried again at the next sweep');
      }
    }
    return recovered;
  }

  return { ingest, recover, discard };
}
export type GalleryIngest = ReturnType<typeof galleryIngest>;
