import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { contentBlockSchema, PAGE_TEXT_MAX, studioContentSchema } from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Account } from '../../../test/booking-requests';
import { signUpAs } from '../../../test/photographers';
import { contentApi } from '../../../test/studio-content';
import { studioContentSeed as seed } from './studio-content.seed';

const SW = { 'accept-language': 'sw' };
const EN = { 'accept-language': 'en' };

/** Every key named `key` anywhere in `value`. */
function keysNamed(value: unknown, key: string, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keysNamed(v, key, `${at}.${i}`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(k === key ? [`${at}.${k}`] : []),
    ...keysNamed(v, key, `${at}.${k}`),
  ]);
}

/**
 * docs/rules/public-pages.md#languages: the Kiswahili of the page headings and intros, the home page's sections,
 * bands and closing call, About, testimonials and the team, served on Kiswahili requests with English fallback.
 */
describe('Kiswahili versions of the pages’ words, bands, testimonials and team', () => {
  let t: TestApp;
  let dist: string;
  let admin: Account;

  beforeAll(async () => {
    // A built app's shell, so that public pages are served (and cached) with their embedded content.
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-kiswahili-pages-dist-'));
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
  const publicContent = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/studio-content', headers });
    expect(res.statusCode, res.body).toBe(200);
    return { raw: res.json() as unknown, content: studioContentSchema.parse(res.json()) };
  };

  it('the seed: a Kiswahili request reads each part’s Kiswahili; the versions never leave the console’s API', async () => {
    const { raw, content: sw } = await publicContent(SW);
    expect(sw.pageHeadings.blog.title).toBe(seed.pageHeadings.blog.sw!.title);
    expect(sw.pageHeadings.home.faqTitle).toBe(seed.pageHeadings.home.sw!.faqTitle);
    expect(sw.contactPage.title).toBe(seed.contactPage.sw!.title);
    expect(sw.home.heading).toBe(seed.home.sw!.heading);
    expect(sw.home.process.title).toBe(seed.home.process.sw!.title);
    expect(sw.home.process.steps[0]!.title).toBe(seed.home.process.steps[0]!.sw!.title);
    expect(sw.home.closing.linkLabel).toBe(seed.home.closing.sw!.linkLabel);
    expect(sw.ctaBanners[0]!.title).toBe(seed.ctaBanners[0]!.sw!.title);
    expect(sw.ctaBanners[0]!.images[0]!.alt).toBe(seed.ctaBanners[0]!.images[0]!.sw!.alt);
    expect(sw.about.banner.title).toBe(seed.about.banner.sw!.title);
    expect(sw.about.story.paragraphs).toEqual(seed.about.story.sw!.paragraphs);
    expect(sw.about.values[0]!.title).toBe(seed.about.values[0]!.sw!.title);
    expect(sw.about.carousel[0]!.caption).toBe(seed.about.carousel[0]!.sw!.caption);
    expect(sw.testimonials[0]!.feedback).toBe(seed.testimonials[0]!.sw!.feedback);
    expect(sw.testimonialsPage.title).toBe(seed.testimonialsPage.sw!.title);
    // The team's names stay; their roles are in Kiswahili.
    expect(sw.team[0]!.name).toBe(seed.team[0]!.name);
    expect(sw.team[0]!.role).toBe(seed.team[0]!.sw!.role);
    expect(sw.servicesPage.intro.title).toBe(seed.servicesPage.intro.sw!.title);
    expect(sw.servicesPage.weddingFilms.films[0]!.caption).toBe(seed.servicesPage.weddingFilms.films[0]!.sw!.caption);
    expect(sw.servicesPage.fashion.points).toEqual(seed.servicesPage.fashion.sw!.points);
    expect(sw.claims[3]!.value).toBe(seed.claims[3]!.sw!.value);
    expect(sw.uniqueServices.items[0]!.title).toBe(seed.uniqueServices.items[0]!.sw!.title);
    expect(sw.portfolio.tabs[1]!.label).toBe(seed.portfolio.tabs[1]!.sw!.label);
    expect(sw.galleryPage.title).toBe(seed.galleryPage.sw!.title);
    expect(sw.contactDetails.openingHours[0]!.days).toBe(seed.contactDetails.openingHours[0]!.sw!.days);
    expect(sw.contactDetails.responseTime).toBe(seed.contactDetails.sw!.responseTime);
    // Addresses and place names stay as written.
    expect(sw.contactDetails.location.addressLines).toEqual(seed.contactDetails.location.addressLines);
    // All of it is translated in the seed: nothing is marked English in these parts.
    for (const part of [
      'pageHeadings',
      'contactPage',
      'home',
      'ctaBanners',
      'about',
      'testimonials',
      'team',
      'claims',
      'servicesPage',
      'uniqueServices',
      'portfolio',
      'galleryPage',
      'contactDetails',
    ] as const)
      expect(keysNamed(sw[part], 'english'), part).toEqual([]);
    expect(keysNamed(raw, 'sw')).toEqual([]);

    const { raw: enRaw, content: en } = await publicContent(EN);
    expect(en.about.banner.title).toBe(seed.about.banner.title);
    expect(en.team[0]!.role).toBe(seed.team[0]!.role);
    expect(keysNamed(enRaw, 'sw')).toEqual([]);
    expect(keysNamed(enRaw, 'english')).toEqual([]);

    // The console's API is where they are edited.
    const about = contentBlockSchema('about').parse((await api().get('about')).json());
    expect(about.data.banner.sw!.title).toBe(seed.about.banner.sw!.title);
  });

  it('a part saved without some Kiswahili (blank fields are none) shows those words in English, marked, on /sw', async () => {
    const about = contentBlockSchema('about').parse((await api().get('about')).json());
    const data = {
      ...about.data,
      banner: { ...about.data.banner, sw: { title: '  ', description: about.data.banner.sw!.description } },
      values: about.data.values.map((value, i) =>
        i === 1 ? { title: value.title, description: value.description } : value,
      ),
    };
    const res = await api().put('about', { version: about.version, data });
    expect(res.statusCode, res.body).toBe(200);
    const saved = contentBlockSchema('about').parse(res.json()).data;
    expect(saved.banner.sw).toEqual({ description: about.data.banner.sw!.description });
    await api().publish('about');

    const sw = (await publicContent(SW)).content;
    expect(sw.about.banner.title).toBe(seed.about.banner.title);
    expect(sw.about.banner.english).toEqual(['title']);
    expect(sw.about.banner.description).toBe(seed.about.banner.sw!.description);
    expect(sw.about.values[1]!.title).toBe(seed.about.values[1]!.title);
    expect(sw.about.values[1]!.english).toEqual(['title', 'description']);
    expect(sw.about.values[0]!.english).toBeUndefined();

    // Publishing cleared the /sw page: it carries the new content.
    const page = (await t.app.inject({ url: '/sw/about', headers: { 'accept-encoding': 'identity' } })).body;
    expect(page).toContain(seed.about.banner.sw!.description);
  });

  it('a team member with only a Kiswahili bio: the English words are named, the name never is', async () => {
    const team = contentBlockSchema('team').parse((await api().get('team')).json());
    const data = team.data.map((member, i) => (i === 0 ? { ...member, sw: { bio: 'Wasifu kwa Kiswahili.' } } : member));
    expect((await api().put('team', { version: team.version, data })).statusCode).toBe(200);
    await api().publish('team');
    const sw = (await publicContent(SW)).content;
    expect(sw.team[0]!.bio).toBe('Wasifu kwa Kiswahili.');
    expect(sw.team[0]!.role).toBe(seed.team[0]!.role);
    expect(sw.team[0]!.english).toEqual(['role', 'description']);
  });

  it('refuses Kiswahili longer than the English field allows, under the field it names', async () => {
    const headings = (await api().get('pageHeadings')).json().data;
    await api().refused(
      'pageHeadings',
      { ...headings, home: { ...headings.home, sw: { faqEyebrow: 'x'.repeat(PAGE_TEXT_MAX.label + 1) } } },
      'data.home.sw.faqEyebrow',
      `Keep this to ${PAGE_TEXT_MAX.label} characters.`,
    );
    const home = (await api().get('home')).json().data;
    await api().refused(
      'home',
      { ...home, closing: { ...home.closing, sw: { linkLabel: 'x'.repeat(PAGE_TEXT_MAX.label + 1) } } },
      'data.closing.sw.linkLabel',
    );
    const bands = (await api().get('ctaBanners')).json().data;
    await api().refused('ctaBanners', [{ ...bands[0], sw: { title: 42 } }, ...bands.slice(1)], 'data.0.sw.title');
  });
});
