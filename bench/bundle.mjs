// The gzipped JavaScript and total bytes a first visit to a page loads, measured in Chromium.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { printTable, startServer, stopServer, tmpDir } from './lib.mjs';

const PAGES = (process.env.BENCH_PAGES ?? '/').split(',');

export async function benchBundle() {
  const dataDir = tmpDir('bench-bundle-');
  const { child } = await startServer({ port: 3792, dataDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows = [];
  for (const pagePath of PAGES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const responses = [];
    page.on('response', (r) => responses.push(r));
    // First load: what was asked for before the parts on screen responded (the page's
    // `interactive` mark); islands further down load after the page did. "After load" adds what
    // arrives until the network is quiet.
    await page.goto(`http://127.0.0.1:3792${pagePath}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-interactive]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    const firstLoadUrls = new Set(
      await page.evaluate(() => {
        const mark = performance.getEntriesByName('interactive')[0]?.startTime ?? Infinity;
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime <= mark)
          .map((e) => e.name);
      }),
    );
    let jsGzip = 0;
    let jsGzipAll = 0;
    let transferred = 0;
    for (const r of responses) {
      const body = await r.body().catch(() => Buffer.alloc(0));
      const sizes = await r
        .request()
        .sizes()
        .catch(() => null);
      transferred += sizes ? sizes.responseBodySize + sizes.responseHeadersSize : body.length;
      if (!(r.headers()['content-type'] ?? '').includes('javascript')) continue;
      const gzipped = zlib.gzipSync(body, { level: 9 }).length;
      jsGzipAll += gzipped;
      if (firstLoadUrls.has(r.url())) jsGzip += gzipped;
    }
    rows.push({
      page: pagePath,
      requests: responses.length,
      'first-load JS (gzipped)': `${(jsGzip / 1024).toFixed(1)} KB`,
      'JS after load': `${(jsGzipAll / 1024).toFixed(1)} KB`,
      'transferred (all, 390 px @2x)': `${(transferred / 1024).toFixed(1)} KB`,
    });
    await context.close();
  }
  await browser.close();
  await stopServer(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  printTable('First visit (mobile viewport, empty cache)', rows);
}
