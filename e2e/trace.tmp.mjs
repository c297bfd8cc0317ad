import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const buf = await browser.stopTracing();
await browser.close();
const events = JSON.parse(buf.toString()).traceEvents;
const main = events.filter((e) => e.name === 'RunTask' && e.dur > 50000);
const byName = new Map();
for (const task of main) {
  const inside = events.filter((e) => e.tid === task.tid && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur && e.name !== 'RunTask');
  // self-ish time: top-level children only
  const top = inside.filter((e) => !inside.some((p) => p !== e && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur && p.dur > e.dur));
  const summary = top.map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.split('/').pop().slice(0, 30) + ')' : ''}:${Math.round(e.dur / 1000)}`).join(' ');
  console.log(`task ${Math.round(task.dur / 1000)}ms: ${summary.slice(0, 400)}`);
  for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
}
console.log('\nin long tasks, by event (ms, nested counted):', [...byName].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([n, d]) => `${n} ${Math.round(d)}`).join(', '));
