import path from 'node:path';
import { IMAGES_MAX_PER_PORTFOLIO, portfolioSaveResponseSchema, portfolioTexts } from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { imagePart, jpegWithGps, listFiles, multipart, send, signUpAs, videoPart } from '../../../test/photographers';

/** docs/rules/history.md#issue-23: a photographer publishes in minutes: name, speciality, location and one photograph. */
describe('photographers: onboarding with the least a profile needs (issue 23)', () => {
  let t: TestApp;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
    jpeg = await jpegWithGps(800, 600);
  });
  afterAll(() => t.close());

  const least = [
    { name: 'name', value: 'Akinyi Otieno' },
    { name: 'speciality', value: 'Portrait' },
    { name: 'location', value: 'Kisumu' },
  ];
  const create = (headers: Record<string, string>, parts: Parameters<typeof multipart>[0]) =>
    send(t.app, 'POST', '/api/photographers/portfolio', headers, multipart(parts));
  const portfolioDir = (id: string) => path.join(t.env.MEDIA_DIR, 'portfolios', id);
  const tmpFiles = () => listFiles(path.join(t.env.MEDIA_DIR, 'tmp'));

  it('publishes with a name, a speciality, a location and one photograph sent with the form', async () => {
    const p = await signUpAs(t.app, 'photographer');
    const res = await create(p.headers, [...least, imagePart(jpeg)]);
    expect(res.statusCode, res.body).toBe(201);
    const ph = portfolioSaveResponseSchema.parse(res.json()).photographer;
    expect(ph).toMatchObject({
      name: 'Akinyi Otieno',
      speciality: 'Portrait',
      location: 'Kisumu',
      // A blank e-mail is the account's, so that inquiries reach the photographer.
      email: p.email,
      phone: '',
      website: '',
      instagram: '',
      message: '',
      price: '',
      experience: '',
      video: null,
      availability: null,
      startingPrice: null,
      startingCurrency: null,
    });
    expect(ph.gallery).toHaveLength(1);
    expect(ph.images).toEqual([ph.gallery[0]!.url]);
    // The photograph's variants are stored; nothing is left in the temporary folder.
    expect(listFiles(portfolioDir(ph._id)).length).toBeGreaterThanOrEqual(2);
    expect(tmpFiles()).toEqual([]);
    // It is public at once: the directory lists it and its profile answers.
    const profile = await t.app.inject({ method: 'GET', url: `/api/photographers/portfolio/${ph._id}` });
    expect(profile.statusCode).toBe(200);
    const directory = await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio/get-all?q=Akinyi' });
    expect(directory.json().data.map((c: { _id: string }) => c._id)).toContain(ph._id);
  });

  it('takes several photographs, a video and an Instagram handle in any accepted form', async () => {
    const p = await signUpAs(t.app, 'photographer');
    const res = await create(p.headers, [
      ...least,
      { name: 'instagram', value: 'https://www.instagram.com/akinyi.frames/' },
      imagePart(jpeg, 'one.jpg'),
      imagePart(await jpegWithGps(600, 900, { r: 20, g: 90, b: 160 }), 'two.jpg'),
      videoPart(),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const ph = portfolioSaveResponseSchema.parse(res.json()).photographer;
    // In the order sent, each turned upright (the test pictures say they are rotated a quarter turn).
    expect(ph.gallery.map((g) => [g.width, g.height])).toEqual([
      [600, 800],
      [900, 600],
    ]);
    expect(ph.video).toMatch(/\.mp4$/);
    expect(ph.instagram).toBe('akinyi.frames');

    const at = await create((await signUpAs(t.app, 'photographer')).headers, [
      ...least,
      { name: 'instagram', value: '@akinyi_2' },
      imagePart(jpeg),
    ]);
    expect(at.json().photographer.instagram).toBe('akinyi_2');
  });

  it('an optional field given is checked: a phone must be Kenyan (D30), a price is read in its own currency', async () => {
    const p = await signUpAs(t.app, 'photographer');
    const foreign = await create(p.headers, [...least, { name: 'phone', value: '+1 212 555 0142' }, imagePart(jpeg)]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ phone: [portfolioTexts.phoneKenyan] });
    expect(tmpFiles()).toEqual([]);

    const res = await create(p.headers, [
      ...least,
      { name: 'phone', value: '0712 345 678' },
      { name: 'price', value: 'From KES 40,000' },
      imagePart(jpeg),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(portfolioSaveResponseSchema.parse(res.json()).photographer).toMatchObject({
      phone: '0712 345 678',
      startingPrice: 40_000,
      startingCurrency: 'KES',
    });
  });

  it('a file that is not a picture is refused under the photographs, and nothing is created', async () => {
    const p = await signUpAs(t.app, 'photographer');
    const res = await create(p.headers, [
      ...least,
      imagePart(jpeg),
      imagePart(Buffer.from('%PDF-1.7\n'.repeat(100)), 'cv.jpg'),
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().errors).toEqual({ image: [portfolioTexts.imageType] });
    const mine = await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: p.headers });
    expect(mine.json().photographer).toBeNull();
    expect(tmpFiles()).toEqual([]);
  });

  it(`more than ${IMAGES_MAX_PER_PORTFOLIO} photographs are refused, and nothing is created`, async () => {
    const p = await signUpAs(t.app, 'photographer');
    const tiny = await jpegWithGps(40, 30);
    const res = await create(p.headers, [
      ...least,
      ...Array.from({ length: IMAGES_MAX_PER_PORTFOLIO + 1 }, (_, i) => imagePart(tiny, `p${i}.jpg`)),
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(portfolioTexts.tooManyImages);
    const mine = await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: p.headers });
    expect(mine.json().photographer).toBeNull();
  });

  it('a bad field is refused before any photograph is read', async () => {
    const p = await signUpAs(t.app, 'photographer');
    const res = await create(p.headers, [
      { name: 'name', value: 'Akinyi Otieno' },
      { name: 'speciality', value: 'Portrait' },
      { name: 'location', value: 'Atlantis' },
      imagePart(jpeg),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ location: [portfolioTexts.locationInvalid] });
    expect(tmpFiles()).toEqual([]);
  });

  it('an update takes no photographs with the form (they have their own upload)', async () => {
    const p = await signUpAs(t.app, 'photographer');
    const created = (await create(p.headers, [...least, imagePart(jpeg)])).json().photographer;
    const id = created._id as string;
    const res = await send(
      t.app,
      'PUT',
      `/api/photographers/portfolio/${id}`,
      p.headers,
      multipart([...least, imagePart(jpeg)]),
    );
    expect(res.statusCode).toBe(400);
    const mine = await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: p.headers });
    expect(mine.json().photographer.gallery).toEqual(created.gallery);
  });

  it('refuses to publish a profile without a photograph: the message stands under the photographs, and nothing is created', async () => {
    const p = await signUpAs(t.app, 'photographer');
    const videos = () => listFiles(path.join(t.env.MEDIA_DIR, 'portfolios')).filter((f) => f.endsWith('.mp4'));
    const mp4sBefore = videos().length;
    for (const parts of [least, [...least, videoPart()]]) {
      const res = await create(p.headers, parts);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        message: portfolioTexts.photoRequired,
        errors: { image: [portfolioTexts.photoRequired] },
      });
    }
    const mine = await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: p.headers });
    expect(mine.json().photographer).toBeNull();
    expect(tmpFiles()).toEqual([]);
    expect(videos().length).toBe(mp4sBefore);
  });

  it('keeps the last photograph of a published profile: removing it is refused, and it stays', async () => {
    const p = await signUpAs(t.app, 'photographer');
    const ph = portfolioSaveResponseSchema.parse(
      (await create(p.headers, [...least, imagePart(jpeg)])).json(),
    ).photographer;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/photographers/portfolio/${ph._id}/images`,
      headers: p.headers,
      payload: { images: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ images: [portfolioTexts.keepOnePhoto] });
    const mine = await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: p.headers });
    expect(mine.json().photographer.gallery).toEqual(ph.gallery);
  });

  it('a client may not create one, photographs or not', async () => {
    const c = await signUpAs(t.app, 'client');
    const res = await create(c.headers, [...least, imagePart(jpeg)]);
    expect(res.statusCode).toBe(403);
    expect(tmpFiles()).toEqual([]);
  });
});
