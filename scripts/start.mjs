#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then serves the product.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Node 20.19 is the first 20.x that loads ES-module-only packages with require() (docs/decisions/0013).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Picha Studio needs Node.js 20.19 or newer; this is Node.js ${process.versions.node}.`);
  process.exit(1);
}

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

for (const b of builds) {
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
  server = spawn(process.execPath, ['--enable-source-maps', at('apps/server/dist/server.js')], {
    cwd: root,
    stdio: 'inherit',
    // sharp's image threads fragment glibc's per-thread arenas: 24 MP uploads peaked at ~550 MB
    // resident without this, ~270 MB with it (bench/photographers.mjs).
    env: { MALLOC_ARENA_MAX: '2', ...process.env },
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
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
