// Photographers (docs/rules/history.md#issue-5): processing of a 24-megapixel upload, the server's memory while a
// 200 MB video streams in, and the public profile answering polls with 304 Not Modified.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { median, printTable, root, rssMb, startServer, stopServer, tmpDir } from './lib.mjs';

const PORT = 3750;
const HELLO_PORT = 3759;
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const VIDEO_BYTES = 200 * 1000 * 1000;
const base = `http://127.0.0.1:${PORT}`;

const fields = {
  name: 'Bench Photographer',
  email: 'bench@example.com',
  phone: '+254 700 000 000',
  message: 'A portfolio made by the benchmark.',
  speciality: 'Wedding',
  price: 'KES 65,000',
  location: 'Nairobi',
  experience: '8 years',
  website: 'https://bench.example.com',
};

async function api(url, init = {}) {
  const res = await fetch(`${base}${url}`, init);
  const body = await res.json().catch(() => undefined);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

function form(video) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (video) fd.append('video', video, 'reel.mp4');
  return fd;
}

/** A 6000x4000 (24 MP) JPEG of noise over a gradient: close to the worst case for an encoder. */
async function make24MpJpeg(file) {
  const [w, h] = [6000, 4000];
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b4532a"/><stop offset="0.5" stop-color="#e8c872"/><stop offset="1" stop-color="#1d3b53"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const noise = await sharp({
    create: { width: w, height: h, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  await sharp(gradient)
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Bench Camera' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1' } })
    .toFile(file);
}

/** A 200 MB file with a valid MP4 header: a real clip from the media sources, padded. */
function make200MbVideo(file) {
  const sample = fs.readFileSync(path.join(root, 'apps/web/media-src/video/ph01-landscape.mp4'));
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, sample);
  const chunk = Buffer.alloc(4 * 1024 * 1024);
  let written = sample.length;
  while (written < VIDEO_BYTES) {
    const n = Math.min(chunk.length, VIDEO_BYTES - written);
    fs.writeSync(fd, chunk, 0, n);
    written += n;
  }
  fs.closeSync(fd);
}

/** Samples the server's resident memory every 20 ms while `work` runs; returns the peak. */
async function peakRss(pid, work) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, rssMb(pid));
}

const waitFor = async (url) => {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
};

const load = (url, headers = {}) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: 50, duration: DURATION, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );

export async function benchPhotographers() {
  const work = tmpDir('bench-photographers-');
  const dataDir = path.join(work, 'data');
  const jpeg = path.join(work, '24mp.jpg');
  const video = path.join(work, 'video.mp4');
  await make24MpJpeg(jpeg);
  make200MbVideo(video);

  const { child } = await startServer({ port: PORT, dataDir, env: { SEED_DEMO: 'false' } });
  try {
    // A photographer with a portfolio (created with a small video).
    const password = 'Kilimanjaro7';
    const signup = await api('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Photographer',
        email: `bench.${Date.now()}@example.com`,
        password,
        confirmPassword: password,
      }),
    });
    const auth = { authorization: `Bearer ${signup.token}` };
    await api('/api/created-id', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'photographer' }),
    });
    const small = await fs.openAsBlob(path.join(root, 'apps/web/media-src/video/ph01-landscape.mp4'), {
      type: 'video/mp4',
    });
    // A profile is published with one photograph (docs/decisions/0037).
    const created = form(small);
    const photo = await fs.openAsBlob(path.join(root, 'apps/web/media-src/photos/basketball-court-01.jpg'), {
      type: 'image/jpeg',
    });
    created.append('image', photo, 'first.jpg');
    const { photographer } = await api('/api/photographers/portfolio', {
      method: 'POST',
      headers: auth,
      body: created,
    });
    const id = photographer._id;

    // 1. Server memory while a 200 MB video streams in (PUT replaces the video).
    await new Promise((r) => setTimeout(r, 1500));
    const idle = rssMb(child.pid);
    const big = await fs.openAsBlob(video, { type: 'video/mp4' });
    const started = performance.now();
    const peak = await peakRss(child.pid, () =>
      api(`/api/photographers/portfolio/${id}`, { method: 'PUT', headers: auth, body: form(big) }),
    );
    const videoMs = performance.now() - started;

    // 2. Upload and processing of a 24 MP JPEG, one request each.
    const picture = await fs.openAsBlob(jpeg, { type: 'image/jpeg' });
    const times = [];
    let imagePeak = 0;
    for (let i = 0; i < UPLOADS; i++) {
      const fd = new FormData();
      fd.append('image', picture, `photo-${i}.jpg`);
      const t0 = performance.now();
      imagePeak = Math.max(
        imagePeak,
        await peakRss(child.pid, () =>
          api('/api/photographers/portfolio/images', { method: 'POST', headers: auth, body: fd }),
        ),
      );
      times.push(performance.now() - t0);
    }

    printTable('Photographers: uploads', [
      {
        measure: `24 MP JPEG (${(fs.statSync(jpeg).size / 1e6).toFixed(1)} MB) upload + 8 variants + placeholder, median of ${UPLOADS}`,
        result: `${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
      },
      { measure: 'server RSS peak while processing 24 MP JPEGs', result: `${imagePeak.toFixed(0)} MB` },
      {
        measure: `200 MB video upload: server RSS idle -> peak (aim: at most 150 MB above idle)`,
        result: `${idle.toFixed(0)} -> ${peak.toFixed(0)} MB (+${(peak - idle).toFixed(0)} MB), ${(videoMs / 1000).toFixed(1)} s`,
      },
    ]);

    // 3. Polling with If-None-Match against a bare Fastify hello-world in the same run.
    const head = await fetch(`${base}/api/photographers/portfolio/${id}`);
    const etag = head.headers.get('etag');
    const bare = spawn(process.execPath, [new URL('./hello-world.mjs', import.meta.url).pathname], {
      env: { ...process.env, PORT: String(HELLO_PORT) },
      stdio: 'inherit',
    });
    await waitFor(`http://127.0.0.1:${HELLO_PORT}/hello`);
    const ratios = [];
    const rows = [];
    try {
      for (let i = 0; i < ROUNDS; i++) {
        const hello = await load(`http://127.0.0.1:${HELLO_PORT}/hello`);
        const ours = await load(`${base}/api/photographers/portfolio/${id}`, { 'if-none-match': etag });
        ratios.push(ours.requests.average / hello.requests.average);
        rows.push({
          round: i + 1,
          'hello-world req/s': hello.requests.average.toFixed(0),
          'profile 304 req/s': ours.requests.average.toFixed(0),
          'p50 / p99 ms': `${ours.latency.p50} / ${ours.latency.p99}`,
          ratio: (ours.requests.average / hello.requests.average).toFixed(2),
          '304s': ours['3xx'],
          errors: ours.non2xx - ours['3xx'] + ours.errors,
        });
      }
    } finally {
      await stopServer(bare);
    }
    printTable(
      `GET /api/photographers/portfolio/:id with If-None-Match vs a bare Fastify hello-world (50 connections, ${DURATION} s a round)`,
      rows,
    );
    console.log(`\nmedian ratio: ${median(ratios).toFixed(2)} (aim: at least 0.5)`);
  } finally {
    await stopServer(child);
    fs.rmSync(work, { recursive: true, force: true });
  }
}
