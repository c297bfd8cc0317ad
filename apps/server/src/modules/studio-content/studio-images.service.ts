import {
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
import type { Tx } from '../../db/client';
import { studioContentRepository } from './studio-content.repository';
import type { ReceivedFile } from '../uploads/receive-file';
import type { StudioImageStore } from './studio-images.store';
import { CONTENT_TOPIC, type ChangeFeed } from '../../lib/change-feed';
import { findIds, uploadsNamed } from './studio-media';
import type { Logger as AppLogger } from '../../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'error'>;

/** The content key the uploaded photographs are kept under (with the rest of the studio's content). */
export const UPLOADS_KEY = 'imageUploads';
const uploadsSchema = z.array(studioImageSchema);

/** The stored uploads, newest first. */
export async function readUploads(executor: Db | Tx, lock = false): Promise<{ list: StudioImage[]; version: number }> {
  const row = await studioContentRepository(executor as Db).find(UPLOADS_KEY, executor, lock);
  return { list: row ? uploadsSchema.parse(row.data) : [], version: row?.version ?? 1 };
}

/**
 * 400 when a part of the content names an uploaded photograph that does not exist, under each field
 * (`data.gallery.0.src`, `data.0.image`). Reads the uploads under their row's lock, which deleting
 * one also takes, so a save never names a photograph while it goes.
 */
export async function assertUploadsExist(tx: Tx, data: unknown): Promise<void> {
  const named = findIds(data, isStudioImageId);
  if (named.length === 0) return;
  const known = new Set((await readUploads(tx, true)).list.map((i) => i.id));
  const errors: Record<string, string[]> = {};
  for (const [id, field] of named) if (!known.has(id)) errors[field] = [studioImagesTexts.unknownImage];
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', studioImagesTexts.unknownImage, errors);
}

export function studioImagesService(deps: { db: Db; store: StudioImageStore; log: Logger; changes: ChangeFeed }) {
  const { db, store, log, changes } = deps;
  const repo = studioContentRepository(db);
  return {
    list: async () => (await readUploads(db)).list,

    /**
     * Adds an uploaded photograph to the studio's library: its files are made and moved in first,
     * then the list row (locked, so uploads queue) and the audit entry are one transaction; if
     * that fails, the files go again. Nothing public changes until content names it.
     */
    async upload(
      actor: AuditActor,
      file: ReceivedFile,
      tmpDir: string,
      fields: { alt: string; name?: string },
      now = new Date(),
    ) {
      const { alt, name } = fields;
      const typeError = () =>
        new AppError('UNSUPPORTED_MEDIA_TYPE', studioImagesTexts.type, { image: [studioImagesTexts.type] });
      if ((await readUploads(db)).list.length >= STUDIO_IMAGES_MAX) {
        throw new AppError('VALIDATION', studioImagesTexts.libraryFull, { image: [studioImagesTexts.libraryFull] });
      }
      const stored = await store.store(file.path, tmpDir, typeError);
      const image: StudioImage = {
        id: `upload:${stored.stem}`,
        alt,
        ...(name ? { name } : {}),
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
        await store.removeStored(stored.keys).catch((e) => log.error({ err: e }, 'could not remove an upload'));
        throw err;
      }
      return image;
    },

    /**
     * docs/rules/history.md#issue-23: a new description for an uploaded photograph. The pages that show it describe it
     * with it at once (the change feed clears their caches).
     */
    async describe(actor: AuditActor, id: string, alt: string, sw?: { alt?: string }, now = new Date()) {
      const result = await repo.transaction(async (tx) => {
        const { list, version } = await readUploads(tx, true);
        const image = list.find((i) => i.id === id);
        if (!image) throw new AppError('NOT_FOUND', studioImagesTexts.notFound);
        // docs/rules/public-pages.md#languages: its Kiswahili, left out, stays as it is; empty is none.
        const altSw = sw === undefined ? image.sw?.alt : sw.alt?.trim() || undefined;
        if (image.alt === alt && image.sw?.alt === altSw) return { image, changed: false };
        const { sw: _former, ...rest } = image;
        const updated: StudioImage = { ...rest, alt, ...(altSw ? { sw: { alt: altSw } } : {}) };
        await repo.save(
          tx,
          UPLOADS_KEY,
          list.map((i) => (i.id === id ? updated : i)),
          version + 1,
          now,
        );
        await auditRepository(tx).record(actor, {
          action: 'content.image.describe',
          targetType: 'content',
          targetId: UPLOADS_KEY,
          targetLabel: studioImagesTexts.uploadsLabel,
          before: { id, alt: image.alt, altSw: image.sw?.alt ?? null },
          after: { id, alt, altSw: altSw ?? null },
        });
        return { image: updated, changed: true };
      });
      if (result.changed)
        await changes.publish(CONTENT_TOPIC).catch((err) => log.error({ err }, 'could not publish a content change'));
      return result.image;
    },

    /**
     * docs/rules/photographers-and-portfolios.md#uploads: deletes an uploaded photograph and its files, unless a part of the site shows it or an
     * unpublished draft names it (409: publishing that draft would show it). The uploads' row is
     * locked first, as a save or a publish naming an upload does (`assertUploadsExist`), so neither
     * can name the photograph while it goes.
     */
    async remove(actor: AuditActor, id: string) {
      const gone = await repo.transaction(async (tx) => {
        const { list, version } = await readUploads(tx, true);
        const image = list.find((i) => i.id === id);
        if (!image) throw new AppError('NOT_FOUND', studioImagesTexts.notFound);
        // Every part as stored now, published or draft (read after the lock: a save that named it has committed).
        const drafts = await repo.drafts(tx);
        const named = [await repo.all(tx), ...drafts.map((row) => ({ [row.key]: row.draft }))];
        if (named.some((parts) => uploadsNamed(parts).has(id))) throw new AppError('CONFLICT', studioImagesTexts.inUse);
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

export type StudioImagesService = ReturnType<typeof studioImagesService>;
