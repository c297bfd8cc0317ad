#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then serves the product.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Node 24 (LTS) is what the product is built and tested on; Node 20.19 is the oldest that still
// runs it (it loads ES-module-only packages with require()), with a warning (docs/decisions/0043).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Picha Studio needs Node.js 24 (20.19 at the oldest); this is Node.js ${process.versions.node}.`);
  process.exit(1);
}
if (major < 24)
  console.warn(
    `Node.js ${process.versions.node} is past its end of life and untested here: Picha Studio is tested on Node.js 24 (.nvmrc). It starts anyway.`,
  );

const root = path.resolve(import.meta.dirname, '..');
const at = (...p) => path.join(root, ...p);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function stale(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((s) => newestMtime(s) > built);
}

const shared = at('packages/shared/src');
const builds = [
  {
    name: '@studio/web',
    output: at('apps/web/dist/index.html'),
    sources: [
      shared,
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
    ],
  },
  {
    name: '@studio/server',
    output: at('apps/server/dist/server.js'),
    sources: [shared, at('apps/server/src'), at('apps/server/drizzle'), at('apps/server/build.mjs')],
  },
];

// START_FROM_SOURCE=1 (the repository's own tests): the server's TypeScript through tsx, no build.
const fromSource = process.env.START_FROM_SOURCE === '1';
for (const b of fromSource ? [] : builds) {
  if (!stale(b.output, b.sources)) continue;
  console.log(`Building ${b.name}...`);
  const r = spawnSync('npm', ['run', 'build', '-w', b.name], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** A server that dies after serving this long is started again; sooner, it is a start-up failure. */
const RESTART_AFTER_MS = 10_000;
let server;
let stopping = false;
function serve() {
  const startedAt = Date.now();
  const entry = fromSource
    ? ['--import', 'tsx', at('apps/server/src/server.ts')]
    : ['--enable-source-maps', at('apps/server/dist/server.js')];
  server = spawn(process.execPath, entry, {
    cwd: fromSource ? at('apps/server') : root,
    stdio: 'inherit',
    // sharp's image threads fragment glibc's per-thread arenas: 24 MP uploads peaked at ~550 MB
    // resident without this, ~270 MB with it (bench/photographers.mjs). The server watches this
    // launcher and stops if it is killed outright (docs/decisions/0041-operations.md).
    env: { MALLOC_ARENA_MAX: '2', ...process.env, STUDIO_LAUNCHER_PID: String(process.pid) },
  });
  server.on('exit', (code, signal) => {
    // The error policy (docs/decisions/0036) stops the server with code 1 after an exception
    // nothing caught; this launcher is its supervisor and starts it again.
    if (!stopping && (code !== 0 || signal) && Date.now() - startedAt >= RESTART_AFTER_MS) {
      console.error(`The server stopped (${signal ?? `code ${code}`}); starting it again.`);
      serve();
      return;
    }
    process.exit(code ?? (signal ? 1 : 0));
  });
}
serve();
// A signal is passed on to the server, which drains and stops its database; this launcher exits
// with it (docs/decisions/0041-operations.md).
const stop = (signal) => {
  stopping = true;
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
// `npm start` runs this under npm and a shell; given SIGTERM, the shell may die without passing it
// on. This launcher then has another parent: it stops the server as if it had the signal itself.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && !stopping) {
    console.error('The command that started the server is gone; stopping the server.');
    stop('SIGTERM');
  }
}, 500).unref();
