// Lighthouse (mobile settings, simulated throttling) on the public pages, with Debian's Chromium.
// BENCH_LH_RUNS runs per page (median of each score, default 1); BENCH_LH_PAGES overrides the pages.
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, printTable, startServer, stopServer, tmpDir } from './lib.mjs';

const PORT = 3793;
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 1);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function firstPostPath(base) {
  const { data } = await (await fetch(`${base}/api/blogs`)).json();
  return `/blogs/${data[0].slug ?? data[0]._id}`;
}

export async function benchLighthouse() {
  const dataDir = tmpDir('bench-lighthouse-');
  const base = `http://127.0.0.1:${PORT}`;
  const { child } = await startServer({ port: PORT, dataDir });
  const pages = process.env.BENCH_LH_PAGES?.split(',') ?? [
    '/',
    '/about',
    '/services',
    '/portfolio',
    '/gallery',
    '/blogs',
    await firstPostPath(base),
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
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
  const failures = [];
  try {
    for (const pagePath of pages) {
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
      const lcp = [];
      const tbt = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${base}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        const { categories, audits } = result.lhr;
        for (const c of CATEGORIES) scores[c].push(Math.round((categories[c]?.score ?? 0) * 100));
        lcp.push(audits['largest-contentful-paint'].numericValue);
        tbt.push(audits['total-blocking-time'].numericValue);
        // What kept a category below 100, so a regression names its cause.
        for (const c of CATEGORIES.slice(1)) {
          for (const ref of categories[c].auditRefs) {
            const audit = audits[ref.id];
            if (ref.weight > 0 && audit.score !== null && audit.score < 1)
              failures.push(`${pagePath} ${c}: ${audit.id}`);
          }
        }
      }
      rows.push({
        page: pagePath,
        performance: median(scores.performance),
        accessibility: median(scores.accessibility),
        'best practices': median(scores['best-practices']),
        SEO: median(scores.seo),
        'LCP (ms)': Math.round(median(lcp)),
        'TBT (ms)': Math.round(median(tbt)),
      });
    }
  } finally {
    chrome.kill();
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printTable(`Lighthouse, mobile (median of ${RUNS} run${RUNS > 1 ? 's' : ''} per page)`, rows);
  if (failures.length)
    console.log(`\nBelow 100 because of:\n${[...new Set(failures)].map((f) => `- ${f}`).join('\n')}`);
}
