import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://picha.example' });
  });
  afterAll(() => t.close());

  it('robots.txt keeps crawlers out of signed-in areas and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /dashboard');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://picha.example/sitemap.xml');
  });

  it('sitemap.xml lists the public pages, the services and every blog post', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    for (const p of [
      '/',
      '/about',
      '/services',
      '/portfolio',
      '/gallery',
      '/blogs',
      '/contact',
      '/privacy-policy',
      '/terms',
      '/credits',
    ]) {
      expect(res.body).toContain(`<loc>https://picha.example${p}</loc>`);
      expect(res.body).toContain(`<loc>https://picha.example${p === '/' ? '/sw' : `/sw${p}`}</loc>`);
    }
    expect(res.body).toContain('<loc>https://picha.example/services/event-coverage</loc>');
    expect(res.body).toMatch(
      /<loc>https:\/\/picha\.example\/blogs\/editing-tips<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><xhtml:link/,
    );
    expect(res.body).not.toContain('/dashboard');
  });

  it('sitemap.xml lists each page in Kiswahili too, each entry naming both languages', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://picha.example/contact"/>' +
      '<xhtml:link rel="alternate" hreflang="sw" href="https://picha.example/sw/contact"/>';
    expect(res.body).toContain(`<url><loc>https://picha.example/contact</loc>${alternates}</url>`);
    expect(res.body).toContain(`<url><loc>https://picha.example/sw/contact</loc>${alternates}</url>`);
    expect(res.body).toContain('<loc>https://picha.example/sw</loc>');
    expect(res.body).toMatch(/<loc>https:\/\/picha\.example\/sw\/blogs\/editing-tips<\/loc><lastmod>/);
  });

  it('robots.txt keeps crawlers out of the signed-in areas in both languages', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.body).toContain('Disallow: /sw/dashboard');
    expect(res.body).toContain('Disallow: /sw/signup');
    expect(res.body.match(/Disallow: \/api\//g)).toHaveLength(1);
  });
});
