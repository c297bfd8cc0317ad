// Lighthouse (mobile settings, simulated throttling) on the public pages, with Debian's Chromium.
// BENCH_LH_RUNS runs per page (median of each score, default 1); BENCH_LH_PAGES overrides the pages.
// A score depends on the machine's CPU: every row carries Lighthouse's benchmarkIndex, and with
// BENCH_LH_PEER (the WordPress peer's base URL, ../shared/perf) each page with a counterpart
// there is measured against it in the same run, interleaved (ours, peer, ours, peer, ...).
// BENCH_LH_PEER_PAGES maps ours to the peer's as `ours>peer` pairs, comma-separated (defaults:
// `/>/`, `/gallery>/gallery/`, `/blogs>/blog/`, `post>` the peer's golden-hour-portraits post).
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, printTable, startServer, stopServer, tmpDir } from './lib.mjs';

const PORT = 3793;
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 1);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Our page -> the peer's page with the same content. `post` stands for our first blog post. */
function peerPages(peerBase) {
  if (!peerBase) return new Map();
  const pairs = process.env.BENCH_LH_PEER_PAGES?.split(',') ?? ['/>/', '/gallery>/gallery/', '/blogs>/blog/'];
  return new Map(pairs.map((p) => p.split('>')).map(([ours, peer]) => [ours, `${peerBase}${peer}`]));
}

/** The peer's blog post (its date is the day of its first setup): found on its blog page. */
async function peerPostUrl(peerBase) {
  const html = await (await fetch(`${peerBase}/blog/`)).text();
  const found = html.match(/href="([^"]*golden-hour-portraits\/?)"/);
  return found ? new URL(found[1], peerBase).href : undefined;
}

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
  const peerBase = process.env.BENCH_LH_PEER?.replace(/\/$/, '');
  const peers = peerPages(peerBase);
  const post = pages.at(-1);
  if (peerBase && !process.env.BENCH_LH_PEER_PAGES && post?.startsWith('/blogs/')) {
    const url = await peerPostUrl(peerBase);
    if (url) peers.set(post, url);
  }
  const run = async (url) => {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    return lhr;
  };
  const rows = [];
  const failures = [];
  try {
    for (const pagePath of pages) {
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
      const lcp = [];
      const tbt = [];
      const bench = [];
      const peer = { performance: [], tbt: [], lcp: [] };
      const peerUrl = peers.get(pagePath);
      for (let i = 0; i < RUNS; i++) {
        const { categories, audits, environment } = await run(`${base}${pagePath}`);
        for (const c of CATEGORIES) scores[c].push(Math.round((categories[c]?.score ?? 0) * 100));
        lcp.push(audits['largest-contentful-paint'].numericValue);
        tbt.push(audits['total-blocking-time'].numericValue);
        bench.push(environment.benchmarkIndex);
        // What kept a category below 100, so a regression names its cause.
        for (const c of CATEGORIES.slice(1)) {
          for (const ref of categories[c].auditRefs) {
            const audit = audits[ref.id];
            if (ref.weight > 0 && audit.score !== null && audit.score < 1)
              failures.push(`${pagePath} ${c}: ${audit.id}`);
          }
        }
        if (peerUrl) {
          const theirs = await run(peerUrl);
          peer.performance.push(Math.round((theirs.categories.performance?.score ?? 0) * 100));
          peer.tbt.push(theirs.audits['total-blocking-time'].numericValue);
          peer.lcp.push(theirs.audits['largest-contentful-paint'].numericValue);
          bench.push(theirs.environment.benchmarkIndex);
        }
      }
      rows.push({
        page: pagePath,
        performance: median(scores.performance),
        ...(peerBase ? { 'peer perf.': peerUrl ? median(peer.performance) : '' } : {}),
        accessibility: median(scores.accessibility),
        'best practices': median(scores['best-practices']),
        SEO: median(scores.seo),
        'LCP (ms)': Math.round(median(lcp)),
        ...(peerBase ? { 'peer LCP': peerUrl ? Math.round(median(peer.lcp)) : '' } : {}),
        'TBT (ms)': Math.round(median(tbt)),
        ...(peerBase ? { 'peer TBT': peerUrl ? Math.round(median(peer.tbt)) : '' } : {}),
        benchmarkIndex: Math.round(median(bench)),
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
