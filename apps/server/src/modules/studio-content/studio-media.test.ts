import {
  contentBlockSchema,
  IMAGE_MAX_BYTES,
  samplePlacesResponseSchema,
  studioContentSchema,
  studioImageResponseSchema,
  studioImagesTexts,
} from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Account } from '../../../test/booking-requests';
import { imagePart, jpegWithGps, multipart, type Part, send, signUpAs } from '../../../test/photographers';
import { contentApi } from '../../../test/studio-content';
import { studioContentSeed } from './studio-content.seed';
import { samplePlaces } from './studio-media';

describe('the media library the whole site draws from (issue 23)', () => {
  let t: TestApp;
  let admin: Account;
  let client: Account;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
    admin = await signUpAs(t.app, 'client');
    await t.pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
    client = await signUpAs(t.app, 'client');
    // Small: one web size (400) keeps a dozen uploads quick.
    photo = await jpegWithGps(600, 400);
  });
  afterAll(() => t.close());

  const upload = (parts: Part[], headers: Record<string, string> = admin.headers) =>
    send(t.app, 'POST', '/api/studio/images', headers, multipart(parts));
  const uploadOne = async (alt: string, name = 'DSC_0001.jpg') => {
    const res = await upload([{ name: 'alt', value: alt }, { name: 'name', value: name }, imagePart(photo, name)]);
    expect(res.statusCode, res.body).toBe(200);
    return studioImageResponseSchema.parse(res.json()).image;
  };
  const listIds = async () =>
    ((await t.app.inject({ url: '/api/studio/images', headers: admin.headers })).json().data as { id: string }[]).map(
      (i) => i.id,
    );
  const block = async <K extends 'heroSlides' | 'services' | 'team' | 'partners' | 'testimonials'>(key: K) =>
    contentBlockSchema(key).parse(
      (await t.app.inject({ url: `/api/studio/content/${key}`, headers: admin.headers })).json(),
    );
  const put = (key: string, version: number, data: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/studio/content/${key}`,
      headers: admin.headers,
      payload: { version, data } as object,
    });
  const samples = async (headers = admin.headers) => {
    const res = await t.app.inject({ url: '/api/studio/content/sample-places', headers });
    expect(res.statusCode, res.body).toBe(200);
    return samplePlacesResponseSchema.parse(res.json());
  };
  const publicContent = async () =>
    studioContentSchema.parse((await t.app.inject({ url: '/api/studio-content' })).json());
  /** A save is a draft (docs/rules/history.md#issue-23, ADR 0033): the site and the sample counter show it once published. */
  const publish = (key: string) => contentApi(t.app, admin.headers).publish(key);
  const remove = (id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/studio/images/${encodeURIComponent(id)}`, headers: admin.headers });

  it('takes a bulk upload file by file: the good ones are stored, a wrong type and a too large one are refused each under its own file', async () => {
    const before = await listIds();
    const head = await jpegWithGps(64, 64);
    const big = Buffer.concat([head, Buffer.alloc(IMAGE_MAX_BYTES + 1 - head.length)]);
    // As the console sends them: one request per file, a few at a time.
    const results = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) =>
        upload([
          { name: 'alt', value: `Photograph ${i + 1} of the bulk upload.` },
          { name: 'name', value: `wedding-${i + 1}.jpg` },
          imagePart(photo, `wedding-${i + 1}.jpg`),
        ]),
      ),
      upload([{ name: 'alt', value: 'Notes.' }, imagePart(Buffer.from('plain text, not a photograph'), 'notes.jpg')]),
      upload([{ name: 'alt', value: 'A huge one.' }, imagePart(big, 'huge.jpg')]),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 415, 413]);
    expect(results[5]!.json()).toMatchObject({ errors: { image: [studioImagesTexts.type] } });
    expect(results[6]!.json()).toMatchObject({ errors: { image: [studioImagesTexts.tooLarge] } });
    const stored = results.slice(0, 5).map((r) => studioImageResponseSchema.parse(r.json()).image);
    expect(stored.map((i) => i.name).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `wedding-${n}.jpg`));
    const after = await listIds();
    expect(after.length).toBe(before.length + 5);
    for (const image of stored) expect(after).toContain(image.id);
  });

  it('keeps only the last part of a file name, without control characters', async () => {
    const image = await uploadOne('A path in the name.', 'C:\\Users\\amani\\Pictures\\IMG\u0007_2044.JPG');
    expect(image.name).toBe('IMG_2044.JPG');
  });

  it('answers 401 signed out and 403 to a client: uploading, describing, counting samples', async () => {
    const image = await uploadOne('A client may not see this.');
    const part = [{ name: 'alt', value: 'x' }, imagePart(photo)] as Part[];
    expect((await upload(part, {})).statusCode).toBe(401);
    expect((await upload(part, client.headers)).statusCode).toBe(403);
    for (const [headers, status] of [
      [{}, 401],
      [client.headers, 403],
    ] as const) {
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/studio/images/${encodeURIComponent(image.id)}`,
        headers,
        payload: { alt: 'Taken over.' },
      });
      expect(patch.statusCode).toBe(status);
      const counted = await t.app.inject({ url: '/api/studio/content/sample-places', headers });
      expect(counted.statusCode).toBe(status);
    }
    const listed = (await t.app.inject({ url: '/api/studio/images', headers: admin.headers })).json().data;
    expect(listed.find((i: { id: string }) => i.id === image.id).alt).toBe('A client may not see this.');
  });

  it('changes an upload’s description (audited); an empty one is 400, an unknown id 404', async () => {
    const image = await uploadOne('First words.');
    const url = `/api/studio/images/${encodeURIComponent(image.id)}`;
    const ok = await t.app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { alt: '  The couple at the altar.  ' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().image).toMatchObject({ id: image.id, alt: 'The couple at the altar.' });
    const audit = (await t.app.inject({ url: '/api/studio/audit', headers: admin.headers })).json().data;
    expect(audit[0]).toMatchObject({
      action: 'content.image.describe',
      before: { id: image.id, alt: 'First words.' },
      after: { id: image.id, alt: 'The couple at the altar.' },
    });
    const empty = await t.app.inject({ method: 'PATCH', url, headers: admin.headers, payload: { alt: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ alt: [studioImagesTexts.altRequired] });
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/studio/images/upload:AAAAAAAAAAAAAAAAAAAAAA',
      headers: admin.headers,
      payload: { alt: 'Nobody.' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('puts an upload in a hero slide, a service, a team member and a partner: each keeps its slot; the sample counter goes down by one each once published', async () => {
    const start = await samples();
    // The studio's pages as seeded, then the blog posts whose cover is still a sample.
    expect(start.places.filter((p) => p.part !== 'blog')).toEqual(samplePlaces(studioContentSeed).places);
    expect(start.total).toBeGreaterThan(0);
    expect(start.places.find((p) => p.part === 'heroSlides')).toMatchObject({
      consolePath: '/studio/content/heroSlides',
      count: 1,
    });

    const mine = await uploadOne('Our own couple on the steps of the cathedral.');

    const slides = await block('heroSlides');
    const slideData = structuredClone(slides.data);
    slideData[1]!.image = mine.id;
    const savedSlides = await put('heroSlides', slides.version, slideData);
    expect(savedSlides.statusCode, savedSlides.body).toBe(200);
    const after = contentBlockSchema('heroSlides').parse(savedSlides.json()).data;
    // Same slide, same place, same words: only its picture changed.
    expect(after.map((s) => s.text)).toEqual(slides.data.map((s) => s.text));
    expect(after[1]).toEqual({ ...slides.data[1], image: mine.id });
    // A draft: the site and the counter still show the sample until it is published.
    expect((await samples()).total).toBe(start.total);
    expect((await publicContent()).heroSlides[1]!.image).toBe(slides.data[1]!.image);
    await publish('heroSlides');
    expect((await samples()).total).toBe(start.total - 1);

    const services = await block('services');
    const serviceData = structuredClone(services.data);
    const cover = serviceData[0]!.images;
    serviceData[0]!.images = [mine.id, ...cover.slice(1)];
    expect((await put('services', services.version, serviceData)).statusCode).toBe(200);
    const savedService = (await block('services')).data[0]!;
    expect(savedService.images).toEqual([mine.id, ...cover.slice(1)]);
    await publish('services');
    expect((await samples()).total).toBe(start.total - 2);

    const team = await block('team');
    const teamData = structuredClone(team.data);
    teamData[2]!.image = mine.id;
    expect((await put('team', team.version, teamData)).statusCode).toBe(200);
    expect((await block('team')).data.map((m) => m.id)).toEqual(team.data.map((m) => m.id));
    await publish('team');

    const partners = await block('partners');
    const partnerData = structuredClone(partners.data);
    partnerData[0]!.logo = mine.id;
    expect((await put('partners', partners.version, partnerData)).statusCode).toBe(200);
    await publish('partners');

    const counted = await samples();
    expect(counted.total).toBe(start.total - 4);
    // The first partner and that member are no longer listed as showing samples.
    expect(counted.places.some((p) => p.part === 'partners' && p.label.includes(partners.data[0]!.name))).toBe(false);
    expect(counted.places.some((p) => p.part === 'team' && p.label.includes(team.data[2]!.name))).toBe(false);

    // The public content carries the upload, so every page can draw it.
    const content = await publicContent();
    expect(content.heroSlides[1]!.image).toBe(mine.id);
    expect(content.imageUploads.map((i) => i.id)).toContain(mine.id);

    // A description changed in the library shows at once.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/studio/images/${encodeURIComponent(mine.id)}`,
      headers: admin.headers,
      payload: { alt: 'The couple on the cathedral steps.' },
    });
    expect((await publicContent()).imageUploads.find((i) => i.id === mine.id)?.alt).toBe(
      'The couple on the cathedral steps.',
    );

    // Shown on a slide: it cannot be deleted.
    const del = await remove(mine.id);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(studioImagesTexts.inUse);
  });

  it('an upload only a draft names: the preview carries it, the site does not; it cannot be deleted until the draft goes', async () => {
    const mine = await uploadOne('A portrait for a draft only.');
    const team = await block('team');
    const data = structuredClone(team.data);
    data[0]!.image = mine.id;
    expect((await put('team', team.version, data)).statusCode).toBe(200);

    const published = await publicContent();
    expect(published.team[0]!.image).toBe(team.data[0]!.image);
    expect(published.imageUploads.map((i) => i.id)).not.toContain(mine.id);
    const preview = studioContentSchema.parse(
      (await t.app.inject({ url: '/api/studio/content/preview', headers: admin.headers })).json(),
    );
    expect(preview.team[0]!.image).toBe(mine.id);
    expect(preview.imageUploads.map((i) => i.id)).toContain(mine.id);

    // Publishing the draft would show it: the library keeps it.
    const del = await remove(mine.id);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(studioImagesTexts.inUse);

    const discarded = await contentApi(t.app, admin.headers).act('team', 'discard', {
      version: (await block('team')).version,
    });
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect((await remove(mine.id)).statusCode).toBe(204);
    expect(await listIds()).not.toContain(mine.id);
  });

  it('a publish checks the uploads its draft names again: one gone meanwhile is refused under its field', async () => {
    const mine = await uploadOne('A partner logo that goes before its draft is published.');
    const partners = await block('partners');
    const data = structuredClone(partners.data);
    data[1]!.logo = mine.id;
    expect((await put('partners', partners.version, data)).statusCode).toBe(200);
    // Gone from the library behind the console's back (a draft keeps the console from deleting it).
    await t.pool.query(
      `update studio_content set data = coalesce((select jsonb_agg(e) from jsonb_array_elements(data) e where e->>'id' <> $1), '[]'::jsonb) where key = 'imageUploads'`,
      [mine.id],
    );
    const version = (await block('partners')).version;
    const res = await contentApi(t.app, admin.headers).act('partners', 'publish', { version });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'data.1.logo': [studioImagesTexts.unknownImage] });
    expect((await publicContent()).partners[1]!.logo).toBe(partners.data[1]!.logo);
    const discarded = await contentApi(t.app, admin.headers).act('partners', 'discard', { version });
    expect(discarded.statusCode, discarded.body).toBe(200);
  });

  it('refuses an upload id that does not exist, under its field, and saves nothing', async () => {
    const slides = await block('heroSlides');
    const data = structuredClone(slides.data);
    data[0]!.image = 'upload:ZZZZZZZZZZZZZZZZZZZZZZ';
    const res = await put('heroSlides', slides.version, data);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'data.0.image': [studioImagesTexts.unknownImage] });
    expect((await block('heroSlides')).version).toBe(slides.version);

    const partners = await block('partners');
    const bad = structuredClone(partners.data);
    bad[3]!.logo = 'upload:has spaces';
    const refused = await put('partners', partners.version, bad);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['data.3.logo']);
  });

  it('counts none once every place shows the studio’s own pictures', () => {
    const mine = 'upload:AAAAAAAAAAAAAAAAAAAAAA';
    const replaced = JSON.parse(
      JSON.stringify(studioContentSeed).replace(/"(photos|portraits|logos)\/[a-z0-9-]+"/g, () => `"${mine}"`),
    );
    expect(samplePlaces(replaced)).toEqual({ total: 0, places: [] });
    // The films stay bundled samples (ADR 0032): not counted as photographs.
    expect(JSON.stringify(replaced)).toContain('"video/');
  });

  it('lists every place a bundled picture shows, each with the console page that replaces it; replacing them all there brings the count to zero', async () => {
    const start = await samples();
    const byPart = (part: string) => start.places.filter((p) => p.part === part);
    // The places no console editor reached before: each now names its own editor.
    expect(byPart('about')[0]).toMatchObject({ consolePath: '/studio/content/about', count: 8 });
    expect(byPart('testimonialsPage')[0]).toMatchObject({ consolePath: '/studio/content/testimonialsPage', count: 1 });
    expect(byPart('closing')[0]).toMatchObject({ consolePath: '/studio/content/home', count: 1 });
    expect(byPart('fashion')[0]).toMatchObject({ consolePath: '/studio/content/servicesPage', count: 2 });
    expect(byPart('contactPage')[0]).toMatchObject({ consolePath: '/studio/content/contactPage', count: 1 });
    const posts = byPart('blog');
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(post.consolePath).toMatch(/^\/studio\/blog\/[0-9a-f-]{36}$/);
    // Every place is replaced from a page of the console (no more "not replaceable yet").
    for (const place of start.places) expect(place.consolePath).toMatch(/^\/studio\/(content|blog)\/[\w-]+$/);

    const mine = await uploadOne('Our own photograph, for every slot.');
    const api = contentApi(t.app, admin.headers);
    const ownIt = (data: unknown) =>
      JSON.parse(JSON.stringify(data).replace(/"(photos|portraits|logos)\/[a-z0-9-]+"/g, () => `"${mine.id}"`));
    for (const key of ['heroSlides', 'services', 'ctaBanners', 'team', 'testimonials', 'partners'].concat([
      'home',
      'about',
      'testimonialsPage',
      'servicesPage',
      'contactPage',
    ])) {
      const part = (await api.get(key)).json();
      const saved = await put(key, part.version, ownIt(part.data));
      expect(saved.statusCode, `${key}: ${saved.body}`).toBe(200);
      await publish(key);
    }
    // The gallery and each portfolio tab list a photograph once: ours, alone.
    const library = (await api.get('imageLibrary')).json();
    const own = {
      ...Object.fromEntries(['weddings', 'sports', 'commercials', 'events'].map((tab) => [tab, [mine.id]])),
      gallery: [{ src: mine.id, alt: mine.alt }],
    };
    expect((await put('imageLibrary', library.version, own)).statusCode).toBe(200);
    for (const post of posts) {
      const id = post.consolePath.split('/').at(-1)!;
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/studio/blog/${id}/cover/library`,
        headers: admin.headers,
        payload: { image: mine.id },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().post.cover).toMatchObject({ alt: mine.alt });
      expect(res.json().post.cover.id).toMatch(/^upload:/);
    }
    expect(await samples()).toEqual({ total: 0, places: [] });
    // The public pages show no sample picture any more (the films stay samples, ADR 0032).
    expect(JSON.stringify(await publicContent())).not.toMatch(/"(photos|portraits|logos)\//);
  });

  it('refuses a blog cover from the library that is not an upload of the library, and changes nothing', async () => {
    const list = (await t.app.inject({ url: '/api/studio/blog', headers: admin.headers })).json().data;
    const post = list[0] as { _id: string; cover: unknown };
    for (const image of ['photos/giraffes-savanna-01', 'upload:ZZZZZZZZZZZZZZZZZZZZZZ']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/studio/blog/${post._id}/cover/library`,
        headers: admin.headers,
        payload: { image },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.image).toEqual([studioImagesTexts.unknownImage]);
    }
    const client403 = await t.app.inject({
      method: 'PUT',
      url: `/api/studio/blog/${post._id}/cover/library`,
      headers: client.headers,
      payload: { image: 'upload:ZZZZZZZZZZZZZZZZZZZZZZ' },
    });
    expect(client403.statusCode).toBe(403);
    const after = (await t.app.inject({ url: `/api/studio/blog/${post._id}`, headers: admin.headers })).json();
    expect(after.post.cover).toEqual(post.cover);
  });
});
