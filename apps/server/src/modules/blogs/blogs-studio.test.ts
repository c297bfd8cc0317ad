import fs from 'node:fs';
import path from 'node:path';
import {
  auditResponseSchema,
  BLOG_AUTHOR_MAX,
  BLOG_CONTENT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_SECTIONS_MAX,
  BLOG_SLUG_MAX,
  BLOG_TITLE_MAX,
  blogListResponseSchema,
  blogSchema,
  studioBlogListSchema,
  studioBlogPostResponseSchema,
  studioBlogTexts,
} from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';
import type { Account } from '../../../test/booking-requests';
import { imagePart, jpegWithGps, multipart, send, signUpAs } from '../../../test/photographers';
import { blogCoverStore } from './blog-covers';
import { blogsStudioService, SYSTEM_ACTOR } from './blogs-studio.service';
import { blogsStudioRepository } from './blogs-studio.repository';

const EVIL = [
  'Hello <script>alert(1)</script> there.',
  '',
  '<img src=x onerror="alert(2)">',
  '',
  '[click me](javascript:alert(3)) and [data](data:text/html;base64,PHNjcmlwdD4=)',
  '',
  '<div onclick="alert(4)">raw html</div> <iframe src="https://evil.example"></iframe>',
  '',
  '**bold** and [a safe link](https://example.com)',
].join('\n');

/** No element, attribute or link in `html` can run code. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<img/i);
  expect(html).not.toMatch(/<iframe/i);
  expect(html).not.toMatch(/<div/i);
  // Text may say `onerror=`; no tag may carry it.
  for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) expect(tag).not.toMatch(/\son\w+=/i);
  expect(html).not.toMatch(/href="(javascript|data):/i);
  expect(html).toContain('&lt;script&gt;');
  expect(html).toContain('<strong>bold</strong>');
  expect(html).toContain('href="https://example.com"');
}

describe('the studio console blog (issue 14, ADR 0023)', () => {
  let t: TestApp;
  let admin: Account;
  let client: Account;
  let photographer: Account;
  let n = 0;
  const unique = (what = 'Post') => `${what} ${process.pid} ${Date.now()} ${++n}`;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
    admin = await signUpAs(t.app, 'client');
    await t.pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
    client = await signUpAs(t.app, 'client');
    photographer = await signUpAs(t.app, 'photographer');
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = admin.headers,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const draft = (over: Record<string, unknown> = {}) => ({
    title: unique(),
    author: 'Amani Wanjiru',
    excerpt: 'A short excerpt.',
    content: 'The **body**.',
    status: 'draft',
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/studio/blog', draft(over));
    expect(res.statusCode, res.body).toBe(201);
    return studioBlogPostResponseSchema.parse(res.json()).post;
  };
  const postCount = async () => Number((await t.pool.query('select count(*) from blog_posts')).rows[0].count);
  const audit = async () =>
    auditResponseSchema
      .parse((await call('GET', '/api/studio/audit')).json())
      .data.filter((e) => e.targetType === 'blog');
  const publicSlugs = async () =>
    blogListResponseSchema
      .parse((await t.app.inject({ method: 'GET', url: '/api/blogs' })).json())
      .data.map((p) => p.slug);
  const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;

  it('answers 401 signed out and 403 to a client and a photographer on every blog route, and changes nothing', async () => {
    const before = await postCount();
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/api/studio/blog'],
      ['GET', `/api/studio/blog/${id}`],
      ['POST', '/api/studio/blog'],
      ['POST', '/api/studio/blog/preview'],
      ['PUT', `/api/studio/blog/${id}`],
      ['DELETE', `/api/studio/blog/${id}`],
      ['PUT', `/api/studio/blog/${id}/cover`],
      ['DELETE', `/api/studio/blog/${id}/cover`],
    ];
    for (const [method, url] of routes) {
      for (const [headers, status] of [
        [{}, 401],
        [client.headers, 403],
        [photographer.headers, 403],
      ] as const) {
        const res = await call(method, url, draft(), headers);
        expect(res.statusCode, `${method} ${url}`).toBe(status);
      }
    }
    expect(await postCount()).toBe(before);
  });

  it('refuses each invalid field with 400 naming it, and stores nothing', async () => {
    const before = await postCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: undefined }, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(BLOG_TITLE_MAX + 1) }, 'title'],
      [{ title: 42 }, 'title'],
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ slug: 'double--hyphen' }, 'slug'],
      [{ slug: '-leading' }, 'slug'],
      [{ slug: 'ünïcode' }, 'slug'],
      [{ slug: '0f8fad5b-d9cb-469f-a165-70867728950e' }, 'slug'],
      [{ slug: 'a'.repeat(BLOG_SLUG_MAX + 1) }, 'slug'],
      [{ excerpt: 'x'.repeat(BLOG_EXCERPT_MAX + 1) }, 'excerpt'],
      [{ author: '' }, 'author'],
      [{ author: 'x'.repeat(BLOG_AUTHOR_MAX + 1) }, 'author'],
      [{ content: 'x'.repeat(BLOG_CONTENT_MAX + 1) }, 'content'],
      [{ sections: Array.from({ length: BLOG_SECTIONS_MAX + 1 }, () => ({ title: 'S', content: '' })) }, 'sections'],
      [{ sections: [{ title: '', content: 'text' }] }, 'sections'],
      [{ sections: 'nope' }, 'sections'],
      [{ status: 'live' }, 'status'],
      [{ status: undefined }, 'status'],
      [{ status: 'scheduled' }, 'publishAt'],
      [{ status: 'scheduled', publishAt: 'tomorrow' }, 'publishAt'],
      [{ status: 'scheduled', publishAt: '2020-01-01T09:00:00+03:00' }, 'publishAt'],
      [{ coverAlt: 'x'.repeat(301) }, 'coverAlt'],
    ];
    for (const [over, field] of cases) {
      const res = await call('POST', '/api/studio/blog', draft(over));
      expect(res.statusCode, `${JSON.stringify(over).slice(0, 80)}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors ?? {}).join(), JSON.stringify(over).slice(0, 80)).toContain(field);
    }
    expect(await postCount()).toBe(before);
    expect((await call('GET', '/api/studio/blog?status=nonsense')).statusCode).toBe(400);
    expect((await call('GET', `/api/studio/blog?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/studio/blog/preview', { content: 'x'.repeat(BLOG_CONTENT_MAX + 1) })).statusCode,
    ).toBe(400);
  });

  it('makes the slug from the title, keeps it when the title changes, and refuses a taken one with 409', async () => {
    const post = await create({ title: `Café & Safari: ${process.pid} Tips!` });
    expect(post.slug).toBe(`cafe-and-safari-${process.pid}-tips`);
    const again = await create({ title: `Café & Safari: ${process.pid} Tips!` });
    expect(again.slug).toBe(`cafe-and-safari-${process.pid}-tips-2`);

    const renamed = await call('PUT', `/api/studio/blog/${post._id}`, draft({ title: 'A new title' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().post.slug).toBe(post.slug);

    const taken = await call('POST', '/api/studio/blog', draft({ slug: post.slug }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.slug).toEqual([studioBlogTexts.slugTaken]);
    const clash = await call('PUT', `/api/studio/blog/${again._id}`, draft({ slug: post.slug }));
    expect(clash.statusCode).toBe(409);
    expect((await call('GET', `/api/studio/blog/${again._id}`)).json().post.slug).toBe(again.slug);
  });

  it('answers 404 for an unknown post and 400 for an id that cannot be one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/studio/blog/${unknown}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/studio/blog/${unknown}`, draft())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/studio/blog/${unknown}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/studio/blog/${unknown}/cover`)).statusCode).toBe(404);
    expect((await call('GET', '/api/studio/blog/not-a-uuid')).statusCode).toBe(400);
  });

  it('keeps drafts out of every public place, publishes at once, and logs each change', async () => {
    const post = await create();
    expect(post.status).toBe('draft');
    expect(post.publishAt).toBeNull();
    expect(await publicSlugs()).not.toContain(post.slug);
    expect((await t.app.inject({ method: 'GET', url: `/api/blogs/${post.slug}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/blogs/${post._id}` })).statusCode).toBe(404);
    expect(await sitemap()).not.toContain(`/blogs/${post.slug}<`);

    const listed = studioBlogListSchema.parse(
      (await call('GET', `/api/studio/blog?status=draft&q=${encodeURIComponent(post.title)}`)).json(),
    );
    expect(listed.data.map((p) => p._id)).toEqual([post._id]);
    expect(listed.counts.draft).toBe(1);

    const published = await call(
      'PUT',
      `/api/studio/blog/${post._id}`,
      draft({ title: post.title, status: 'published' }),
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().post.publishAt).toEqual(expect.any(String));
    expect(await publicSlugs()).toContain(post.slug);
    const pub = blogSchema.parse((await t.app.inject({ method: 'GET', url: `/api/blogs/${post.slug}` })).json());
    expect(pub.contentHtml).toContain('<strong>body</strong>');
    expect(await sitemap()).toContain(`/blogs/${post.slug}<`);

    const entries = (await audit()).filter((e) => e.targetId === post._id);
    expect(entries.map((e) => e.action)).toEqual(['blog.publish', 'blog.create']);
    expect(entries[0]!.actorEmail).toBe(admin.email);
    expect(entries[0]!.before).toEqual({ status: 'draft', publishAt: null });

    // Back to draft: gone from the public side again.
    await call('PUT', `/api/studio/blog/${post._id}`, draft({ title: post.title }));
    expect(await publicSlugs()).not.toContain(post.slug);
  });

  it('a changed slug leaves the old one answering 301 to the new address', async () => {
    const post = await create({ status: 'published' });
    const res = await call(
      'PUT',
      `/api/studio/blog/${post._id}`,
      draft({ title: post.title, status: 'published', slug: `${post.slug}-moved` }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const moved = studioBlogPostResponseSchema.parse(res.json()).post;
    expect(moved.oldSlugs).toEqual([post.slug]);
    const old = await t.app.inject({ method: 'GET', url: `/api/blogs/${post.slug}` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/api/blogs/${post.slug}-moved`);
    expect((await t.app.inject({ method: 'GET', url: `/api/blogs/${post.slug}-moved` })).statusCode).toBe(200);
    expect(await sitemap()).not.toContain(`/blogs/${post.slug}<`);
    // Going back to the old slug: it is the post's own again, the other one redirects.
    await call(
      'PUT',
      `/api/studio/blog/${post._id}`,
      draft({ title: post.title, status: 'published', slug: post.slug }),
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/blogs/${post.slug}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/blogs/${post.slug}-moved` })).statusCode).toBe(301);
    // A new post may take a freed slug; the redirect stops.
    const taker = await create({ slug: `${post.slug}-moved`, status: 'published' });
    expect((await t.app.inject({ method: 'GET', url: `/api/blogs/${taker.slug}` })).json()._id).toBe(taker._id);
  });

  it('renders Markdown inert: script, event handlers, javascript: links and raw HTML, in the API and the preview', async () => {
    const post = await create({
      status: 'published',
      content: EVIL,
      sections: [{ title: '<script>alert(5)</script>', content: EVIL }],
    });
    const pub = blogSchema.parse((await t.app.inject({ method: 'GET', url: `/api/blogs/${post.slug}` })).json());
    expectInert(pub.contentHtml!);
    expectInert(pub.sections[0]!.html!);
    const preview = await call('POST', '/api/studio/blog/preview', {
      content: EVIL,
      sections: [{ title: '<script>alert(5)</script>', content: EVIL }],
    });
    expect(preview.statusCode).toBe(200);
    expectInert(preview.json().html);
    expect(preview.json().html).toContain('<h2>&lt;script&gt;alert(5)&lt;/script&gt;</h2>');
  });

  it('schedules a post: refused in the past, not public before its time, published by the sweep once (audited as the system)', async () => {
    const at = new Date(Date.now() + 3 * 3600_000);
    const post = await create({ status: 'scheduled', publishAt: at.toISOString().replace('Z', '+00:00') });
    expect(post.status).toBe('scheduled');
    expect(post.publishAt).toBe(at.toISOString());
    expect(await publicSlugs()).not.toContain(post.slug);
    expect((await t.app.inject({ method: 'GET', url: `/api/blogs/${post.slug}` })).statusCode).toBe(404);

    // The exact-time job is on the queue.
    const { rows } = await t.pool.query(
      `select start_after from pgboss.job where name = 'blog-publish' and start_after > now() + interval '1 hour'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);

    const service = blogsStudioService({
      db: t.db,
      repo: blogsStudioRepository(t.db),
      covers: blogCoverStore(t.app.media),
      log: { error() {} },
      now: () => at,
    });
    expect(await service.publishDue(new Date(at.getTime() - 1000))).not.toContain(post._id);
    expect(await publicSlugs()).not.toContain(post.slug);
    const [one, two] = await Promise.all([service.publishDue(at), service.publishDue(at)]);
    expect([...one, ...two].filter((id) => id === post._id)).toHaveLength(1);
    expect(await service.publishDue(new Date(at.getTime() + 60_000))).not.toContain(post._id);
    expect(await publicSlugs()).toContain(post.slug);
    const shown = blogSchema.parse((await t.app.inject({ method: 'GET', url: `/api/blogs/${post.slug}` })).json());
    expect(shown.createdAt).toBe(at.toISOString());

    const entries = (await audit()).filter((e) => e.targetId === post._id);
    expect(entries.map((e) => e.action)).toEqual(['blog.publish', 'blog.create']);
    expect(entries[0]!.actorEmail).toBe(SYSTEM_ACTOR.email);
  });

  it('the queue publishes a scheduled post at its time, with no one asking (the exact-time job)', async () => {
    const at = new Date(Date.now() + 2500);
    const post = await create({ status: 'scheduled', publishAt: at.toISOString() });
    expect(await publicSlugs()).not.toContain(post.slug);
    await eventually(async () => expect(await publicSlugs()).toContain(post.slug), 15_000);
    const entry = (await audit()).find((e) => e.targetId === post._id && e.action === 'blog.publish');
    expect(entry?.actorEmail).toBe(SYSTEM_ACTOR.email);
  });

  it('a cover: D21 variants without metadata, served publicly; non-images 415, too big 413, none 400', async () => {
    const post = await create({ status: 'published', coverAlt: 'Giraffes at dusk' });
    const url = `/api/studio/blog/${post._id}/cover`;
    const jpeg = await jpegWithGps(1000, 600);
    const res = await send(
      t.app,
      'PUT',
      url,
      admin.headers,
      multipart([{ name: 'alt', value: 'Two giraffes' }, imagePart(jpeg)]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const cover = studioBlogPostResponseSchema.parse(res.json()).post.cover!;
    expect(cover.alt).toBe('Two giraffes');
    expect(cover.src).toMatch(/^\/uploads\/blog\/[\w-]+\.jpg$/);
    const file = await t.app.inject({ method: 'GET', url: cover.src });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.includes(Buffer.from('Secret Owner'))).toBe(false);
    // Turned upright (EXIF orientation 6): 600 wide.
    expect(cover.width).toBe(600);
    expect(cover.srcSetWebp).toContain('-600.webp 600w');
    const pub = blogSchema.parse((await t.app.inject({ method: 'GET', url: `/api/blogs/${post.slug}` })).json());
    expect(pub.image).toBe(cover.src);

    const text = await send(
      t.app,
      'PUT',
      url,
      admin.headers,
      multipart([imagePart(Buffer.from('not a picture'), 'a.jpg')]),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().errors.image).toEqual([studioBlogTexts.coverType]);
    const big = Buffer.concat([jpeg, Buffer.alloc(21 * 1024 * 1024)]);
    expect((await send(t.app, 'PUT', url, admin.headers, multipart([imagePart(big)]))).statusCode).toBe(413);
    expect((await send(t.app, 'PUT', url, admin.headers, multipart([{ name: 'alt', value: 'x' }]))).statusCode).toBe(
      400,
    );
    expect(
      (
        await send(
          t.app,
          'PUT',
          url,
          admin.headers,
          multipart([{ name: 'alt', value: 'x'.repeat(301) }, imagePart(jpeg)]),
        )
      ).statusCode,
    ).toBe(400);
    expect((await call('PUT', url, { image: 'x' })).statusCode).toBe(415);
    const unknown = '/api/studio/blog/00000000-0000-4000-8000-000000000000/cover';
    expect((await send(t.app, 'PUT', unknown, admin.headers, multipart([imagePart(jpeg)]))).statusCode).toBe(404);
    // The refusals changed nothing.
    expect((await call('GET', `/api/studio/blog/${post._id}`)).json().post.cover.src).toBe(cover.src);

    // Replacing it removes the former files.
    const again = await send(t.app, 'PUT', url, admin.headers, multipart([imagePart(jpeg)]));
    expect(again.statusCode).toBe(200);
    expect(fs.existsSync(path.join(t.env.MEDIA_DIR, 'blog', path.basename(cover.src)))).toBe(false);
    const newSrc = again.json().post.cover.src as string;
    expect((await call('DELETE', url)).json().post.cover).toBeNull();
    expect(fs.existsSync(path.join(t.env.MEDIA_DIR, 'blog', path.basename(newSrc)))).toBe(false);
    expect((await audit()).filter((e) => e.targetId === post._id && e.action === 'blog.cover')).toHaveLength(3);
  });

  it('deletes a post: gone publicly and from the console, its redirects too; logged', async () => {
    const post = await create({ status: 'published' });
    await call(
      'PUT',
      `/api/studio/blog/${post._id}`,
      draft({ title: post.title, status: 'published', slug: `${post.slug}-x` }),
    );
    const res = await call('DELETE', `/api/studio/blog/${post._id}`);
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/blogs/${post.slug}-x` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/blogs/${post.slug}` })).statusCode).toBe(404);
    expect((await call('GET', `/api/studio/blog/${post._id}`)).statusCode).toBe(404);
    const entry = (await audit()).find((e) => e.targetId === post._id && e.action === 'blog.delete');
    expect(entry?.before).toMatchObject({ title: post.title, status: 'published' });
  });

  it('seeded posts stay published and read right as Markdown', async () => {
    const pub = blogSchema.parse((await t.app.inject({ method: 'GET', url: '/api/blogs/editing-tips' })).json());
    expect(pub.contentHtml).toMatch(/^<p>/);
    expect(pub.contentHtml!.split('<p>').length - 1).toBe(pub.content.split(/\n\s*\n/).length);
  });
});
