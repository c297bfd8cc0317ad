// Requests/s of GET /api/keep-alive against a bare Fastify hello-world measured in the same run.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { median, printTable, startServer, stopServer, tmpDir } from './lib.mjs';

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

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);

const load = (url) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: 50, duration: DURATION }, (err, result) => (err ? reject(err) : resolve(result))),
  );

export async function benchThroughput() {
  const bare = spawn(process.execPath, [new URL('./hello-world.mjs', import.meta.url).pathname], {
    env: { ...process.env, PORT: '3790' },
    stdio: 'inherit',
  });
  await waitFor('http://127.0.0.1:3790/hello');
  const dataDir = tmpDir('bench-rps-');
  const { child } = await startServer({ port: 3791, dataDir });

  const ratios = [];
  const rows = [];
  for (let i = 0; i < ROUNDS; i++) {
    const base = await load('http://127.0.0.1:3790/hello');
    const ours = await load('http://127.0.0.1:3791/api/keep-alive');
    ratios.push(ours.requests.average / base.requests.average);
    rows.push({
      round: i + 1,
      'hello-world req/s': base.requests.average.toFixed(0),
      'keep-alive req/s': ours.requests.average.toFixed(0),
      'keep-alive p50 / p99 ms': `${ours.latency.p50} / ${ours.latency.p99}`,
      ratio: (ours.requests.average / base.requests.average).toFixed(2),
      'non-2xx': ours.non2xx,
    });
  }
  await stopServer(child);
  await stopServer(bare);
  fs.rmSync(dataDir, { recursive: true, force: true });
  printTable(`GET /api/keep-alive vs a bare Fastify hello-world (50 connections, ${DURATION} s a round)`, rows);
  console.log(`\nmedian ratio: ${median(ratios).toFixed(2)} (aim: at least 0.8)`);
}
