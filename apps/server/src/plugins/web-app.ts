import { BLOG_TOPIC, CONTENT_TOPIC, type ChangeFeed, EVERYTHING, PHOTOGRAPHER_TOPIC } from '../lib/change-feed';
import { guestCookieHeader } from '../lib/gallery-guest-cookie';
import { inLocale } from '../lib/request-context';
import { firstVisitRedirect, rememberPageLanguage } from './page-language';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  initialDataScript,
  isKnownAppPath,
  isSharedGalleryPage,
  type PageFormSubmission,
  paths,
  type StudioContent,
} from '@studio/shared';
import { currentLocale } from '@studio/shared/i18n/current-locale';
import { DEFAULT_LOCALE, type Locale, splitLocalePath } from '@studio/shared/i18n/locales';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { pageFormsPlugin } from './page-forms';
import { type CssIndex, pageStylesheet } from './page-stylesheet';
import { contentSecurityPolicy } from './security';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const ONE_YEAR = 31536000;
const RENDER_CACHE_MS = 30_000;
const RENDER_CACHE_MAX = 500;

/** The web app's server renderer (apps/web/src/entry-server.tsx), built to apps/web/dist-ssr. */
interface ServerRenderer {
  /** Where the renderer reads the language of the moment: the server's request context. */
  setLocaleSource(source: () => Locale): void;
  render(input: {
    url: string;
    origin: string;
    studioContent: StudioContent;
    apiFetch: (url: string, init: RequestInit) => Promise<Response>;
    submission?: PageFormSubmission;
  }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; head: string; html: string; data: string; mode: 'islands' | 'app' }
  >;
}

/** Pages behind a sign-in render in the browser only: the server renders what anyone may see. */
const PRIVATE_PREFIXES = [
  '/dashboard',
  '/photographer-dashboard',
  '/studio',
  '/subscribers',
  '/favourites',
  '/settings',
  '/signup',
];
export function serverRenders(pathname: string): boolean {
  return !PRIVATE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

interface WebAppOptions {
  distDir: string;
  /** Where the server renderer was built; without it pages are served as the bare app shell. */
  ssrEntry?: string;
  publicUrl: string;
  studioContent: () => Promise<StudioContent>;
  /** Changes published by any process; the rendered pages they concern are forgotten. */
  changes?: Pick<ChangeFeed, 'subscribe'>;
}

/** Whether a rendered page (in any language) shows what a published change concerns. */
export function pageShowsChange(address: string, topic: string): boolean {
  if (topic === EVERYTHING || topic === CONTENT_TOPIC) return true;
  const url = splitLocalePath(address).path;
  if (topic === BLOG_TOPIC)
    return url === paths.blogs || url.startsWith(`${paths.blogs}/`) || url.startsWith(`${paths.blogs}?`);
  if (!topic.startsWith(PHOTOGRAPHER_TOPIC)) return false;
  const id = topic.slice(PHOTOGRAPHER_TOPIC.length);
  // Its profile and contact pages, and every page of the directory, which lists it.
  return url.includes(id) || url === paths.photographers || url.startsWith(`${paths.photographers}?`);
}

/** A page's HTML, compressed once per encoding on first demand (pages are rendered once per 30 s). */
class PageBody {
  private readonly encoded = new Map<'br' | 'gzip', Promise<Buffer>>();
  constructor(readonly html: string) {}

  encode(encoding: 'br' | 'gzip'): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(this.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
          : gzip(this.html, { level: 6 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** Brotli, else gzip, when the client accepts it (an encoding with q=0 is refused). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * The colour-scheme script must run before first paint; inlined, it costs no round trip. Its hash
 * joins the page's Content-Security-Policy, so no other inline script may run.
 */
function inlineThemeScript(template: string, distDir: string): { template: string; hashes: string[] } {
  const tag = '<script src="/theme-init.js"></script>';
  const file = path.join(distDir, 'theme-init.js');
  if (!template.includes(tag) || !fs.existsSync(file)) return { template, hashes: [] };
  const code = fs.readFileSync(file, 'utf8');
  const hash = `sha256-${createHash('sha256').update(code).digest('base64')}`;
  return { template: template.replace(tag, `<script>${code}</script>`), hashes: [hash] };
}

/**
 * Public pages carry their own stylesheet inline, cut from the app's (page-stylesheet.ts, ADR
 * 0035): the first paint waits for no second request, and a phone parses only the rules the page
 * uses. `<html data-stylesheet>` names the whole stylesheet, which the browser loads when the first
 * island wakes. Without a built index (an old build) the whole stylesheet is inlined.
 */
function pageStyles(template: string, distDir: string): (html: string) => { template: string; hash: string } {
  const link = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(template);
  const file = link?.[1] ? path.join(distDir, link[1]) : undefined;
  if (!link || !file || !fs.existsSync(file)) return () => ({ template, hash: '' });
  const indexFile = path.join(distDir, 'css-index.json');
  const index = fs.existsSync(indexFile) ? (JSON.parse(fs.readFileSync(indexFile, 'utf8')) as CssIndex) : undefined;
  const whole = fs.readFileSync(file, 'utf8');
  const withSheet = template.replace('<html lang="en">', `<html lang="en" data-stylesheet="/${link[1]}">`);
  return (html) => {
    const css = index ? pageStylesheet(index, html) : whole;
    return {
      template: withSheet.replace(link[0], () => `<style>${css}</style>`),
      hash: `sha256-${createHash('sha256').update(css).digest('base64')}`,
    };
  };
}

/**
 * Serves the React app: hashed assets and media cached for a year; pages rendered on the server
 * (title, description, canonical URL, Open Graph tags, JSON-LD and the main content, docs/rules/public-pages.md#without-javascript) and
 * hydrated in the browser; 404 for paths the app does not know.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: WebAppOptions) => {
  const indexFile = path.join(opts.distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (!hasBuild) app.log.warn({ distDir: opts.distDir }, 'web app is not built: run `npm run build`');

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite's assets and the media library carry a content hash in their names.
        const hashed =
          filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes(`${path.sep}media${path.sep}`);
        res.header('cache-control', hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600');
      },
    });
  }

  const notBuilt =
    '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><p>The web app is not built: run <code>npm run build</code>.</p><!--app-data--></body></html>';
  const readTemplate = (file: string) =>
    hasBuild && fs.existsSync(path.join(opts.distDir, file))
      ? inlineThemeScript(fs.readFileSync(path.join(opts.distDir, file), 'utf8'), opts.distDir)
      : { template: notBuilt, hashes: [] };
  // index.html: the client-routed app; islands.html: public pages whose islands alone hydrate (docs/rules/public-pages.md#rendering).
  const islandsPage = readTemplate('islands.html');
  const islandsStyles = pageStyles(islandsPage.template, opts.distDir);
  const appPage = readTemplate('index.html');
  const template = appPage.template;
  /** A page's CSP: our scripts by their hashes, and its own inline stylesheet's. */
  const pageCsp = (styleHash?: string) =>
    contentSecurityPolicy({
      https: opts.publicUrl.startsWith('https:'),
      scriptHashes: [...new Set([...appPage.hashes, ...islandsPage.hashes])],
      styleHashes: styleHash ? [styleHash] : [],
    });
  const appCsp = pageCsp();

  let renderer: ServerRenderer | undefined;
  if (hasBuild && opts.ssrEntry && fs.existsSync(opts.ssrEntry)) {
    renderer = (await import(pathToFileURL(opts.ssrEntry).href)) as ServerRenderer;
    renderer.setLocaleSource(currentLocale);
  }

  /** The renderer's API, in-process; `cookie` is sent along only for a share link's page (its guest cookies). */
  const apiFetchWith =
    (cookie?: string) =>
    async (url: string, init: RequestInit): Promise<Response> => {
      const method = (init.method ?? 'GET') as HTTPMethods;
      const ask = (at: string) =>
        app.inject({
          method,
          url: at,
          headers: {
            accept: 'application/json',
            // The API answers in the page's language, as it does the browser's client.
            'accept-language': currentLocale(),
            'x-server-render': '1',
            ...(cookie ? { cookie } : {}),
          },
          ...(typeof init.body === 'string' ? { payload: init.body } : {}),
        });
      let res = await ask(url);
      // Follows an API's permanent redirects (a blog post's former slug) as the browser's fetch does.
      for (let hops = 0; method === 'GET' && (res.statusCode === 301 || res.statusCode === 308) && hops < 3; hops++) {
        const location = String(res.headers.location ?? '');
        if (!location.startsWith('/api/')) break;
        res = await ask(location);
      }
      const noBody = res.statusCode === 204 || res.statusCode === 304;
      // The ETag too: a page watches its data for a newer version than the one it was rendered with (docs/rules/public-pages.md#polling).
      const etag = res.headers.etag;
      return new Response(noBody ? null : res.rawPayload, {
        status: res.statusCode,
        headers: {
          'content-type': String(res.headers['content-type'] ?? 'application/json'),
          ...(etag ? { etag: String(etag) } : {}),
        },
      });
    };

  type Rendered =
    | { status: number; body: PageBody; csp: string; at: number }
    | { status: number; location: string; at: number };
  const cache = new Map<string, Rendered>();
  opts.changes?.subscribe((topic) => {
    for (const url of cache.keys()) if (pageShowsChange(url, topic)) cache.delete(url);
  });

  /**
   * A page in the language of its address (`/sw/…` Kiswahili, others English), whatever the
   * request's `Accept-Language` says: the address alone is the render cache's key.
   */
  function renderPage(url: string, pathname: string, submission?: PageFormSubmission, cookie?: string) {
    const { locale, path: bare } = splitLocalePath(pathname);
    return inLocale(locale, () => renderIn(locale, url, bare, submission, cookie));
  }

  /** `<html lang>`: what the browser's scripts read as the page's language. */
  const inLanguage = (html: string, locale: Locale) =>
    locale === DEFAULT_LOCALE ? html : html.replace('<html lang="en"', `<html lang="${locale}"`);

  async function renderIn(
    locale: Locale,
    url: string,
    pathname: string,
    submission?: PageFormSubmission,
    cookie?: string,
  ): Promise<Rendered> {
    const known = isKnownAppPath(pathname);
    const studioContent = await opts.studioContent();
    if (!renderer || !serverRenders(pathname)) {
      const data = initialDataScript({ studioContent });
      return {
        status: known ? 200 : 404,
        body: new PageBody(inLanguage(template, locale).replace('<!--app-data-->', data)),
        csp: appCsp,
        at: Date.now(),
      };
    }
    const result = await renderer.render({
      url: `${opts.publicUrl}${url}`,
      origin: opts.publicUrl,
      studioContent,
      apiFetch: apiFetchWith(cookie),
      submission,
    });
    if (result.kind === 'redirect') return { status: result.status, location: result.location, at: Date.now() };
    const styled = result.mode === 'islands' ? islandsStyles(result.html) : { template, hash: '' };
    const body = inLanguage(styled.template, locale)
      .replace('<!--app-head-->', result.head)
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace('<!--app-html-->', result.html)
      .replace('<!--app-data-->', result.data);
    const csp = styled.hash ? pageCsp(styled.hash) : appCsp;
    return { status: known ? result.status : 404, body: new PageBody(body), csp, at: Date.now() };
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    const redirect = firstVisitRedirect(request);
    if (redirect) return reply.redirect(redirect, 302);
    if (isSharedGalleryPage(pathname))
      return sendRendered(
        request,
        reply,
        await renderPage(url, pathname, undefined, guestCookieHeader(request.cookies)),
      );
    let page = cache.get(url);
    if (!page || Date.now() - page.at > RENDER_CACHE_MS) {
      page = await renderPage(url, pathname);
      if (page.status === 200) {
        if (cache.size >= RENDER_CACHE_MAX) cache.delete(cache.keys().next().value as string);
        cache.set(url, page);
      }
    }
    return sendRendered(request, reply, page);
  }

  /**
   * A page form's answer: the page rendered with it, never cached. A refused form is still a page
   * that answers (its messages say what went wrong), so its status is the page's own.
   */
  async function sendSubmission(request: FastifyRequest, reply: FastifyReply, submission: PageFormSubmission) {
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    const cookie = isSharedGalleryPage(pathname) ? guestCookieHeader(request.cookies) : undefined;
    return sendRendered(request, reply, await renderPage(url, pathname, submission, cookie));
  }

  async function sendRendered(request: FastifyRequest, reply: FastifyReply, page: Rendered) {
    if ('location' in page) return reply.redirect(page.location, page.status);
    // @fastify/compress only wraps declared routes, not this not-found handler: compress here, once.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie')
      .header('content-security-policy', page.csp);
    rememberPageLanguage(request, reply);
    if (isSharedGalleryPage(request.url.split('?')[0] ?? '/'))
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    if (!encoding) return reply.send(page.body.html);
    return reply.header('content-encoding', encoding).send(await page.body.encode(encoding));
  }

  // Public pages' forms posted before (or without) the scripts; encapsulated, so the API keeps
  // refusing url-encoded bodies.
  await app.register(pageFormsPlugin, { sendPage: sendSubmission });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (wantsPage && !path.extname(pathname)) return sendPage(request, reply);
    return reply.status(404).send({ message: `Not found: ${request.method} ${pathname}`, code: 'NOT_FOUND' });
  });
});
