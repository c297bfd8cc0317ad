import { escapeHtml, galleriesTexts as t } from '@studio/shared';
import { type ArchiverError, ZipArchive } from 'archiver';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { GalleryPhotoRow, GalleryRow } from '../../db/schema/galleries';
import { AppError } from '../../lib/app-error';
import { readStored } from '../uploads/media-store';
import { sendStored } from '../uploads/serve-stored';
import type { GalleryFiles } from './gallery-files';
import { type GalleriesService, isExpired, runsGallery } from './galleries.service';
import { MEDIA_KIND, verifySigned } from './signed-urls';

const invalid = () => new AppError('FORBIDDEN', t.signedUrlInvalid);
/** Web sizes at least this wide are watermarked for a viewer who may not download. */
const WATERMARK_FROM = 1200;

/** `IMG_0001.jpg` → `IMG_0001.webp`; quotes and control characters never reach a header. */
function downloadName(fileName: string, ext?: string) {
  const base = ext ? fileName.replace(/\.[^.]*$/, '') + `.${ext}` : fileName;
  return base.replace(/[\u0000-\u001f"\\/]/g, '_');
}

export function contentDisposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function watermark(width: number, height: number, mark: string) {
  const size = Math.max(18, Math.round(width / 14));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g font-family="sans-serif" font-size="${size}" fill="#fff" fill-opacity="0.45" stroke="#000" stroke-opacity="0.25" text-anchor="middle">` +
      [0.25, 0.5, 0.75]
        .map(
          (y) =>
            `<text x="50%" y="${Math.round(height * y)}" transform="rotate(-20 ${width / 2} ${Math.round(height * y)})">${escapeHtml(mark)}</text>`,
        )
        .join('') +
      '</g></svg>',
  );
}

/**
 * Serves one signed image address (docs/decisions/0039-client-galleries.md). The signature names
 * the photograph, the size, the expiry and who it was made for; a guest's address is checked
 * against the link's row on every request, so revoking the link stops it at once.
 */
export async function serveSignedMedia(
  deps: { service: GalleriesService; files: GalleryFiles; mark: (gallery: GalleryRow) => Promise<string> },
  request: FastifyRequest,
  reply: FastifyReply,
  params: { photoId: string; kind: string },
  query: { e: number; a: string; s: string },
) {
  const match = MEDIA_KIND.exec(params.kind);
  if (!match) throw invalid();
  const found = await deps.service.repo.photoWithGallery(params.photoId);
  if (!found) throw invalid();
  const { photo, gallery } = found;
  if (!verifySigned(gallery.urlKey, { photoId: photo.id, kind: params.kind, expires: query.e, who: query.a }, query.s))
    throw invalid();
  if (gallery.filesDeletedAt) throw new AppError('NOT_FOUND', t.filesDeleted);

  let canDownload: boolean;
  if (query.a.startsWith('l')) {
    const link = await deps.service.repo.linkById(query.a.slice(1));
    if (!link || link.revokedAt || link.galleryId !== gallery.id) throw new AppError('NOT_FOUND', t.linkNotFound);
    if (isExpired(gallery)) throw new AppError('FORBIDDEN', t.expired);
    canDownload = link.canDownload && gallery.clientDownloads;
  } else {
    const found2 = await deps.service.repo.galleryWithParties(gallery.id);
    const userId = query.a.slice(1);
    if (!found2) throw invalid();
    // A studio client's gallery (no photographer) is run by staff: only then is the account's role read.
    const role = found2.parties.photographerUserId === null ? await deps.service.repo.roleOf(userId) : undefined;
    if (runsGallery(found2.parties, { id: userId, role })) canDownload = true;
    else if (found2.parties.clientUserId === userId) {
      if (isExpired(gallery)) throw new AppError('FORBIDDEN', t.expired);
      canDownload = gallery.clientDownloads;
    } else throw invalid();
  }

  const cacheSeconds = Math.max(0, query.e - Math.floor(Date.now() / 1000));
  const cacheControl = `private, max-age=${Math.min(cacheSeconds, 3600)}`;
  reply.header('x-content-type-options', 'nosniff');
  const notFound = () => {
    throw new AppError('NOT_FOUND', t.photoNotFound);
  };

  if (params.kind === 'original' || params.kind === 'web.webp') {
    if (!canDownload) throw new AppError('FORBIDDEN', gallery.clientDownloads ? t.noDownloadRight : t.downloadsOff);
    const largest = photo.widths[photo.widths.length - 1]!;
    const file =
      params.kind === 'original'
        ? deps.files.original(gallery.id, photo.stem, photo.ext)
        : deps.files.web(gallery.id, photo.stem, largest, 'webp');
    const name = params.kind === 'original' ? downloadName(photo.fileName) : downloadName(photo.fileName, 'webp');
    reply.header('content-disposition', contentDisposition(name));
    return sendStored(request, reply, deps.files.store, file, {
      cacheControl,
      contentType: params.kind === 'original' ? (photo.ext === 'png' ? 'image/png' : 'image/jpeg') : 'image/webp',
      notFound,
    });
  }

  const width = Number(match[1]);
  const format = match[2] as 'webp' | 'avif';
  if (!photo.widths.includes(width)) throw new AppError('NOT_FOUND', t.photoNotFound);
  const file = deps.files.web(gallery.id, photo.stem, width, format);
  if (!canDownload && width >= WATERMARK_FROM) {
    const height = Math.round((photo.height * width) / photo.width);
    const bytes = await readStored(deps.files.store, file);
    if (!bytes) return notFound();
    const marked = await sharp(bytes)
      .composite([{ input: watermark(width, height, await deps.mark(gallery)) }])
      .toFormat(format, format === 'avif' ? { quality: 52, effort: 0 } : { quality: 78, effort: 2 })
      .toBuffer();
    return reply.header('cache-control', cacheControl).type(`image/${format}`).send(marked);
  }
  return sendStored(request, reply, deps.files.store, file, { cacheControl, contentType: `image/${format}`, notFound });
}

/** Unique entry names: a second `IMG_1.jpg` in a folder becomes `IMG_1 (2).jpg`. */
export function zipEntryNames(photos: { folder: string; fileName: string }[]): string[] {
  const seen = new Map<string, number>();
  return photos.map(({ folder, fileName }) => {
    const clean = fileName.replace(/[\u0000-\u001f\\/:*?"<>|]/g, '_') || 'photo';
    const base = `${folder.replace(/[\u0000-\u001f\\/:*?"<>|]/g, '_')}/${clean}`;
    const n = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), n);
    if (n === 1) return base;
    const dot = base.lastIndexOf('.');
    return dot > base.lastIndexOf('/') ? `${base.slice(0, dot)} (${n})${base.slice(dot)}` : `${base} (${n})`;
  });
}

/**
 * The originals of a gallery (or one set) as a ZIP written to the response while it is built:
 * stored, not compressed (photographs do not shrink), each file opened only when its turn comes,
 * so memory stays flat and nothing is copied to disk.
 */
export function streamZip(
  reply: FastifyReply,
  deps: { files: GalleryFiles; log: { warn(obj: object, msg: string): void } },
  gallery: GalleryRow,
  sets: { id: string; name: string }[],
  photos: GalleryPhotoRow[],
  zipName: string,
) {
  const setName = new Map(sets.map((s) => [s.id, s.name]));
  const names = zipEntryNames(photos.map((p) => ({ folder: setName.get(p.setId) ?? 'Photos', fileName: p.fileName })));
  const archive = new ZipArchive({ store: true });
  archive.on('warning', (err: ArchiverError) => deps.log.warn({ err }, 'gallery zip warning'));
  archive.on('error', (err: ArchiverError) => {
    deps.log.warn({ err }, 'gallery zip failed');
    reply.raw.destroy(err);
  });
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) archive.abort();
  });
  // One file at a time, the next one opened when the last one's entry is written: entries keep the
  // gallery's order, and 500 photographs never hold 500 open files.
  let next = 0;
  const appendNext = async (): Promise<void> => {
    const photo = photos[next];
    if (!photo) {
      await archive.finalize();
      return;
    }
    const name = names[next]!;
    next++;
    const body = await deps.files.store.get(deps.files.original(gallery.id, photo.stem, photo.ext));
    // A file deleted since the list was read (the photograph was removed meanwhile) is left out.
    if (!body) return appendNext();
    archive.append(body, { name, date: photo.createdAt });
  };
  const appendOrFail = () =>
    appendNext().catch((err: unknown) => {
      deps.log.warn({ err }, 'gallery zip failed');
      archive.abort();
      reply.raw.destroy(err as Error);
    });
  archive.on('entry', appendOrFail);
  void appendOrFail();
  reply.header('content-disposition', contentDisposition(zipName));
  reply.header('cache-control', 'no-store');
  reply.type('application/zip');
  return reply.send(archive);
}
