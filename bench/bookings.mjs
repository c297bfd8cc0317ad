// docs/rules/history.md#issue-12: public availability (366 days) and a profile's packages against a bare Fastify
// hello-world in the same run (50 connections), then 100 pending requests for one date accepted
// at once (50 at a time): exactly one may win, the others must answer 409, none 5xx.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { median, printTable, root, startServer, stopServer, tmpDir } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const PASSWORD = 'Kilimanjaro7';

const load = (url, headers = {}) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: 50, duration: DURATION, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );

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

/** The date `offset` days from today in Nairobi, as YYYY-MM-DD. */
export const day = (offset) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return d.toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });
};

export async function api(base, method, url, { token, body, form } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: form ?? (body ? JSON.stringify(body) : undefined),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

export async function ok(base, method, url, options) {
  const res = await api(base, method, url, options);
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

/** A photographer with a portfolio and two packages; returns the token and the portfolio id. */
export async function photographer(base) {
  const email = `bench.${Date.now()}@example.com`;
  const { token } = await ok(base, 'POST', '/api/auth/signup', {
    body: { name: 'Wanjiku Kamau', email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  await ok(base, 'POST', '/api/created-id', { token, body: { role: 'photographer' } });
  const form = new FormData();
  const fields = {
    name: 'Bench Photographer',
    email,
    phone: '+254 712 345 678',
    message: 'Weddings and portraits across Nairobi, in natural light.',
    speciality: 'Wedding',
    price: 'From KES 65,000 per day',
    location: 'Nairobi',
    experience: '8 years',
    website: 'https://bench.example.com',
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const video = fs.readFileSync(path.join(root, 'apps/web/media-src/video/ph01-landscape.mp4'));
  form.set('video', new Blob([video], { type: 'video/mp4' }), 'reel.mp4');
  // A profile is published with one photograph (docs/decisions/0037).
  const photo = fs.readFileSync(path.join(root, 'apps/web/media-src/photos/basketball-court-01.jpg'));
  form.set('image', new Blob([photo], { type: 'image/jpeg' }), 'first.jpg');
  const { photographer: portfolio } = await ok(base, 'POST', '/api/photographers/portfolio', { token, form });
  for (const [title, priceKes] of [
    ['Wedding day', 150000],
    ['Portrait hour', 15000],
  ]) {
    await ok(base, 'POST', '/api/photographers/me/packages', {
      token,
      body: {
        title,
        description: 'Coverage, edits and an online gallery.',
        priceKes,
        durationValue: 1,
        durationUnit: 'days',
        deliverables: '300 edited photos, online gallery in 2 weeks',
      },
    });
  }
  return { token, portfolioId: portfolio._id };
}

/** Runs `work` over `items`, at most `width` at a time. */
/** A client account (Achieng Otieno) signed up at `email`; its token. */
export async function client(base, email, password) {
  const { token } = await ok(base, 'POST', '/api/auth/signup', {
    body: { name: 'Achieng Otieno', email, password, confirmPassword: password },
  });
  await ok(base, 'POST', '/api/created-id', { token, body: { role: 'client' } });
  return token;
}

/** The client's wedding inquiry for a photographer's package on a day ahead; the booking request. */
export async function requestWedding(base, token, { photographerId, packageId, email, eventDate, message }) {
  const { bookingRequest } = await ok(base, 'POST', '/api/booking-requests', {
    token,
    body: {
      photographerId,
      packageId,
      name: 'Achieng Otieno',
      email,
      phone: '',
      service: 'Wedding',
      eventDate,
      message,
    },
  });
  return bookingRequest;
}

export async function pool(items, width, work) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]);
      }
    }),
  );
  return results;
}

export async function benchBookings() {
  const bare = spawn(process.execPath, [new URL('./hello-world.mjs', import.meta.url).pathname], {
    env: { ...process.env, PORT: '3794' },
    stdio: 'inherit',
  });
  await waitFor('http://127.0.0.1:3794/hello');
  const dataDir = tmpDir('bench-bookings-');
  const { child } = await startServer({
    port: 3795,
    dataDir,
    env: { SEED_DEMO: 'false', AUTH_RATE_LIMIT_PER_IP: '100000', INQUIRY_RATE_LIMIT_PER_IP: '100000' },
  });
  const base = 'http://127.0.0.1:3795';
  try {
    const { token, portfolioId } = await photographer(base);
    const availability = `${base}/api/photographers/${portfolioId}/availability?from=${day(0)}&to=${day(365)}`;
    const packages = `${base}/api/photographers/${portfolioId}/packages`;
    const check = await api(base, 'GET', availability.slice(base.length));
    if (check.status !== 200 || check.json.days.length !== 366) throw new Error('availability is not 366 days');

    const rows = [];
    const ratios = { availability: [], packages: [] };
    for (let i = 0; i < ROUNDS; i++) {
      const hello = await load('http://127.0.0.1:3794/hello');
      const days = await load(availability);
      const offers = await load(packages);
      ratios.availability.push(days.requests.average / hello.requests.average);
      ratios.packages.push(offers.requests.average / hello.requests.average);
      rows.push({
        round: i + 1,
        'hello-world req/s': hello.requests.average.toFixed(0),
        'availability (366 days) req/s': days.requests.average.toFixed(0),
        'availability p99 ms': days.latency.p99,
        'packages req/s': offers.requests.average.toFixed(0),
        'packages p99 ms': offers.latency.p99,
        'non-2xx': days.non2xx + offers.non2xx,
      });
    }
    printTable(
      `Public availability and packages vs a bare Fastify hello-world (50 connections, ${DURATION} s each)`,
      rows,
    );
    console.log(
      `\nmedian ratio to hello-world: availability ${median(ratios.availability).toFixed(2)}, packages ${median(ratios.packages).toFixed(2)}`,
    );

    // 100 pending requests for one date, accepted at once.
    const date = day(40);
    const ids = [];
    for (let n = 0; n < 100; n++) {
      const { bookingRequest } = await ok(base, 'POST', '/api/booking-requests', {
        body: {
          photographerId: portfolioId,
          name: `Client ${n}`,
          email: `client.${n}.${Date.now()}@example.com`,
          phone: '',
          service: 'Wedding',
          eventDate: date,
          message: 'Our wedding, about 120 guests.',
        },
      });
      ids.push(bookingRequest.id);
    }
    const started = performance.now();
    const statuses = await pool(ids, 50, async (id) => {
      const res = await api(base, 'PATCH', `/api/booking-requests/${id}`, { token, body: { status: 'accepted' } });
      return res.status;
    });
    const settleMs = performance.now() - started;
    const count = (s) => statuses.filter((x) => x === s).length;
    printTable('100 pending requests for one date accepted at once (50 at a time)', [
      {
        accepted: count(200),
        409: count(409),
        '5xx': statuses.filter((s) => s >= 500).length,
        other: statuses.filter((s) => s !== 200 && s !== 409 && s < 500).length,
        'time to settle ms': settleMs.toFixed(0),
      },
    ]);
    if (count(200) !== 1 || count(409) !== 99) throw new Error('the race did not end with one winner and 99 refusals');
  } finally {
    await stopServer(child);
    await stopServer(bare);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
