// Cold start to the first 200 from /api/keep-alive on the embedded database: the first start
// (creates the cluster) and later starts (existing data), and the server's memory at rest.
import fs from 'node:fs';
import { median, printTable, rssMb, startServer, stopServer, tmpDir } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

export async function benchStartup() {
  const first = [];
  const later = [];
  const memory = [];
  for (let i = 0; i < RUNS; i++) {
    const dataDir = tmpDir('bench-start-');
    const a = await startServer({ port: 3700 + i, dataDir });
    first.push(a.readyMs);
    await stopServer(a.child);
    const b = await startServer({ port: 3700 + i, dataDir });
    later.push(b.readyMs);
    await new Promise((r) => setTimeout(r, 2000));
    memory.push(rssMb(b.child.pid));
    await stopServer(b.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printTable(`Start-up (median of ${RUNS})`, [
    { measure: 'first start (creates the embedded database) to first 200', median: `${median(first).toFixed(0)} ms` },
    { measure: 'later start to first 200', median: `${median(later).toFixed(0)} ms` },
    { measure: 'server RSS at rest (excluding the PostgreSQL processes)', median: `${median(memory).toFixed(1)} MB` },
  ]);
}
