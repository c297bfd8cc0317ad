// Many image uploads at once (docs/rules/history.md#issue-30): BENCH_UPLOADS_AT_ONCE (1, 10, 60) uploads of a 12-megapixel
// JPEG (4.8 MB) to the studio's media library at the same moment, against the built server; the
// time of the first, median and last answer of each burst, and uploads unanswered within 60 s.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { printTable, startServer, stopServer, tmpDir } from './lib.mjs';

const PORT = 3792;
const BURSTS = (process.env.BENCH_UPLOADS_AT_ONCE ?? '1,10,60').split(',').map(Number);
const ADMIN = { email: 'uploads-admin@example.com', password: 'Kilimanjaro7' };

/** A photograph-like JPEG: patterned noise compresses like detail. */
async function photograph(width = 4000, height = 3000) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i * 2654435761) >>> 24) ^ (i % width);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(0.6)
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function benchUploadBurst() {
  const dataDir = tmpDir('studio-bench-uploads-');
  const base = `http://127.0.0.1:${PORT}`;
  const { child } = await startServer({
    port: PORT,
    dataDir,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' },
    logFile: path.join(dataDir, 'server.log'),
  });
  try {
    const signIn = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const auth = { authorization: `Bearer ${(await signIn.json()).token}` };
    const jpeg = await photograph();
    const upload = async (i) => {
      const form = new FormData();
      form.append('alt', `Burst ${i}`);
      form.append('image', new Blob([jpeg], { type: 'image/jpeg' }), `burst-${i}.jpg`);
      const started = performance.now();
      try {
        const res = await fetch(`${base}/api/studio/images`, {
          method: 'POST',
          headers: auth,
          body: form,
          signal: AbortSignal.timeout(60_000),
        });
        await res.text();
        return { status: String(res.status), ms: performance.now() - started };
      } catch (err) {
        return {
          status: err.name === 'TimeoutError' ? 'no answer in 60 s' : err.message,
          ms: performance.now() - started,
        };
      }
    };
    const rows = [];
    for (const n of BURSTS) {
      const started = performance.now();
      const results = await Promise.all(Array.from({ length: n }, (_, i) => upload(i)));
      const ms = results.map((r) => r.ms).sort((a, b) => a - b);
      const by = {};
      for (const r of results) by[r.status] = (by[r.status] ?? 0) + 1;
      const s = (x) => `${(x / 1000).toFixed(1)} s`;
      rows.push({
        'at once': n,
        answers: Object.entries(by)
          .map(([k, v]) => `${v}× ${k}`)
          .join(', '),
        first: s(ms[0]),
        median: s(ms[Math.floor(n / 2)]),
        last: s(ms[n - 1]),
        'all done': s(performance.now() - started),
        'load average': fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0],
      });
    }
    printTable(`Image uploads at once (12 MP JPEG, ${(jpeg.length / 1e6).toFixed(1)} MB each)`, rows);
  } finally {
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
