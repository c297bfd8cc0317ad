import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  BLOG_EXCERPT_MAX,
  BLOG_TITLE_MAX,
  blogListResponseSchema,
  blogSchema,
  contentBlockSchema,
  DELIVERY,
  FAQ_ANSWER_MAX,
  FAQ_QUESTION_MAX,
  HERO_TEXT_MAX,
  studioBlogPostResponseSchema,
  studioContentSchema,
} from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Account } from '../../../test/booking-requests';
import { signUpAs } from '../../../test/photographers';
import { contentApi } from '../../../test/studio-content';
import { SW_WEEKS } from './seed/home';
import { studioContentSeed as seed } from './studio-content.seed';

const faqBlock = contentBlockSchema('faqs');
const SW = { 'accept-language': 'sw' };
const EN = { 'accept-language': 'en' };

describe('Kiswahili versions of the studio content (issue 28)', () => {
  let t: TestApp;
  let dist: string;
  let admin: Account;
  let n = 0;

  beforeAll(async () => {
    // A built app's shell, so that public pages are served (and cached) with their embedded content.
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-kiswahili-dist-'));
    await fs.writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div><!--app-data--></body></html>',
    );
    t = await createTestApp({ WEB_DIST_DIR: dist, AUTH_RATE_LIMIT_PER_IP: '100000' });
    admin = await signUpAs(t.app, 'client');
    await t.pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  const api = () => contentApi(t.app, admin.headers);
  const publicContent = async (headers: Record<string, string>) =>
    studioContentSchema.parse((await t.app.inject({ method: 'GET', url: '/api/studio-content', headers })).json());
  const page = async (url: string) => (await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } })).body;

  it('the seed: a Kiswahili request reads the seeded Kiswahili, item by item and field by field', async () => {
    const sw = await publicContent(SW);
    expect(sw.faqs[0]!.question).toBe(seed.faqs[0]!.sw!.question);
    expect(sw.faqs[0]!.answer).toBe(seed.faqs[0]!.sw!.answer);
    expect(sw.faqs[0]!.english).toBeUndefined();
    // Every seeded question has its Kiswahili, the delivery one written from the same numbers.
    expect(sw.faqs[2]!.question).toBe(seed.faqs[2]!.sw!.question);
    expect(sw.faqs[2]!.answer).toContain(`wiki ${SW_WEEKS[DELIVERY.galleryWeeks]}`);
    expect(sw.faqs.filter((f) => f.english)).toEqual([]);
    expect(sw.heroSlides[0]!.text).toBe(seed.heroSlides[0]!.sw!.text);
    // A service with a Kiswahili name but no Kiswahili description shows its English description.
    const weddings = sw.services.find((s) => s.slug === 'weddings')!;
    expect(weddings.title).toBe('Picha za Harusi');
    expect(weddings.description).toEqual(seed.services.find((s) => s.slug === 'weddings')!.description);
    expect(weddings.english).toEqual(['description']);
    // The versions themselves never leave the server.
    for (const item of [...sw.faqs, ...sw.heroSlides, ...sw.services]) expect(item.sw).toBeUndefined();

    const en = await publicContent(EN);
    expect(en.faqs[0]!.question).toBe(seed.faqs[0]!.question);
    for (const item of [...en.faqs, ...en.heroSlides, ...en.services]) {
      expect(item.sw).toBeUndefined();
      expect(item.english).toBeUndefined();
    }
  });

  it('saves a question with its Kiswahili (blank fields are none), audited; published, /sw shows it and / does not', async () => {
    const question = `Je, mnapiga picha za ubatizo? ${++n}`;
    // Both pages are rendered (and cached) before the change.
    expect(await page('/sw/faq')).not.toContain(question);
    const block = faqBlock.parse((await api().get('faqs')).json());
    const data = [
      { ...block.data[0]!, sw: { question, answer: '   ' } },
      { ...block.data[1]!, sw: { question: '', answer: '' } },
      ...block.data.slice(2),
    ];
    const res = await api().put('faqs', { version: block.version, data });
    expect(res.statusCode, res.body).toBe(200);
    const saved = faqBlock.parse(res.json()).data;
    expect(saved[0]!.sw).toEqual({ question });
    expect(saved[1]!.sw).toBeUndefined();

    const audit = (await t.app.inject({ url: '/api/studio/audit', headers: admin.headers })).json().data;
    expect(audit[0]).toMatchObject({ action: 'content.draft', targetId: 'faqs' });
    expect(JSON.stringify(audit[0].after)).toContain(question);

    // A draft: nothing public changes yet.
    expect((await publicContent(SW)).faqs[0]!.question).toBe(seed.faqs[0]!.sw!.question);
    await api().publish('faqs');

    const sw = await publicContent(SW);
    expect(sw.faqs[0]!.question).toBe(question);
    // Its answer has no Kiswahili now: the English shows, marked.
    expect(sw.faqs[0]!.answer).toBe(seed.faqs[0]!.answer);
    expect(sw.faqs[0]!.english).toEqual(['answer']);
    expect(sw.faqs[1]!.question).toBe(seed.faqs[1]!.question);
    expect((await publicContent(EN)).faqs[0]!.question).toBe(seed.faqs[0]!.question);

    // Publishing cleared both languages' pages.
    expect(await page('/sw/faq')).toContain(question);
    expect(await page('/faq')).not.toContain(question);
  });

  it('refuses Kiswahili that is too long or not text, under the field it names, and changes nothing', async () => {
    const block = faqBlock.parse((await api().get('faqs')).json());
    const first = block.data[0]!;
    await api().refused(
      'faqs',
      [{ ...first, sw: { question: 'x'.repeat(FAQ_QUESTION_MAX + 1) } }],
      'data.0.sw.question',
      `Keep the question to ${FAQ_QUESTION_MAX} characters.`,
    );
    await api().refused('faqs', [{ ...first, sw: { answer: 'x'.repeat(FAQ_ANSWER_MAX + 1) } }], 'data.0.sw.answer');
    await api().refused('faqs', [{ ...first, sw: { question: 42 } }], 'data.0.sw.question');
    await api().refused('faqs', [{ ...first, sw: 'Swali' }], 'data.0.sw');
    const slides = (await api().get('heroSlides')).json().data;
    await api().refused(
      'heroSlides',
      [{ ...slides[0], sw: { text: 'x'.repeat(HERO_TEXT_MAX + 1) } }],
      'data.0.sw.text',
    );
  });

  describe('blog posts', () => {
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin.headers) =>
      t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const post = (over: Record<string, unknown> = {}) => ({
      title: `A post ${process.pid} ${++n}`,
      author: 'Amani Wanjiru',
      excerpt: 'A short excerpt.',
      content: 'The **body**.',
      status: 'published',
      ...over,
    });
    const publicPost = async (slug: string, headers: Record<string, string>) => {
      const res = await t.app.inject({ url: `/api/blogs/${slug}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return blogSchema.parse(res.json());
    };

    it('saves a post with its Kiswahili, audited; /sw reads it where it exists, else the English, at the same slug', async () => {
      const res = await call(
        'POST',
        '/api/studio/blog',
        post({ sw: { title: 'Chapisho la majaribio', content: 'Mwili **wake**.' } }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const created = studioBlogPostResponseSchema.parse(res.json()).post;
      expect(created.sw).toEqual({ title: 'Chapisho la majaribio', excerpt: '', content: 'Mwili **wake**.' });

      const sw = await publicPost(created.slug, SW);
      expect(sw.slug).toBe(created.slug);
      expect(sw.title).toBe('Chapisho la majaribio');
      expect(sw.contentHtml).toContain('<strong>wake</strong>');
      expect(sw.excerpt).toBe('A short excerpt.');
      expect(sw.english).toEqual(['excerpt']);
      const en = await publicPost(created.slug, EN);
      expect(en.title).toBe(created.title);
      expect(en.contentHtml).toContain('<strong>body</strong>');
      expect(en.english).toBeUndefined();
      const list = blogListResponseSchema.parse((await t.app.inject({ url: '/api/blogs', headers: SW })).json());
      expect(list.data.find((p) => p.slug === created.slug)!.title).toBe('Chapisho la majaribio');

      // A change without `sw` keeps it; blank fields clear it; the log names the fields changed.
      const kept = await call(
        'PUT',
        `/api/studio/blog/${created._id}`,
        post({ title: created.title, excerpt: 'New.' }),
      );
      expect(studioBlogPostResponseSchema.parse(kept.json()).post.sw.title).toBe('Chapisho la majaribio');
      const cleared = await call(
        'PUT',
        `/api/studio/blog/${created._id}`,
        post({ title: created.title, excerpt: 'New.', sw: { title: ' ', excerpt: 'Kifupi.', content: '' } }),
      );
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(studioBlogPostResponseSchema.parse(cleared.json()).post.sw).toEqual({
        title: '',
        excerpt: 'Kifupi.',
        content: '',
      });
      const audit = (await call('GET', '/api/studio/audit')).json().data;
      expect(audit[0]).toMatchObject({ action: 'blog.update', targetId: created._id });
      expect(audit[0].before).toMatchObject({ titleSw: 'Chapisho la majaribio', excerptSw: null });
      expect(audit[0].after).toMatchObject({ titleSw: null, excerptSw: 'Kifupi.', contentSw: null });

      const after = await publicPost(created.slug, SW);
      expect(after.title).toBe(created.title);
      expect(after.excerpt).toBe('Kifupi.');
      expect(after.english).toEqual(['title', 'content']);
    });

    it('a seeded post: its Kiswahili title, excerpt and sections on /sw, its body in English, marked', async () => {
      const sw = await publicPost('choosing-a-photographer', SW);
      expect(sw.title).toBe('Jinsi ya Kuchagua Mpiga Picha Kenya: Maswali Tisa ya Kuuliza');
      expect(sw.english).toEqual(['content']);
      const en = await publicPost('choosing-a-photographer', EN);
      expect(en.title).toBe('How to Choose a Photographer in Kenya: Nine Questions Worth Asking');
      expect(en.english).toBeUndefined();
    });

    it('a post without Kiswahili reads the same in both languages, its English marked on /sw', async () => {
      const created = studioBlogPostResponseSchema.parse((await call('POST', '/api/studio/blog', post())).json()).post;
      expect(created.sw).toEqual({ title: '', excerpt: '', content: '' });
      const sw = await publicPost(created.slug, SW);
      expect(sw.title).toBe(created.title);
      expect(sw.english).toEqual(['title', 'excerpt', 'content']);
    });

    it('refuses Kiswahili that is too long or not text, and stores nothing', async () => {
      const before = Number((await t.pool.query('select count(*) from blog_posts')).rows[0].count);
      for (const [sw, field] of [
        [{ title: 'x'.repeat(BLOG_TITLE_MAX + 1) }, 'sw.title'],
        [{ excerpt: 'x'.repeat(BLOG_EXCERPT_MAX + 1) }, 'sw.excerpt'],
        [{ title: 7 }, 'sw.title'],
        ['Kichwa', 'sw'],
      ] as const) {
        const res = await call('POST', '/api/studio/blog', post({ sw }));
        expect(res.statusCode, res.body).toBe(400);
        expect(Object.keys(res.json().errors ?? {}), res.body).toContain(field);
      }
      expect(Number((await t.pool.query('select count(*) from blog_posts')).rows[0].count)).toBe(before);
    });
  });
});
