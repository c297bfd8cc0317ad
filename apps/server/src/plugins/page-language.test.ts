import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** docs/rules/public-pages.md#languages: a page's language is its address; a first visit follows the browser. */
describe('page language', () => {
  let t: TestApp;
  let dist: string;
  const kiswahiliFirst = { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.6' };
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-dist-'));
    await fs.writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head></head><body><div id="root"></div><!--app-data--></body></html>',
    );
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('sends a first visit whose browser prefers Kiswahili to the same page in Kiswahili, query kept', async () => {
    const res = await t.app.inject({ url: '/photographers?location=Nairobi', headers: kiswahiliFirst });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sw/photographers?location=Nairobi');
    const home = await t.app.inject({ url: '/', headers: kiswahiliFirst });
    expect(home.headers.location).toBe('/sw');
  });

  it('serves a Kiswahili address in Kiswahili and remembers it, whatever the browser prefers', async () => {
    const res = await t.app.inject({ url: '/sw/about', headers: { 'accept-language': 'en-GB' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="sw"');
    expect(res.headers['set-cookie']).toMatch(/^language=sw; Max-Age=31536000; Path=\/; SameSite=Lax/);
    expect(String(res.headers.vary)).toContain('accept-language');
  });

  it('leaves a visitor who has been here on the address they asked for: the switch to English stays English', async () => {
    const res = await t.app.inject({ url: '/about', headers: { ...kiswahiliFirst, cookie: 'language=sw' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en"');
    expect(res.headers['set-cookie']).toMatch(/^language=en;/);
    const again = await t.app.inject({ url: '/about', headers: { ...kiswahiliFirst, cookie: 'language=en' } });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('answers an English or unknown preference at the English address, and remembers English', async () => {
    for (const headers of [{ 'accept-language': 'en-US,en;q=0.9' }, { 'accept-language': 'fr' }, {}]) {
      const res = await t.app.inject({ url: '/contact', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toMatch(/^language=en;/);
    }
  });

  it("keeps a share link's address (its guest cookies belong to it) and the signed-in areas' pages in their language", async () => {
    const share = await t.app.inject({ url: `/g/${'a'.repeat(43)}`, headers: kiswahiliFirst });
    expect(share.statusCode).toBe(200);
    const dashboard = await t.app.inject({ url: '/sw/dashboard/settings' });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('<html lang="sw"');
    expect((await t.app.inject({ url: '/sw/no-such-page' })).statusCode).toBe(404);
  });

  it('does not take a longer first segment for the language', async () => {
    const res = await t.app.inject({ url: '/swahili', headers: { cookie: 'language=en' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="en"');
  });
});
