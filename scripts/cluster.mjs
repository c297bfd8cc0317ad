#!/usr/bin/env node
// `npm run cluster`: the product as a studio that outgrew one machine would run it (docs/rules/history.md#issue-15,
// README "Deploying"): two app processes behind nginx with TLS on localhost, one PostgreSQL, one
// Redis, one shared media folder (or, with `--s3`, a bucket of s3rver and a media folder per
// process). `npm run cluster -- --check` starts it, proves it (see `check`) and stops it; `npm test`
// runs that check whenever nginx is installed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    // A database of its own, dropped when the cluster stops (npm test).
    fresh: { type: 'boolean', default: false },
    // Media in an S3-compatible bucket (s3rver, started here) instead of a shared folder (docs/decisions/0040).
    s3: { type: 'boolean', default: false },
  },
});

const env = process.env;
const dir = path.resolve(root, env.CLUSTER_DIR ?? 'data/cluster');
const httpsPort = Number(env.CLUSTER_HTTPS_PORT ?? 8443);
const appPorts = (env.CLUSTER_APP_PORTS ?? '3011,3012').split(',').map(Number);
const adminUrl = env.CLUSTER_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = args.fresh
  ? `studio_cluster_${Date.now()}_${process.pid}`
  : (env.CLUSTER_DATABASE ?? 'studio_cluster');
const databaseUrl = env.DATABASE_URL ?? `${adminUrl.replace(/\/[^/]*$/, '')}/${databaseName}`;
const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const publicUrl = `https://localhost:${httpsPort}`;
const s3Port = Number(env.CLUSTER_S3_PORT ?? httpsPort + 3);
const s3Bucket = 'studio-cluster-media';
/** With --s3: the bucket every app process keeps media in; each process has a MEDIA_DIR of its own. */
const s3Env = {
  MEDIA_STORE: 's3',
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_BUCKET: s3Bucket,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
};
const serverBundle = path.join(root, 'apps/server/dist/server.js');

const children = [];
const log = (msg) => console.log(`[cluster] ${msg}`);

class ClusterError extends Error {}
function fail(message) {
  throw new ClusterError(message);
}

function need(command, hint) {
  if (spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0) fail(`${command} is not installed: ${hint}`);
}

async function createDatabaseIfMissing() {
  if (env.DATABASE_URL) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [databaseName]);
  if (rowCount === 0) {
    await admin.query(`CREATE DATABASE "${databaseName}"`);
    log(`created database ${databaseName}`);
  }
  await admin.end();
}

function selfSignedCertificate() {
  const tls = path.join(dir, 'tls');
  if (fs.existsSync(path.join(tls, 'cert.pem'))) return;
  fs.mkdirSync(tls, { recursive: true });
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '825',
      '-keyout',
      path.join(tls, 'key.pem'),
      '-out',
      path.join(tls, 'cert.pem'),
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'pipe' },
  );
  if (made.status !== 0) fail(`openssl could not make a certificate: ${made.stderr}`);
  log('made a self-signed certificate for localhost (tls/cert.pem)');
}

function nginxConfig() {
  const template = fs.readFileSync(path.join(root, 'deploy/nginx.conf.template'), 'utf8');
  // nginx opens prefix/logs/error.log before it reads the configuration.
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(dir, 'nginx-tmp', sub), { recursive: true });
  }
  const config = template
    .replaceAll('{{DIR}}', dir)
    .replaceAll('{{HTTPS_PORT}}', String(httpsPort))
    .replace('{{UPSTREAMS}}', appPorts.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=5s;`).join('\n'));
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config);
  return file;
}

/** The app process serving each port now (a restarted one replaces the one that died). */
const apps = new Map();
/** Restarts of each port's process, for the check; a process dying again within a minute waits longer. */
const restarts = new Map();

/**
 * Starts the server on `port`, and starts it again whenever it dies while the cluster runs (a
 * `kill -9`, the out-of-memory killer), saying so: what systemd's `Restart=always` does in
 * deploy/systemd. Back-to-back deaths wait 1, 2, 4 ... up to 30 s.
 */
function superviseApp(port) {
  const startedAt = Date.now();
  const child = startApp(port);
  apps.set(port, child);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const count = (restarts.get(port) ?? 0) + 1;
    restarts.set(port, count);
    const quick = Date.now() - startedAt < 60_000;
    const delay = quick ? Math.min(30_000, 1000 * 2 ** Math.min(count - 1, 5)) : 1000;
    log(
      `the app process on port ${port} (pid ${child.pid}) died (${signal ?? `exit code ${code}`}); starting it again in ${delay / 1000} s`,
    );
    setTimeout(() => {
      if (stopping) return;
      const next = superviseApp(port);
      log(`the app process on port ${port} started again (pid ${next.pid})`);
    }, delay);
  });
  return child;
}

function startApp(port) {
  const child = spawn(process.execPath, [serverBundle], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: path.join(dir, `app-${port}`),
      MEDIA_DIR: args.s3 ? path.join(dir, `app-${port}`, 'media') : path.join(dir, 'media'),
      ...(args.s3 ? s3Env : {}),
      // nginx on this machine is the only proxy whose X-Forwarded-For to believe.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
      ...(args.check
        ? // Behind nginx every request of the check comes from one address; jobs are polled often.
          { INQUIRY_RATE_LIMIT_PER_IP: '10000', AUTH_RATE_LIMIT_PER_IP: '10000', JOBS_POLL_SECONDS: '0.5' }
        : {}),
    },
  });
  children.push(child);
  return child;
}

async function waitFor(url, timeoutMs = 60_000, fetchOptions = {}) {
  const start = Date.now();
  for (;;) {
    try {
      const res = await get(url, fetchOptions);
      if (res.status === 200) return;
    } catch {
      // not up yet
    }
    if (Date.now() - start > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A GET (or other method) over HTTP(S); HTTPS trusts the cluster's own certificate only. */
function get(url, { method = 'GET', body, headers = {} } = {}) {
  const ca = url.startsWith('https:') ? fs.readFileSync(path.join(dir, 'tls/cert.pem')) : undefined;
  return new Promise((resolve, reject) => {
    const req = (url.startsWith('https:') ? https : http).request(
      url,
      { method, ca, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer from ${url}`)));
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

function portFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

let stopping = false;
async function stopAll() {
  if (stopping) return;
  stopping = true;
  await stopChildren();
  if (args.fresh && !env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin.end();
  }
}

async function stopChildren() {
  await Promise.all(
    children.map(
      (c) =>
        new Promise((resolve) => {
          if (c.exitCode !== null || c.signalCode !== null) return resolve();
          c.once('exit', resolve);
          c.kill('SIGTERM');
          setTimeout(() => c.kill('SIGKILL'), 15_000).unref();
        }),
    ),
  );
}

/** Requests each process answered for a route, read from its own /metrics (loopback). */
async function requestsServed(port, route) {
  const res = await get(`http://127.0.0.1:${port}/metrics`);
  const pattern = new RegExp(`^http_request_duration_seconds_count\\{[^}]*route="${route}"[^}]*\\} (\\d+)`, 'gm');
  return [...res.text.matchAll(pattern)].reduce((n, m) => n + Number(m[1]), 0);
}

const json = (res) => (res.text ? JSON.parse(res.text) : undefined);
const PASSWORD = 'Kilimanjaro7';

/** A photographer with a portfolio, made through `base` (one process or the proxy). */
async function photographer(base) {
  const email = `cluster.p.${Date.now()}@example.com`;
  const signup = await get(`${base}/api/auth/signup`, {
    method: 'POST',
    body: { name: 'Wanjiku Kamau', email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  const { token } = json(signup);
  const auth = { authorization: `Bearer ${token}` };
  await get(`${base}/api/created-id`, { method: 'POST', body: { role: 'photographer' }, headers: auth });
  const form = new FormData();
  for (const [k, v] of Object.entries(portfolioFields(email, 'Wanjiku Kamau'))) form.set(k, v);
  const video = fs.readFileSync(path.join(root, 'apps/web/media-src/video/ph01-landscape.mp4'));
  form.set('video', new Blob([video], { type: 'video/mp4' }), 'reel.mp4');
  // A profile is published with one photograph (docs/decisions/0037).
  const photo = fs.readFileSync(path.join(root, 'apps/web/media-src/photos/basketball-court-01.jpg'));
  form.set('image', new Blob([photo], { type: 'image/jpeg' }), 'first.jpg');
  const res = await fetch(`${base}/api/photographers/portfolio`, { method: 'POST', headers: auth, body: form });
  if (res.status !== 201) throw new Error(`creating a portfolio: ${res.status} ${await res.text()}`);
  return { email, auth, portfolioId: (await res.json()).photographer._id };
}

const portfolioFields = (email, name) => ({
  name,
  email,
  phone: '+254 712 345 678',
  message: 'Weddings and portraits across Nairobi, in natural light.',
  speciality: 'Wedding',
  price: 'From KES 65,000 per day',
  location: 'Nairobi',
  experience: '8 years',
  website: 'https://cluster.example.com',
});

async function waitUntil(what, timeoutMs, test) {
  const start = Date.now();
  for (;;) {
    const result = await test();
    if (result) return result;
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * What the cluster must do (docs/rules/history.md#issue-15's "Done when"): answer over TLS through the proxy; spread
 * requests over both processes; count a rate limit across both (Redis); show an edit made through
 * one process at once through the other (no stale page); run a queued job once; and when one
 * process is killed (kill -9) during a stream of writes, lose no acknowledged write and no e-mail
 * while the other keeps answering.
 */
async function check(mailbox) {
  const [portA, portB] = appPorts;
  const direct = (port) => `http://127.0.0.1:${port}`;
  const mailsTo = async (address) => json(await get(`${mailbox}/messages?to=${encodeURIComponent(address)}`));

  const ready = await get(`${publicUrl}/api/health/ready`);
  if (ready.status !== 200) throw new Error(`readiness through the proxy: ${ready.status} ${ready.text}`);
  const checks = json(ready).checks;
  if (checks.redis.status !== 'ok') throw new Error(`Redis is not shared: ${JSON.stringify(checks.redis)}`);
  if (args.s3 && (checks.media.status !== 'ok' || checks.media.store !== 's3'))
    throw new Error(`the bucket is not used: ${JSON.stringify(checks.media)}`);
  log(`TLS through nginx: ready, database, Redis${args.s3 ? ' and the bucket' : ''} ok`);

  const before = await Promise.all(appPorts.map((p) => requestsServed(p, '/api/health/live')));
  for (let i = 0; i < 20; i++) await get(`${publicUrl}/api/health/live`);
  const after = await Promise.all(appPorts.map((p) => requestsServed(p, '/api/health/live')));
  const served = after.map((n, i) => n - before[i]);
  if (served.some((n) => n === 0)) throw new Error(`requests were not spread: ${served.join(' + ')}`);
  log(`20 requests spread over the processes: ${served.join(' + ')}`);

  // A rate limit counted across both: the contact form allows 10 a minute per address.
  const contact = { name: 'Cluster Check', email: 'cluster.check@example.com', message: 'Counting across processes.' };
  const statuses = [];
  for (let i = 0; i < 14; i++)
    statuses.push((await get(`${publicUrl}/api/contact`, { method: 'POST', body: contact })).status);
  const accepted = statuses.filter((s) => s === 201).length;
  if (accepted !== 10 || statuses.slice(10).some((s) => s !== 429)) {
    throw new Error(`the contact limit was not shared: ${statuses.join(',')}`);
  }
  log('a rate limit counted across both processes: 10 accepted, then 429');

  // An edit through one process is seen at once through the other (its rendered page forgotten).
  const p = await photographer(direct(portA));
  const page = `/photographer/${p.portfolioId}`;
  if (!(await get(`${direct(portB)}${page}`)).text.includes('Wanjiku Kamau')) throw new Error('the profile page');
  // The photograph uploaded through one process is served by the other: a shared folder, or the bucket.
  const mine = json(await get(`${direct(portB)}/api/photographers/portfolio`, { headers: p.auth })).photographer;
  const photoUrl = mine.images[0];
  const photo = await get(`${direct(portB)}${photoUrl}`);
  if (photo.status !== 200) throw new Error(`the photograph through the other process: ${photo.status}`);
  log(`a photograph uploaded through one process served by the other${args.s3 ? ' (from the bucket)' : ''}`);
  const form = new FormData();
  for (const [k, v] of Object.entries(portfolioFields(p.email, 'Wanjiku Renamed'))) form.set(k, v);
  const put = await fetch(`${direct(portA)}/api/photographers/portfolio/${p.portfolioId}`, {
    method: 'PUT',
    headers: p.auth,
    body: form,
  });
  if (put.status !== 200) throw new Error(`editing the portfolio: ${put.status}`);
  const editedAt = Date.now();
  await waitUntil('the edit through the other process', 2000, async () =>
    (await get(`${direct(portB)}${page}`)).text.includes('Wanjiku Renamed'),
  );
  log(`an edit made through one process showed through the other after ${Date.now() - editedAt} ms`);

  // A queued job runs once: one confirmation e-mail for one subscription.
  const address = `cluster.${Date.now()}@example.com`;
  const subscribed = await get(`${publicUrl}/api/newsletter`, { method: 'POST', body: { email: address } });
  if (subscribed.status >= 300) throw new Error(`subscribing: ${subscribed.status} ${subscribed.text}`);
  await waitUntil('the confirmation e-mail', 20_000, async () => (await mailsTo(address)).length > 0);
  await new Promise((r) => setTimeout(r, 3000));
  const confirmations = (await mailsTo(address)).length;
  if (confirmations !== 1) throw new Error(`the confirmation e-mail arrived ${confirmations} times, not once`);
  log('a queued e-mail was sent once by the two processes');

  // kill -9 of one process during a stream of inquiries: every acknowledged one is kept and mailed.
  const victimPort = portB;
  const victim = apps.get(victimPort);
  const acknowledged = [];
  let sent = 0;
  const day = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const stream = async () => {
    while (sent < 60) {
      const n = sent++;
      if (n === 20) victim.kill('SIGKILL');
      const res = await get(`${publicUrl}/api/booking-requests`, {
        method: 'POST',
        body: {
          photographerId: p.portfolioId,
          name: `Client ${n}`,
          email: `cluster.client.${n}@example.com`,
          phone: '',
          service: 'Wedding',
          eventDate: day,
          message: 'Our wedding, about 120 guests.',
        },
      }).catch(() => ({ status: 0 }));
      if (res.status === 201) acknowledged.push(json(res).bookingRequest.id);
    }
  };
  await Promise.all([stream(), stream(), stream(), stream()]);
  const listed = json(await get(`${publicUrl}/api/booking-requests?as=received`, { headers: p.auth })).map((r) => r.id);
  const lost = acknowledged.filter((id) => !listed.includes(id));
  if (lost.length > 0) throw new Error(`${lost.length} acknowledged inquiries are gone`);
  const live = [];
  for (let i = 0; i < 10; i++) live.push((await get(`${publicUrl}/api/health/live`)).status);
  if (live.some((s) => s !== 200)) throw new Error(`with one process dead: ${live.join(',')}`);
  log(`one process killed during 60 inquiries: ${acknowledged.length} acknowledged, all kept; the other answers`);
  // The killed process is started again (and said so above) and serves on its port.
  const killedAt = Date.now();
  await waitUntil('the killed process started again', 90_000, async () => {
    const now = apps.get(victimPort);
    if (!now || now === victim || now.exitCode !== null) return false;
    return (await get(`${direct(victimPort)}/api/health/ready`).catch(() => ({ status: 0 }))).status === 200;
  });
  log(
    `the killed process (pid ${victim.pid}) was started again as pid ${apps.get(victimPort).pid} and is ready after ${Math.round((Date.now() - killedAt) / 1000)} s`,
  );
  // Their e-mails: owed mail whose job died with the process is swept within a few minutes.
  const mailed = await waitUntil('an e-mail for every acknowledged inquiry', 240_000, async () => {
    const subjects = (await mailsTo(p.email)).filter((m) => m.subject.startsWith('New booking request'));
    return subjects.length >= acknowledged.length ? subjects.length : 0;
  });
  log(`and every one was e-mailed to the photographer (${mailed} e-mails for ${acknowledged.length} inquiries)`);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  need('nginx', 'install it from Debian packages (apt-get install nginx-light)');
  need('openssl', 'install it from Debian packages (apt-get install openssl)');
  if (!fs.existsSync(serverBundle)) {
    log('building (npm run build)');
    if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) fail('the build failed');
  }
  for (const port of [httpsPort, ...appPorts, ...(args.s3 ? [s3Port] : [])]) {
    if (!(await portFree(port))) fail(`port ${port} is taken (CLUSTER_HTTPS_PORT, CLUSTER_APP_PORTS choose others)`);
  }
  fs.mkdirSync(dir, { recursive: true });
  await createDatabaseIfMissing();
  selfSignedCertificate();
  const nginxConf = nginxConfig();

  let mailbox;
  if (args.check && !env.SMTP_URL) {
    // The check reads what the processes e-mail from the browser tests' SMTP sink.
    const [smtpPort, httpPort] = [httpsPort + 1, httpsPort + 2];
    children.push(
      spawn(process.execPath, [path.join(root, 'e2e/support/mail-sink.mjs'), String(smtpPort), String(httpPort)], {
        stdio: 'inherit',
      }),
    );
    env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
    mailbox = `http://127.0.0.1:${httpPort}`;
    await waitFor(`${mailbox}/health`, 20_000);
  }

  if (args.s3) {
    // s3rver (a development dependency) with its files under the cluster's folder.
    children.push(
      spawn(
        process.execPath,
        [
          path.join(root, 'node_modules/s3rver/bin/s3rver.js'),
          ...['--directory', path.join(dir, 's3'), '--address', '127.0.0.1', '--port', String(s3Port), '--silent'],
          ...['--configure-bucket', s3Bucket],
        ],
        { stdio: 'inherit' },
      ),
    );
    await waitFor(`http://127.0.0.1:${s3Port}/`, 20_000);
    log(`media in the bucket ${s3Bucket} of s3rver at 127.0.0.1:${s3Port}; each process has its own MEDIA_DIR`);
  }

  process.on('SIGINT', () => stopAll().then(() => process.exit(0)));
  process.on('SIGTERM', () => stopAll().then(() => process.exit(0)));

  // The first process migrates; the second waits on the schema lock, then finds nothing to do.
  for (const port of appPorts) superviseApp(port);
  for (const port of appPorts) await waitFor(`http://127.0.0.1:${port}/api/health/live`);
  const proxy = spawn('nginx', ['-p', dir, '-c', nginxConf, '-g', 'daemon off;'], { stdio: 'inherit' });
  children.unshift(proxy);
  proxy.once('exit', (code) => {
    if (!stopping) console.error(`[cluster] nginx stopped (exit code ${code}); is port ${httpsPort} taken?`);
  });
  await waitFor(`${publicUrl}/api/health/live`, 20_000);
  if (proxy.exitCode !== null) fail(`nginx could not start (port ${httpsPort} taken? see above)`);
  log(`serving ${publicUrl} through nginx -> ${appPorts.map((p) => `127.0.0.1:${p}`).join(', ')}`);

  if (args.check) {
    await check(mailbox);
    log('check passed');
    await stopAll();
    process.exit(0);
  }
  log('Ctrl-C stops the proxy and both processes');
}

// Whatever happens, no process of the cluster outlives this script.
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});
main().catch(async (err) => {
  console.error(`[cluster] ${err instanceof ClusterError ? '' : 'failed: '}${err.message}`);
  await stopAll();
  process.exit(1);
});
