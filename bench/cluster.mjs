// docs/rules/history.md#issue-15: two app processes behind nginx against one. Each variant is the real cluster of
// `npm run cluster` (scripts/cluster.mjs with --fresh: its own database, dropped when it stops;
// Redis shared; TLS on localhost), loaded through the proxy with autocannon: a profile page
// (/photographer/<id>, server-rendered) and the directory search a visitor's browser sends
// (GET /api/photographers/portfolio/get-all?q=..., what /photographers asks for), at 50 and 200
// connections. The variants are interleaved round by round; each round starts its cluster afresh.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { median, printTable, root, rssMb, tmpDir } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/** Seconds of unrecorded load on each route of a fresh cluster first (JIT, caches, pools). */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);
export const HTTPS_PORT = Number(process.env.BENCH_CLUSTER_HTTPS_PORT ?? 8643);
export const APP_PORTS = (process.env.BENCH_CLUSTER_APP_PORTS ?? '3611,3612').split(',').map(Number);
export const base = `https://localhost:${HTTPS_PORT}`;

/**
 * Rate limits lifted for the load (every request comes from one address). Those without an env
 * knob are listed so the output says so rather than hiding a 429.
 */
export const LIFTED_LIMITS = { AUTH_RATE_LIMIT_PER_IP: '1000000', INQUIRY_RATE_LIMIT_PER_IP: '1000000' };
export const FIXED_LIMITS = [
  'POST /api/contact: 10 a minute per address (no env knob; not loaded here)',
  'POST /api/newsletter: 20 a minute per address (no env knob; not loaded here)',
  'POST /api/photographers/portfolio/:id/views: 120 a minute per address (no env knob; not loaded here)',
];

// The bench talks to the cluster's self-signed certificate (set once a cluster benchmark runs, in
// this process only: the cluster's processes never inherit it).
function trustSelfSigned() {
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
}

export const machine = () =>
  `nproc ${os.availableParallelism?.() ?? os.cpus().length}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

export function portFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Starts scripts/cluster.mjs with `processes` app processes; resolves once the proxy serves and the demo is seeded. */
export async function startCluster(processes, extraEnv = {}) {
  const ports = APP_PORTS.slice(0, processes);
  for (const port of [HTTPS_PORT, ...ports]) {
    for (let i = 0; !(await portFree(port)); i++) {
      if (i > 60) throw new Error(`port ${port} is taken`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  const childEnv = { ...process.env };
  delete childEnv.NODE_TLS_REJECT_UNAUTHORIZED;
  trustSelfSigned();
  const dir = tmpDir('bench-cluster-');
  const child = spawn(process.execPath, [path.join(root, 'scripts/cluster.mjs'), '--fresh'], {
    cwd: root,
    env: {
      ...childEnv,
      CLUSTER_HTTPS_PORT: String(HTTPS_PORT),
      CLUSTER_APP_PORTS: ports.join(','),
      CLUSTER_DIR: dir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...LIFTED_LIMITS,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let serving = false;
  const ready = new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      let nl;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        // The apps' warnings go to stderr; the cluster's own lines are kept short.
        if (line.startsWith('[cluster]') && !serving) process.stderr.write(`${line}\n`);
        else if (!line.startsWith('[cluster]')) process.stderr.write(`${line}\n`);
        if (line.includes('[cluster] serving')) {
          serving = true;
          resolve();
        }
      }
    });
    child.once('exit', (code) => {
      if (!serving) reject(new Error(`scripts/cluster.mjs exited with ${code} before serving`));
    });
  });
  const cluster = { child, dir, ports };
  try {
    await ready;
    // The demo photographers are seeded at start-up; wait until the directory lists them.
    for (let i = 0; ; i++) {
      const res = await fetch(`${base}/api/photographers/portfolio/get-all`).catch(() => undefined);
      const body = res?.ok ? await res.json() : undefined;
      const first = body?.data?.[0];
      if (first) {
        cluster.photographerId = first._id ?? first.id;
        cluster.photographerName = first.name;
        break;
      }
      if (i > 240) throw new Error('no demo photographer appeared in the directory within 60 s');
      await new Promise((r) => setTimeout(r, 250));
    }
    cluster.pids = appPids(child.pid, ports);
    return cluster;
  } catch (err) {
    await stopCluster(cluster);
    throw err;
  }
}

/** The pid of each app process (children of the cluster script running the server bundle), by port. */
export function appPids(clusterPid, ports) {
  const out = spawnSync('pgrep', ['-P', String(clusterPid)], { encoding: 'utf8' }).stdout;
  const pids = {};
  for (const pid of out.split(/\s+/).filter(Boolean)) {
    try {
      const environ = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      const port = environ.find((e) => e.startsWith('PORT='))?.slice(5);
      if (port && ports.includes(Number(port))) pids[port] = Number(pid);
    } catch {
      // gone
    }
  }
  return pids;
}

export const appRss = (cluster) =>
  Object.fromEntries(
    Object.entries(cluster.pids).map(([port, pid]) => {
      try {
        return [port, rssMb(pid)];
      } catch {
        return [port, NaN];
      }
    }),
  );

/** SIGTERM to scripts/cluster.mjs (it stops nginx and the apps, drops its database); then the ports must be free. */
export async function stopCluster(cluster) {
  const { child } = cluster;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  }
  for (const port of [HTTPS_PORT, ...cluster.ports]) {
    for (let i = 0; !(await portFree(port)); i++) {
      if (i > 40) throw new Error(`port ${port} is still taken after the cluster stopped`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  for (const pid of Object.values(cluster.pids ?? {})) {
    if (fs.existsSync(`/proc/${pid}`)) throw new Error(`app process ${pid} outlived the cluster`);
  }
  fs.rmSync(cluster.dir, { recursive: true, force: true });
}

const load = (url, connections, duration = DURATION) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections, duration }, (err, result) => (err ? reject(err) : resolve(result))),
  );

export async function benchCluster() {
  const variants = [
    { name: 'one process', processes: 1 },
    { name: 'two processes', processes: 2 },
  ];
  console.log(`\ncluster: ${machine()} (before)`);
  console.log(`rate limits lifted by env: ${Object.keys(LIFTED_LIMITS).join(', ')}`);
  for (const fixed of FIXED_LIMITS) console.log(`rate limit without an env knob: ${fixed}`);
  const samples = {}; // `${variant}|${route}|${connections}` -> results
  const loads = [];
  let searchQuery;
  for (let round = 1; round <= ROUNDS; round++) {
    for (const variant of round % 2 ? variants : [...variants].reverse()) {
      const cluster = await startCluster(variant.processes);
      try {
        const profile = `${base}/photographer/${cluster.photographerId}`;
        const page = await fetch(profile);
        const html = await page.text();
        if (page.status !== 200 || !html.includes(cluster.photographerName)) {
          throw new Error(`the profile page: ${page.status}, name ${cluster.photographerName} not in it`);
        }
        searchQuery ??= cluster.photographerName.split(/\s+/)[0];
        const search = `${base}/api/photographers/portfolio/get-all?q=${encodeURIComponent(searchQuery)}`;
        const found = await (await fetch(search)).json();
        if (!found.data?.length) throw new Error(`the search for ${searchQuery} found nothing`);
        for (const [route, url] of [
          ['profile page', profile],
          [`search ?q=${searchQuery}`, search],
        ]) {
          if (WARMUP > 0) await load(url, 50, WARMUP);
          for (const connections of CONNECTIONS) {
            const result = await load(url, connections);
            loads.push(os.loadavg()[0]);
            const key = `${variant.name}|${route}|${connections}`;
            (samples[key] ??= []).push(result);
            console.error(
              `round ${round} ${variant.name} ${route} c=${connections}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors + result.timeouts}, load ${os.loadavg()[0].toFixed(2)}`,
            );
          }
        }
      } finally {
        await stopCluster(cluster);
      }
    }
  }

  const rows = [];
  const reqs = (key) => median(samples[key].map((r) => r.requests.average));
  for (const key of Object.keys(samples)) {
    const [variant, route, connections] = key.split('|');
    const results = samples[key];
    const one = `one process|${route}|${connections}`;
    rows.push({
      variant,
      route,
      connections,
      'req/s (median)': reqs(key).toFixed(0),
      'p99 ms (median)': median(results.map((r) => r.latency.p99)),
      'non-2xx': results.reduce((n, r) => n + r.non2xx, 0),
      errors: results.reduce((n, r) => n + r.errors + r.timeouts, 0),
      'two/one': variant === 'two processes' && samples[one] ? (reqs(key) / reqs(one)).toFixed(2) : '',
    });
  }
  rows.sort(
    (a, b) => a.route.localeCompare(b.route) || a.connections - b.connections || (a.variant < b.variant ? -1 : 1),
  );
  printTable(
    `One app process vs two behind nginx (TLS, ${DURATION} s per load, ${ROUNDS} rounds interleaved; ${os.availableParallelism?.() ?? os.cpus().length} cores)`,
    rows,
  );
  console.log(
    `\n${machine()} (after); 1-minute load average during the loads: median ${median(loads).toFixed(2)}, max ${Math.max(...loads).toFixed(2)}`,
  );
}
