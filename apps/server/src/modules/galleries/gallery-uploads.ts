import fs from 'node:fs/promises';
import { GALLERY_PHOTO_MAX_BYTES, GALLERY_UPLOADS_PATH, galleriesTexts as t } from '@studio/shared';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../auth/auth.plugin';
import { randomStem } from '../uploads/media-store';
import type { GalleryFiles } from './gallery-files';
import { galleryIngest, UPLOAD_ID } from './gallery-ingest';
import type { GalleriesService } from './galleries.service';

/** Unfinished uploads are kept this long, so a phone can resume the next day; then housekeeping removes them. */
export const UPLOAD_KEEP_MS = 3 * 24 * 60 * 60 * 1000;

/** tus' Upload-Metadata header: comma-separated `key base64value` pairs. */
export function parseUploadMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}

const asTusError = (err: AppError) => ({
  status_code: err.statusCode,
  body: JSON.stringify({ message: err.message, code: err.code }),
});

/**
 * Resumable uploads of gallery photographs (tus 1.0, docs/decisions/0039-client-galleries.md). The
 * parts land in MEDIA_DIR/gallery-uploads, which outlives a restart, so a dropped connection or a
 * restarted server resumes where the bytes stopped. Every request is checked before tus sees it:
 * the caller must be the photographer of the gallery the upload is for. A finished file is read
 * (its bytes, never its name), refused unless JPEG, PNG or HEIC/HEIF (converted to JPEG), made
 * into the web sizes, and kept.
 */
export async function galleryUploads(app: FastifyInstance, service: GalleriesService, files: GalleryFiles) {
  await fs.mkdir(files.uploadsDir, { recursive: true });
  const store = new FileStore({ directory: files.uploadsDir, expirationPeriodInMilliseconds: UPLOAD_KEEP_MS });

  const ingest = galleryIngest({ service, files, log: app.log });

  const tus = new Server({
    path: GALLERY_UPLOADS_PATH,
    datastore: store,
    maxSize: GALLERY_PHOTO_MAX_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: false,
    namingFunction: () => randomStem(),
    async onUploadFinish(_req, upload: Upload) {
      let photo;
      try {
        photo = await ingest.ingest(upload);
      } catch (err) {
        if (err instanceof AppError) {
          await ingest.discard(upload.id);
          throw asTusError(err);
        }
        // Kept: the sweep's recovery finishes it from the stored bytes (gallery-ingest.ts).
        app.log.error({ err, upload: upload.id }, 'gallery upload could not be processed now');
        throw asTusError(new AppError('INTERNAL', t.uploadProcessingLater));
      }
      await ingest.discard(upload.id);
      return { status_code: 204, headers: { 'Gallery-Photo-Id': photo.id } };
    },
  });

  /** Refuses, before tus reads a byte, a request that is not the gallery photographer's. */
  async function guard(request: FastifyRequest<{ Params: { uploadId?: string } }>) {
    const user = currentUser(request);
    if (request.method === 'OPTIONS') return;
    const uploadId = request.params.uploadId;
    let meta: Record<string, string | null | undefined>;
    if (uploadId === undefined) {
      if (request.method !== 'POST') throw new AppError('NOT_FOUND', t.uploadNotFound);
      meta = parseUploadMetadata(request.headers['upload-metadata'] as string | undefined);
      if (!meta.galleryId || !meta.setId || !meta.filename) throw new AppError('VALIDATION', t.uploadMetadata);
      const declared = Number(request.headers['upload-length']);
      if (Number.isFinite(declared) && declared > GALLERY_PHOTO_MAX_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', t.uploadTooLarge({ mb: GALLERY_PHOTO_MAX_BYTES / 1024 / 1024 }));
    } else {
      if (!UPLOAD_ID.test(uploadId)) throw new AppError('NOT_FOUND', t.uploadNotFound);
      const upload = await store.getUpload(uploadId).catch(() => undefined);
      if (!upload) throw new AppError('NOT_FOUND', t.uploadNotFound);
      meta = upload.metadata ?? {};
    }
    const galleryId = meta.galleryId ?? '';
    if (!/^[0-9a-f-]{36}$/.test(galleryId)) throw new AppError('NOT_FOUND', t.notFound);
    const access = await service.ownerAccess(user, galleryId);
    if (access.gallery.filesDeletedAt) throw new AppError('NOT_FOUND', t.filesDeleted);
    if (!/^[0-9a-f-]{36}$/.test(meta.setId ?? '') || !(await service.repo.setOf(galleryId, meta.setId!)))
      throw new AppError('NOT_FOUND', t.setNotFound);
  }

  const handler = async (request: FastifyRequest<{ Params: { uploadId?: string } }>, reply: FastifyReply) => {
    await guard(request);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };

  await app.register(async (scope) => {
    // The body is tus' to read, as a stream: Fastify must not parse or buffer it.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const options = { onRequest: app.requireUser, schema: { hide: true }, exposeHeadRoute: false };
    scope.route({ method: ['POST', 'OPTIONS'], url: GALLERY_UPLOADS_PATH, ...options, handler });
    scope.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${GALLERY_UPLOADS_PATH}/:uploadId`, ...options, handler });
  });

  // On start, finish what a process that died mid-processing left (older than RECOVER_AFTER_MS,
  // so not what another live process is working on); closing waits for it.
  let recovering: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    recovering = ingest.recover().catch((err) => app.log.error({ err }, 'gallery upload recovery failed'));
  });
  app.addHook('onClose', async () => {
    await recovering;
  });

  return {
    /** Removes unfinished uploads older than UPLOAD_KEEP_MS (housekeeping). */
    sweep: () => store.deleteExpired(),
    /** Finishes finished uploads whose processing a dead process left undone. */
    recover: (now?: Date) => ingest.recover(now),
  };
}
