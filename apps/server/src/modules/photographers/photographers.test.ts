import fs from 'node:fs';
import path from 'node:path';
import {
  myPortfolioResponseSchema,
  newsletterTexts,
  portfolioSaveResponseSchema,
  portfolioTexts,
  profileTexts,
  publicPortfolioResponseSchema,
} from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, GOOD_PASSWORD } from '../../../test/auth';
import {
  createPortfolio,
  fieldParts,
  firstPhotoPart,
  listFiles,
  multipart,
  SAMPLE_VIDEO,
  send,
  signUpAs,
  validFields,
  videoPart,
} from '../../../test/photographers';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const isVideo = (file: string) => /\.(mp4|webm|mov)$/.test(file);

describe('photographers: the portfolio (D14, D15, SPEC 5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
  });
  afterAll(() => t.close());

  const portfolioDir = (id: string) => path.join(t.env.MEDIA_DIR, 'portfolios', id);
  const tmpFiles = () => listFiles(path.join(t.env.MEDIA_DIR, 'tmp'));

  describe('without a token', () => {
    it.each([
      ['GET', '/api/photographers/portfolio'],
      ['POST', '/api/photographers/portfolio'],
      ['PUT', `/api/photographers/portfolio/${UNKNOWN_ID}`],
      ['DELETE', `/api/photographers/portfolio/${UNKNOWN_ID}`],
      ['POST', '/api/photographers/portfolio/images'],
      ['PATCH', `/api/photographers/portfolio/${UNKNOWN_ID}/images`],
      ['GET', '/api/photographers/profile'],
      ['GET', '/api/views/get-overview'],
      ['GET', '/api/recent-activities'],
      ['GET', '/api/photographers/analytics'],
      ['GET', '/api/booking-requests'],
    ] as const)('%s %s answers 401', async (method, url) => {
      const body = multipart([...fieldParts(), videoPart()]);
      const res = await t.app.inject({
        method,
        url,
        ...(method === 'GET' || method === 'DELETE'
          ? {}
          : { headers: { 'content-type': body.contentType }, payload: body.payload }),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('an invalid token is refused too', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: bearer('nope') });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('create', () => {
    it('a client may not create a portfolio (403), and nothing is stored', async () => {
      const client = await signUpAs(t.app, 'client');
      const res = await send(
        t.app,
        'POST',
        '/api/photographers/portfolio',
        client.headers,
        multipart([...fieldParts(), videoPart()]),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(portfolioTexts.onlyPhotographers);
      expect(tmpFiles()).toEqual([]);
    });

    it('only name, speciality and location are required (issue 23), each with its own message', async () => {
      const p = await signUpAs(t.app, 'photographer');
      const res = await send(t.app, 'POST', '/api/photographers/portfolio', p.headers, multipart([]));
      expect(res.statusCode).toBe(400);
      const { errors, code } = res.json();
      expect(code).toBe('VALIDATION');
      expect(errors).toEqual({
        name: [portfolioTexts.required.name],
        speciality: [portfolioTexts.required.speciality],
        location: [portfolioTexts.required.location],
      });
    });

    it('blank values count as missing where a value is required, and as none elsewhere', async () => {
      const p = await signUpAs(t.app, 'photographer');
      const blank = Object.fromEntries(Object.keys(validFields).map((k) => [k, '   ']));
      const res = await send(t.app, 'POST', '/api/photographers/portfolio', p.headers, multipart(fieldParts(blank)));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors).sort()).toEqual(['location', 'name', 'speciality']);
      expect(res.json().errors.name).toEqual([portfolioTexts.required.name]);
    });

    it.each([
      ['email', 'not-an-address', newsletterTexts.invalidEmail],
      ['phone', 'call me', portfolioTexts.phoneKenyan],
      // docs/rules/photographers-and-portfolios.md#kenyan-marketplace: a photographer's own number is Kenyan.
      ['phone', '+1 212 555 0142', portfolioTexts.phoneKenyan],
      ['phone', '+254 812 345 678', portfolioTexts.phoneKenyan],
      ['website', 'example', portfolioTexts.websiteInvalid],
      ['instagram', 'not a handle!', portfolioTexts.instagramInvalid],
      ['speciality', 'Underwater', portfolioTexts.specialityInvalid],
      ['location', 'Atlantis', portfolioTexts.locationInvalid],
      ['location', 'Miami', portfolioTexts.locationInvalid],
      ['name', 'x'.repeat(101), portfolioTexts.tooLong({ field: portfolioTexts.fields.name, max: 100 })],
      ['message', 'x'.repeat(2001), portfolioTexts.tooLong({ field: portfolioTexts.fields.message, max: 2000 })],
      ['price', 'x'.repeat(101), portfolioTexts.tooLong({ field: portfolioTexts.fields.price, max: 100 })],
      ['experience', 'x'.repeat(101), portfolioTexts.tooLong({ field: portfolioTexts.fields.experience, max: 100 })],
      [
        'availability',
        'x'.repeat(201),
        portfolioTexts.tooLong({ field: portfolioTexts.fields.availability, max: 200 }),
      ],
    ] as const)('%s: %s is refused with its message', async (field, value, message) => {
      const p = await signUpAs(t.app, 'photographer');
      const res = await send(
        t.app,
        'POST',
        '/api/photographers/portfolio',
        p.headers,
        multipart([...fieldParts({ ...validFields, [field]: value }), videoPart()]),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ [field]: [message] });
      expect(res.json().message).toBe(message);
      // Refused before the video was read: nothing written anywhere.
      expect(tmpFiles()).toEqual([]);
      const mine = await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: p.headers });
      expect(mine.json().photographer).toBeNull();
    });

    it('a bad field sent after the video is refused as well, and the video is not kept', async () => {
      const p = await signUpAs(t.app, 'photographer');
      const res = await send(
        t.app,
        'POST',
        '/api/photographers/portfolio',
        p.headers,
        multipart([videoPart(), ...fieldParts({ ...validFields, email: 'nope' })]),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ email: [newsletterTexts.invalidEmail] });
      expect(tmpFiles()).toEqual([]);
      expect(listFiles(path.join(t.env.MEDIA_DIR, 'portfolios')).filter((f) => f.endsWith('.mp4'))).toEqual([]);
    });

    it('creates the portfolio with D15 numbers, once per photographer', async () => {
      const p = await signUpAs(t.app, 'photographer');
      const before = await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: p.headers });
      expect(myPortfolioResponseSchema.parse(before.json())).toEqual({ success: true, photographer: null });

      const res = await send(
        t.app,
        'POST',
        '/api/photographers/portfolio',
        p.headers,
        multipart([...fieldParts(), videoPart(), await firstPhotoPart()]),
      );
      expect(res.statusCode, res.body).toBe(201);
      const body = portfolioSaveResponseSchema.parse(res.json());
      expect(body.success).toBe(true);
      expect(body.message).toBe(portfolioTexts.saved);
      const ph = body.photographer;
      expect(ph).toMatchObject({
        userId: p.id,
        name: validFields.name,
        price: validFields.price,
        experience: validFields.experience,
        // docs/rules/photographers-and-portfolios.md#kenyan-marketplace: kept in the currency it was written in, never converted.
        startingPrice: 65000,
        startingCurrency: 'KES',
        experienceYears: 8,
        availability: 'Weekends',
        featured: false,
        profile_picture: null,
      });
      // Its first photograph came with the form (ADR 0037).
      expect(ph.gallery).toHaveLength(1);
      expect(ph.images).toEqual([ph.gallery[0]!.url]);
      expect(ph.video).toMatch(new RegExp(`^/uploads/portfolios/${ph._id}/[A-Za-z0-9_-]{22}\\.mp4$`));
      expect(listFiles(portfolioDir(ph._id)).filter(isVideo)).toEqual([path.basename(ph.video!)]);
      expect(fs.readFileSync(path.join(portfolioDir(ph._id), path.basename(ph.video!))).equals(SAMPLE_VIDEO)).toBe(
        true,
      );

      const mine = await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: p.headers });
      expect(mine.json().photographer._id).toBe(ph._id);

      const again = await send(
        t.app,
        'POST',
        '/api/photographers/portfolio',
        p.headers,
        multipart([...fieldParts(), videoPart()]),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(portfolioTexts.portfolioExists);
      expect(listFiles(portfolioDir(ph._id)).filter(isVideo)).toHaveLength(1);
      expect(tmpFiles()).toEqual([]);
    });

    it('a video whose bytes are not a video gets 415, whatever its name', async () => {
      const p = await signUpAs(t.app, 'photographer');
      const res = await send(
        t.app,
        'POST',
        '/api/photographers/portfolio',
        p.headers,
        multipart([...fieldParts(), videoPart(Buffer.from('just some text, honestly\n'.repeat(400)), 'reel.mp4')]),
      );
      expect(res.statusCode).toBe(415);
      expect(res.json().errors).toEqual({ video: [portfolioTexts.videoType] });
      expect(tmpFiles()).toEqual([]);
      const mine = await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: p.headers });
      expect(mine.json().photographer).toBeNull();
    });

    it('a picture sent as the video gets 415', async () => {
      const p = await signUpAs(t.app, 'photographer');
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      );
      const res = await send(
        t.app,
        'POST',
        '/api/photographers/portfolio',
        p.headers,
        multipart([...fieldParts(), videoPart(png, 'reel.mp4')]),
      );
      expect(res.statusCode).toBe(415);
    });

    it('a file in another field than `video` gets 400; two videos get 400', async () => {
      const p = await signUpAs(t.app, 'photographer');
      const wrong = await send(
        t.app,
        'POST',
        '/api/photographers/portfolio',
        p.headers,
        multipart([...fieldParts(), { ...videoPart(), name: 'file' }]),
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.video).toBeDefined();
      const two = await send(
        t.app,
        'POST',
        '/api/photographers/portfolio',
        p.headers,
        multipart([...fieldParts(), videoPart(), videoPart()]),
      );
      expect(two.statusCode).toBe(400);
      expect(tmpFiles()).toEqual([]);
      const mine = await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: p.headers });
      expect(mine.json().photographer).toBeNull();
    });

    it('a JSON body gets 415 with a clear message', async () => {
      const p = await signUpAs(t.app, 'photographer');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/photographers/portfolio',
        headers: p.headers,
        payload: validFields,
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toMatch(/multipart/);
    });
  });

  describe('update and delete (only the owner)', () => {
    let owner: Awaited<ReturnType<typeof signUpAs>>;
    let id: string;
    let firstVideo: string;
    beforeAll(async () => {
      owner = await signUpAs(t.app, 'photographer');
      const ph = await createPortfolio(t.app, owner.headers);
      id = ph._id;
      firstVideo = ph.video;
    });

    const put = (headers: Record<string, string>, portfolioId: string, parts = fieldParts()) =>
      send(t.app, 'PUT', `/api/photographers/portfolio/${portfolioId}`, headers, multipart(parts));

    it('another photographer gets 403 and changes nothing', async () => {
      const other = await signUpAs(t.app, 'photographer');
      const res = await put(other.headers, id, fieldParts({ ...validFields, name: 'Hijacked' }));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(portfolioTexts.notOwner);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/photographers/portfolio/${id}`,
        headers: other.headers,
      });
      expect(del.statusCode).toBe(403);
      const pub = await t.app.inject({ method: 'GET', url: `/api/photographers/portfolio/${id}` });
      expect(pub.json().photographer.name).toBe(validFields.name);
    });

    it('a client gets 403', async () => {
      const client = await signUpAs(t.app, 'client');
      expect((await put(client.headers, id)).statusCode).toBe(403);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/photographers/portfolio/${id}`,
        headers: client.headers,
      });
      expect(del.statusCode).toBe(403);
    });

    it('unknown ids get 404 and malformed ids 400, never 500', async () => {
      expect((await put(owner.headers, UNKNOWN_ID)).statusCode).toBe(404);
      const bad = await put(owner.headers, 'not-a-uuid');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('VALIDATION');
      for (const url of [`/api/photographers/portfolio/${UNKNOWN_ID}`, `/api/photographers/portfolio/x'%3B--`]) {
        const res = await t.app.inject({ method: 'DELETE', url, headers: owner.headers });
        expect([400, 404]).toContain(res.statusCode);
      }
      const pub = await t.app.inject({ method: 'GET', url: `/api/photographers/portfolio/${UNKNOWN_ID}` });
      expect(pub.statusCode).toBe(404);
      expect(pub.json().message).toBe(profileTexts.notFound);
      expect((await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio/123' })).statusCode).toBe(400);
    });

    it('the owner updates the text; the video stays when none is sent', async () => {
      const res = await put(
        owner.headers,
        id,
        fieldParts({ ...validFields, price: 'Ksh 120k', experience: 'since 2015', availability: '' }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const { photographer, message } = portfolioSaveResponseSchema.parse(res.json());
      expect(message).toBe(portfolioTexts.saved);
      expect(photographer.video).toBe(firstVideo);
      expect(photographer.startingPrice).toBe(120000);
      expect(photographer.startingCurrency).toBe('KES');
      expect(photographer.experienceYears).toBeGreaterThanOrEqual(10);
      expect(photographer.availability).toBeNull();
    });

    it('the update checks every field as create does, but not the video', async () => {
      const res = await put(owner.headers, id, fieldParts({ ...validFields, phone: 'call me', location: '' }));
      expect(res.statusCode).toBe(400);
      // docs/rules/history.md#issue-23 with docs/rules/photographers-and-portfolios.md#kenyan-marketplace: a phone is optional, but one given must be Kenyan.
      expect(res.json().errors).toEqual({
        phone: [portfolioTexts.phoneKenyan],
        location: [portfolioTexts.required.location],
      });
    });

    it('a new video replaces the old one, whose file is removed', async () => {
      const webm = Buffer.concat([
        Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282847765626d42878102428581021853', 'hex'),
        Buffer.alloc(5000),
      ]);
      const res = await put(owner.headers, id, [...fieldParts(), videoPart(webm, 'clip.webm', 'video/webm')]);
      expect(res.statusCode, res.body).toBe(200);
      const video = res.json().photographer.video as string;
      expect(video).toMatch(/\.webm$/);
      expect(listFiles(portfolioDir(id)).filter(isVideo)).toEqual([path.basename(video)]);
      const served = await t.app.inject({ method: 'GET', url: video });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('video/webm');
      firstVideo = video;
    });

    it('a failed update (bad video) keeps the old video and leaves no file behind', async () => {
      const res = await put(owner.headers, id, [
        ...fieldParts(),
        videoPart(Buffer.from('%PDF-1.7\n'.repeat(100)), 'x.mp4'),
      ]);
      expect(res.statusCode).toBe(415);
      expect(listFiles(portfolioDir(id)).filter(isVideo)).toEqual([path.basename(firstVideo)]);
      expect(tmpFiles()).toEqual([]);
    });

    it('the owner deletes it: records and files go, and a new one can be created', async () => {
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/photographers/portfolio/${id}`,
        headers: owner.headers,
      });
      expect(del.statusCode).toBe(200);
      expect(del.json()).toEqual({ success: true, message: portfolioTexts.deleted });
      expect(fs.existsSync(portfolioDir(id))).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: `/api/photographers/portfolio/${id}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: firstVideo })).statusCode).toBe(404);
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/photographers/portfolio/${id}`,
        headers: owner.headers,
      });
      expect(again.statusCode).toBe(404);
      const mine = await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio', headers: owner.headers });
      expect(mine.json().photographer).toBeNull();
      const created = await createPortfolio(t.app, owner.headers);
      expect(created._id).not.toBe(id);
    });
  });

  describe('the public profile (D4: ETag and 304)', () => {
    it('answers with an ETag and no-cache, 304 when unchanged, and a new ETag after a change', async () => {
      const p = await signUpAs(t.app, 'photographer');
      const ph = await createPortfolio(t.app, p.headers);
      const url = `/api/photographers/portfolio/${ph._id}`;
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      expect(publicPortfolioResponseSchema.parse(first.json()).photographer._id).toBe(ph._id);

      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);

      const update = await send(
        t.app,
        'PUT',
        url,
        p.headers,
        multipart(fieldParts({ ...validFields, message: 'Now also drone work over the Maasai Mara.' })),
      );
      expect(update.statusCode).toBe(200);
      const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json().photographer.message).toBe('Now also drone work over the Maasai Mara.');
    });

    it('with Prefer: wait, holds an unchanged answer until the profile changes, or answers 304 when the wait is up', async () => {
      const p = await signUpAs(t.app, 'photographer');
      const ph = await createPortfolio(t.app, p.headers);
      const url = `/api/photographers/portfolio/${ph._id}`;
      const etag = (await t.app.inject({ method: 'GET', url })).headers.etag as string;

      const started = Date.now();
      const unchanged = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': etag, prefer: 'wait=2' },
      });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.headers['preference-applied']).toBe('wait=2');
      expect(Date.now() - started).toBeGreaterThanOrEqual(1900);

      // A stale tag answers at once, wait or not.
      const stale = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': 'W/"old"', prefer: 'wait=20' },
      });
      expect(stale.statusCode).toBe(200);
      expect(stale.headers['preference-applied']).toBeUndefined();

      const waiting = t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag, prefer: 'wait=20' } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const update = await send(
        t.app,
        'PUT',
        url,
        p.headers,
        multipart(fieldParts({ ...validFields, message: 'Aerial work over Lake Naivasha too.' })),
      );
      expect(update.statusCode).toBe(200);
      const changed = await waiting;
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json().photographer.message).toBe('Aerial work over Lake Naivasha too.');
      expect(Date.now() - started).toBeLessThan(15_000);
    });

    it('needs no login, and shows the account avatar as the profile picture', async () => {
      const p = await signUpAs(t.app, 'photographer');
      const ph = await createPortfolio(t.app, p.headers);
      const none = await t.app.inject({ method: 'GET', url: '/api/photographers/profile', headers: p.headers });
      expect(none.json()).toEqual({ data: { profilePicture: null } });
      await t.pool.query('update users set avatar_file = $1 where id = $2', [`${p.id}-abcdefghijkl.webp`, p.id]);
      const pic = await t.app.inject({ method: 'GET', url: '/api/photographers/profile', headers: p.headers });
      expect(pic.json().data.profilePicture).toBe(`/api/avatars/${p.id}-abcdefghijkl.webp`);
      const pub = await t.app.inject({ method: 'GET', url: `/api/photographers/portfolio/${ph._id}?fresh=1` });
      expect(pub.statusCode).toBe(200);
    });
  });

  describe('the account goes (D13)', () => {
    it('deleting the account removes the portfolio with its files', async () => {
      const p = await signUpAs(t.app, 'photographer');
      const ph = await createPortfolio(t.app, p.headers);
      // The video, and the first photograph's web sizes.
      expect(listFiles(portfolioDir(ph._id)).filter(isVideo)).toHaveLength(1);
      expect(listFiles(portfolioDir(ph._id)).length).toBeGreaterThan(1);
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/me',
        headers: p.headers,
        payload: { password: GOOD_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(fs.existsSync(portfolioDir(ph._id))).toBe(false);
      const { rows } = await t.pool.query('select count(*)::int as n from portfolios where id = $1', [ph._id]);
      expect(rows[0].n).toBe(0);
    });
  });
});
