// Helpers shared by the benchmarks: start the built server, wait for it, read its memory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const serverBundle = process.env.BENCH_SERVER_BUNDLE ?? path.join(root, 'apps/server/dist/server.js');

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export const tmpDir = (prefix) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** Starts the built server; resolves once GET /api/keep-alive answers 200, with the time it took. */
export async function startServer({ port, dataDir, env = {}, logFile }) {
  const started = performance.now();
  // With `logFile`, the server's output (its JSON log lines) is appended there.
  const out = logFile ? fs.openSync(logFile, 'a') : 'ignore';
  const child = spawn(process.execPath, [serverBundle], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', out, logFile ? out : 'inherit'],
  });
  if (logFile) fs.closeSync(out);
  const url = `http://127.0.0.1:${port}/api/keep-alive`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return { child, readyMs: performance.now() - started };
}

export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export function printTable(title, rows) {
  console.log(`\n## ${title}\n`);
  const keys = Object.keys(rows[0]);
  console.log(`| ${keys.join(' | ')} |`);
  console.log(`| ${keys.map(() => '---').join(' | ')} |`);
  for (const r of rows) console.log(`| ${keys.map((k) => r[k]).join(' | ')} |`);
}
