import { type Blog, blogListResponseSchema, blogSchema, blogTexts } from '@studio/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photo } from '@studio/shared/media/media';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { isFresh } from '../../lib/etag';
import { blogSeedPosts } from './blogs.seed';
import { blogsService } from './blogs.service';

describe('blogs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const list = async (): Promise<Blog[]> => blogListResponseSchema.parse((await get('/api/blogs')).json()).data;

  it('seeds at least six substantial posts, including editing-tips, each with a cover and 3-4 sections', async () => {
    const posts = await list();
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(posts.map((p) => p.slug)).toContain('editing-tips');
    for (const post of posts) {
      expect(post.title.length).toBeGreaterThan(10);
      expect(post.excerpt.length).toBeGreaterThan(60);
      expect(post.content.length).toBeGreaterThan(300);
      expect(post.author).not.toBe('');
      expect(post.sections.length).toBeGreaterThanOrEqual(3);
      expect(post.sections.length).toBeLessThanOrEqual(4);
      expect(post.cover).not.toBeNull();
      expect(post.image).toBe(post.cover?.src);
      expect(post.cover?.src).toMatch(/^\/media\/photos\/.+\.jpg$/);
      expect(post.cover?.srcSetAvif).toMatch(/\.avif \d+w/);
      expect(post.cover?.alt.length).toBeGreaterThan(10);
    }
  });

  it("describes a library cover in the request's language (docs/rules/public-pages.md#languages)", async () => {
    const covers = async (language: string) =>
      blogListResponseSchema.parse((await get('/api/blogs', { 'accept-language': language })).json()).data;
    const giraffes = photo('photos/giraffes-savanna-01')!;
    const english = (await covers('en')).find((p) => p.cover?.id === 'photos/giraffes-savanna-01');
    expect(english?.cover).toMatchObject({ alt: giraffes.alt });
    expect(english?.cover?.lang).toBeUndefined();
    const kiswahili = (await covers('sw')).find((p) => p.cover?.id === 'photos/giraffes-savanna-01');
    expect(kiswahili?.cover).toMatchObject({ alt: giraffes.altSw });
    expect(kiswahili?.cover?.lang).toBeUndefined();
  });

  it('lists newest first as {data: [...]} with every field of SPEC 3', async () => {
    const res = await get('/api/blogs');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['data']);
    const posts = blogListResponseSchema.parse(body).data;
    const dates = posts.map((p) => Date.parse(p.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(Object.keys(posts[0]!)).toEqual(
      expect.arrayContaining([
        '_id',
        'title',
        'excerpt',
        'content',
        'author',
        'image',
        'createdAt',
        'sections',
        'slug',
      ]),
    );
  });

  it('answers one post by its id and by its slug, the same post', async () => {
    const posts = await list();
    const target = posts.find((p) => p.slug === 'editing-tips')!;
    const byId = await get(`/api/blogs/${target._id}`);
    expect(byId.statusCode).toBe(200);
    // The post is the list's, plus its Markdown rendered (ADR 0023: the list leaves that out).
    const post = blogSchema.parse(byId.json());
    expect(post).toMatchObject(target);
    expect(post.contentHtml).toMatch(/^<p>/);
    expect(post.sections.every((s) => s.html !== undefined)).toBe(true);
    const bySlug = await get('/api/blogs/editing-tips');
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(post);
    expect((await get('/api/blogs/Editing-Tips')).json()._id).toBe(target._id);
  });

  it('answers 404 with {message, code} for an unknown id or slug', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-post']) {
      const res = await get(`/api/blogs/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: blogTexts.notFound, code: 'NOT_FOUND' });
    }
  });

  it.each([
    ['a null byte', '%00'],
    ['a control character', 'abc%01def'],
    ['a space', 'two%20words'],
    ['a long id', 'x'.repeat(100)],
    ['a very long id', 'x'.repeat(500)],
    ['a broken uuid', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz'],
    ['a uuid-like with extra', '00000000-0000-4000-8000-000000000000x'],
    ['SQL', "x'%3B%20drop%20table%20blog_posts%3B--"],
    ['an encoded slash', '..%2F..%2Fetc%2Fpasswd'],
    ['unicode', '%E2%9C%93-%F0%9F%93%B7'],
    ['bad percent-encoding', '%E0%A4%A'],
  ])('answers odd input (%s) with a 4xx (400, 404, or 414 for an over-long address), never 500', async (_label, id) => {
    const res = await get(`/api/blogs/${id}`);
    expect([400, 404, 414]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
  });

  it('still has every post after the odd input', async () => {
    expect((await list()).length).toBe(blogSeedPosts.length);
  });

  it('sends an ETag and answers 304 to If-None-Match, for the list and for one post', async () => {
    for (const url of ['/api/blogs', '/api/blogs/editing-tips']) {
      const first = await get(url);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const other = await get(url, { 'if-none-match': 'W/"something-else"' });
      expect(other.statusCode).toBe(200);
    }
  });

  it('changes the ETag when a post changes, so the next poll gets the new data', async () => {
    const before = (await get('/api/blogs')).headers.etag as string;
    const postBefore = (await get('/api/blogs/editing-tips')).headers.etag as string;
    await t.db.execute(sql`update blog_posts set title = 'Editing tips, revised' where slug = 'editing-tips'`);
    const after = await get('/api/blogs', { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    const post = await get('/api/blogs/editing-tips', { 'if-none-match': postBefore });
    expect(post.statusCode).toBe(200);
    expect(post.json().title).toBe('Editing tips, revised');
  });

  it('seeds idempotently by slug and never overwrites an edited post', async () => {
    const service = blogsService(t.db);
    expect(await service.seed()).toBe(0);
    expect((await list()).length).toBe(blogSeedPosts.length);
    expect((await get('/api/blogs/editing-tips')).json().title).toBe('Editing tips, revised');

    await t.db.execute(sql`delete from blog_posts where slug = 'drone-rules-kenya-kcaa'`);
    expect(await service.seed()).toBe(1);
    expect((await list()).map((p) => p.slug)).toContain('drone-rules-kenya-kcaa');
  });

  it('answers an empty list as {data: []}', async () => {
    await t.db.execute(sql`delete from blog_posts`);
    const res = await get('/api/blogs');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
    await blogsService(t.db).seed();
  });
});

describe('isFresh', () => {
  it('compares weakly and understands lists and *', () => {
    expect(isFresh(undefined, 'W/"a"')).toBe(false);
    expect(isFresh('W/"a"', 'W/"a"')).toBe(true);
    expect(isFresh('"a"', 'W/"a"')).toBe(true);
    expect(isFresh('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(isFresh('*', 'W/"a"')).toBe(true);
    expect(isFresh('W/"b"', 'W/"a"')).toBe(false);
  });
});
