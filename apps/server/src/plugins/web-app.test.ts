import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { serverRenders } from './web-app';
import { scriptSafeJson } from '@studio/shared';

describe('web app serving', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script src="/theme-init.js"></script></head><body><div id="root"></div><!--app-data--></body></html>',
    );
    await fs.writeFile(path.join(dist, 'theme-init.js'), "document.documentElement.dataset.theme = 'x';");
    await fs.writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)'.repeat(200));
    await fs.writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('serves app routes with 200 and embeds the studio content', async () => {
    const res = await t.app.inject({ url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<script type="application/json" id="initial-data">');
    expect(res.body).toContain('Popular Photographers');
  });

  it('serves dynamic app routes such as /blogs/:postId and /photographer-dashboard/*', async () => {
    expect((await t.app.inject({ url: '/blogs/editing-tips' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/photographer-dashboard/analytics' })).statusCode).toBe(200);
  });

  it('leaves the signed-in areas to the browser, the studio console among them (issue 14)', () => {
    for (const path of ['/dashboard', '/photographer-dashboard/packages', '/studio', '/studio/photographers'])
      expect(serverRenders(path), path).toBe(false);
    for (const path of ['/', '/photographers', '/studios']) expect(serverRenders(path), path).toBe(true);
  });

  it("keeps a share link's gallery page out of caches and search engines (docs/decisions/0039-client-galleries.md)", async () => {
    const token = 'a'.repeat(43);
    for (const url of [`/g/${token}`, `/g/${token}?set=2`]) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    // Public pages keep their revalidated cache and stay indexable.
    const gallery = await t.app.inject({ url: '/gallery' });
    expect(gallery.headers['cache-control']).toBe('no-cache');
    expect(gallery.headers['x-robots-tag']).toBeUndefined();
  });

  it('answers unknown pages with 404 and the app (which shows the fallback page)', async () => {
    const res = await t.app.inject({ url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('answers 404 for a mistyped address in a signed-in area, with the app (its area shows its own not-found page)', async () => {
    for (const url of ['/photographer-dashboard/xyz', '/studio/xyz', '/dashboard/xyz', '/studio/blog/1/2']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root">');
    }
    for (const url of ['/studio/inbox/8f0e', '/studio/newsletter/new', '/studio/content/about', '/dashboard/settings'])
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
  });

  it('compresses pages with brotli or gzip, as the client accepts', async () => {
    const plain = await t.app.inject({ url: '/about', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ url: '/about', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('inlines the colour-scheme script and allows exactly it by hash', async () => {
    const res = await t.app.inject({ url: '/about' });
    expect(res.body).toContain("<script>document.documentElement.dataset.theme = 'x';</script>");
    expect(res.body).not.toContain('src="/theme-init.js"');
    const hash = createHash('sha256').update("document.documentElement.dataset.theme = 'x';").digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    const scriptSrc = String(res.headers['content-security-policy']).match(/script-src [^;]*/)?.[0];
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends a strict Content-Security-Policy and other security headers', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('escapes embedded JSON so it cannot close the script element', () => {
    expect(scriptSafeJson({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/keep-alive', '/api/newsletter']));
  });
});
