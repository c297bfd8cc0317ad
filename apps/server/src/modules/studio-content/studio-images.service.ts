import {
  type ImageLibrary,
  isStudioImageId,
  STUDIO_IMAGES_MAX,
  type StudioImage,
  studioImageSchema,
  studioImagesTexts,
} from '@studio/shared';
import { z } from 'zod/mini';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { auditRepository, type AuditActor } from '../audit/audit.repository';
import { studioContentRepository, type Tx } from './studio-content.repository';
import type { ReceivedFile } from '../uploads/receive-file';
import { studioContentSeed } from './studio-content.seed';
import type { StudioImageStore } from './studio-images.store';

/** The content key the uploaded photographs are kept under (with the rest of the studio's content). */
export const UPLOADS_KEY = 'imageUploads';
const uploadsSchema = z.array(studioImageSchema);

/** Every `upload:` id the image library names, with the field it stands in (`data.gallery.0.src`). */
function uploadedIds(library: ImageLibrary): [string, string][] {
  const found: [string, string][] = library.gallery.flatMap((g, i) =>
    isStudioImageId(g.src) ? [[g.src, `data.gallery.${i}.src`] as [string, string]] : [],
  );
  for (const tab of ['weddings', 'sports', 'commercials', 'events'] as const) {
    library[tab].forEach((id, i) => {
      if (isStudioImageId(id)) found.push([id, `data.${tab}.${i}`]);
    });
  }
  return found;
}

/** The ids the image library shows (the public content carries only these uploads). */
export const shownUploads = (library: ImageLibrary) => new Set(uploadedIds(library).map(([id]) => id));

/** The stored uploads, newest first. */
export async function readUploads(executor: Db | Tx, lock = false): Promise<{ list: StudioImage[]; version: number }> {
  const row = await studioContentRepository(executor as Db).find(UPLOADS_KEY, executor, lock);
  return { list: row ? uploadsSchema.parse(row.data) : [], version: row?.version ?? 1 };
}

/** 400 when the image library names an uploaded photograph that does not exist, under each field. */
export async function assertUploadsExist(tx: Tx, library: ImageLibrary): Promise<void> {
  const named = uploadedIds(library);
  if (named.length === 0) return;
  const known = new Set((await readUploads(tx)).list.map((i) => i.id));
  const errors: Record<string, string[]> = {};
  for (const [id, field] of named) if (!known.has(id)) errors[field] = [studioImagesTexts.unknownImage];
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', studioImagesTexts.unknownImage, errors);
}

interface Logger {
  error(obj: object, msg: string): void;
}

export function studioImagesService(deps: { db: Db; store: StudioImageStore; log: Logger }) {
  const { db, store, log } = deps;
  const repo = studioContentRepository(db);
  return {
    list: async () => (await readUploads(db)).list,

    /**
     * Adds an uploaded photograph to the studio's library: its files are made and moved in first,
     * then the list row (locked, so uploads queue) and the audit entry are one transaction; if
     * that fails, the files go again. Nothing public changes until content names it.
     */
    async upload(actor: AuditActor, file: ReceivedFile, tmpDir: string, alt: string, now = new Date()) {
      const typeError = () =>
        new AppError('UNSUPPORTED_MEDIA_TYPE', studioImagesTexts.type, { image: [studioImagesTexts.type] });
      if ((await readUploads(db)).list.length >= STUDIO_IMAGES_MAX) {
        throw new AppError('VALIDATION', studioImagesTexts.libraryFull, { image: [studioImagesTexts.libraryFull] });
      }
      const stored = await store.store(file.path, tmpDir, typeError);
      const image: StudioImage = {
        id: `upload:${stored.stem}`,
        alt,
        width: stored.variants.width,
        height: stored.variants.height,
        widths: stored.variants.widths,
        placeholder: stored.variants.placeholder,
        uploadedAt: now.toISOString(),
      };
      try {
        await repo.transaction(async (tx) => {
          const { list, version } = await readUploads(tx, true);
          if (list.length >= STUDIO_IMAGES_MAX) {
            throw new AppError('VALIDATION', studioImagesTexts.libraryFull, { image: [studioImagesTexts.libraryFull] });
          }
          await repo.save(tx, UPLOADS_KEY, [image, ...list], version + 1, now);
          await auditRepository(tx).record(actor, {
            action: 'content.image.upload',
            targetType: 'content',
            targetId: UPLOADS_KEY,
            targetLabel: studioImagesTexts.uploadsLabel,
            after: { id: image.id, alt: image.alt, width: image.width, height: image.height },
          });
        });
      } catch (err) {
        await store.removePaths(stored.paths).catch((e) => log.error({ err: e }, 'could not remove an upload'));
        throw err;
      }
      return image;
    },

    /**
     * D21: deletes an uploaded photograph and its files, unless the gallery or a portfolio tab
     * shows it (409). The image library's row is locked first, as a save of it does, so a save
     * cannot name the photograph while it goes.
     */
    async remove(actor: AuditActor, id: string) {
      const gone = await repo.transaction(async (tx) => {
        const libraryRow = await repo.find('imageLibrary', tx, true);
        const library = (libraryRow?.data ?? studioContentSeed.imageLibrary) as ImageLibrary;
        const { list, version } = await readUploads(tx, true);
        const image = list.find((i) => i.id === id);
        if (!image) throw new AppError('NOT_FOUND', studioImagesTexts.notFound);
        if (shownUploads(library).has(id)) throw new AppError('CONFLICT', studioImagesTexts.inUse);
        await repo.save(
          tx,
          UPLOADS_KEY,
          list.filter((i) => i.id !== id),
          version + 1,
          new Date(),
        );
        await auditRepository(tx).record(actor, {
          action: 'content.image.delete',
          targetType: 'content',
          targetId: UPLOADS_KEY,
          targetLabel: studioImagesTexts.uploadsLabel,
          before: { id: image.id, alt: image.alt, width: image.width, height: image.height },
        });
        return image;
      });
      await store
        .remove(gone.id.slice('upload:'.length), gone.widths)
        .catch((err) => log.error({ err }, 'could not remove the files of an upload'));
    },
  };
}
