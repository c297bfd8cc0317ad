import { createHash } from 'node:crypto';
import path from 'node:path';
import { galleryViewSchema, imagesUploadResponseSchema, inquiryResponseSchema } from '@studio/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingParties, inDays, ipSequence } from '../../../test/booking-requests';
import { imagePart, jpegWithGps, listFiles, multipart, SAMPLE_VIDEO, send } from '../../../test/photographers';
import { startS3, type TestS3 } from '../../../test/s3';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { housekeepingRepository } from '../housekeeping/housekeeping.repository';
import { sweepOrphanedMedia } from '../housekeeping/media-orphans';
import { s3SettingsOf } from '../../lib/s3-client';
import type { MediaStore } from './media-store';
import { s3MediaStore } from './s3-media-store';

const BUCKET = 'studio-app-media';
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const nextIp = ipSequence('102.31');

/**
 * The app with MEDIA_STORE=s3 (docs/decisions/0040-media-store.md): what is kept goes to the
 * bucket, nothing of it to MEDIA_DIR, and the server streams it back through the same addresses
 * and the same checks.
 */
describe('media in an S3-compatible bucket (MEDIA_STORE=s3)', () => {
  let s3: TestS3;
  let t: TestApp;
  let parties: Awaited<ReturnType<typeof bookingParties>>;
  let bucket: MediaStore;
  const keptLocally = (folder: string) => listFiles(path.join(t.env.MEDIA_DIR, folder));

  beforeAll(async () => {
    s3 = await startS3([BUCKET]);
    bucket = await s3MediaStore(s3SettingsOf(s3.parsedEnv(), BUCKET));
    t = await createTestApp({
      ...s3.env,
      MEDIA_STORE: 's3',
      S3_BUCKET: BUCKET,
      AUTH_RATE_LIMIT_PER_IP: '100000',
      INQUIRY_RATE_LIMIT_PER_IP: '100000',
    });
    parties = await bookingParties(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('keeps an uploaded portfolio photograph in the bucket and serves it back at its address, cached for good, with ranges', async () => {
    const { photographer, portfolioId } = parties;
    const res = await send(
      t.app,
      'POST',
      '/api/photographers/portfolio/images',
      photographer.headers,
      multipart([imagePart(await jpegWithGps(1000, 700))]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [image] = imagesUploadResponseSchema.parse(res.json()).images;
    const url = image!.srcSet.webp.split(', ').at(-1)!.split(' ')[0]!;
    expect(url).toMatch(new RegExp(`^/uploads/portfolios/${portfolioId}/[A-Za-z0-9_-]{22}-\\d+\\.webp$`));

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const key = url.slice('/uploads/'.length);
    const inBucket = await bucket.get(key);
    const chunks: Buffer[] = [];
    for await (const c of inBucket!) chunks.push(c as Buffer);
    expect(sha(served.rawPayload)).toBe(sha(Buffer.concat(chunks)));
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(served.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);

    // The profile's video, seeking by ranges from the bucket.
    const video = (await bucket.list(`portfolios/${portfolioId}/`)).find((o) => o.key.endsWith('.mp4'))!;
    const part = await t.app.inject({
      method: 'GET',
      url: `/uploads/${video.key}`,
      headers: { range: 'bytes=100-1123' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1123/${SAMPLE_VIDEO.length}`);
    expect(part.rawPayload.equals(SAMPLE_VIDEO.subarray(100, 1124))).toBe(true);
    const beyond = await t.app.inject({
      method: 'GET',
      url: `/uploads/${video.key}`,
      headers: { range: `bytes=${SAMPLE_VIDEO.length + 10}-` },
    });
    expect(beyond.statusCode).toBe(416);

    // Nothing kept on the local disk, no temporary file left; nothing else reachable under /uploads.
    expect(keptLocally('portfolios')).toEqual([]);
    expect(keptLocally('tmp')).toEqual([]);
    for (const other of [
      `/uploads/portfolios/${portfolioId}/missing-1000.webp`,
      '/uploads/portfolios/%2e%2e/avatars/x',
    ])
      expect([403, 404], other).toContain((await t.app.inject({ method: 'GET', url: other })).statusCode);

    // Dropped from the portfolio: gone from the bucket too.
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: photographer.headers })
    ).json().photographer.gallery as { id: string }[];
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/photographers/portfolio/${portfolioId}/images`,
      headers: photographer.headers,
      payload: { images: mine.map((g) => g.id).filter((id) => id !== image!.id) },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await bucket.head(key)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it("gives a gallery's original to its photographer only, streamed from the bucket, and zips it from there", async () => {
    const { photographer, portfolioId, client, stranger } = parties;
    const inquiry = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      headers: { 'x-forwarded-for': nextIp(), ...client.headers },
      payload: {
        photographerId: portfolioId,
        name: 'Achieng Otieno',
        email: client.email,
        service: 'Wedding',
        eventDate: inDays(200),
        message: 'A garden wedding in Karen.',
      },
    });
    expect(inquiry.statusCode, inquiry.body).toBe(201);
    const bookingId = inquiryResponseSchema.parse(inquiry.json()).bookingRequest.id;
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/booking-requests/${bookingId}`,
      headers: photographer.headers,
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/booking-requests/${bookingId}/gallery`,
      headers: photographer.headers,
      payload: { title: 'Karen garden', expiresOn: inDays(60), clientDownloads: false },
    });
    expect(made.statusCode, made.body).toBe(201);
    const gallery = galleryViewSchema.parse(made.json());

    const bytes = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#35658c' } })
      .jpeg({ quality: 80 })
      .toBuffer();
    const meta = Object.entries({ galleryId: gallery.id, setId: gallery.sets[0]!.id, filename: 'IMG_0001.jpg' })
      .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
      .join(',');
    const tus = { 'tus-resumable': '1.0.0' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/gallery-uploads',
      headers: { ...photographer.headers, ...tus, 'upload-length': String(bytes.length), 'upload-metadata': meta },
    });
    expect(created.statusCode, created.body).toBe(201);
    const done = await t.app.inject({
      method: 'PATCH',
      url: created.headers.location as string,
      headers: {
        ...photographer.headers,
        ...tus,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: bytes,
    });
    expect(done.statusCode, done.body).toBe(204);

    // In the bucket, byte for byte; nothing of it left on the local disk.
    const stored = await bucket.list(`galleries/${gallery.id}/`);
    expect(stored.filter((o) => o.key.includes('/originals/')).map((o) => o.size)).toEqual([bytes.length]);
    expect(stored.filter((o) => o.key.includes('/web/')).length).toBeGreaterThan(0);
    expect(keptLocally('galleries')).toEqual([]);
    expect(keptLocally('gallery-uploads')).toEqual([]);

    const view = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/galleries/${gallery.id}`, headers });
    const own = galleryViewSchema.parse((await view(photographer.headers)).json()).photos[0]!;
    const original = await t.app.inject({ method: 'GET', url: own.downloadOriginal! });
    expect(original.statusCode).toBe(200);
    expect(sha(original.rawPayload)).toBe(sha(bytes));
    expect(original.headers['content-disposition']).toContain('IMG_0001.jpg');
    expect(original.headers['content-type']).toBe('image/jpeg');

    // The client (downloads off) gets no original address, and the photographer's, signed for
    // someone else, is refused; a stranger does not see the gallery at all.
    const theirs = galleryViewSchema.parse((await view(client.headers)).json()).photos[0]!;
    expect(theirs.downloadOriginal).toBeNull();
    const forged = own.downloadOriginal!.replace(/a=u[0-9a-f-]{36}/, `a=u${client.id}`);
    expect(forged).not.toBe(own.downloadOriginal);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const small = theirs.srcset.split(', ')[0]!.split(' ')[0]!;
    expect((await t.app.inject({ method: 'GET', url: small })).statusCode).toBe(200);
    expect((await view(stranger.headers)).statusCode).toBe(404);

    const zip = await t.app.inject({
      method: 'GET',
      url: `/api/galleries/${gallery.id}/download`,
      headers: photographer.headers,
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes(bytes)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/galleries/${gallery.id}/download`, headers: client.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('keeps avatars in the bucket and serves them', async () => {
    const { client } = parties;
    const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#aa3311' } })
      .png()
      .toBuffer();
    const res = await send(
      t.app,
      'PUT',
      '/api/me/avatar',
      client.headers,
      multipart([imagePart(picture, 'me.png', 'image/png', 'avatar')]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().user.avatar as string;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await bucket.head(`avatars/${path.basename(url)}`)).toMatchObject({ size: served.rawPayload.length });
    expect(keptLocally('avatars')).toEqual([]);
  });

  it("sweeps the bucket's files nothing names once they are a day old, and keeps the named ones", async () => {
    const { portfolioId } = parties;
    const orphan = `portfolios/${portfolioId}/AnOrphanLeftByACrash-400.webp`;
    await bucket.put(orphan, Buffer.from('orphan'));
    await bucket.put('not-a-store/whatever.webp', Buffer.from('not ours'));
    const named = (await bucket.list(`portfolios/${portfolioId}/`)).filter((o) => o.key !== orphan);
    expect(named.length).toBeGreaterThan(0);
    const referenced = await housekeepingRepository(t.db).referencedMediaNames();
    // Young files are left (an upload may be committing its row).
    expect(await sweepOrphanedMedia(t.app.media, referenced)).toBe(0);
    const tomorrow = Date.now() + 25 * 60 * 60 * 1000;
    expect(await sweepOrphanedMedia(t.app.media, referenced, { now: tomorrow })).toBe(1);
    expect(await bucket.head(orphan)).toBeUndefined();
    for (const o of named) expect(await bucket.head(o.key), o.key).toBeDefined();
    expect(await bucket.head('not-a-store/whatever.webp')).toBeDefined();
  });

  it('readiness answers 503 naming the S3 endpoint while it cannot be reached', async () => {
    expect((await t.app.inject({ url: '/api/health/ready' })).json().checks.media).toEqual({
      status: 'ok',
      store: 's3',
    });
    await s3.close();
    // Past the readiness memo of the last look at the store.
    await new Promise((r) => setTimeout(r, 5100));
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.media).toEqual({
      status: 'down',
      store: 's3',
      message: expect.stringMatching(/^The S3 endpoint http:\/\/127\.0\.0\.1:\d+ cannot be reached/),
    });
  }, 30_000);
});
