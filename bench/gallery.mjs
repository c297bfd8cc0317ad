// A guest opens a client gallery of 500 photographs on a phone (docs/decisions/0039-client-galleries.md,
// docs/decisions/0044-gallery-first-screen.md): the page's HTML (and the photographs it already
// holds) and the gallery's JSON as the guest first loads them, the server's time to first byte for
// each, and how many photographs the browser asks for before the guest scrolls (Chromium at 390 × 844).
//
// The 500 photographs are rows and small web-size files written straight into the database and the
// media folder (an upload's processing is measured by `uploads`): every row has a real blurred
// placeholder and its 400 px WebP and AVIF, so the signed image addresses answer as in production.
//
// BENCH_GALLERY_SERVE=PORT measures nothing: it keeps such a gallery open for Lighthouse, made of
// real photographs (the repository's samples through the uploads' own variant maker, every size),
// behind a loopback proxy on PORT that adds the guest's cookie to each request, so the calibrated
// comparison of the perf tools (compare.sh) can load http://127.0.0.1:PORT/g/TOKEN as a guest who
// already gave their name. It prints that address and stops on Ctrl-C.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { chromium } from '@playwright/test';
import { client, day, ok, photographer, requestWedding } from './bookings.mjs';
import { eachDatabase } from './search.mjs';
import { tsImport } from 'tsx/esm/api';
import { median, printTable, root, startServer, stopServer, tmpDir } from './lib.mjs';

const PORT = 3361;
const PHOTOS = 500;
const SAMPLES = 15;
const PASSWORD = 'Kilimanjaro7';

/** One small photograph's files and placeholder, shared by every seeded row (its bytes do not matter here). */
async function sampleImage() {
  const base = sharp({ create: { width: 400, height: 267, channels: 3, background: { r: 140, g: 110, b: 90 } } });
  const placeholder = await base.clone().resize({ width: 16 }).blur(1).webp({ quality: 30 }).toBuffer();
  return {
    webp: await base.clone().webp({ quality: 70 }).toBuffer(),
    avif: await base.clone().avif({ quality: 50 }).toBuffer(),
    placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
  };
}

/** A photographer, a client with an accepted booking, its gallery and a guest's link; the gallery's id and the token. */
export async function galleryWithLink(base) {
  const { token: photographerToken, portfolioId } = await photographer(base);
  const { data: packages } = await ok(base, 'GET', '/api/photographers/me/packages', { token: photographerToken });
  const email = `bench.gallery.client.${Date.now()}@example.com`;
  const token = await client(base, email, PASSWORD);
  const bookingRequest = await requestWedding(base, token, {
    photographerId: portfolioId,
    packageId: packages[0].id,
    email,
    eventDate: day(30),
    message: 'A garden wedding in Karen, about 120 guests.',
  });
  await ok(base, 'PATCH', `/api/booking-requests/${bookingRequest.id}`, {
    token: photographerToken,
    body: { status: 'accepted' },
  });
  const gallery = await ok(base, 'POST', `/api/booking-requests/${bookingRequest.id}/gallery`, {
    token: photographerToken,
    body: { title: 'Achieng & Otieno, Karen', expiresOn: day(60) },
  });
  const link = await ok(base, 'POST', `/api/galleries/${gallery.id}/links`, {
    token: photographerToken,
    body: { label: 'Family', canFavourite: true },
  });
  return { galleryId: gallery.id, token: link.url.split('/g/')[1] };
}

export async function seedPhotos(databaseUrl, mediaDir, galleryId) {
  const image = await sampleImage();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select id from gallery_sets where gallery_id = $1 order by position', [
      galleryId,
    ]);
    const setId = rows[0].id;
    const web = path.join(mediaDir, 'galleries', galleryId, 'web');
    fs.mkdirSync(web, { recursive: true });
    for (let n = 0; n < PHOTOS; n++) {
      const stem = randomUUID();
      // Portrait and landscape mixed, as a wedding's photographs are.
      const [width, height] = n % 3 === 0 ? [4000, 6000] : [6000, 4000];
      fs.writeFileSync(path.join(web, `${stem}-400.webp`), image.webp);
      fs.writeFileSync(path.join(web, `${stem}-400.avif`), image.avif);
      await client.query(
        `insert into gallery_photos (gallery_id, set_id, file_name, stem, ext, bytes, width, height, widths, placeholder, created_at)
         values ($1, $2, $3, $4, 'jpg', 12000000, $5, $6, '[400]'::jsonb, $7, now() + ($8 || ' milliseconds')::interval)`,
        [galleryId, setId, `DSC_${String(n).padStart(4, '0')}.jpg`, stem, width, height, image.placeholder, n],
      );
    }
  } finally {
    await client.end();
  }
}

/** How many of the repository's sample photographs the served gallery repeats (the peer's gallery has 27). */
const REAL_SOURCES = 27;

/**
 * The gallery's 500 rows made of real photographs: REAL_SOURCES samples turned into every web size
 * by the uploads' variant maker, each row linking one of them under its own stem.
 */
async function seedRealPhotos(databaseUrl, mediaDir, galleryId) {
  const { makeImageVariants } = await tsImport(
    path.join(root, 'apps/server/src/modules/uploads/image-variants.ts'),
    import.meta.url,
  );
  const samples = path.join(root, 'apps/web/media-src/photos');
  const names = fs
    .readdirSync(samples)
    .filter((n) => n.endsWith('.jpg'))
    .sort()
    .slice(0, REAL_SOURCES);
  const made = tmpDir('bench-gallery-variants-');
  const sources = [];
  for (const [i, name] of names.entries()) {
    const stem = `source${i}`;
    const notImage = () => new Error(`${name} is not an image`);
    sources.push({ stem, ...(await makeImageVariants(path.join(samples, name), made, stem, notImage)) });
  }
  const web = path.join(mediaDir, 'galleries', galleryId, 'web');
  fs.mkdirSync(web, { recursive: true });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select id from gallery_sets where gallery_id = $1', [galleryId]);
    for (let n = 0; n < PHOTOS; n++) {
      const source = sources[n % sources.length];
      const stem = randomUUID();
      for (const file of source.files) fs.linkSync(file.path, path.join(web, file.name.replace(source.stem, stem)));
      await client.query(
        `insert into gallery_photos (gallery_id, set_id, file_name, stem, ext, bytes, width, height, widths, placeholder, created_at)
         values ($1, $2, $3, $4, 'jpg', 12000000, $5, $6, $7::jsonb, $8, now() + ($9 || ' milliseconds')::interval)`,
        [
          galleryId,
          rows[0].id,
          `DSC_${String(n).padStart(4, '0')}.jpg`,
          stem,
          source.width,
          source.height,
          JSON.stringify(source.widths),
          source.placeholder,
          n,
        ],
      );
    }
  } finally {
    await client.end();
    fs.rmSync(made, { recursive: true, force: true });
  }
}

/** A loopback proxy on `port` to `base` that sends `cookie` with every request. */
function cookieProxy(port, base, cookie) {
  const target = new URL(base);
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, cookie },
      },
      (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** BENCH_GALLERY_SERVE: the real-photograph gallery kept open behind the cookie proxy until Ctrl-C. */
async function serveGallery(proxyPort) {
  await eachDatabase('bench-gallery-serve', async (_database, databaseUrl) => {
    const dataDir = tmpDir('bench-gallery-serve-');
    const base = `http://127.0.0.1:${PORT}`;
    const { child } = await startServer({
      port: PORT,
      dataDir,
      env: { DATABASE_URL: databaseUrl, SEED_DEMO: 'false', AUTH_RATE_LIMIT_PER_IP: '100000' },
    });
    try {
      const { galleryId, token } = await galleryWithLink(base);
      await seedRealPhotos(databaseUrl, path.join(dataDir, 'media'), galleryId);
      const cookie = await guestCookie(base, token);
      const proxy = await cookieProxy(proxyPort, base, cookie);
      console.log(`A guest's gallery of ${PHOTOS} photographs: http://127.0.0.1:${proxyPort}/g/${token}`);
      await new Promise((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
      proxy.close();
    } finally {
      await stopServer(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

/** A guest's visit to the link: the cookie that opens the gallery to them. */
async function guestCookie(base, token) {
  const visit = await fetch(`${base}/api/shared-galleries/${token}/visit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Auntie Wanjiru' }),
  });
  if (visit.status !== 200) throw new Error(`visit: ${visit.status} ${await visit.text()}`);
  return visit.headers.get('set-cookie').split(';')[0];
}

/** The bytes on the wire with brotli accepted (fetch would hand back the decompressed body). */
function sentBytes(url, cookie) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie, 'accept-encoding': 'br' } }, (res) => {
        let size = 0;
        res.on('data', (chunk) => (size += chunk.length));
        res.on('end', () => resolve(size));
      })
      .on('error', reject);
  });
}

/** Median time to the first byte and the body's size (uncompressed and as sent with brotli). */
async function timed(url, cookie) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie, 'accept-encoding': 'identity' } });
    const reader = res.body.getReader();
    const first = await reader.read();
    times.push(performance.now() - started);
    let size = first.value?.length ?? 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) size += chunk.value.length;
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    bytes = size;
  }
  return { ttfbMs: median(times), bytes, sent: await sentBytes(url, cookie) };
}

/** The photographs Chromium asks for while a phone shows the gallery's first screen, without scrolling. */
async function imagesBeforeScroll(base, token, cookie) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    const requested = new Set();
    page.on('request', (r) => {
      if (r.resourceType() === 'image' && r.url().includes('/api/gallery-media/')) requested.add(r.url());
    });
    await page.goto(`${base}/g/${token}`, { waitUntil: 'networkidle' });
    const shown = await page.locator('img[loading="lazy"]').count();
    return { requested: requested.size, inDom: shown };
  } finally {
    await browser.close();
  }
}

export async function benchGallery() {
  if (process.env.BENCH_GALLERY_SERVE) return serveGallery(Number(process.env.BENCH_GALLERY_SERVE));
  const rows = [];
  await eachDatabase('bench-gallery', async (database, databaseUrl) => {
    const dataDir = tmpDir('bench-gallery-');
    const base = `http://127.0.0.1:${PORT}`;
    const { child } = await startServer({
      port: PORT,
      dataDir,
      env: {
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'false',
        AUTH_RATE_LIMIT_PER_IP: '100000',
        INQUIRY_RATE_LIMIT_PER_IP: '100000',
      },
    });
    try {
      const { galleryId, token } = await galleryWithLink(base);
      await seedPhotos(databaseUrl, path.join(dataDir, 'media'), galleryId);
      const cookie = await guestCookie(base, token);
      const view = await (await fetch(`${base}/api/shared-galleries/${token}/view`, { headers: { cookie } })).json();
      const html = await timed(`${base}/g/${token}`, cookie);
      const page = await (await fetch(`${base}/g/${token}`, { headers: { cookie } })).text();
      const json = await timed(`${base}/api/shared-galleries/${token}/view`, cookie);
      const browser = await imagesBeforeScroll(base, token, cookie);
      rows.push({
        database,
        photos: PHOTOS,
        'HTML bytes (br)': `${html.bytes} (${html.sent})`,
        'HTML TTFB ms': html.ttfbMs.toFixed(1),
        'JSON bytes (br)': `${json.bytes} (${json.sent})`,
        'JSON TTFB ms': json.ttfbMs.toFixed(1),
        'photos in first JSON': view.photos.length,
        'photos in the HTML': (page.match(/<img [^>]*srcset=/gi) ?? []).length,
        'lazy images in DOM': browser.inDom,
        'images requested before scroll': browser.requested,
      });
    } finally {
      await stopServer(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
  printTable(`A guest opens a gallery of ${PHOTOS} photographs (390 × 844, median of ${SAMPLES})`, rows);
}
