import {
  BLOG_TITLE_MAX,
  blogSchema,
  contentBlockSchema,
  STUDIO_IMAGE_ALT_MAX,
  studioBlogPostResponseSchema,
  studioContentSchema,
  studioImageListSchema,
  studioImageResponseSchema,
} from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Account } from '../../../test/booking-requests';
import { imagePart, jpegWithGps, multipart, send, signUpAs } from '../../../test/photographers';
import { contentApi } from '../../../test/studio-content';
import { studioContentSeed as seed } from './studio-content.seed';

const servicesBlock = contentBlockSchema('services');
const libraryBlock = contentBlockSchema('imageLibrary');
const SW = { 'accept-language': 'sw' };
const EN = { 'accept-language': 'en' };

/**
 * docs/decisions/0046-languages.md: the Kiswahili of a service's inclusions, price unit and turnaround, of a blog post's
 * sections, and of the photographs' descriptions (the gallery's and the uploads'); served on a Kiswahili request with
 * the English as the fallback, named in `english`; the Kiswahili versions never leave the console's API.
 */
describe('Kiswahili versions of services, post sections and photograph descriptions', () => {
  let t: TestApp;
  let admin: Account;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
    admin = await signUpAs(t.app, 'client');
    await t.pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
  });
  afterAll(() => t.close());

  const api = () => contentApi(t.app, admin.headers);
  const publicContent = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/studio-content', headers });
    expect(res.statusCode, res.body).toBe(200);
    // Nowhere in a public answer, in either language.
    expect(res.body).not.toMatch(/"sw":/);
    return studioContentSchema.parse(res.json());
  };

  describe('services', () => {
    it('the seed: the Kiswahili inclusions, price unit and turnaround on /sw, the English where there are none, marked', async () => {
      const sw = await publicContent(SW);
      const weddings = sw.services.find((s) => s.slug === 'weddings')!;
      const seeded = seed.services.find((s) => s.slug === 'weddings')!;
      expect(weddings.inclusions).toEqual(seeded.sw!.inclusions);
      expect(weddings.turnaround).toBe('Gallery kamili ndani ya wiki 4');
      expect(weddings.priceUnit).toBe('kwa siku ya harusi');
      expect(weddings.english).toEqual(['description']);
      const events = sw.services.find((s) => s.slug === 'event-coverage')!;
      expect(events.priceUnit).toBe('kwa nusu siku (saa 4)');
      expect(events.inclusions).toEqual(seed.services.find((s) => s.slug === 'event-coverage')!.inclusions);
      expect(events.title).toBe('Picha za Matukio');
      expect(events.english).toEqual(['description', 'inclusions']);

      const en = (await publicContent(EN)).services.find((s) => s.slug === 'weddings')!;
      expect(en.inclusions).toEqual(seeded.inclusions);
      expect(en.turnaround).toBe(seeded.turnaround);
      expect(en.english).toBeUndefined();
    });

    it('saves a service’s Kiswahili inclusions (blank lines dropped) and turnaround; published, /sw shows them', async () => {
      const block = servicesBlock.parse((await api().get('services')).json());
      const i = block.data.findIndex((s) => s.slug === 'sports');
      const sports = block.data[i]!;
      const turnaround = `Picha teule uwanjani; zote ndani ya saa 48 (${++n})`;
      const data = block.data.map((s, k) =>
        k === i
          ? { ...s, sw: { ...s.sw, turnaround, inclusions: ['Mpiga picha mmoja', '  ', 'Picha 150'], priceUnit: ' ' } }
          : s,
      );
      const res = await api().put('services', { version: block.version, data });
      expect(res.statusCode, res.body).toBe(200);
      expect(servicesBlock.parse(res.json()).data[i]!.sw).toEqual({
        title: sports.sw!.title,
        summary: sports.sw!.summary,
        turnaround,
        inclusions: ['Mpiga picha mmoja', 'Picha 150'],
      });
      await api().publish('services');

      const shown = (await publicContent(SW)).services.find((s) => s.slug === 'sports')!;
      expect(shown.turnaround).toBe(turnaround);
      expect(shown.inclusions).toEqual(['Mpiga picha mmoja', 'Picha 150']);
      expect(shown.priceUnit).toBe(sports.priceUnit);
      expect(shown.english).toContain('priceUnit');
      expect(shown.english).not.toContain('inclusions');
      expect((await publicContent(EN)).services.find((s) => s.slug === 'sports')!.turnaround).toBe(sports.turnaround);
    });

    it('refuses Kiswahili inclusions beyond the English limit, or words that are not text', async () => {
      const block = servicesBlock.parse((await api().get('services')).json());
      const with0 = (sw: unknown) => [{ ...block.data[0]!, sw }, ...block.data.slice(1)];
      await api().refused(
        'services',
        with0({ inclusions: Array.from({ length: 11 }, (_, k) => `Kitu ${k}`) }),
        'data.0.sw.inclusions',
      );
      await api().refused('services', with0({ turnaround: 4 }), 'data.0.sw.turnaround');
      await api().refused('services', with0({ inclusions: 'Kila kitu' }), 'data.0.sw.inclusions');
    });
  });

  describe('blog post sections', () => {
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin.headers) =>
      t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const post = (over: Record<string, unknown> = {}) => ({
      title: `A post with sections ${process.pid} ${++n}`,
      author: 'Amani Wanjiru',
      excerpt: 'A short excerpt.',
      content: 'The body.',
      status: 'published',
      sections: [
        { title: 'Light', content: 'Morning **light**.', sw: { title: 'Mwanga', content: 'Mwanga wa **asubuhi**.' } },
        { title: 'Rain', content: 'Plan for rain.', sw: { title: 'Mvua', content: ' ' } },
        { title: 'Prints', content: 'Print them.' },
      ],
      ...over,
    });
    const publicPost = async (slug: string, headers: Record<string, string>) => {
      const res = await t.app.inject({ url: `/api/blogs/${slug}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toMatch(/"sw":|sectionsSw/);
      return blogSchema.parse(res.json());
    };

    it('saves each section’s Kiswahili, audited; /sw reads it section by section, the English marked where it has none', async () => {
      const res = await call('POST', '/api/studio/blog', post());
      expect(res.statusCode, res.body).toBe(201);
      const created = studioBlogPostResponseSchema.parse(res.json()).post;
      expect(created.sections.map((s) => s.sw)).toEqual([
        { title: 'Mwanga', content: 'Mwanga wa **asubuhi**.' },
        { title: 'Mvua', content: '' },
        { title: '', content: '' },
      ]);
      const audit = (await call('GET', '/api/studio/audit')).json().data;
      expect(audit[0]).toMatchObject({ action: 'blog.create', targetId: created._id });
      expect(JSON.stringify(audit[0].after.sectionsSw)).toContain('Mwanga');

      const sw = await publicPost(created.slug, SW);
      expect(sw.sections.map((s) => s.title)).toEqual(['Mwanga', 'Mvua', 'Prints']);
      expect(sw.sections[0]!.html).toContain('<strong>asubuhi</strong>');
      expect(sw.sections[0]!.english).toBeUndefined();
      expect(sw.sections[1]!.content).toBe('Plan for rain.');
      expect(sw.sections[1]!.english).toEqual(['content']);
      expect(sw.sections[2]!.english).toEqual(['title', 'content']);
      // The post's own words have no Kiswahili: marked on the post, not as 'sections'.
      expect(sw.english).toEqual(['title', 'excerpt', 'content']);

      const en = await publicPost(created.slug, EN);
      expect(en.sections.map((s) => s.title)).toEqual(['Light', 'Rain', 'Prints']);
      expect(en.sections[0]!.html).toContain('<strong>light</strong>');
      for (const section of en.sections) expect(section.english).toBeUndefined();

      // A change that sends no Kiswahili at all keeps it; one that sends some sets the whole of it.
      const plain = post({ title: created.title });
      const kept = await call('PUT', `/api/studio/blog/${created._id}`, {
        ...plain,
        sections: plain.sections.map(({ title, content }) => ({ title, content })),
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(studioBlogPostResponseSchema.parse(kept.json()).post.sections[0]!.sw.title).toBe('Mwanga');
      const cleared = await call('PUT', `/api/studio/blog/${created._id}`, {
        ...plain,
        sections: plain.sections.map(({ title, content }) => ({ title, content, sw: { title: '', content: '' } })),
      });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(
        (await t.pool.query('select sections_sw from blog_posts where id = $1', [created._id])).rows[0].sections_sw,
      ).toBeNull();
      expect((await publicPost(created.slug, SW)).sections[0]!.english).toEqual(['title', 'content']);
    });

    it('a seeded post: its sections in Kiswahili on /sw', async () => {
      const sw = await publicPost('choosing-a-photographer', SW);
      expect(sw.sections[0]!.title).toBe('Naweza kuona gallery kamili?');
      expect(sw.sections.every((s) => s.english === undefined)).toBe(true);
      expect(sw.english).toEqual(['content']);
    });

    it('refuses a section’s Kiswahili that is too long or not text, under its field, and stores nothing', async () => {
      const before = Number((await t.pool.query('select count(*) from blog_posts')).rows[0].count);
      for (const [sw, field] of [
        [{ title: 'x'.repeat(BLOG_TITLE_MAX + 1) }, 'sections.0.sw.title'],
        [{ content: 12 }, 'sections.0.sw.content'],
        ['Mwanga', 'sections.0.sw'],
      ] as const) {
        const res = await call('POST', '/api/studio/blog', post({ sections: [{ title: 'Light', content: '', sw }] }));
        expect(res.statusCode, res.body).toBe(400);
        expect(Object.keys(res.json().errors ?? {}), res.body).toContain(field);
      }
      expect(Number((await t.pool.query('select count(*) from blog_posts')).rows[0].count)).toBe(before);
    });
  });

  describe('photograph descriptions', () => {
    it('the seeded gallery: each photograph described in Kiswahili on /sw, in English on /', async () => {
      const sw = await publicContent(SW);
      expect(sw.imageLibrary.gallery[0]!.alt).toBe(seed.imageLibrary.gallery[0]!.sw!.alt);
      expect(sw.imageLibrary.gallery.every((item) => item.english === undefined)).toBe(true);
      const en = await publicContent(EN);
      expect(en.imageLibrary.gallery[0]!.alt).toBe(seed.imageLibrary.gallery[0]!.alt);
    });

    it('an uploaded photograph: its Kiswahili description saved, kept when left out, shown on /sw where the gallery shows it', async () => {
      const photo = await jpegWithGps(900, 600);
      const uploaded = await send(
        t.app,
        'POST',
        '/api/studio/images',
        admin.headers,
        multipart([{ name: 'alt', value: 'A couple under an acacia tree.' }, imagePart(photo)]),
      );
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const { id } = studioImageResponseSchema.parse(uploaded.json()).image;
      const patch = (payload: object) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/studio/images/${encodeURIComponent(id)}`,
          headers: admin.headers,
          payload,
        });

      const described = await patch({
        alt: 'A couple under an acacia tree.',
        sw: { alt: ' Maharusi chini ya mgunga. ' },
      });
      expect(described.statusCode, described.body).toBe(200);
      expect(studioImageResponseSchema.parse(described.json()).image.sw).toEqual({ alt: 'Maharusi chini ya mgunga.' });
      const kept = await patch({ alt: 'A couple under a tall acacia tree.' });
      expect(studioImageResponseSchema.parse(kept.json()).image.sw).toEqual({ alt: 'Maharusi chini ya mgunga.' });
      const list = studioImageListSchema.parse(
        (await t.app.inject({ url: '/api/studio/images', headers: admin.headers })).json(),
      );
      expect(list.data.find((i) => i.id === id)!.sw).toEqual({ alt: 'Maharusi chini ya mgunga.' });
      const audit = (await t.app.inject({ url: '/api/studio/audit', headers: admin.headers })).json().data;
      expect(audit[0]).toMatchObject({
        action: 'content.image.describe',
        after: { altSw: 'Maharusi chini ya mgunga.' },
      });

      // The gallery shows it (with its own description, which has no Kiswahili): the upload's words follow the page.
      const block = libraryBlock.parse((await api().get('imageLibrary')).json());
      const saved = await api().put('imageLibrary', {
        version: block.version,
        data: {
          ...block.data,
          gallery: [{ src: id, alt: 'A couple at sunset.', sw: { alt: '' } }, ...block.data.gallery.slice(1)],
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // Blank is none: nothing is stored for it.
      expect(libraryBlock.parse(saved.json()).data.gallery[0]).toEqual({ src: id, alt: 'A couple at sunset.' });

      const sw = await publicContent(SW);
      expect(sw.imageLibrary.gallery[0]).toEqual({ src: id, alt: 'A couple at sunset.', english: ['alt'] });
      expect(sw.imageUploads.find((i) => i.id === id)!.alt).toBe('Maharusi chini ya mgunga.');
      const en = await publicContent(EN);
      expect(en.imageUploads.find((i) => i.id === id)!.alt).toBe('A couple under a tall acacia tree.');
      expect(en.imageUploads.find((i) => i.id === id)!.english).toBeUndefined();

      // An empty Kiswahili description clears it: the English shows on /sw, marked.
      await patch({ alt: 'A couple under a tall acacia tree.', sw: { alt: '' } });
      const after = (await publicContent(SW)).imageUploads.find((i) => i.id === id)!;
      expect(after.alt).toBe('A couple under a tall acacia tree.');
      expect(after.english).toEqual(['alt']);

      const refused = await patch({ alt: 'A couple.', sw: { alt: 'x'.repeat(STUDIO_IMAGE_ALT_MAX + 1) } });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().errors ?? {})).toContain('sw.alt');
    });

    it('refuses a gallery description in Kiswahili beyond the English limit, under its field', async () => {
      const block = libraryBlock.parse((await api().get('imageLibrary')).json());
      const first = block.data.gallery[0]!;
      await api().refused(
        'imageLibrary',
        {
          ...block.data,
          gallery: [{ ...first, sw: { alt: 'x'.repeat(STUDIO_IMAGE_ALT_MAX + 1) } }, ...block.data.gallery.slice(1)],
        },
        'data.gallery.0.sw.alt',
      );
    });
  });
});
