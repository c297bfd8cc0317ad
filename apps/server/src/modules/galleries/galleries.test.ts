import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  galleriesMessages,
  galleriesTexts as t,
  galleryLinkCreatedSchema,
  galleryPicksSchema,
  galleryViewSchema,
  inquiryResponseSchema,
} from '@studio/shared';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, bookingParties, inDays, ipSequence } from '../../../test/booking-requests';
import { chooseLanguage, signUpAs } from '../../../test/photographers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { PIN_ATTEMPTS_MAX } from './galleries.service';
import { sweepGalleries } from './galleries.jobs';
import { galleriesService } from './galleries.service';
import { galleryFiles } from './gallery-files';
import { galleryIngest } from './gallery-ingest';

/** A real HEVC HEIC, 96 × 64, green band on top, red left, blue right (test/fixtures/heic/README.md). */
const HEIC = fs.readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/heic/landscape-96x64.heic'));

const nextIp = ipSequence('102.29');
const meta = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');
const TUS = { 'tus-resumable': '1.0.0' };

/** The entries of a ZIP (stored, as the gallery writes them) read from its central directory. */
function unzip(buf: Buffer): Map<string, Buffer> {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBeGreaterThan(0);
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(buf.readUInt32LE(at)).toBe(0x02014b50);
    expect(buf.readUInt16LE(at + 10)).toBe(0); // stored
    const size = buf.readUInt32LE(at + 20);
    const nameLen = buf.readUInt16LE(at + 28);
    const extraLen = buf.readUInt16LE(at + 30);
    const commentLen = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    const dataAt = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    out.set(name, buf.subarray(dataAt, dataAt + size));
    at += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('client galleries (docs/decisions/0039)', () => {
  let t0: TestApp;
  let photographer: Account;
  let portfolioId: string;
  let client: Account;
  let stranger: Account;
  let otherPhotographer: Account;
  let bookingId: string;
  let galleryId: string;
  let setId: string;
  const photos: { id: string; bytes: Buffer }[] = [];
  let day = 300;

  const app = () => t0.app;
  const inject = (opts: InjectOptions) => t0.app.inject(opts);

  /** The photographer makes a link with `rights`, and a guest visits it: its token, the guest's cookie and view. */
  async function guestOf(label: string, rights: { canFavourite?: boolean; canDownload?: boolean }, name: string) {
    const link = await inject({
      method: 'POST',
      url: `/api/galleries/${galleryId}/links`,
      headers: photographer.headers,
      payload: { label, ...rights },
    });
    const token = link.json().url.split('/g/')[1] as string;
    const visit = await inject({
      method: 'POST',
      url: `/api/shared-galleries/${token}/visit`,
      headers: { 'x-forwarded-for': nextIp() },
      payload: { name },
    });
    const cookie = (visit.headers['set-cookie'] as string).split(';')[0]!;
    return { token, cookie, view: galleryViewSchema.parse(visit.json()) };
  }

  /** A completed booking of the client with the photographer. */
  async function completedBooking() {
    const res = await inject({
      method: 'POST',
      url: '/api/booking-requests',
      headers: { 'x-forwarded-for': nextIp(), ...client.headers },
      payload: {
        photographerId: portfolioId,
        name: 'Achieng Otieno',
        email: client.email,
        service: 'Wedding',
        eventDate: inDays(day++),
        message: 'A garden wedding in Karen.',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = inquiryResponseSchema.parse(res.json()).bookingRequest.id;
    const answer = (status: string) =>
      inject({
        method: 'PATCH',
        url: `/api/booking-requests/${id}`,
        headers: photographer.headers,
        payload: { status },
      });
    expect((await answer('accepted')).statusCode).toBe(200);
    await t0.pool.query(
      `update booking_requests set event_date = (now() at time zone 'Africa/Nairobi')::date - $2::int where id = $1`,
      [id, day],
    );
    expect((await answer('completed')).statusCode).toBe(200);
    return id;
  }

  /** Starts a tus upload of `length` bytes described by `metadata` (tus's creation request). */
  const createUpload = (length: number, metadata: Parameters<typeof meta>[0], headers = photographer.headers) =>
    inject({
      method: 'POST',
      url: '/api/gallery-uploads',
      headers: { ...headers, ...TUS, 'upload-length': String(length), 'upload-metadata': meta(metadata) },
    });

  /** Uploads `data` through tus in two requests; answers the last response. */
  async function upload(data: Buffer, fileName: string, headers = photographer.headers, target = { galleryId, setId }) {
    const created = await createUpload(data.length, { ...target, filename: fileName, filetype: 'image/jpeg' }, headers);
    if (created.statusCode !== 201) return created;
    const location = created.headers.location as string;
    const half = Math.floor(data.length / 2);
    const patch = (from: number, to: number) =>
      inject({
        method: 'PATCH',
        url: location.startsWith('/') ? location : `/api/gallery-uploads/${location}`,
        headers: {
          ...headers,
          ...TUS,
          'upload-offset': String(from),
          'content-type': 'application/offset+octet-stream',
        },
        payload: data.subarray(from, to),
      });
    const first = await patch(0, half);
    expect(first.statusCode, first.body).toBe(204);
    return patch(half, data.length);
  }

  const jpeg = (n: number) =>
    sharp({ create: { width: 1400, height: 900, channels: 3, background: { r: 20 * n, g: 90, b: 140 } } })
      .jpeg({ quality: 80 })
      .toBuffer();

  beforeAll(async () => {
    t0 = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', INQUIRY_RATE_LIMIT_PER_IP: '100000' });
    ({ photographer, portfolioId, client, stranger } = await bookingParties(app()));
    otherPhotographer = await signUpAs(app(), 'photographer');
    bookingId = await completedBooking();
  });
  afterAll(() => t0.close());

  it('lets only the booking photographer make the gallery, once', async () => {
    const body = { title: 'Achieng & Brian', expiresOn: inDays(60), selectionMin: 3, selectionMax: 4 };
    const url = `/api/booking-requests/${bookingId}/gallery`;
    expect((await inject({ method: 'POST', url, headers: stranger.headers, payload: body })).statusCode).toBe(404);
    expect((await inject({ method: 'POST', url, headers: otherPhotographer.headers, payload: body })).statusCode).toBe(
      404,
    );
    expect((await inject({ method: 'POST', url, headers: client.headers, payload: body })).statusCode).toBe(403);
    expect((await inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    const past = await inject({
      method: 'POST',
      url,
      headers: photographer.headers,
      payload: { ...body, expiresOn: inDays(-1) },
    });
    expect(past.statusCode).toBe(400);
    const upside = await inject({
      method: 'POST',
      url,
      headers: photographer.headers,
      payload: { ...body, selectionMin: 5 },
    });
    expect(upside.statusCode).toBe(400);
    const res = await inject({ method: 'POST', url, headers: photographer.headers, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const view = galleryViewSchema.parse(res.json());
    galleryId = view.id;
    setId = view.sets[0]!.id;
    expect(view.role).toBe('photographer');
    const again = await inject({ method: 'POST', url, headers: photographer.headers, payload: body });
    expect(again.statusCode).toBe(409);
    const addSet = (headers: Record<string, string>, name: string) =>
      inject({ method: 'POST', url: `/api/galleries/${galleryId}/sets`, headers, payload: { name } });
    expect((await addSet(photographer.headers, 'Ceremony')).statusCode).toBe(201);
    expect((await addSet(photographer.headers, 'Ceremony')).statusCode).toBe(409);
    const byClient = await addSet(client.headers, 'Mine');
    expect(byClient.statusCode).toBe(403);
  });

  it('takes photographs by resumable upload and keeps the original byte for byte', async () => {
    for (let i = 1; i <= 5; i++) {
      const bytes = await jpeg(i);
      const res = await upload(bytes, `IMG_000${i}.jpg`);
      expect(res.statusCode, res.body).toBe(204);
      photos.push({ id: res.headers['gallery-photo-id'] as string, bytes });
    }
    const view = galleryViewSchema.parse(
      (await inject({ method: 'GET', url: `/api/galleries/${galleryId}`, headers: photographer.headers })).json(),
    );
    expect(view.sets.map((s) => [s.name, s.photos])).toEqual([
      ['Highlights', 5],
      ['Ceremony', 0],
    ]);
    expect(view.photos.map((p) => p.fileName)).toEqual([
      'IMG_0001.jpg',
      'IMG_0002.jpg',
      'IMG_0003.jpg',
      'IMG_0004.jpg',
      'IMG_0005.jpg',
    ]);
    const original = await inject({ method: 'GET', url: view.photos[0]!.downloadOriginal! });
    expect(original.statusCode).toBe(200);
    expect(sha(original.rawPayload)).toBe(sha(photos[0]!.bytes));
    expect(original.headers['content-disposition']).toContain('IMG_0001.jpg');
    const small = view.photos[0]!.srcset.split(', ')[0]!.split(' ')[0]!;
    const web = await inject({ method: 'GET', url: small });
    expect(web.statusCode).toBe(200);
    expect(web.headers['content-type']).toBe('image/webp');
  });

  it('refuses a file that is not an image, an oversized file, and uploads to a gallery not yours', async () => {
    const text = await upload(Buffer.from('just some text, certainly not a photograph '.repeat(200)), 'notes.jpg');
    expect(text.statusCode).toBe(415);
    expect(JSON.parse(text.body).message).toBe(t.uploadType);
    const big = await createUpload(51 * 1024 * 1024, { galleryId, setId, filename: 'big.jpg' });
    expect(big.statusCode).toBe(413);
    const bytes = await jpeg(9);
    expect((await upload(bytes, 'x.jpg', otherPhotographer.headers)).statusCode).toBe(404);
    expect((await upload(bytes, 'x.jpg', client.headers)).statusCode).toBe(403);
    expect((await upload(bytes, 'x.jpg', stranger.headers)).statusCode).toBe(404);
    const noAuth = await inject({
      method: 'POST',
      url: '/api/gallery-uploads',
      headers: { ...TUS, 'upload-length': '10' },
    });
    expect(noAuth.statusCode).toBe(401);
    // Someone else's upload cannot be continued or read.
    const mine = await createUpload(bytes.length, { galleryId, setId, filename: 'y.jpg' });
    expect(mine.statusCode).toBe(201);
    const head = await inject({
      method: 'HEAD',
      url: mine.headers.location as string,
      headers: { ...otherPhotographer.headers, ...TUS },
    });
    expect(head.statusCode).toBe(404);
    const fileCount = fs.readdirSync(path.join(t0.env.MEDIA_DIR, 'galleries', galleryId, 'originals')).length;
    expect(fileCount).toBe(5);
  });

  it('hides the gallery from anyone but its photographer and client', async () => {
    for (const who of [stranger, otherPhotographer]) {
      const res = await inject({ method: 'GET', url: `/api/galleries/${galleryId}`, headers: who.headers });
      expect(res.statusCode).toBe(404);
    }
    const list = await inject({ method: 'GET', url: '/api/galleries', headers: stranger.headers });
    expect(list.json().data).toEqual([]);
    const mine = await inject({ method: 'GET', url: '/api/galleries', headers: client.headers });
    expect(mine.json().data).toMatchObject([{ id: galleryId, role: 'client', photos: 5 }]);
    // A signed address made for the client does not work when its signature is changed.
    const view = galleryViewSchema.parse(
      (await inject({ method: 'GET', url: `/api/galleries/${galleryId}`, headers: client.headers })).json(),
    );
    const forged = view.photos[0]!.downloadOriginal!.replace(/s=[^&]+/, `s=${'A'.repeat(32)}`);
    expect((await inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const otherPhoto = view.photos[0]!.downloadOriginal!.replace(view.photos[0]!.id, view.photos[1]!.id);
    expect((await inject({ method: 'GET', url: otherPhoto })).statusCode).toBe(403);
  });

  it('keeps favourites per person and the proofing selection within its bounds, locked once submitted', async () => {
    for (const p of photos.slice(0, 5)) {
      const res = await inject({
        method: 'PUT',
        url: `/api/galleries/${galleryId}/photos/${p.id}/favourite`,
        headers: client.headers,
        payload: { favourite: true },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const byStranger = await inject({
      method: 'PUT',
      url: `/api/galleries/${galleryId}/photos/${photos[0]!.id}/favourite`,
      headers: stranger.headers,
      payload: { favourite: true },
    });
    expect(byStranger.statusCode).toBe(404);
    const sel = (ids: string[], headers = client.headers) =>
      inject({ method: 'PUT', url: `/api/galleries/${galleryId}/selection`, headers, payload: { photoIds: ids } });
    const ids = photos.map((p) => p.id);
    const over = await sel(ids);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(t.selectionTooMany({ max: 4 }));
    expect((await sel(ids.slice(0, 2), photographer.headers)).statusCode).toBe(403);
    expect((await sel(['00000000-0000-4000-8000-000000000000'])).statusCode).toBe(400);
    expect((await sel(ids.slice(0, 2))).statusCode).toBe(200);
    const submit = () =>
      inject({ method: 'POST', url: `/api/galleries/${galleryId}/selection/submit`, headers: client.headers });
    const few = await submit();
    expect(few.statusCode).toBe(400);
    expect(few.json().message).toBe(t.selectionTooFew({ min: 3 }));
    expect((await sel(ids.slice(0, 4))).statusCode).toBe(200);
    expect((await submit()).statusCode).toBe(200);
    const locked = await sel(ids.slice(0, 3));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(t.selectionLocked);
    expect((await submit()).statusCode).toBe(409);
    const comment = await inject({
      method: 'POST',
      url: `/api/galleries/${galleryId}/photos/${photos[0]!.id}/comments`,
      headers: client.headers,
      payload: { body: 'Print this one big!' },
    });
    expect(comment.statusCode).toBe(201);
  });

  let token: string;
  let linkId: string;
  let guestCookie: string;

  it('shares by a PIN link: a wrong PIN is refused and then rate-limited, a guest gives a name', async () => {
    const made = await inject({
      method: 'POST',
      url: `/api/galleries/${galleryId}/links`,
      headers: client.headers,
      payload: { label: 'Family', pin: '4821', canFavourite: true, canDownload: false },
    });
    expect(made.statusCode, made.body).toBe(201);
    const created = galleryLinkCreatedSchema.parse(made.json());
    token = created.url.split('/g/')[1]!;
    linkId = created.link.id;
    expect(
      (
        await inject({
          method: 'POST',
          url: `/api/galleries/${galleryId}/links`,
          headers: stranger.headers,
          payload: { label: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    const door = await inject({ method: 'GET', url: `/api/shared-galleries/${token}` });
    expect(door.json()).toEqual({ title: 'Achieng & Brian', needsPin: true, expired: false, visited: false });
    const visit = (pin: string | undefined, ip = nextIp()) =>
      inject({
        method: 'POST',
        url: `/api/shared-galleries/${token}/visit`,
        headers: { 'x-forwarded-for': ip },
        payload: { name: 'Auntie Wanjiru', pin },
      });
    expect((await visit(undefined)).statusCode).toBe(401);
    for (let i = 0; i < PIN_ATTEMPTS_MAX; i++) {
      const wrong = await visit('0000');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe(t.pinWrong);
    }
    // From any address, even with the right PIN now, until the window ends.
    expect((await visit('4821')).statusCode).toBe(429);
    // A new service (the window ended) lets the right PIN in.
    const fresh = galleriesService({ db: t0.db, publicUrl: 'http://x' });
    const { key } = await fresh.visit(token, 'Auntie Wanjiru', '4821');
    guestCookie = `gallery_${linkId.replaceAll('-', '')}=${key}`;
    const view = galleryViewSchema.parse(
      (
        await inject({ method: 'GET', url: `/api/shared-galleries/${token}/view`, headers: { cookie: guestCookie } })
      ).json(),
    );
    expect(view.role).toBe('guest');
    const again = await inject({
      method: 'GET',
      url: `/api/shared-galleries/${token}`,
      headers: { cookie: guestCookie },
    });
    expect(again.json()).toMatchObject({ visited: true });
    expect(view.canDownload).toBe(false);
    expect(view.photos.every((p) => p.downloadOriginal === null)).toBe(true);
    expect((await inject({ method: 'GET', url: `/api/shared-galleries/${token}/view` })).statusCode).toBe(401);
  });

  it('lets the guest favourite and comment, but not download without the right', async () => {
    const headers = { cookie: guestCookie };
    for (const p of photos.slice(2, 5)) {
      const res = await inject({
        method: 'PUT',
        url: `/api/shared-galleries/${token}/photos/${p.id}/favourite`,
        headers,
        payload: { favourite: true },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const c = await inject({
      method: 'POST',
      url: `/api/shared-galleries/${token}/photos/${photos[2]!.id}/comments`,
      headers,
      payload: { body: 'Lovely light here' },
    });
    expect(c.statusCode).toBe(201);
    const zip = await inject({ method: 'GET', url: `/api/shared-galleries/${token}/download`, headers });
    expect(zip.statusCode).toBe(403);
    expect(zip.json().message).toBe(t.noDownloadRight);
    // The client's signed original address does not become the guest's: a guest address for the original is refused.
    const view = galleryViewSchema.parse(
      (await inject({ method: 'GET', url: `/api/shared-galleries/${token}/view`, headers })).json(),
    );
    const large = view.photos[0]!.large;
    const original = large.replace(/\/w\d+\.webp/, '/original');
    expect((await inject({ method: 'GET', url: original })).statusCode).toBe(403);
    // A viewer without downloads gets the large size watermarked (different bytes from the clean file).
    const marked = await inject({ method: 'GET', url: large });
    expect(marked.statusCode).toBe(200);
    const clientView = galleryViewSchema.parse(
      (await inject({ method: 'GET', url: `/api/galleries/${galleryId}`, headers: client.headers })).json(),
    );
    const clean = await inject({ method: 'GET', url: clientView.photos[0]!.large });
    expect(sha(marked.rawPayload)).not.toBe(sha(clean.rawPayload));
    // A guest's key opens only its own link's gallery.
    const other = await inject({
      method: 'POST',
      url: `/api/galleries/${galleryId}/links`,
      headers: photographer.headers,
      payload: { label: 'Friends' },
    });
    const otherToken = other.json().url.split('/g/')[1];
    expect((await inject({ method: 'GET', url: `/api/shared-galleries/${otherToken}/view`, headers })).statusCode).toBe(
      401,
    );
    // A view-only link cannot favourite.
    const { token: voToken, cookie: voCookie } = await guestOf('Look only', { canFavourite: false }, 'Neighbour');
    const fav = await inject({
      method: 'PUT',
      url: `/api/shared-galleries/${voToken}/photos/${photos[0]!.id}/favourite`,
      headers: { cookie: voCookie },
      payload: { favourite: true },
    });
    expect(fav.statusCode).toBe(403);
  });

  it("shows the photographer each person's picks and exports them", async () => {
    expect(
      (await inject({ method: 'GET', url: `/api/galleries/${galleryId}/picks`, headers: client.headers })).statusCode,
    ).toBe(403);
    const res = await inject({
      method: 'GET',
      url: `/api/galleries/${galleryId}/picks`,
      headers: photographer.headers,
    });
    const picks = galleryPicksSchema.parse(res.json());
    const byName = Object.fromEntries(picks.people.map((p) => [p.name, p.favourites.map((f) => f.fileName)]));
    expect(byName['Achieng Otieno']).toHaveLength(5);
    expect(byName['Auntie Wanjiru']).toEqual(['IMG_0003.jpg', 'IMG_0004.jpg', 'IMG_0005.jpg']);
    expect(picks.selection.photos.map((p) => p.fileName)).toEqual([
      'IMG_0001.jpg',
      'IMG_0002.jpg',
      'IMG_0003.jpg',
      'IMG_0004.jpg',
    ]);
    const csv = await inject({
      method: 'GET',
      url: `/api/galleries/${galleryId}/picks.csv`,
      headers: photographer.headers,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')).toContain('selection,selected,IMG_0004.jpg');
    expect(csv.body.split('\r\n')).toContain('Auntie Wanjiru,favourite,IMG_0005.jpg');
  });

  it('streams a set as a ZIP whose entries are the originals byte for byte', async () => {
    const res = await inject({
      method: 'GET',
      url: `/api/galleries/${galleryId}/download?set=${setId}`,
      headers: client.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const entries = unzip(res.rawPayload);
    expect([...entries.keys()]).toEqual([
      'Highlights/IMG_0001.jpg',
      'Highlights/IMG_0002.jpg',
      'Highlights/IMG_0003.jpg',
      'Highlights/IMG_0004.jpg',
      'Highlights/IMG_0005.jpg',
    ]);
    photos.forEach((p, i) => expect(sha(entries.get(`Highlights/IMG_000${i + 1}.jpg`)!)).toBe(sha(p.bytes)));
    expect(
      (await inject({ method: 'GET', url: `/api/galleries/${galleryId}/download`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    // The photographer turns client downloads off: the client's ZIP and originals stop.
    await inject({
      method: 'PATCH',
      url: `/api/galleries/${galleryId}`,
      headers: photographer.headers,
      payload: { clientDownloads: false },
    });
    const off = await inject({ method: 'GET', url: `/api/galleries/${galleryId}/download`, headers: client.headers });
    expect(off.statusCode).toBe(403);
    await inject({
      method: 'PATCH',
      url: `/api/galleries/${galleryId}`,
      headers: photographer.headers,
      payload: { clientDownloads: true },
    });
  });

  it('stops a revoked link and its image addresses at once', async () => {
    const headers = { cookie: guestCookie };
    const view = galleryViewSchema.parse(
      (await inject({ method: 'GET', url: `/api/shared-galleries/${token}/view`, headers })).json(),
    );
    const image = view.photos[1]!.srcset.split(' ')[0]!;
    expect((await inject({ method: 'GET', url: image })).statusCode).toBe(200);
    expect(
      (
        await inject({
          method: 'DELETE',
          url: `/api/galleries/${galleryId}/links/${linkId}`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await inject({ method: 'DELETE', url: `/api/galleries/${galleryId}/links/${linkId}`, headers: client.headers }))
        .statusCode,
    ).toBe(200);
    expect((await inject({ method: 'GET', url: image })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/shared-galleries/${token}/view`, headers })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/shared-galleries/${token}` })).statusCode).toBe(404);
  });

  it('tells guests an expired gallery expired, lets the photographer extend it, and deletes files only after the keeping time', async () => {
    const { token: tok, cookie, view: opened } = await guestOf('Guests', { canDownload: true }, 'Cousin');
    const image = opened.photos[0]!.downloadOriginal!;
    expect((await inject({ method: 'GET', url: image })).statusCode).toBe(200);
    await t0.pool.query(`update galleries set expires_at = now() - interval '1 day' where id = $1`, [galleryId]);
    expect((await inject({ method: 'GET', url: `/api/shared-galleries/${tok}` })).json()).toMatchObject({
      expired: true,
    });
    const view = await inject({ method: 'GET', url: `/api/shared-galleries/${tok}/view`, headers: { cookie } });
    expect(view.statusCode).toBe(403);
    expect(view.json().message).toBe(t.expired);
    expect((await inject({ method: 'GET', url: image })).statusCode).toBe(403);
    expect(
      (await inject({ method: 'GET', url: `/api/galleries/${galleryId}`, headers: client.headers })).statusCode,
    ).toBe(403);
    // The photographer still sees it; housekeeping keeps the files within the keeping time.
    expect(
      (await inject({ method: 'GET', url: `/api/galleries/${galleryId}`, headers: photographer.headers })).statusCode,
    ).toBe(200);
    const service = galleriesService({ db: t0.db, publicUrl: 'http://x' });
    const files = galleryFiles(t0.app.media, t0.env.MEDIA_DIR);
    const deps = { app: t0.app, service, files };
    expect((await sweepGalleries(deps)).deleted).toBe(0);
    expect(fs.existsSync(path.join(t0.env.MEDIA_DIR, 'galleries', galleryId))).toBe(true);
    // Extended: open again.
    const ext = await inject({
      method: 'PATCH',
      url: `/api/galleries/${galleryId}`,
      headers: photographer.headers,
      payload: { expiresOn: inDays(30) },
    });
    expect(ext.statusCode, ext.body).toBe(200);
    expect(
      (await inject({ method: 'GET', url: `/api/shared-galleries/${tok}/view`, headers: { cookie } })).statusCode,
    ).toBe(200);
    // Reminder 7 days before expiry, once, in the client's language.
    await chooseLanguage(t0.app, client.headers, 'sw');
    await galleriesMessages.load('sw');
    const mailsBefore = t0.mailer.sent.length;
    const reminder = new Date(Date.now() + 24 * 86_400_000);
    expect((await sweepGalleries(deps, reminder)).reminded).toBe(1);
    expect((await sweepGalleries(deps, reminder)).reminded).toBe(0);
    await eventuallyMail(mailsBefore + 1);
    expect(t0.mailer.sent.at(-1)!.to).toBe(client.email);
    const reminderMail = t0.mailer.sent.at(-1)!;
    expect(reminderMail.subject).toBe(galleriesMessages.texts('sw').reminderMail.subject({ title: 'Achieng & Brian' }));
    expect(reminderMail.html).toContain(`/sw/dashboard/galleries/${galleryId}`);
    // An extended gallery is never deleted, even long after its old date.
    const later = new Date(Date.now() + (t0.env.GALLERY_FILES_KEEP_DAYS - 1) * 86_400_000);
    expect((await sweepGalleries(deps, later)).deleted).toBe(0);
    // Past expiry plus the keeping time: the files go.
    const gone = new Date(Date.now() + (31 + t0.env.GALLERY_FILES_KEEP_DAYS) * 86_400_000);
    expect((await sweepGalleries(deps, gone)).deleted).toBe(1);
    expect(fs.existsSync(path.join(t0.env.MEDIA_DIR, 'galleries', galleryId))).toBe(false);
    expect((await inject({ method: 'GET', url: `/api/shared-galleries/${tok}` })).statusCode).toBe(404);
  });

  async function eventuallyMail(n: number) {
    const until = Date.now() + 5000;
    while (t0.mailer.sent.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(t0.mailer.sent.length).toBeGreaterThanOrEqual(n);
  }

  it('resumes an upload after the server restarts', async () => {
    const booking = await completedBooking();
    const made = await inject({
      method: 'POST',
      url: `/api/booking-requests/${booking}/gallery`,
      headers: photographer.headers,
      payload: { title: 'Second', expiresOn: inDays(20) },
    });
    const view = galleryViewSchema.parse(made.json());
    const bytes = await jpeg(7);
    const created = await createUpload(bytes.length, {
      galleryId: view.id,
      setId: view.sets[0]!.id,
      filename: 'late.jpg',
    });
    const location = created.headers.location as string;
    const half = Math.floor(bytes.length / 3);
    const first = await inject({
      method: 'PATCH',
      url: location,
      headers: {
        ...photographer.headers,
        ...TUS,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: bytes.subarray(0, half),
    });
    expect(first.statusCode).toBe(204);
    await t0.app.close();
    t0.app = await buildApp({ env: t0.env, db: t0.db, pool: t0.pool, mailer: t0.mailer });
    await t0.app.ready();
    const head = await inject({ method: 'HEAD', url: location, headers: { ...photographer.headers, ...TUS } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    const rest = await inject({
      method: 'PATCH',
      url: location,
      headers: {
        ...photographer.headers,
        ...TUS,
        'upload-offset': String(half),
        'content-type': 'application/offset+octet-stream',
      },
      payload: bytes.subarray(half),
    });
    expect(rest.statusCode, rest.body).toBe(204);
    const zip = await inject({ method: 'GET', url: `/api/galleries/${view.id}/download`, headers: client.headers });
    expect(sha(unzip(zip.rawPayload).get('Highlights/late.jpg')!)).toBe(sha(bytes));
  });

  /** A new completed booking with a gallery (bounds 1..10) and `n` photographs uploaded to it. */
  async function freshGallery(title: string, n: number) {
    const booking = await completedBooking();
    const made = await inject({
      method: 'POST',
      url: `/api/booking-requests/${booking}/gallery`,
      headers: photographer.headers,
      payload: { title, expiresOn: inDays(20), selectionMin: 1, selectionMax: 10 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const view = galleryViewSchema.parse(made.json());
    const target = { galleryId: view.id, setId: view.sets[0]!.id };
    const ids: string[] = [];
    for (let i = 1; i <= n; i++) {
      const res = await upload(await jpeg(i), `F_${i}.jpg`, photographer.headers, target);
      expect(res.statusCode, res.body).toBe(204);
      ids.push(res.headers['gallery-photo-id'] as string);
    }
    return { id: view.id, setId: target.setId, photoIds: ids };
  }

  const storedFiles = (gallery: string, stem: string) => {
    // The local store keeps each key at that path under MEDIA_DIR.
    return ['originals', 'web'].flatMap((dir) => {
      const at = path.join(t0.env.MEDIA_DIR, 'galleries', gallery, dir);
      return fs.existsSync(at) ? fs.readdirSync(at).filter((f) => f.startsWith(stem)) : [];
    });
  };

  it('lets only the photographer delete a photograph: its files, favourites, comments and selection go with it', async () => {
    const g = await freshGallery('Deletions', 2);
    const other = await freshGallery('Elsewhere', 1);
    const [doomed, kept] = g.photoIds as [string, string];
    const {
      rows: [row],
    } = await t0.pool.query<{ stem: string }>('select stem from gallery_photos where id = $1', [doomed]);
    expect(storedFiles(g.id, row!.stem).length).toBe(9); // the original, and 4 widths in WebP and AVIF
    // The client favourites, comments on and selects it; a guest favourites it too.
    const asClient = (method: 'PUT' | 'POST', url: string, payload: object) =>
      inject({ method, url, headers: client.headers, payload });
    expect(
      (await asClient('PUT', `/api/galleries/${g.id}/photos/${doomed}/favourite`, { favourite: true })).statusCode,
    ).toBe(200);
    expect(
      (await asClient('POST', `/api/galleries/${g.id}/photos/${doomed}/comments`, { body: 'This one' })).statusCode,
    ).toBe(201);
    expect((await asClient('PUT', `/api/galleries/${g.id}/selection`, { photoIds: [doomed, kept] })).statusCode).toBe(
      200,
    );
    const clientView = galleryViewSchema.parse(
      (await inject({ method: 'GET', url: `/api/galleries/${g.id}`, headers: client.headers })).json(),
    );
    const image = clientView.photos.find((p) => p.id === doomed)!.large;
    expect((await inject({ method: 'GET', url: image })).statusCode).toBe(200);

    const del = (headers: Record<string, string> | undefined, galleryId: string, photoId: string) =>
      inject({ method: 'DELETE', url: `/api/galleries/${galleryId}/photos/${photoId}`, headers });
    expect((await del(undefined, g.id, doomed)).statusCode).toBe(401);
    expect((await del(stranger.headers, g.id, doomed)).statusCode).toBe(404);
    expect((await del(otherPhotographer.headers, g.id, doomed)).statusCode).toBe(404);
    const byClient = await del(client.headers, g.id, doomed);
    expect(byClient.statusCode).toBe(403);
    expect(byClient.json().message).toBe(t.onlyPhotographer);
    // Someone else's photograph (another gallery's) through this gallery's address: 404, and it stays.
    const foreign = await del(photographer.headers, g.id, other.photoIds[0]!);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(t.photoNotFound);
    expect((await del(photographer.headers, g.id, 'not-a-uuid')).statusCode).toBe(400);
    expect((await del(photographer.headers, g.id, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const count = async (table: string) =>
      (await t0.pool.query<{ n: number }>(`select count(*)::int as n from ${table} where photo_id = $1`, [doomed]))
        .rows[0]!.n;
    expect(await count('gallery_favourites')).toBe(1);
    expect(storedFiles(g.id, row!.stem).length).toBe(9);

    const done = await del(photographer.headers, g.id, doomed);
    expect(done.statusCode, done.body).toBe(200);
    expect(storedFiles(g.id, row!.stem)).toEqual([]);
    expect(await count('gallery_favourites')).toBe(0);
    expect(await count('gallery_comments')).toBe(0);
    expect(await count('gallery_selections')).toBe(0);
    const after = galleryViewSchema.parse(
      (await inject({ method: 'GET', url: `/api/galleries/${g.id}`, headers: client.headers })).json(),
    );
    expect(after.photos.map((p) => p.id)).toEqual([kept]);
    expect(after.selection.count).toBe(1);
    expect((await inject({ method: 'GET', url: image })).statusCode).toBe(403);
    expect((await del(photographer.headers, g.id, doomed)).statusCode).toBe(404);
    // The other gallery's photograph is untouched.
    const otherView = await inject({ method: 'GET', url: `/api/galleries/${other.id}`, headers: photographer.headers });
    expect(galleryViewSchema.parse(otherView.json()).photos).toHaveLength(1);
  });

  it('turns client downloads off and on: no download addresses, and every download route answers 403 saying so', async () => {
    const g = await freshGallery('Downloads', 1);
    const { token, cookie } = await (async () => {
      const link = await inject({
        method: 'POST',
        url: `/api/galleries/${g.id}/links`,
        headers: photographer.headers,
        payload: { label: 'Family', canDownload: true },
      });
      const tok = link.json().url.split('/g/')[1] as string;
      const visit = await inject({
        method: 'POST',
        url: `/api/shared-galleries/${tok}/visit`,
        headers: { 'x-forwarded-for': nextIp() },
        payload: { name: 'Uncle' },
      });
      return { token: tok, cookie: (visit.headers['set-cookie'] as string).split(';')[0]! };
    })();
    const clientView = async () =>
      galleryViewSchema.parse(
        (await inject({ method: 'GET', url: `/api/galleries/${g.id}`, headers: client.headers })).json(),
      );
    const guestView = async () =>
      galleryViewSchema.parse(
        (await inject({ method: 'GET', url: `/api/shared-galleries/${token}/view`, headers: { cookie } })).json(),
      );
    const on = await clientView();
    expect(on.clientDownloads).toBe(true);
    const addresses = [
      on.photos[0]!.downloadOriginal!,
      on.photos[0]!.downloadWeb!,
      (await guestView()).photos[0]!.downloadOriginal!,
    ];
    for (const url of addresses) expect((await inject({ method: 'GET', url })).statusCode).toBe(200);

    const toggle = (headers: Record<string, string>, clientDownloads: unknown) =>
      inject({ method: 'PATCH', url: `/api/galleries/${g.id}`, headers, payload: { clientDownloads } });
    expect((await toggle(client.headers, false)).statusCode).toBe(403);
    expect((await toggle(stranger.headers, false)).statusCode).toBe(404);
    expect((await toggle(photographer.headers, 'no')).statusCode).toBe(400);
    expect((await clientView()).clientDownloads).toBe(true);
    const off = await toggle(photographer.headers, false);
    expect(off.statusCode, off.body).toBe(200);
    const ownerView = galleryViewSchema.parse(off.json());
    expect(ownerView.clientDownloads).toBe(false);
    expect(ownerView.canDownload).toBe(true); // the photographer always may

    for (const view of [await clientView(), await guestView()]) {
      expect(view.clientDownloads).toBe(false);
      expect(view.canDownload).toBe(false);
      expect(view.photos.every((p) => p.downloadOriginal === null && p.downloadWeb === null)).toBe(true);
    }
    // Addresses made while downloads were on stop, and the ZIPs are refused, each with the reason.
    const refusals = [
      ...addresses.map((url) => inject({ method: 'GET', url })),
      inject({ method: 'GET', url: `/api/galleries/${g.id}/download`, headers: client.headers }),
      inject({ method: 'GET', url: `/api/galleries/${g.id}/download?set=${g.setId}`, headers: client.headers }),
      inject({ method: 'GET', url: `/api/shared-galleries/${token}/download`, headers: { cookie } }),
    ];
    for (const res of await Promise.all(refusals)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(t.downloadsOff);
    }
    // The photographer still downloads.
    expect(
      (await inject({ method: 'GET', url: `/api/galleries/${g.id}/download`, headers: photographer.headers }))
        .statusCode,
    ).toBe(200);

    expect((await toggle(photographer.headers, true)).statusCode).toBe(200);
    const back = await clientView();
    expect(back.canDownload).toBe(true);
    expect((await inject({ method: 'GET', url: back.photos[0]!.downloadOriginal! })).statusCode).toBe(200);
    expect(
      (await inject({ method: 'GET', url: `/api/shared-galleries/${token}/download`, headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it('finishes a photograph whose processing a crash interrupted, on restart or at the next sweep, from the stored upload', async () => {
    const g = await freshGallery('Crashes', 0);
    const files = galleryFiles(t0.app.media, t0.env.MEDIA_DIR);
    const service = galleriesService({ db: t0.db, publicUrl: 'http://x' });
    const recoverUploads = (now: Date) => galleryIngest({ service, files, log: t0.app.log }).recover(now);
    const sweep = () => sweepGalleries({ app: t0.app, service, files, recoverUploads });
    const upload = (id: string) => path.join(files.uploadsDir, id);
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    /**
     * A tus upload of `bytes` whose first half came through tus and whose last bytes reached the
     * disk as the process died: complete, and never processed (tus never called its finish).
     */
    async function crashedUpload(bytes: Buffer, fileName: string, complete = true) {
      const created = await createUpload(bytes.length, { galleryId: g.id, setId: g.setId, filename: fileName });
      expect(created.statusCode, created.body).toBe(201);
      const location = created.headers.location as string;
      const half = Math.floor(bytes.length / 2);
      const first = await inject({
        method: 'PATCH',
        url: location,
        headers: {
          ...photographer.headers,
          ...TUS,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        payload: bytes.subarray(0, half),
      });
      expect(first.statusCode).toBe(204);
      const id = location.split('/').pop()!;
      if (complete) fs.appendFileSync(upload(id), bytes.subarray(half));
      return id;
    }
    const photosOf = async () =>
      galleryViewSchema.parse(
        (await inject({ method: 'GET', url: `/api/galleries/${g.id}`, headers: photographer.headers })).json(),
      ).photos;
    const originalOf = async (fileName: string) => {
      const photo = (await photosOf()).find((p) => p.fileName === fileName)!;
      const res = await inject({ method: 'GET', url: photo.downloadOriginal! });
      expect(res.statusCode).toBe(200);
      expect((await inject({ method: 'GET', url: photo.large })).statusCode).toBe(200);
      return res.rawPayload;
    };

    // 1. The process dies after the last byte was stored, before any size or row existed.
    const first = await jpeg(3);
    const a = await crashedUpload(first, 'crash-a.jpg');
    expect(await photosOf()).toEqual([]);
    // Just now: it may be in the hands of a live process, so neither a sweep nor a start touches it.
    expect((await sweep()).recovered).toBe(0);
    expect(fs.existsSync(upload(a))).toBe(true);
    // Twenty minutes later the server starts again and finishes it.
    fs.utimesSync(upload(a), minutesAgo(20), minutesAgo(20));
    await t0.app.close();
    t0.app = await buildApp({ env: t0.env, db: t0.db, pool: t0.pool, mailer: t0.mailer });
    await t0.app.ready();
    const until = Date.now() + 15_000;
    while ((await photosOf()).length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    expect((await photosOf()).map((p) => p.fileName)).toEqual(['crash-a.jpg']);
    expect(sha(await originalOf('crash-a.jpg'))).toBe(sha(first));
    expect(fs.existsSync(upload(a))).toBe(false);
    expect(fs.existsSync(`${upload(a)}.json`)).toBe(false);

    // 2. It dies after the original moved in and some sizes were made, before the row: the next sweep finishes it.
    const second = await jpeg(4);
    const b = await crashedUpload(second, 'crash-b.jpg');
    // The local store keeps each key at that path under MEDIA_DIR.
    const inMedia = (key: string) => path.join(t0.env.MEDIA_DIR, key);
    fs.mkdirSync(path.dirname(inMedia(files.original(g.id, b, 'jpg'))), { recursive: true });
    fs.renameSync(upload(b), inMedia(files.original(g.id, b, 'jpg')));
    fs.writeFileSync(inMedia(files.web(g.id, b, 400, 'webp')), 'half-written');
    fs.utimesSync(inMedia(files.original(g.id, b, 'jpg')), minutesAgo(15), minutesAgo(15));
    // 3. One whose bytes stopped halfway stays, for tus to resume; 4. a crashed upload that is no photograph goes.
    const c = await crashedUpload(await jpeg(5), 'half.jpg', false);
    fs.utimesSync(upload(c), minutesAgo(30), minutesAgo(30));
    const d = await crashedUpload(Buffer.from('not a photograph at all '.repeat(100)), 'notes.jpg');
    fs.utimesSync(upload(d), minutesAgo(30), minutesAgo(30));
    expect((await sweep()).recovered).toBe(1);
    expect(sha(await originalOf('crash-b.jpg'))).toBe(sha(second));
    expect(
      fs
        .readFileSync(inMedia(files.web(g.id, b, 400, 'webp')))
        .subarray(0, 4)
        .toString(),
    ).toBe('RIFF');
    expect(fs.existsSync(`${upload(b)}.json`)).toBe(false);
    expect(fs.existsSync(upload(c))).toBe(true);
    expect(fs.existsSync(`${upload(c)}.json`)).toBe(true);
    expect(fs.existsSync(upload(d))).toBe(false);
    expect(fs.existsSync(`${upload(d)}.json`)).toBe(false);
    // Nothing is made twice: another sweep, or the same upload processed again, finds the row.
    expect((await sweep()).recovered).toBe(0);
    expect(
      await galleryIngest({ service, files, log: t0.app.log }).ingest({
        id: a,
        metadata: { galleryId: g.id, setId: g.setId },
      }),
    ).toMatchObject({ fileName: 'crash-a.jpg' });
    expect((await photosOf()).map((p) => p.fileName).sort()).toEqual(['crash-a.jpg', 'crash-b.jpg']);
    // The half upload still resumes and ends as a photograph the usual way.
    const head = await inject({
      method: 'HEAD',
      url: `/api/gallery-uploads/${c}`,
      headers: { ...photographer.headers, ...TUS },
    });
    expect(head.statusCode).toBe(200);
  });

  it('converts a HEIC upload to a JPEG original and web sizes; refuses a damaged or oversized one; finishes one a crash left', async () => {
    const g = await freshGallery('iPhone', 0);
    const target = { galleryId: g.id, setId: g.setId };
    const files = galleryFiles(t0.app.media, t0.env.MEDIA_DIR);
    const waiting = () => fs.readdirSync(files.uploadsDir).sort();
    const before = waiting();
    const photosOf = async () =>
      galleryViewSchema.parse(
        (await inject({ method: 'GET', url: `/api/galleries/${g.id}`, headers: photographer.headers })).json(),
      ).photos;
    /** The photograph's original as downloaded, checked to be the fixture's pixels, upright, with no metadata. */
    async function expectConverted(fileName: string) {
      const photo = (await photosOf()).find((p) => p.fileName === fileName)!;
      expect(photo).toBeDefined();
      const original = await inject({ method: 'GET', url: photo.downloadOriginal! });
      expect(original.statusCode).toBe(200);
      expect(original.headers['content-disposition']).toContain(fileName);
      const info = await sharp(original.rawPayload).metadata();
      expect([info.format, info.width, info.height]).toEqual(['jpeg', 96, 64]);
      expect(info.exif).toBeUndefined();
      expect(info.orientation).toBeUndefined();
      const pixel = async (x: number, y: number) => [
        ...(await sharp(original.rawPayload).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer()),
      ];
      const near = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - want[i]!) < 24);
      expect(near(await pixel(48, 6), [30, 200, 40]), 'green band on top').toBe(true);
      expect(near(await pixel(20, 40), [220, 30, 30]), 'red on the left').toBe(true);
      expect(near(await pixel(76, 40), [30, 60, 220]), 'blue on the right').toBe(true);
      const large = await inject({ method: 'GET', url: photo.large });
      expect(large.statusCode).toBe(200);
      const web = await sharp(large.rawPayload).metadata();
      expect([web.format, web.width, web.height, web.exif]).toEqual(['webp', 96, 64, undefined]);
    }

    // Through the real tus flow: the HEIC becomes a JPEG original named .jpg, and its web sizes.
    const res = await upload(HEIC, 'IMG_7001.HEIC', photographer.headers, target);
    expect(res.statusCode, res.body).toBe(204);
    await expectConverted('IMG_7001.jpg');
    expect(waiting()).toEqual(before);

    // A damaged HEIC (its type still reads as HEIC) is refused, and nothing of it is kept.
    const damaged = Buffer.concat([HEIC.subarray(0, 600), Buffer.alloc(300, 7)]);
    const broken = await upload(damaged, 'IMG_7002.HEIC', photographer.headers, target);
    expect(broken.statusCode).toBe(415);
    expect(broken.json().message).toBe(t.uploadHeicUnreadable);
    // One whose header claims 20000 × 20000 pixels is refused before a pixel is decoded.
    const bomb = Buffer.from(HEIC);
    const ispe = bomb.indexOf('ispe');
    expect(ispe).toBeGreaterThan(0);
    bomb.writeUInt32BE(20_000, ispe + 8);
    bomb.writeUInt32BE(20_000, ispe + 12);
    const huge = await upload(bomb, 'IMG_7003.HEIC', photographer.headers, target);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(t.uploadTooManyPixels({ megapixels: 100 }));
    expect((await photosOf()).map((p) => p.fileName)).toEqual(['IMG_7001.jpg']);
    expect(waiting()).toEqual(before);
    expect(fs.readdirSync(path.join(t0.env.MEDIA_DIR, 'galleries', g.id, 'originals'))).toHaveLength(1);

    // Every byte of a HEIC arrived and the process died before it was processed, after a
    // half-written original had reached the store: the sweep converts it again and finishes it.
    const service = galleriesService({ db: t0.db, publicUrl: 'http://x' });
    const later = new Date(Date.now() + 20 * 60_000);
    const recoverUploads = () => galleryIngest({ service, files, log: t0.app.log }).recover(later);
    const sweep = () => sweepGalleries({ app: t0.app, service, files, recoverUploads });
    const created = await createUpload(HEIC.length, { ...target, filename: 'IMG_7004.heic', filetype: 'image/heic' });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.headers.location as string).split('/').pop()!;
    fs.writeFileSync(path.join(files.uploadsDir, id), HEIC);
    const inMedia = path.join(t0.env.MEDIA_DIR, files.original(g.id, id, 'jpg'));
    fs.writeFileSync(inMedia, 'half-written');
    expect((await sweep()).recovered).toBe(1);
    await expectConverted('IMG_7004.jpg');
    expect(waiting()).toEqual(before);
    expect((await sweep()).recovered).toBe(0);
  });
});
