// docs/rules/history.md#issue-15: a soak of the two-process cluster (scripts/cluster.mjs, as in bench/cluster.mjs) at a
// steady mixed load: browsing pages, searching, inquiries, a client's conversation messages.
// BENCH_SOAK_RATE requests a second (default 30) for BENCH_SOAK_MINUTES (default 30); every
// minute it records each app process's RSS, the minute's p99 and its 5xx; then the start
// (median of the first 3 minutes) against the end (median of the last 3).
import fs from 'node:fs';
import path from 'node:path';
import { appRss, base, machine, startCluster, stopCluster } from './cluster.mjs';
import { median, printTable } from './lib.mjs';

const RATE = Number(process.env.BENCH_SOAK_RATE ?? 30);
const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 30);
const PASSWORD = 'Kilimanjaro7';

async function call(method, url, { token, body } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, text };
}

async function ok(method, url, options) {
  const res = await call(method, url, options);
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${res.text.slice(0, 300)}`);
  return res.text ? JSON.parse(res.text) : undefined;
}

const day = (offset) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });

let inquiries = 0;
const inquiry = (photographerId) => ({
  photographerId,
  name: `Soak Client ${inquiries}`,
  email: `soak.${Date.now()}.${inquiries++}@example.com`,
  phone: '',
  service: 'Wedding',
  eventDate: day(30 + (inquiries % 300)),
  message: 'Our wedding in Naivasha, about 120 guests. Are you free?',
});

/** A client account and a booking request it sent, so it may write in the conversation. */
async function setUp(cluster) {
  const email = `soak.client.${Date.now()}@example.com`;
  const { token } = await ok('POST', '/api/auth/signup', {
    body: { name: 'Wanjiku Kamau', email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  await ok('POST', '/api/created-id', { token, body: { role: 'client' } });
  const { bookingRequest } = await ok('POST', '/api/booking-requests', {
    token,
    body: { ...inquiry(cluster.photographerId), email },
  });
  const directory = await ok('GET', '/api/photographers/portfolio/get-all');
  const profiles = directory.data.map((p) => p._id);
  const blogs = await ok('GET', '/api/blogs');
  const posts = blogs.data.map((b) => b.slug ?? b._id);
  const words = [...new Set(directory.data.flatMap((p) => [p.name.split(/\s+/)[0], p.location]).filter(Boolean))];
  console.error(
    `soak set-up: a client with booking ${bookingRequest.id}; ${profiles.length} profiles, ${posts.length} blog posts, search words ${words.join(', ')}`,
  );
  return { token, email, bookingId: bookingRequest.id, written: 0, threads: 1, opening: false, profiles, posts, words };
}

const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];

/** Messages per conversation before the client sends another inquiry (signed in) and writes there. */
const THREAD_LENGTH = 40;

/**
 * A message in the client's current conversation. A conversation is read whole (not paged), so
 * one thread growing for the whole soak would measure the thread, not the processes: after
 * THREAD_LENGTH messages the client opens a new booking request and writes there.
 */
async function message(s) {
  if (s.written >= THREAD_LENGTH && !s.opening) {
    s.opening = true;
    try {
      const res = await call('POST', '/api/booking-requests', {
        token: s.token,
        body: { ...inquiry(s.profiles[0]), email: s.email },
      });
      if (res.status === 201) {
        s.bookingId = JSON.parse(res.text).bookingRequest.id;
        s.written = 0;
        s.threads++;
      }
      return res;
    } finally {
      s.opening = false;
    }
  }
  s.written++;
  return call('POST', `/api/booking-requests/${s.bookingId}/messages`, {
    token: s.token,
    body: { body: `Checking in at ${new Date().toISOString()}` },
  });
}

/** The mix: [weight, kind, request]. */
function mix(s, cluster) {
  return [
    [12, 'page /', () => call('GET', '/')],
    [10, 'page /photographers', () => call('GET', '/photographers')],
    [14, 'profile page', () => call('GET', `/photographer/${pick(s.profiles)}`)],
    [8, 'profile API', () => call('GET', `/api/photographers/portfolio/${pick(s.profiles)}`)],
    [8, 'page /gallery', () => call('GET', '/gallery')],
    [6, 'blog post', () => call('GET', s.posts.length ? `/blogs/${pick(s.posts)}` : '/blogs')],
    [
      20,
      'search API',
      () => call('GET', `/api/photographers/portfolio/get-all?q=${encodeURIComponent(pick(s.words))}`),
    ],
    [
      4,
      'inquiry',
      () => call('POST', '/api/booking-requests', { body: inquiry(pick(s.profiles) ?? cluster.photographerId) }),
    ],
    [8, 'message', () => message(s)],
    [10, 'read messages', () => call('GET', `/api/booking-requests/${s.bookingId}/messages`, { token: s.token })],
  ];
}

export async function benchSoak() {
  console.log(`\nsoak: ${RATE} req/s for ${MINUTES} min; ${machine()} (before)`);
  const cluster = await startCluster(2);
  const minutes = [];
  const statuses5xx = {};
  try {
    const s = await setUp(cluster);
    const kinds = mix(s, cluster);
    const total = kinds.reduce((n, [w]) => n + w, 0);
    const choose = () => {
      let r = Math.random() * total;
      for (const k of kinds) if ((r -= k[0]) < 0) return k;
      return kinds[kinds.length - 1];
    };
    let current = { latencies: [], s5xx: 0, other: 0, errors: 0, byKind: {} };
    const inflight = new Set();
    const fire = () => {
      const [, kind, run] = choose();
      const bucket = current;
      const started = performance.now();
      const p = run()
        .then((res) => {
          bucket.latencies.push(performance.now() - started);
          if (res.status >= 500) {
            bucket.s5xx++;
            bucket.byKind[`${kind} ${res.status}`] = (bucket.byKind[`${kind} ${res.status}`] ?? 0) + 1;
            statuses5xx[res.status] = (statuses5xx[res.status] ?? 0) + 1;
          } else if (res.status >= 400) {
            bucket.other++;
            bucket.byKind[`${kind} ${res.status}`] = (bucket.byKind[`${kind} ${res.status}`] ?? 0) + 1;
          }
        })
        .catch(() => bucket.errors++)
        .finally(() => inflight.delete(p));
      inflight.add(p);
      bucket.maxInflight = Math.max(bucket.maxInflight ?? 0, inflight.size);
    };
    const startedAt = Date.now();
    const interval = 1000 / RATE;
    let sent = 0;
    for (let minute = 1; minute <= MINUTES; minute++) {
      const end = startedAt + minute * 60_000;
      while (Date.now() < end) {
        // A fixed rate, caught up after a stall (open loop: a slow answer does not slow the senders).
        const due = Math.floor((Date.now() - startedAt) / interval);
        while (sent < due) {
          fire();
          sent++;
        }
        await new Promise((r) => setTimeout(r, Math.min(interval, 20)));
      }
      const done = current;
      current = { latencies: [], s5xx: 0, other: 0, errors: 0, byKind: {} };
      const sorted = done.latencies.sort((a, b) => a - b);
      const rss = appRss(cluster);
      const row = {
        minute,
        requests: sorted.length,
        'p99 ms': sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))].toFixed(0) : '',
        '5xx': done.s5xx,
        '4xx': done.other,
        errors: done.errors,
        'max in flight': done.maxInflight ?? 0,
        ...Object.fromEntries(Object.entries(rss).map(([port, mb]) => [`RSS :${port} MB`, mb.toFixed(0)])),
        load: machine().replace(/^.*load average /, ''),
      };
      minutes.push(row);
      console.error(JSON.stringify({ ...row, byKind: done.byKind }));
    }
    await Promise.allSettled([...inflight]);
    console.error(`soak: the client wrote in ${s.threads} conversations (${THREAD_LENGTH} messages each)`);
  } finally {
    // A 5xx from nginx (502/504: no process answered in time) leaves its reason only in the
    // proxy's error log, which goes with the cluster's folder: show its end first.
    if (Object.keys(statuses5xx).length > 0) {
      const log = path.join(cluster.dir, 'nginx-error.log');
      const lines = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [];
      console.error(`nginx-error.log, last ${Math.min(lines.length, 20)} of ${lines.length} lines:`);
      for (const line of lines.slice(-20)) console.error(`  ${line}`);
    }
    await stopCluster(cluster);
  }

  printTable(`Soak: two processes behind nginx, ${RATE} req/s mixed, ${MINUTES} min (per minute)`, minutes);
  const n = Math.min(3, Math.floor(minutes.length / 2)) || 1;
  const first = minutes.slice(0, n);
  const last = minutes.slice(-n);
  const rssKeys = Object.keys(minutes[0]).filter((k) => k.startsWith('RSS'));
  const summary = [];
  for (const key of [...rssKeys, 'p99 ms']) {
    const start = median(first.map((r) => Number(r[key])));
    const endValue = median(last.map((r) => Number(r[key])));
    const growth = (endValue / start - 1) * 100;
    summary.push({
      measure: key,
      [`start (median of first ${n} min)`]: start.toFixed(0),
      [`end (median of last ${n} min)`]: endValue.toFixed(0),
      change: `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %`,
      'beyond 10 %': growth > 10 ? 'yes' : 'no',
    });
  }
  printTable('Soak: start vs end', summary);
  const sum = (k) => minutes.reduce((t, r) => t + Number(r[k]), 0);
  console.log(
    `\nrequests ${sum('requests')}, 5xx ${sum('5xx')} (by status: ${JSON.stringify(statuses5xx)}), 4xx ${sum('4xx')}, errors ${sum('errors')}; ${machine()} (after)`,
  );
}
