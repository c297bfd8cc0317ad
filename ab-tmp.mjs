import { chromium } from '@playwright/test';
import fs from 'node:fs';
const [,, runs, ...urls] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu'] });
const res = Object.fromEntries(urls.map((u) => [u, []]));
for (let i = 0; i < +runs; i++) for (const url of urls) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const p = await ctx.newPage();
  await b.startTracing(p, { path: '/tmp/ab-trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await p.goto(url, { waitUntil: 'load' });
  await p.waitForTimeout(1500);
  await b.stopTracing();
  await ctx.close();
  const ev = JSON.parse(fs.readFileSync('/tmp/ab-trace.json', 'utf8')).traceEvents;
  const names = new Map(ev.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const byThread = new Map();
  for (const e of ev) if (e.name === 'RunTask' && e.ph === 'X' && names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain') {
    const k = `${e.pid}:${e.tid}`; byThread.set(k, [...(byThread.get(k) ?? []), e.dur / 1000]);
  }
  const tasks = [...byThread.values()].sort((a, c) => c.reduce((x, y) => x + y, 0) - a.reduce((x, y) => x + y, 0))[0] ?? [];
  const total = tasks.reduce((x, y) => x + y, 0);
  const tbt8 = tasks.reduce((x, d) => x + Math.max(0, d * 8 - 50), 0);
  const max = Math.max(...tasks);
  res[url].push({ total, tbt8, max });
}
await b.close();
const med = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
for (const [u, r] of Object.entries(res)) console.log(u.padEnd(50), 'main', med(r.map((x) => x.total)).toFixed(1), 'tbt×8', med(r.map((x) => x.tbt8)).toFixed(0), 'maxTask', med(r.map((x) => x.max)).toFixed(1));
