import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  IMAGE_ENTRY_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  IMAGES_MAX_PER_PORTFOLIO,
  imagesReorderResponseSchema,
  imagesUploadResponseSchema,
  type PortfolioImage,
  portfolioTexts,
  VIDEO_MAX_BYTES,
} from '@studio/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  createPortfolio,
  fieldParts,
  imagePart,
  jpegWithGps,
  listFiles,
  multipart,
  type Part,
  SAMPLE_VIDEO,
  send,
  signUpAs,
  videoPart,
} from '../../../test/photographers';

/** True when the bytes carry an EXIF GPS IFD pointer (tag 0x8825), in either byte order. */
const hasGpsTag = (bytes: Buffer) =>
  bytes.includes(Buffer.from([0x88, 0x25, 0x00, 0x04])) || bytes.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]));

/** Every variant URL of an uploaded image, from its srcsets. */
const variantUrls = (image: PortfolioImage) =>
  [image.srcSet.webp, image.srcSet.avif].flatMap((s) => s.split(', ').map((entry) => entry.split(' ')[0]!));

describe('photographers: images and video (D21)', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUpAs>>;
  let portfolioId: string;
  let videoUrl: string;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
    owner = await signUpAs(t.app, 'photographer');
    const ph = await createPortfolio(t.app, owner.headers);
    portfolioId = ph._id;
    videoUrl = ph.video;
    await withoutPhotographs(portfolioId);
  });

  /**
   * A profile as one made before ADR 0037 may be: its video and no photograph, so that the counts
   * below start from nothing (a profile is now created with its first photograph).
   */
  async function withoutPhotographs(id: string) {
    await t.pool.query('delete from portfolio_images where portfolio_id = $1', [id]);
    const folder = path.join(t.env.MEDIA_DIR, 'portfolios', id);
    for (const file of listFiles(folder)) if (/\.(webp|avif)$/.test(file)) fs.rmSync(path.join(folder, file));
  }
  afterAll(() => t.close());

  const dir = () => path.join(t.env.MEDIA_DIR, 'portfolios', portfolioId);
  const tmpFiles = () => listFiles(path.join(t.env.MEDIA_DIR, 'tmp'));
  const upload = (headers: Record<string, string>, parts: Part[]) =>
    send(t.app, 'POST', '/api/photographers/portfolio/images', headers, multipart(parts));
  const imageCount = async () =>
    (await t.pool.query('select count(*)::int as n from portfolio_images where portfolio_id = $1', [portfolioId]))
      .rows[0].n as number;
  const reorder = (headers: Record<string, string>, images: unknown, id = portfolioId) =>
    t.app.inject({ method: 'PATCH', url: `/api/photographers/portfolio/${id}/images`, headers, payload: { images } });

  /** Asserts a refused upload changed nothing: same files, same rows, no temporary files. */
  async function expectNothingStored(before: { files: string[]; rows: number }) {
    expect(listFiles(dir()).sort()).toEqual(before.files.sort());
    expect(await imageCount()).toBe(before.rows);
    expect(tmpFiles()).toEqual([]);
  }
  const snapshot = async () => ({ files: listFiles(dir()), rows: await imageCount() });

  describe('upload', () => {
    let uploaded: PortfolioImage[];

    it('turns pictures upright, into WebP and AVIF variants with a placeholder, with no EXIF or GPS left', async () => {
      const gps = await jpegWithGps();
      expect(hasGpsTag(gps)).toBe(true);
      const res = await upload(owner.headers, [
        imagePart(gps, 'a.jpg'),
        imagePart(await jpegWithGps(2400, 1600), 'b.jpg'),
      ]);
      expect(res.statusCode, res.body).toBe(201);
      uploaded = imagesUploadResponseSchema.parse(res.json()).images;
      expect(uploaded).toHaveLength(2);

      const [small, large] = uploaded as [PortfolioImage, PortfolioImage];
      // Orientation 6: the 1200x800 sensor image is a portrait once upright.
      expect([small.width, small.height]).toEqual([800, 1200]);
      expect(small.srcSet.webp).toBe(
        [400, 800]
          .map(
            (w) =>
              `/uploads/portfolios/${portfolioId}/${small.url
                .split('/')
                .pop()!
                .replace(/-\d+\.webp$/, '')}-${w}.webp ${w}w`,
          )
          .join(', '),
      );
      expect(small.url).toMatch(/-800\.webp$/);
      // 2400x1600 upright is 1600x2400: widths up to 1600, display at 1200.
      expect([large.width, large.height]).toEqual([1600, 2400]);
      expect(large.srcSet.avif.split(', ').map((s) => s.split(' ')[1])).toEqual(['400w', '800w', '1200w', '1600w']);
      expect(large.url).toMatch(/-1200\.webp$/);
      expect(small.placeholder).toMatch(/^data:image\/webp;base64,/);

      for (const image of uploaded) {
        for (const url of variantUrls(image)) {
          const served = await t.app.inject({ method: 'GET', url });
          expect(served.statusCode, url).toBe(200);
          expect(served.headers['content-type']).toBe(url.endsWith('.avif') ? 'image/avif' : 'image/webp');
          expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          const bytes = served.rawPayload;
          const meta = await sharp(bytes).metadata();
          expect(meta.exif, url).toBeUndefined();
          expect(meta.xmp, url).toBeUndefined();
          expect(meta.iptc, url).toBeUndefined();
          expect(hasGpsTag(bytes), url).toBe(false);
          expect(bytes.includes(Buffer.from('Studio Camera')), url).toBe(false);
          expect(bytes.includes(Buffer.from('Secret Owner')), url).toBe(false);
        }
      }
      // No original is kept: only the variants (2 formats per width) and the video.
      expect(listFiles(dir())).toHaveLength(1 + 2 * 2 + 4 * 2);
      expect(tmpFiles()).toEqual([]);

      const mine = await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: owner.headers });
      expect(mine.json().photographer.images).toEqual(uploaded.map((i) => i.url));
      const feed = await t.app.inject({ method: 'GET', url: '/api/recent-activities', headers: owner.headers });
      expect(feed.json().data[0]).toMatchObject({ action: 'Uploaded image', count: 2 });
    });

    it('accepts PNG, WebP and AVIF as well', async () => {
      const base = sharp({
        create: { width: 300, height: 200, channels: 4, background: { r: 10, g: 120, b: 90, alpha: 0.5 } },
      });
      const res = await upload(owner.headers, [
        imagePart(await base.clone().png().toBuffer(), 'p.png', 'image/png'),
        imagePart(await base.clone().webp().toBuffer(), 'w.webp', 'image/webp'),
        imagePart(await base.clone().avif().toBuffer(), 'a.avif', 'image/avif'),
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const images = res.json().images as PortfolioImage[];
      expect(images.map((i) => [i.width, i.height])).toEqual([
        [300, 200],
        [300, 200],
        [300, 200],
      ]);
      // Smaller than the smallest standard width: one variant at its own size, never upscaled.
      expect(images[0]!.srcSet.webp).toMatch(/-300\.webp 300w$/);
      const ids = (await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: owner.headers }))
        .json()
        .photographer.gallery.map((g: PortfolioImage) => g.id) as string[];
      const kept = ids.filter((id) => !images.some((i) => i.id === id));
      expect((await reorder(owner.headers, kept)).statusCode).toBe(200);
    });

    it('a text file named .jpg gets 415 and nothing is stored', async () => {
      const before = await snapshot();
      const res = await upload(owner.headers, [
        imagePart(Buffer.from('hello, I am not a picture\n'.repeat(300)), 'x.jpg'),
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(portfolioTexts.imageType);
      await expectNothingStored(before);
    });

    it('a good picture with a bad one in the same request: 415, and neither is stored', async () => {
      const before = await snapshot();
      const res = await upload(owner.headers, [
        imagePart(await jpegWithGps(), 'good.jpg'),
        imagePart(Buffer.from('GIF89a not really'), 'bad.jpg'),
      ]);
      expect(res.statusCode).toBe(415);
      await expectNothingStored(before);
    });

    it('bytes that claim to be a JPEG but do not decode get 415', async () => {
      const before = await snapshot();
      const good = await jpegWithGps();
      const broken = Buffer.concat([good.subarray(0, 4200), Buffer.alloc(2000, 0x41)]);
      const res = await upload(owner.headers, [imagePart(broken, 'broken.jpg')]);
      expect(res.statusCode).toBe(415);
      await expectNothingStored(before);
    });

    it('an image over 20 MB gets 413 with a clear message and nothing is stored', async () => {
      const before = await snapshot();
      const head = await jpegWithGps(64, 64);
      const big = Buffer.concat([head, Buffer.alloc(IMAGE_MAX_BYTES + 1 - head.length)]);
      const res = await upload(owner.headers, [imagePart(big, 'big.jpg')]);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(portfolioTexts.imageTooLarge);
      await expectNothingStored(before);
    });

    it('a wrong field name gets 400; an empty request gets 400', async () => {
      const before = await snapshot();
      const wrong = await upload(owner.headers, [imagePart(await jpegWithGps(), 'a.jpg', 'image/jpeg', 'images')]);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(portfolioTexts.noImages);
      const empty = await upload(owner.headers, [{ name: 'caption', value: 'nothing attached' }]);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(portfolioTexts.noImages);
      await expectNothingStored(before);
    });

    it(`more than ${IMAGES_MAX_PER_PORTFOLIO} images in the portfolio gets 413, and nothing is stored`, async () => {
      const have = await imageCount();
      // Fill up to one below the limit with rows (processing 28 real files would only slow the test).
      await t.pool.query(
        `insert into portfolio_images (portfolio_id, position, base, widths, width, height, placeholder)
         select $1, 100 + g, '/media/photos/x', '[400]', 400, 300, 'data:image/webp;base64,' from generate_series(1, $2) g`,
        [portfolioId, IMAGES_MAX_PER_PORTFOLIO - 1 - have],
      );
      const before = await snapshot();
      const two = await upload(owner.headers, [
        imagePart(await jpegWithGps(), 'a.jpg'),
        imagePart(await jpegWithGps(), 'b.jpg'),
      ]);
      expect(two.statusCode).toBe(413);
      expect(two.json().message).toBe(portfolioTexts.tooManyImages);
      await expectNothingStored(before);

      const one = await upload(owner.headers, [imagePart(await jpegWithGps(), 'c.jpg')]);
      expect(one.statusCode).toBe(201);
      expect(await imageCount()).toBe(IMAGES_MAX_PER_PORTFOLIO);
      const after = await snapshot();
      const more = await upload(owner.headers, [imagePart(await jpegWithGps(), 'd.jpg')]);
      expect(more.statusCode).toBe(413);
      expect(more.json().message).toBe(portfolioTexts.tooManyImages);
      await expectNothingStored(after);

      // Back to the two real uploads for the tests below.
      await t.pool.query(`delete from portfolio_images where portfolio_id = $1 and base = '/media/photos/x'`, [
        portfolioId,
      ]);
      const last = (await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: owner.headers }))
        .json()
        .photographer.gallery.map((g: PortfolioImage) => g.id) as string[];
      expect((await reorder(owner.headers, last.slice(0, 2))).statusCode).toBe(200);
      expect(last.slice(0, 2)).toEqual(uploaded.map((i) => i.id));
    });

    it('a client gets 403; a photographer without a portfolio gets 409', async () => {
      const client = await signUpAs(t.app, 'client');
      const res = await upload(client.headers, [imagePart(await jpegWithGps())]);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(portfolioTexts.onlyPhotographers);
      const fresh = await signUpAs(t.app, 'photographer');
      const none = await upload(fresh.headers, [imagePart(await jpegWithGps())]);
      expect(none.statusCode).toBe(409);
      expect(none.json().message).toBe(portfolioTexts.portfolioMissing);
      expect(tmpFiles()).toEqual([]);
    });
  });

  describe('reorder and remove (PATCH .../images)', () => {
    let ids: string[];
    beforeAll(async () => {
      const mine = await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: owner.headers });
      ids = mine.json().photographer.gallery.map((g: PortfolioImage) => g.id);
      expect(ids).toHaveLength(2);
    });

    it('reorders', async () => {
      const res = await reorder(owner.headers, [ids[1], ids[0]]);
      expect(res.statusCode, res.body).toBe(200);
      const body = imagesReorderResponseSchema.parse(res.json());
      expect(body.success).toBe(true);
      expect(body.gallery.map((g) => g.id)).toEqual([ids[1], ids[0]]);
      const pub = await t.app.inject({ method: 'GET', url: `/api/photographers/portfolio/${portfolioId}` });
      expect(pub.json().photographer.gallery.map((g: PortfolioImage) => g.id)).toEqual([ids[1], ids[0]]);
      expect(pub.json().photographer.images).toEqual(body.images);
    });

    it('takes the image URLs that GET returns in `images` (SPEC 3, 7): the unchanged list, reordered, mixed with ids', async () => {
      const mine = async () =>
        (await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: owner.headers })).json()
          .photographer as { images: string[]; gallery: PortfolioImage[] };
      const before = await mine();
      expect(before.images).toHaveLength(2);
      const files = listFiles(dir()).sort();

      const same = await reorder(owner.headers, before.images);
      expect(same.statusCode, same.body).toBe(200);
      expect(imagesReorderResponseSchema.parse(same.json()).images).toEqual(before.images);

      const reversed = await reorder(owner.headers, [...before.images].reverse());
      expect(reversed.statusCode, reversed.body).toBe(200);
      expect(reversed.json().images).toEqual([...before.images].reverse());
      expect((await mine()).images).toEqual([...before.images].reverse());

      // An id and a URL in one list; back to the first order.
      const mixed = await reorder(owner.headers, [before.gallery[0]!.id, before.images[1]]);
      expect(mixed.statusCode, mixed.body).toBe(200);
      expect((await mine()).images).toEqual(before.images);
      expect(listFiles(dir()).sort()).toEqual(files);
    });

    it('names the entry it does not know, or that lists an image twice, and changes nothing', async () => {
      const before = await snapshot();
      const { images } = (
        await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: owner.headers })
      ).json().photographer as { images: string[] };
      const stranger = `/uploads/portfolios/${portfolioId}/not-mine-800.webp`;

      const unknown = await reorder(owner.headers, [images[0], stranger]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        message: portfolioTexts.imageUnknown({ position: 2, entry: stranger }),
        code: 'VALIDATION',
        errors: { 'images.1': [portfolioTexts.imageUnknown({ position: 2, entry: stranger })] },
      });
      expect(unknown.json().message).toContain(stranger);

      const twice = await reorder(owner.headers, [images[1], images[0], images[1]]);
      expect(twice.statusCode).toBe(400);
      expect(twice.json().errors).toEqual({
        'images.2': [portfolioTexts.imageRepeated({ position: 3, entry: images[1]! })],
      });
      // The same image by its id and by its URL is listed twice too.
      const [firstImage] = (
        await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: owner.headers })
      ).json().photographer.gallery as PortfolioImage[];
      const byBoth = await reorder(owner.headers, [firstImage!.url, firstImage!.id]);
      expect(byBoth.statusCode).toBe(400);
      expect(Object.keys(byBoth.json().errors)).toEqual(['images.0']);
      await expectNothingStored(before);
    });

    it('refuses unknown ids, duplicates and malformed bodies with 400, changing nothing', async () => {
      const before = await snapshot();
      for (const images of [[ids[0], ids[0]], [ids[0], '00000000-0000-4000-8000-000000000000'], ['nope'], 'x', [1]]) {
        const res = await reorder(owner.headers, images);
        expect(res.statusCode, JSON.stringify(images)).toBe(400);
      }
      const duplicate = await reorder(owner.headers, [ids[0], ids[0]]);
      expect(duplicate.json().errors).toEqual({
        'images.1': [portfolioTexts.imageRepeated({ position: 2, entry: ids[0]! })],
      });
      const unknown = await reorder(owner.headers, [ids[0], '00000000-0000-4000-8000-000000000000']);
      expect(unknown.json().message).toBe(
        portfolioTexts.imageUnknown({ position: 2, entry: '00000000-0000-4000-8000-000000000000' }),
      );
      expect((await reorder(owner.headers, ['x'.repeat(IMAGE_ENTRY_MAX_LENGTH + 1)])).json().errors).toEqual({
        'images.0': [portfolioTexts.tooLong({ field: portfolioTexts.fields.imageEntry, max: IMAGE_ENTRY_MAX_LENGTH })],
      });
      await expectNothingStored(before);
    });

    it('a URL that several images share (the same library picture twice) names each of them once', async () => {
      const other = await signUpAs(t.app, 'photographer');
      const theirs = (await createPortfolio(t.app, other.headers))._id;
      await withoutPhotographs(theirs);
      await t.pool.query(
        `insert into portfolio_images (portfolio_id, position, base, widths, width, height, placeholder)
         select $1, p, '/media/library/photos/lake-01', '[400, 800]', 800, 600, 'data:image/webp;base64,AAAA'
         from generate_series(0, 1) as p`,
        [theirs],
      );
      const mine = async () =>
        (await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: other.headers })).json()
          .photographer as { images: string[]; gallery: PortfolioImage[] };
      const { images, gallery } = await mine();
      expect(images).toEqual(['/media/library/photos/lake-01-800.webp', '/media/library/photos/lake-01-800.webp']);

      const same = await reorder(other.headers, images, theirs);
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json().gallery.map((g: PortfolioImage) => g.id)).toEqual(gallery.map((g) => g.id));
      // By the second one's id and the URL: the URL is the first one.
      const swapped = await reorder(other.headers, [gallery[1]!.id, images[0]], theirs);
      expect(swapped.json().gallery.map((g: PortfolioImage) => g.id)).toEqual([gallery[1]!.id, gallery[0]!.id]);
      const thrice = await reorder(other.headers, [images[0], images[0], images[0]], theirs);
      expect(thrice.statusCode).toBe(400);
      expect(thrice.json().errors).toEqual({
        'images.2': [portfolioTexts.imageRepeated({ position: 3, entry: images[0]! })],
      });
      const one = await reorder(other.headers, [images[0]], theirs);
      expect(one.json().gallery.map((g: PortfolioImage) => g.id)).toEqual([gallery[1]!.id]);
    });

    it('is documented as it works: ids or URLs, at most 30 entries of at most 2048 characters', async () => {
      const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
      const op = doc.paths['/api/photographers/portfolio/{id}/images'].patch;
      expect(op.summary).toMatch(/ids or the URLs/);
      const images = op.requestBody.content['application/json'].schema.properties.images;
      expect(images).toMatchObject({
        type: 'array',
        maxItems: IMAGES_MAX_PER_PORTFOLIO,
        items: { type: 'string', maxLength: IMAGE_ENTRY_MAX_LENGTH },
      });
      expect(images.description).toMatch(/URL/);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
    });

    it('another photographer gets 403, a client 403, an unknown portfolio 404', async () => {
      const other = await signUpAs(t.app, 'photographer');
      expect((await reorder(other.headers, [])).statusCode).toBe(403);
      const client = await signUpAs(t.app, 'client');
      expect((await reorder(client.headers, [])).statusCode).toBe(403);
      expect((await reorder(owner.headers, [], '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect(await imageCount()).toBe(2);
    });

    it('an image left out is removed with every one of its files', async () => {
      const mine = await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: owner.headers });
      const gone = (mine.json().photographer.gallery as PortfolioImage[]).find((g) => g.id === ids[0])!;
      const res = await reorder(owner.headers, [ids[1]]);
      expect(res.statusCode).toBe(200);
      expect(res.json().gallery.map((g: PortfolioImage) => g.id)).toEqual([ids[1]]);
      for (const url of variantUrls(gone)) {
        expect(fs.existsSync(path.join(dir(), path.basename(url))), url).toBe(false);
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      // The video and the other image's 8 variants remain.
      expect(listFiles(dir())).toHaveLength(1 + 4 * 2);
    });
  });

  describe('the video', () => {
    it('is served with range requests (206 and Content-Range)', async () => {
      const full = await t.app.inject({ method: 'GET', url: videoUrl });
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('video/mp4');
      expect(full.headers['accept-ranges']).toBe('bytes');
      expect(Number(full.headers['content-length'])).toBe(SAMPLE_VIDEO.length);

      const part = await t.app.inject({ method: 'GET', url: videoUrl, headers: { range: 'bytes=100-1123' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-1123/${SAMPLE_VIDEO.length}`);
      expect(part.headers['content-length']).toBe('1024');
      expect(part.rawPayload.equals(SAMPLE_VIDEO.subarray(100, 1124))).toBe(true);

      const tail = await t.app.inject({ method: 'GET', url: videoUrl, headers: { range: 'bytes=-10' } });
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload.equals(SAMPLE_VIDEO.subarray(SAMPLE_VIDEO.length - 10))).toBe(true);

      const beyond = await t.app.inject({
        method: 'GET',
        url: videoUrl,
        headers: { range: `bytes=${SAMPLE_VIDEO.length + 10}-` },
      });
      expect(beyond.statusCode).toBe(416);
    });

    it('nothing outside the portfolios folder is reachable under /uploads', async () => {
      for (const url of [
        '/uploads/portfolios/../avatars/x.webp',
        '/uploads/portfolios/%2e%2e/tmp/x',
        '/uploads/tmp/x',
        `/uploads/portfolios/${portfolioId}/`,
        '/uploads/portfolios/',
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect([403, 404], url).toContain(res.statusCode);
      }
    });
  });

  describe('over real HTTP', () => {
    let port: number | undefined;
    const listening = async () => {
      if (!port) {
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        port = (t.app.server.address() as AddressInfo).port;
      }
      return port;
    };

    it('a video over 200 MB is refused with 413 as it streams in, and nothing is kept', async () => {
      const fresh = await signUpAs(t.app, 'photographer');
      const head = multipart(fieldParts());
      // The form's fields, then a video part whose bytes are generated on the fly (never in memory).
      const boundary = /boundary=(.+)$/.exec(head.contentType)![1]!;
      const fieldsPart = head.payload.subarray(0, head.payload.length - `--${boundary}--\r\n`.length);
      const videoHead = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="long.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      );
      const size = VIDEO_MAX_BYTES + 1024 * 1024;
      const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        listening().then((p) => {
          const req = http.request(
            {
              host: '127.0.0.1',
              port: p,
              method: 'POST',
              path: '/api/photographers/portfolio',
              headers: { ...fresh.headers, 'content-type': head.contentType },
            },
            (response) => {
              let body = '';
              response.on('data', (c) => (body += c));
              response.on('end', () => resolve({ status: response.statusCode!, body }));
            },
          );
          req.on('error', reject);
          req.write(fieldsPart);
          req.write(videoHead);
          req.write(SAMPLE_VIDEO);
          const chunk = Buffer.alloc(1024 * 1024);
          let sent = SAMPLE_VIDEO.length;
          const pump = () => {
            while (sent < size) {
              sent += chunk.length;
              if (!req.write(chunk)) return void req.once('drain', pump);
            }
            req.end(`\r\n--${boundary}--\r\n`);
          };
          pump();
        }, reject);
      });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({
        message: portfolioTexts.videoTooLarge,
        errors: { video: [portfolioTexts.videoTooLarge] },
      });
      expect(tmpFiles()).toEqual([]);
      const mine = await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: fresh.headers });
      expect(mine.json().photographer).toBeNull();
    }, 60_000);

    it('an upload the client aborts leaves neither a record nor a file', async () => {
      const fresh = await signUpAs(t.app, 'photographer');
      const port = await listening();
      const body = multipart([...fieldParts(), videoPart(Buffer.concat([SAMPLE_VIDEO, SAMPLE_VIDEO, SAMPLE_VIDEO]))]);
      await new Promise<void>((resolve) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/photographers/portfolio',
          headers: { ...fresh.headers, 'content-type': body.contentType, 'content-length': body.payload.length },
        });
        req.on('error', () => resolve());
        req.on('close', () => resolve());
        // Half the body, then the connection drops (a phone losing signal mid-upload).
        req.write(body.payload.subarray(0, Math.floor(body.payload.length / 2)), () => {
          setTimeout(() => req.destroy(), 200);
        });
      });
      // The server notices the closed connection and cleans up.
      for (let i = 0; i < 50 && tmpFiles().length > 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(tmpFiles()).toEqual([]);
      const mine = await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: fresh.headers });
      expect(mine.json().photographer).toBeNull();
      const { rows } = await t.pool.query('select count(*)::int as n from portfolios where user_id = $1', [fresh.id]);
      expect(rows[0].n).toBe(0);
    });
  });
});
