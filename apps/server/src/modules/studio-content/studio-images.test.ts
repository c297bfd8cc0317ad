import path from 'node:path';
import {
  auditResponseSchema,
  contentBlockSchema,
  GALLERY_IMAGES_MAX,
  IMAGE_MAX_BYTES,
  PORTFOLIO_GROUP_MAX,
  STUDIO_IMAGE_ALT_MAX,
  studioContentSchema,
  studioContentTexts,
  studioImageResponseSchema,
  studioImagesTexts,
} from '@studio/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Account } from '../../../test/booking-requests';
import { imagePart, jpegWithGps, listFiles, multipart, type Part, send, signUpAs } from '../../../test/photographers';

const libraryBlock = contentBlockSchema('imageLibrary');

describe('the studio image library: uploads, the gallery and the portfolio tabs (issue 14, D21, D24)', () => {
  let t: TestApp;
  let admin: Account;
  let client: Account;
  let photographer: Account;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
    admin = await signUpAs(t.app, 'client');
    await t.pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
    client = await signUpAs(t.app, 'client');
    photographer = await signUpAs(t.app, 'photographer');
    photo = await jpegWithGps(1800, 1200);
  });
  afterAll(() => t.close());

  const dir = () => path.join(t.env.MEDIA_DIR, 'studio-images');
  const upload = (parts: Part[], headers: Record<string, string> = admin.headers) =>
    send(t.app, 'POST', '/api/studio/images', headers, multipart(parts));
  const altPart = (value: string): Part => ({ name: 'alt', value });
  const getLibrary = async () =>
    libraryBlock.parse(
      (await t.app.inject({ url: '/api/studio/content/imageLibrary', headers: admin.headers })).json(),
    );
  const saveLibrary = (version: number, data: unknown, headers: Record<string, string> = admin.headers) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/studio/content/imageLibrary',
      headers,
      payload: { version, data } as object,
    });
  const publicContent = async () => {
    const res = await t.app.inject({ url: '/api/studio-content' });
    return { etag: res.headers.etag as string, content: studioContentSchema.parse(res.json()) };
  };
  const uploadOne = async (alt = 'A bride and groom under an acacia tree at sunset.') => {
    const res = await upload([altPart(alt), imagePart(photo)]);
    expect(res.statusCode, res.body).toBe(200);
    return studioImageResponseSchema.parse(res.json()).image;
  };

  it('stores an upload as D21 variants (upright, no metadata, placeholder), lists it and logs it', async () => {
    const res = await upload([altPart('  Dancers at a Nairobi wedding.  '), imagePart(photo)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { image } = studioImageResponseSchema.parse(res.json());
    expect(image.id).toMatch(/^upload:[A-Za-z0-9_-]{22}$/);
    expect(image.alt).toBe('Dancers at a Nairobi wedding.');
    // The EXIF orientation 6 turns 1800 x 1200 upright.
    expect([image.width, image.height]).toEqual([1200, 1800]);
    expect(image.widths).toEqual([400, 800, 1200]);
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);

    const stem = image.id.slice('upload:'.length);
    expect(
      listFiles(dir())
        .filter((f) => f.startsWith(stem))
        .sort(),
    ).toEqual([400, 800, 1200].flatMap((w) => [`${stem}-${w}.avif`, `${stem}-${w}.webp`]).sort());
    const served = await t.app.inject({ url: `/uploads/studio/${stem}-800.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(800);

    const list = await t.app.inject({ url: '/api/studio/images', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toEqual(image);

    const audit = auditResponseSchema.parse(
      (await t.app.inject({ url: '/api/studio/audit', headers: admin.headers })).json(),
    ).data;
    expect(audit[0]).toMatchObject({
      action: 'content.image.upload',
      actorEmail: admin.email,
      after: { id: image.id, alt: image.alt },
    });
    // Not shown anywhere yet: the public content does not carry it.
    expect((await publicContent()).content.imageUploads).toEqual([]);
  });

  it('refuses non-image bytes (415), an oversize file (413), no file, an empty or too long alt (400); nothing is stored', async () => {
    const before = listFiles(dir()).length;
    const text = await upload([altPart('A photo.'), imagePart(Buffer.from('not a picture at all'), 'photo.jpg')]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ message: studioImagesTexts.type, errors: { image: [studioImagesTexts.type] } });

    const head = await jpegWithGps(64, 64);
    const big = Buffer.concat([head, Buffer.alloc(IMAGE_MAX_BYTES + 1 - head.length)]);
    const huge = await upload([altPart('A photo.'), imagePart(big)]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors).toEqual({ image: [studioImagesTexts.tooLarge] });

    const none = await upload([altPart('A photo.')]);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ image: [studioImagesTexts.required] });

    for (const alt of ['', '   ']) {
      const res = await upload([altPart(alt), imagePart(photo)]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ alt: [studioImagesTexts.altRequired] });
    }
    const noAlt = await upload([imagePart(photo)]);
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().errors.alt).toEqual([studioImagesTexts.altRequired]);
    const long = await upload([altPart('x'.repeat(STUDIO_IMAGE_ALT_MAX + 1)), imagePart(photo)]);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ alt: [studioImagesTexts.altTooLong] });

    const wrong = await upload([altPart('A photo.'), imagePart(photo, 'p.jpg', 'image/jpeg', 'file')]);
    expect(wrong.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/studio/images',
      headers: admin.headers,
      payload: { alt: 'A photo.' },
    });
    expect(json.statusCode).toBe(415);
    expect(listFiles(dir()).length).toBe(before);
    expect(listFiles(path.join(t.env.MEDIA_DIR, 'tmp'))).toEqual([]);
  });

  it('answers 401 signed out and 403 to clients and photographers, reading or uploading', async () => {
    expect((await t.app.inject({ url: '/api/studio/images' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/studio/images', headers: client.headers })).statusCode).toBe(403);
    expect((await upload([altPart('A photo.'), imagePart(photo)], {})).statusCode).toBe(401);
    expect((await upload([altPart('A photo.'), imagePart(photo)], client.headers)).statusCode).toBe(403);
    expect((await upload([altPart('A photo.'), imagePart(photo)], photographer.headers)).statusCode).toBe(403);
    const { version, data } = await getLibrary();
    expect((await saveLibrary(version, data, {})).statusCode).toBe(401);
    expect((await saveLibrary(version, data, client.headers)).statusCode).toBe(403);
    expect((await saveLibrary(version, data, photographer.headers)).statusCode).toBe(403);
  });

  it('puts an upload first in the gallery and a portfolio tab: public at once (content, ETag, pages), logged; removing it takes it away', async () => {
    const image = await uploadOne();
    const before = await publicContent();
    const { version, data } = await getLibrary();
    const gallery = [{ src: image.id, alt: '  Our couple at sunset.  ' }, ...data.gallery.slice(1)];
    const weddings = [image.id, ...data.weddings];
    const res = await saveLibrary(version, { ...data, gallery, weddings });
    expect(res.statusCode, res.body).toBe(200);
    const saved = libraryBlock.parse(res.json());
    expect(saved.version).toBe(version + 1);
    expect(saved.data.gallery[0]).toEqual({ src: image.id, alt: 'Our couple at sunset.' });

    const after = await publicContent();
    expect(after.etag).not.toBe(before.etag);
    expect(after.content.imageLibrary.gallery[0]!.src).toBe(image.id);
    expect(after.content.imageUploads).toEqual([image]);

    // The pages render from this content (their HTML is checked end to end, e2e/tests/studio-images.spec.ts).
    const stem = image.id.slice('upload:'.length);
    expect((await t.app.inject({ url: '/gallery' })).body).toContain(stem);

    const audit = auditResponseSchema.parse(
      (await t.app.inject({ url: '/api/studio/audit', headers: admin.headers })).json(),
    ).data;
    expect(audit[0]).toMatchObject({ action: 'content.update', targetId: 'imageLibrary' });
    expect((audit[0]!.after as typeof data).gallery[0]!.src).toBe(image.id);
    expect((audit[0]!.before as typeof data).gallery[0]!.src).toBe(data.gallery[0]!.src);

    const removed = await saveLibrary(saved.version, data);
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = await publicContent();
    expect(gone.content.imageUploads).toEqual([]);
    expect((await t.app.inject({ url: '/gallery' })).body).not.toContain(stem);
  });

  it('refuses a broken save with a message under each field and changes nothing', async () => {
    const { version, data } = await getLibrary();
    const before = await publicContent();
    const refused = async (library: unknown, status = 400) => {
      const res = await saveLibrary(version, library);
      expect(res.statusCode, res.body).toBe(status);
      return res.json() as { message: string; errors?: Record<string, string[]> };
    };

    const unknownUpload = await refused({
      ...data,
      gallery: [{ src: 'upload:AAAAAAAAAAAAAAAAAAAAAA', alt: 'Nobody uploaded this.' }, ...data.gallery.slice(1)],
      sports: [...data.sports, 'upload:BBBBBBBBBBBBBBBBBBBBBB'],
    });
    expect(unknownUpload.errors).toEqual({
      'data.gallery.0.src': [studioImagesTexts.unknownImage],
      [`data.sports.${data.sports.length}`]: [studioImagesTexts.unknownImage],
    });
    const unknownLibrary = await refused({ ...data, events: ['photos/no-such-photo-01', ...data.events.slice(1)] });
    expect(unknownLibrary.errors).toEqual({ 'data.events.0': [studioContentTexts.unknownMedia] });
    const badId = await refused({ ...data, weddings: ['../../etc/passwd'] });
    expect(badId.errors).toEqual({ 'data.weddings.0': [studioImagesTexts.badImageId] });

    const emptyAlt = await refused({
      ...data,
      gallery: [{ ...data.gallery[0]!, alt: '  ' }, ...data.gallery.slice(1)],
    });
    expect(emptyAlt.errors).toEqual({ 'data.gallery.0.alt': [studioImagesTexts.altRequired] });

    const twice = await refused({ ...data, gallery: [...data.gallery, data.gallery[2]!] });
    expect(twice.errors).toEqual({ [`data.gallery.${data.gallery.length}.src`]: [studioImagesTexts.duplicate] });
    const twiceInTab = await refused({ ...data, commercials: [data.commercials[0]!, data.commercials[0]!] });
    expect(twiceInTab.errors).toEqual({ 'data.commercials.1': [studioImagesTexts.duplicate] });

    const many = Array.from({ length: GALLERY_IMAGES_MAX + 1 }, (_, i) => ({ src: `photos/x-${i}`, alt: 'A photo.' }));
    expect((await refused({ ...data, gallery: many })).errors).toEqual({
      'data.gallery': [studioImagesTexts.galleryTooMany],
    });
    const manyInTab = Array.from({ length: PORTFOLIO_GROUP_MAX + 1 }, (_, i) => `photos/x-${i}`);
    expect((await refused({ ...data, sports: manyInTab })).errors).toEqual({
      'data.sports': [studioImagesTexts.groupTooMany],
    });
    expect((await refused({ ...data, gallery: [] })).errors).toEqual({
      'data.gallery': [studioImagesTexts.galleryEmpty],
    });

    const missing = await refused({ gallery: data.gallery });
    expect(Object.keys(missing.errors ?? {})).toEqual(
      expect.arrayContaining(['data.weddings', 'data.sports', 'data.commercials', 'data.events']),
    );
    expect((await refused({ ...data, gallery: 'all of them' })).errors).toHaveProperty(['data.gallery']);
    expect((await refused({ ...data, weddings: [42] })).errors).toHaveProperty(['data.weddings.0']);

    // Nothing of it was saved.
    const after = await getLibrary();
    expect(after.version).toBe(version);
    expect(after.data).toEqual(data);
    expect((await publicContent()).etag).toBe(before.etag);
  });

  it('refuses a save made on an older version with 409', async () => {
    const { version, data } = await getLibrary();
    const first = await saveLibrary(version, { ...data, gallery: [...data.gallery].reverse() });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await saveLibrary(version, { ...data, weddings: [...data.weddings].reverse() });
    expect(stale.statusCode).toBe(409);
    expect((await getLibrary()).data.weddings).toEqual(data.weddings);
  });

  it('deletes an upload no list shows, with its files and an audit entry; one shown is 409, unknown 404, others 401/403', async () => {
    const image = await uploadOne('A photograph to delete.');
    const stem = image.id.slice('upload:'.length);
    const remove = (id: string, headers: Record<string, string> = admin.headers) =>
      t.app.inject({ method: 'DELETE', url: `/api/studio/images/${encodeURIComponent(id)}`, headers });

    const { version, data } = await getLibrary();
    expect((await saveLibrary(version, { ...data, events: [image.id, ...data.events] })).statusCode).toBe(200);
    const inUse = await remove(image.id);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(studioImagesTexts.inUse);
    expect(listFiles(dir()).some((f) => f.startsWith(stem))).toBe(true);
    expect((await saveLibrary(version + 1, data)).statusCode).toBe(200);

    expect((await remove(image.id, {})).statusCode).toBe(401);
    expect((await remove(image.id, client.headers)).statusCode).toBe(403);
    expect((await remove(image.id, photographer.headers)).statusCode).toBe(403);
    expect((await remove('upload:CCCCCCCCCCCCCCCCCCCCCC')).statusCode).toBe(404);
    expect((await remove('../../etc/passwd')).statusCode).toBeGreaterThanOrEqual(400);

    const res = await remove(image.id);
    expect(res.statusCode, res.body).toBe(204);
    expect(listFiles(dir()).some((f) => f.startsWith(stem))).toBe(false);
    const list = await t.app.inject({ url: '/api/studio/images', headers: admin.headers });
    expect(list.json().data.map((i: { id: string }) => i.id)).not.toContain(image.id);
    const audit = auditResponseSchema.parse(
      (await t.app.inject({ url: '/api/studio/audit', headers: admin.headers })).json(),
    ).data;
    expect(audit[0]).toMatchObject({ action: 'content.image.delete', before: { id: image.id } });
    expect((await remove(image.id)).statusCode).toBe(404);
    // Now unknown, a save naming it is refused.
    const named = await saveLibrary(version + 2, { ...data, events: [image.id, ...data.events.slice(1)] });
    expect(named.statusCode).toBe(400);
  });
});
