import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  auditResponseSchema,
  CLAIMS_MAX,
  contentBlockSchema,
  contentDraftsResponseSchema,
  localizedStudioContent,
  PAGE_TEXT_MAX,
  PROCESS_STEPS_MAX,
  studioContentSchema,
  studioContentTexts,
} from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Account } from '../../../test/booking-requests';
import { signUpAs } from '../../../test/photographers';
import { contentApi } from '../../../test/studio-content';
import { studioContentSeed as seed } from './studio-content.seed';

/** The seed as an English page shows it: without its Kiswahili versions (docs/rules/public-pages.md#languages). */
const shown = localizedStudioContent(seed, 'en');

const homeBlock = contentBlockSchema('home');
const INTRO = 'A draft introduction nobody outside the studio may read yet';
const STEP = 'A draft first step';
const DRAFT_ENTRY = { name: 'Draft-only search entry', link: '/draft-only-page', category: 'Portfolio' };

/**
 * docs/rules/history.md#issue-23: a content save is a draft; the public API, the public pages' HTML, the sitemap and the
 * header search read only what is published; staff preview, publish or discard it.
 */
describe('content drafts: preview, publish, discard (issue 23)', () => {
  let t: TestApp;
  let dist: string;
  let admin: Account;
  let client: Account;
  let photographer: Account;

  beforeAll(async () => {
    // A built app's shell, so that public pages are served (and cached) with their embedded content.
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-drafts-dist-'));
    await fs.writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div><!--app-data--></body></html>',
    );
    t = await createTestApp({ WEB_DIST_DIR: dist, AUTH_RATE_LIMIT_PER_IP: '100000' });
    admin = await signUpAs(t.app, 'client');
    await t.pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
    client = await signUpAs(t.app, 'client');
    photographer = await signUpAs(t.app, 'photographer');
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  const api = () => contentApi(t.app, admin.headers);
  const get = (key: string, headers?: Record<string, string>) => api().get(key, headers);
  const put = (key: string, payload: unknown, headers?: Record<string, string>) => api().put(key, payload, headers);
  const act = (key: string, action: 'publish' | 'discard', payload: unknown, headers?: Record<string, string>) =>
    api().act(key, action, payload, headers);
  const version = (key: string) => api().version(key);
  const publicContent = async () =>
    studioContentSchema.parse((await t.app.inject({ method: 'GET', url: '/api/studio-content' })).json());
  const page = async (url: string) => (await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } })).body;
  const drafts = async (headers = admin.headers) =>
    contentDraftsResponseSchema.parse((await t.app.inject({ url: '/api/studio/content/drafts', headers })).json()).data;
  const preview = async () =>
    studioContentSchema.parse(
      (await t.app.inject({ url: '/api/studio/content/preview', headers: admin.headers })).json(),
    );
  const audit = async () =>
    auditResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/studio/audit', headers: admin.headers })).json(),
    ).data;

  const editedHome = () => ({
    ...seed.home,
    intro: { ...seed.home.intro, paragraphs: [INTRO, ...seed.home.intro.paragraphs.slice(1)] },
    process: {
      ...seed.home.process,
      steps: [{ ...seed.home.process.steps[0]!, title: STEP }, ...seed.home.process.steps.slice(1)],
    },
  });

  it("the home page's words, claims and the About story start as the launch words, version 1, with no draft", async () => {
    for (const key of ['home', 'claims', 'about'] as const) {
      const block = contentBlockSchema(key).parse((await get(key)).json());
      expect(block.data, key).toEqual(seed[key]);
      expect(block).toMatchObject({ version: 1, draftUpdatedAt: null });
    }
    expect(await drafts()).toEqual([]);
  });

  it('a save is a draft: the editor and the preview show it; the public API, the page HTML, the sitemap and the search index do not', async () => {
    // The public pages are rendered (and cached) before the draft exists.
    expect(await page('/')).not.toContain(INTRO);
    const res = await put('home', { version: await version('home'), data: editedHome() });
    expect(res.statusCode).toBe(200);
    const block = homeBlock.parse(res.json());
    expect(block.data.intro.paragraphs[0]).toBe(INTRO);
    expect(block.draftUpdatedAt).not.toBeNull();
    expect(homeBlock.parse((await get('home')).json()).data.process.steps[0]!.title).toBe(STEP);

    const search = (await get('searchIndex')).json();
    expect(
      (await put('searchIndex', { version: search.version, data: [...search.data, DRAFT_ENTRY] })).statusCode,
    ).toBe(200);

    const live = await publicContent();
    expect(live.home).toEqual(shown.home);
    expect(live.searchIndex).toEqual(seed.searchIndex);
    for (const url of ['/', '/about', '/services', '/sitemap.xml']) {
      const body = await page(url);
      expect(body, url).not.toContain(INTRO);
      expect(body, url).not.toContain(STEP);
      expect(body, url).not.toContain('Draft-only search entry');
      expect(body, url).not.toContain('/draft-only-page');
    }
    expect(await page('/')).toContain(seed.home.intro.paragraphs[0]!);

    const seen = await preview();
    expect(seen.home.intro.paragraphs[0]).toBe(INTRO);
    expect(seen.searchIndex.at(-1)).toEqual(DRAFT_ENTRY);
    expect(seen.about).toEqual(shown.about);

    expect((await drafts()).map((d) => d.key)).toEqual(['home', 'searchIndex']);
    expect((await audit())[0]).toMatchObject({ action: 'content.draft', targetId: 'searchIndex' });
  });

  it('the preview and the list of drafts are for staff only', async () => {
    for (const url of ['/api/studio/content/preview', '/api/studio/content/drafts']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ url, headers: client.headers })).statusCode, url).toBe(403);
      expect((await t.app.inject({ url, headers: photographer.headers })).statusCode, url).toBe(403);
    }
  });

  it('publish and discard: anonymous 401, client and photographer 403, and the draft stays', async () => {
    const v = await version('home');
    for (const action of ['publish', 'discard'] as const) {
      expect((await act('home', action, { version: v }, {})).statusCode).toBe(401);
      expect((await act('home', action, { version: v }, client.headers)).statusCode).toBe(403);
      expect((await act('home', action, { version: v }, photographer.headers)).statusCode).toBe(403);
    }
    expect(await version('home')).toBe(v);
    expect((await publicContent()).home).toEqual(shown.home);
  });

  it('publishing on an older version is 409 and publishes nothing; a broken envelope is 400', async () => {
    const v = await version('home');
    const stale = await act('home', 'publish', { version: v - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', message: studioContentTexts.conflict });
    for (const payload of [{}, { version: 'x' }, { version: 0 }]) {
      const bad = await act('home', 'publish', payload);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toContain('version');
    }
    expect(await version('home')).toBe(v);
    expect((await publicContent()).home).toEqual(shown.home);
    expect(await page('/')).not.toContain(INTRO);
  });

  it('publish: the site shows the draft at once (public API, rendered pages cleared), audited before and after', async () => {
    const res = await act('home', 'publish', { version: await version('home') });
    expect(res.statusCode).toBe(200);
    const block = homeBlock.parse(res.json());
    expect(block.draftUpdatedAt).toBeNull();
    expect(block.data.intro.paragraphs[0]).toBe(INTRO);

    expect((await publicContent()).home.process.steps[0]!.title).toBe(STEP);
    const html = await page('/');
    expect(html).toContain(INTRO);
    expect(html).toContain(STEP);
    // The other part's draft is still a draft.
    expect(html).not.toContain('Draft-only search entry');
    expect((await drafts()).map((d) => d.key)).toEqual(['searchIndex']);

    const [entry] = await audit();
    expect(entry).toMatchObject({ action: 'content.publish', targetId: 'home', actorEmail: admin.email });
    expect((entry!.before as typeof seed.home).intro.paragraphs[0]).toBe(seed.home.intro.paragraphs[0]);
    expect((entry!.after as typeof seed.home).intro.paragraphs[0]).toBe(INTRO);

    // Nothing left to publish: 409, as when someone else published it first.
    const again = await act('home', 'publish', { version: block.version });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(studioContentTexts.draft.nothingToPublish);
  });

  it('discard: the editor goes back to what the site shows; a stale discard is 409; the site never showed it', async () => {
    const v = await version('searchIndex');
    expect((await act('searchIndex', 'discard', { version: v + 1 })).statusCode).toBe(409);
    expect((await drafts()).map((d) => d.key)).toEqual(['searchIndex']);

    const res = await act('searchIndex', 'discard', { version: v });
    expect(res.statusCode).toBe(200);
    const block = contentBlockSchema('searchIndex').parse(res.json());
    expect(block).toMatchObject({ version: v + 1, draftUpdatedAt: null, data: seed.searchIndex });
    expect(await drafts()).toEqual([]);
    expect((await preview()).searchIndex).toEqual(seed.searchIndex);
    expect((await publicContent()).searchIndex).toEqual(seed.searchIndex);
    expect((await audit())[0]).toMatchObject({ action: 'content.discard', targetId: 'searchIndex' });
    expect((await act('searchIndex', 'discard', { version: v + 1 })).statusCode).toBe(409);
  });

  it('a draft saved back to what the site shows is no draft', async () => {
    const claims = [{ value: '350+', label: 'projects delivered' }, ...seed.claims.slice(1)];
    const first = await put('claims', { version: await version('claims'), data: claims });
    expect(contentBlockSchema('claims').parse(first.json()).draftUpdatedAt).not.toBeNull();
    const back = await put('claims', { version: await version('claims'), data: seed.claims });
    expect(back.statusCode).toBe(200);
    expect(contentBlockSchema('claims').parse(back.json())).toMatchObject({ draftUpdatedAt: null, data: seed.claims });
    expect(await drafts()).toEqual([]);
  });

  it('the About story is edited, previewed and published like the home page', async () => {
    const story = { ...shown.about.story, paragraphs: ['Our story, told again.'] };
    const res = await put('about', { version: await version('about'), data: { ...seed.about, story } });
    expect(res.statusCode).toBe(200);
    expect((await preview()).about.story).toEqual(story);
    expect(await page('/about')).not.toContain('Our story, told again.');
    expect((await act('about', 'publish', { version: await version('about') })).statusCode).toBe(200);
    expect((await publicContent()).about.story).toEqual(story);
    expect(await page('/about')).toContain('Our story, told again.');
  });

  describe('refuses a broken edit with 400 naming the field, and changes nothing (draft included)', () => {
    const long = (n: number) => 'x'.repeat(n + 1);
    const home = seed.home;
    const step = home.process.steps[0]!;
    const about = seed.about;
    const cases: [string, 'home' | 'claims' | 'about', unknown, string, string?][] = [
      [
        'home: an empty intro title',
        'home',
        { ...home, intro: { ...home.intro, title: '  ' } },
        'data.intro.title',
        'Fill this in.',
      ],
      [
        'home: a paragraph too long',
        'home',
        { ...home, intro: { ...home.intro, paragraphs: [long(PAGE_TEXT_MAX.paragraph)] } },
        'data.intro.paragraphs.0',
      ],
      ['home: no paragraph', 'home', { ...home, intro: { ...home.intro, paragraphs: [] } }, 'data.intro.paragraphs'],
      [
        'home: a step without its description',
        'home',
        { ...home, process: { ...home.process, steps: [{ title: 'Only a title' }] } },
        'data.process.steps.0.description',
      ],
      [
        'home: too many steps',
        'home',
        { ...home, process: { ...home.process, steps: Array.from({ length: PROCESS_STEPS_MAX + 1 }, () => step) } },
        'data.process.steps',
      ],
      ['home: a missing part', 'home', { ...home, process: undefined }, 'data.process'],
      ['home: a title of the wrong type', 'home', { ...home, heading: 42 }, 'data.heading'],
      ['claims: none at all', 'claims', [], 'data', 'Keep one claim at least.'],
      ['claims: too many', 'claims', Array.from({ length: CLAIMS_MAX + 1 }, () => seed.claims[0]), 'data'],
      ['claims: a figure too long', 'claims', [{ value: long(16), label: 'projects' }], 'data.0.value'],
      ['claims: an empty label', 'claims', [{ value: '300+', label: '' }], 'data.0.label'],
      [
        'about: an empty story',
        'about',
        { ...about, story: { title: 'Our story', paragraphs: [] } },
        'data.story.paragraphs',
      ],
      [
        'about: a story title too long',
        'about',
        { ...about, story: { ...about.story, title: long(PAGE_TEXT_MAX.title) } },
        'data.story.title',
      ],
    ];
    for (const [what, key, data, field, message] of cases) it(what, () => api().refused(key, data, field, message));

    it('control characters in the words', async () => {
      const before = (await get('home')).json();
      const data = { ...home, intro: { ...home.intro, title: 'Bell\u0007 in the title' } };
      const res = await put('home', { version: before.version, data });
      expect(res.statusCode).toBe(400);
      expect((await get('home')).json()).toEqual(before);
      const parsed = contentBlockSchema('home').shape.data.safeParse(data);
      expect(parsed.success).toBe(false);
    });
  });
});
