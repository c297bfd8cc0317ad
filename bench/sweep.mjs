// The malformed-input sweep at length (docs/rules/history.md#issue-30, ADR 0036): the same generator as the CI sweep
// (apps/server/test/sweep.ts), over HTTP against the built server, SWEEP_CASES (300) cases per
// operation and role. The server runs as `npm start` runs it, under a supervisor that starts it
// again if it dies; the run counts answers by status, faults (5xx, a stack trace or SQL in a body,
// no answer), restarts, and error lines in the server's log. The embedded database, or a database
// it creates (and drops) on BENCH_DATABASE_URL's server. Exits 1 on any fault or restart.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { root, startServer, stopServer, tmpDir } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3790);
const CASES = Number(process.env.SWEEP_CASES ?? 300);
const SEED = Number(process.env.SWEEP_SEED ?? Date.now() % 1_000_000);
const CONCURRENCY = Number(process.env.SWEEP_CONCURRENCY ?? 16);
const ADMIN = { email: 'sweep-admin@example.com', password: 'Kilimanjaro7' };
const PASSWORD = 'Kilimanjaro7';

export async function benchSweep() {
  const { sweep, ROLES } = await tsImport(path.join(root, 'apps/server/test/sweep.ts'), import.meta.url);
  const dataDir = tmpDir('studio-bench-sweep-');
  const logFile = path.join(dataDir, 'server.log');
  // On BENCH_DATABASE_URL's server, in a database of its own, dropped afterwards.
  let databaseUrl;
  const admin = process.env.BENCH_DATABASE_URL
    ? new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })
    : null;
  const database = `bench_sweep_${process.pid}`;
  if (admin) {
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(process.env.BENCH_DATABASE_URL);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const env = {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    INQUIRY_RATE_LIMIT_PER_IP: '1000000',
    LOG_LEVEL: 'error',
  };
  const base = `http://127.0.0.1:${PORT}`;
  let restarts = 0;
  let server;
  let stopping = false;
  const start = async () => {
    server = (await startServer({ port: PORT, dataDir, env, logFile })).child;
    server.once('exit', (code, signal) => {
      if (stopping) return;
      restarts++;
      console.log(`  the server stopped (${signal ?? `code ${code}`}); starting it again`);
      void start();
    });
  };
  await start();
  try {
    const call = async (method, url, { headers = {}, body } = {}) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, json: await res.json().catch(() => undefined) };
    };
    let n = 0;
    const signUp = async (role) => {
      const email = `sweep-${role}-${Date.now()}-${++n}@example.com`;
      const res = await call('POST', '/api/auth/signup', {
        headers: { 'x-forwarded-for': `10.254.0.${n % 250}` },
        body: { name: 'Sweep Account', email, password: PASSWORD, confirmPassword: PASSWORD },
      });
      if (res.status !== 201) throw new Error(`sign-up answered ${res.status}`);
      const headers = { authorization: `Bearer ${res.json.token}` };
      await call('POST', '/api/created-id', { headers, body: { role } });
      return headers;
    };
    const signInAdmin = async () => {
      const res = await call('POST', '/api/auth/signin', { body: ADMIN });
      if (res.status !== 200) throw new Error(`admin sign-in answered ${res.status}`);
      return { authorization: `Bearer ${res.json.token}` };
    };
    const sessions = {
      anonymous: {},
      client: await signUp('client'),
      photographer: await signUp('photographer'),
      admin: await signInAdmin(),
    };
    const renew = async (role) => {
      sessions[role] = role === 'admin' ? await signInAdmin() : await signUp(role);
      return sessions[role];
    };
    // Real ids, so that some cases pass the lookup: the demo photographers, a booking, blog posts.
    const photographers = (await call('GET', '/api/photographers/portfolio/get-all')).json?.data ?? [];
    const portfolioIds = photographers.slice(0, 3).map((p) => p._id);
    const booking = await call('POST', '/api/booking-requests', {
      headers: { ...sessions.client, 'x-forwarded-for': '10.253.0.1' },
      body: {
        photographerId: portfolioIds[0],
        name: 'Achieng Otieno',
        email: 'achieng@example.com',
        phone: '+254 722 000 111',
        service: 'Wedding',
        eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        message: 'Our wedding in Naivasha, about 120 guests.',
      },
    });
    const posts = (await call('GET', '/api/blogs')).json?.data ?? [];
    const known = {
      uuids: [...portfolioIds, booking.json?.bookingRequest?.id, ...posts.map((p) => p._id ?? p.id)].filter(Boolean),
      slugs: posts.map((p) => p.slug).filter(Boolean),
    };
    const doc = (await call('GET', '/api/docs/json')).json;

    console.log(
      `\n## Malformed-input sweep (${CASES} cases per operation and role, seed ${SEED}, ${CONCURRENCY} at once)\n`,
    );
    const started = performance.now();
    let lastPrint = started;
    const result = await sweep({
      doc,
      known,
      casesPerOperation: CASES,
      seed: SEED,
      concurrency: CONCURRENCY,
      send: async (req) => {
        const res = await fetch(`${base}${req.url}`, {
          method: req.method,
          headers: req.headers,
          redirect: 'manual',
          ...(req.payload !== undefined && req.method !== 'GET' && req.method !== 'HEAD' ? { body: req.payload } : {}),
        });
        return { status: res.status, body: await res.text() };
      },
      headersOf: async (role) => sessions[role],
      sessionValid: async (_role, headers) => (await fetch(`${base}/api/me`, { headers })).status === 200,
      renewSession: renew,
      onOperation: (_op, role, done, total) => {
        if (performance.now() - lastPrint < 30_000) return;
        lastPrint = performance.now();
        console.log(`  ${done}/${total} operation × role (${role}), ${((lastPrint - started) / 1000).toFixed(0)} s`);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    stopping = true;
    await stopServer(server);
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    const errorLines = log.split('\n').filter((l) => /"level":(50|60)/.test(l));
    console.log(
      `${result.operations} operations × ${ROLES.length} roles × ${CASES} cases: ${result.requests} requests in ${seconds.toFixed(0)} s (${(result.requests / seconds).toFixed(0)}/s)\n`,
    );
    console.log('| Status | Answers |');
    console.log('| --- | --- |');
    for (const [status, count] of Object.entries(result.byStatus).sort()) console.log(`| ${status} | ${count} |`);
    console.log(
      `\nFaults: ${result.faults.length} (5xx: ${result.faults.filter((f) => f.status >= 500).length}, stack traces: ${result.faults.filter((f) => f.fault.startsWith('stack')).length}, SQL: ${result.faults.filter((f) => f.fault.startsWith('SQL')).length}, no answer: ${result.faults.filter((f) => f.status === 0).length}); restarts: ${restarts}; error lines in the server log: ${errorLines.length}`,
    );
    for (const f of result.faults.slice(0, 20))
      console.log(
        `  ${f.role} ${f.op} ${f.method} ${f.url.slice(0, 120)} → ${f.status} ${f.fault}: ${f.body.slice(0, 200)}`,
      );
    for (const l of errorLines.slice(0, 5)) console.log(`  log: ${l.slice(0, 300)}`);
    if (result.faults.length || restarts) process.exitCode = 1;
  } finally {
    stopping = true;
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  }
}
