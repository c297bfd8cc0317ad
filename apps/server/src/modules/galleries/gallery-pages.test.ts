import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  GALLERY_PAGE_SIZE,
  galleriesTexts as t,
  galleryPhotoPageSchema,
  galleryViewSchema,
  sharedGalleryViewSchema,
} from '@studio/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, bookingParties, inDays, ipSequence, requestBooking } from '../../../test/booking-requests';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { pageCursor } from './galleries.service';

const nextIp = ipSequence('102.44');
const HIGHLIGHTS = 100;
const CEREMONY = 30;

/**
 * A share link's gallery comes in pages (docs/decisions/0044-gallery-first-screen.md): the view
 * answers the first page, `…/photos?set&after` the next ones, in one stable order.
 */
describe('paged shared gallery', () => {
  let t0: TestApp;
  let dir: string;
  let photographer: Account;
  let galleryId: string;
  let highlights: string;
  let ceremony: string;
  /** Every photograph's id in the gallery's order, as the photographer's whole view lists them. */
  let order: string[];
  const inject = (opts: InjectOptions) => t0.app.inject(opts);

  const addPhoto = (setId: string, fileName: string) =>
    t0.pool.query(
      `insert into gallery_photos (gallery_id, set_id, file_name, stem, ext, bytes, width, height, widths, placeholder)
       values ($1, $2, $3, $4, 'jpg', 1000, 1500, 1000, '[400]'::jsonb, 'data:image/webp;base64,UklGRg==')
       returning id`,
      [galleryId, setId, fileName, randomUUID()],
    );

  async function link(label: string) {
    const res = await inject({
      method: 'POST',
      url: `/api/galleries/${galleryId}/links`,
      headers: photographer.headers,
      payload: { label, canFavourite: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().link.id as string, token: res.json().url.split('/g/')[1] as string };
  }

  async function visit(token: string) {
    const res = await inject({
      method: 'POST',
      url: `/api/shared-galleries/${token}/visit`,
      headers: { 'x-forwarded-for': nextIp() },
      payload: { name: 'Auntie Wanjiru' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return {
      cookie: (res.headers['set-cookie'] as string).split(';')[0]!,
      view: sharedGalleryViewSchema.parse(res.json()),
    };
  }

  const page = (token: string, cookie: string, query: Record<string, string>) =>
    inject({ method: 'GET', url: `/api/shared-galleries/${token}/photos`, query, headers: { cookie } });

  /** Every page of `token`'s photographs from the first, following `next`. */
  async function walk(token: string, cookie: string, set?: string) {
    const ids: string[] = [];
    const sizes: number[] = [];
    let after: string | null = null;
    do {
      const res = await page(token, cookie, { ...(set ? { set } : {}), ...(after ? { after } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = galleryPhotoPageSchema.parse(res.json());
      ids.push(...body.photos.map((p) => p.id));
      sizes.push(body.photos.length);
      after = body.next;
    } while (after);
    return { ids, sizes };
  }

  beforeAll(async () => {
    // A stand-in server renderer that writes what the page's API calls answer it (the real page is
    // looked at by e2e/tests/galleries.spec.ts): the view as the guest's cookie opens it, and /api/me.
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-gallery-pages-'));
    await fs.mkdir(path.join(dir, 'dist'));
    await fs.mkdir(path.join(dir, 'dist-ssr'));
    await fs.writeFile(
      path.join(dir, 'dist', 'index.html'),
      '<!doctype html><html><head><!--app-head--></head><body><!--app-html--><!--app-data--></body></html>',
    );
    await fs.writeFile(
      path.join(dir, 'dist-ssr', 'entry-server.js'),
      `export function setLocaleSource() {}
      export async function render({ url, apiFetch, submission }) {
        const token = new URL(url).pathname.split('/')[2];
        const view = await apiFetch('/api/shared-galleries/' + token + '/view', {});
        const me = await apiFetch('/api/me', {});
        const photos = view.status === 200 ? (await view.json()).photos.length : 0;
        return { kind: 'page', status: 200, head: '', data: '', mode: 'app',
          html: '<pre id="answers">' + JSON.stringify({ view: view.status, photos, me: me.status, submission: submission ?? null }) + '</pre>' };
      }`,
    );
    t0 = await createTestApp({
      AUTH_RATE_LIMIT_PER_IP: '100000',
      INQUIRY_RATE_LIMIT_PER_IP: '100000',
      WEB_DIST_DIR: path.join(dir, 'dist'),
    });
    const parties = await bookingParties(t0.app);
    photographer = parties.photographer;
    const booking = await requestBooking(t0.app, parties, { days: 40, ip: nextIp() });
    const bookingId = booking.json().bookingRequest.id as string;
    const accepted = await inject({
      method: 'PATCH',
      url: `/api/booking-requests/${bookingId}`,
      headers: photographer.headers,
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const made = await inject({
      method: 'POST',
      url: `/api/booking-requests/${bookingId}/gallery`,
      headers: photographer.headers,
      payload: { title: 'Achieng & Brian', expiresOn: inDays(60) },
    });
    expect(made.statusCode, made.body).toBe(201);
    galleryId = made.json().id;
    highlights = made.json().sets[0].id;
    const set = await inject({
      method: 'POST',
      url: `/api/galleries/${galleryId}/sets`,
      headers: photographer.headers,
      payload: { name: 'Ceremony' },
    });
    ceremony = set.json().id;
    // Written in a shuffled order, with names that repeat (two cameras): the order is the name, then the id.
    for (let n = HIGHLIGHTS - 1; n >= 0; n--)
      await addPhoto(highlights, `DSC_${String((n * 37) % 90).padStart(4, '0')}.jpg`);
    for (let n = 0; n < CEREMONY; n++) await addPhoto(ceremony, `CER_${String(n).padStart(4, '0')}.jpg`);
    const whole = await inject({ method: 'GET', url: `/api/galleries/${galleryId}`, headers: photographer.headers });
    order = galleryViewSchema.parse(whole.json()).photos.map((p) => p.id);
    expect(order).toHaveLength(HIGHLIGHTS + CEREMONY);
  });
  afterAll(async () => {
    await t0.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('answers the title, the sets with their counts and the first page; the pages after it hold the rest once, in order', async () => {
    const { token } = await link('Family');
    const { cookie, view } = await visit(token);
    expect(view.title).toBe('Achieng & Brian');
    expect(view.sets.map((s) => [s.name, s.photos])).toEqual([
      ['Highlights', HIGHLIGHTS],
      ['Ceremony', CEREMONY],
    ]);
    expect(view.photos.map((p) => p.id)).toEqual(order.slice(0, GALLERY_PAGE_SIZE));
    expect(view.next).not.toBeNull();
    const again = await inject({ method: 'GET', url: `/api/shared-galleries/${token}/view`, headers: { cookie } });
    expect(again.headers['cache-control']).toBe('no-store');
    expect(sharedGalleryViewSchema.parse(again.json())).toEqual(view);
    const all = await walk(token, cookie);
    expect(all.sizes).toEqual([60, 60, 10]);
    expect(all.ids).toEqual(order);
    expect(new Set(all.ids).size).toBe(order.length);
    // The addresses are signed for the link, as the view's are: the first image answers.
    const first = galleryPhotoPageSchema.parse((await page(token, cookie, { after: view.next! })).json());
    expect(first.photos[0]!.srcset).toMatch(/^\/api\/gallery-media\/[0-9a-f-]{36}\/w400\.webp\?e=\d+&a=l/);
  });

  it("pages one set; refuses a set that is not the gallery's", async () => {
    const { token } = await link('Ceremony guests');
    const { cookie } = await visit(token);
    const set = await walk(token, cookie, ceremony);
    expect(set.sizes).toEqual([CEREMONY]);
    const ceremonyIds = new Set(
      galleryViewSchema
        .parse(
          (await inject({ method: 'GET', url: `/api/galleries/${galleryId}`, headers: photographer.headers })).json(),
        )
        .photos.filter((p) => p.setId === ceremony)
        .map((p) => p.id),
    );
    expect(set.ids.filter((id) => ceremonyIds.has(id))).toEqual(set.ids);
    expect(set.ids).toEqual(order.filter((id) => ceremonyIds.has(id)));
    const highlightsWalk = await walk(token, cookie, highlights);
    expect(highlightsWalk.sizes).toEqual([60, 40]);
    const unknown = await page(token, cookie, { set: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(t.setNotFound);
    expect((await page(token, cookie, { set: 'ceremony' })).statusCode).toBe(400);
  });

  it('keeps its place when photographs are added before it, and follows a removed one', async () => {
    const { token } = await link('Friends');
    const { cookie, view } = await visit(token);
    const lastOfFirst = view.photos[GALLERY_PAGE_SIZE - 1]!;
    const added = await addPhoto(highlights, 'AAA_0001.jpg');
    await t0.pool.query('delete from gallery_photos where id = $1', [lastOfFirst.id]);
    const next = galleryPhotoPageSchema.parse((await page(token, cookie, { after: view.next! })).json());
    expect(next.photos[0]!.id).toBe(order[GALLERY_PAGE_SIZE]);
    // Put back as it was for the other tests: the added one goes, the removed one returns with its name.
    await t0.pool.query('delete from gallery_photos where id = $1', [added.rows[0].id]);
    const back = await addPhoto(highlights, lastOfFirst.fileName);
    const whole = await inject({ method: 'GET', url: `/api/galleries/${galleryId}`, headers: photographer.headers });
    order = galleryViewSchema.parse(whole.json()).photos.map((p) => p.id);
    expect(order).toContain(back.rows[0].id);
  });

  it('refuses a cursor it did not make with 400 and a clear message', async () => {
    const { token } = await link('Cousins');
    const { cookie } = await visit(token);
    const bad = [
      'not-a-cursor',
      Buffer.from('{"a":1}').toString('base64url'),
      Buffer.from(JSON.stringify(['DSC_0001.jpg', 'not-a-uuid'])).toString('base64url'),
      Buffer.from(JSON.stringify([1, randomUUID()])).toString('base64url'),
      'x'.repeat(1001),
    ];
    for (const after of bad) {
      const res = await page(token, cookie, { after });
      expect(res.statusCode, after).toBe(400);
      expect(res.json().message, after).toBe(t.pageCursorInvalid);
    }
    // A well-made cursor past the last photograph is simply the end.
    const end = await page(token, cookie, { after: pageCursor({ fileName: 'ZZZ', id: randomUUID() }) });
    expect(galleryPhotoPageSchema.parse(end.json())).toEqual({ photos: [], next: null });
  });

  it("shows the guest's own favourites and the comments on the photographs of each page", async () => {
    const { token } = await link('Neighbours');
    const { cookie, view } = await visit(token);
    const target = order[GALLERY_PAGE_SIZE + 5]!;
    const fav = await inject({
      method: 'PUT',
      url: `/api/shared-galleries/${token}/photos/${target}/favourite`,
      headers: { cookie },
      payload: { favourite: true },
    });
    expect(fav.statusCode, fav.body).toBe(200);
    const comment = await inject({
      method: 'POST',
      url: `/api/shared-galleries/${token}/photos/${target}/comments`,
      headers: { cookie },
      payload: { body: 'Lovely light here' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const second = galleryPhotoPageSchema.parse((await page(token, cookie, { after: view.next! })).json());
    const photo = second.photos.find((p) => p.id === target)!;
    expect(photo.favourite).toBe(true);
    expect(photo.comments.map((c) => [c.author, c.body])).toEqual([['Auntie Wanjiru', 'Lovely light here']]);
    expect(second.photos.filter((p) => p.favourite)).toHaveLength(1);
  });

  it("answers only the link's own guests, and nothing once the link is revoked", async () => {
    const family = await link('Family again');
    const { cookie, view } = await visit(family.token);
    const other = await link('Colleagues');
    expect((await page(other.token, cookie, {})).statusCode).toBe(401);
    expect((await page(other.token, cookie, { after: view.next! })).statusCode).toBe(401);
    expect((await page(family.token, '', {})).statusCode).toBe(401);
    const revoked = await inject({
      method: 'DELETE',
      url: `/api/galleries/${galleryId}/links/${family.id}`,
      headers: photographer.headers,
    });
    expect(revoked.statusCode).toBe(200);
    const gone = await page(family.token, cookie, { after: view.next! });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(t.linkNotFound);
    expect(
      (await inject({ method: 'GET', url: `/api/shared-galleries/${family.token}/view`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it("renders /g/ with the guest's own cookie only, never from the render cache", async () => {
    const { token } = await link('Render');
    const { cookie } = await visit(token);
    const answers = async (headers: Record<string, string>) => {
      const res = await inject({ method: 'GET', url: `/g/${token}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      return JSON.parse(/<pre id="answers">(.*)<\/pre>/.exec(res.body)![1]!);
    };
    // The visitor's other credentials go no further than the page: the render asks the API as the guest alone.
    expect(await answers({ ...photographer.headers, cookie: `${cookie}; theme=dark` })).toMatchObject({
      view: 200,
      photos: GALLERY_PAGE_SIZE,
      me: 401,
    });
    // The same address without the cookie is rendered again, for nobody: no other guest's page is served.
    expect(await answers({})).toMatchObject({ view: 401, photos: 0, me: 401 });
    expect(await answers({ cookie })).toMatchObject({ view: 200, photos: GALLERY_PAGE_SIZE, me: 401 });
  });

  it('opens the gallery by its name form posted without scripts, and answers a refusal in the page', async () => {
    const { token } = await link('No scripts');
    const post = (fields: Record<string, string>) =>
      inject({
        method: 'POST',
        url: `/g/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextIp() },
        payload: new URLSearchParams({ _form: 'galleryVisit', ...fields }).toString(),
      });
    const empty = await post({ name: '  ', pin: '' });
    expect(empty.statusCode).toBe(200);
    // No guest cookie (the page's language cookie aside).
    expect(String(empty.headers['set-cookie'] ?? '')).not.toMatch(/gallery_/);
    const refused = JSON.parse(/<pre id="answers">(.*)<\/pre>/.exec(empty.body)![1]!);
    expect(refused.view).toBe(401);
    expect(refused.submission).toMatchObject({
      form: 'galleryVisit',
      ok: false,
      errors: { name: t.guestNameRequired },
    });
    const opened = await post({ name: 'Cousin Baraka', pin: '' });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/g/${token}`);
    const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^gallery_[0-9a-f]{32}=/);
    const page = await inject({ method: 'GET', url: `/g/${token}`, headers: { cookie } });
    expect(JSON.parse(/<pre id="answers">(.*)<\/pre>/.exec(page.body)![1]!)).toMatchObject({
      view: 200,
      photos: GALLERY_PAGE_SIZE,
    });
  });
});
