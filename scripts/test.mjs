#!/usr/bin/env node
// `npm test`: every suite (unit, server on the embedded database and, with TEST_DATABASE_URL, on
// PostgreSQL too; then the browser tests and the check of their server's log), ending with one
// plain `N passed, M failed` line.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Titles of the Playwright tests whose outcome was 'flaky' (failed, then passed on retry). */
function flakyTitles(report) {
  const titles = [];
  const walk = (suite, path) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'flaky') titles.push(`[${t.projectName}] ${[...here, spec.title].join(' › ')}`);
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return titles;
}

// 1. Vitest: unit, web and server projects (server-pg joins when TEST_DATABASE_URL is set).
const vitestReport = path.join(reports, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed +=
    vitest.numFailedTests +
    (vitest.numFailedTestSuites > 0 && vitest.numFailedTests === 0 ? vitest.numFailedTestSuites : 0);
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else {
  totals.failed += 1;
}
if (vitestStatus !== 0) exitCode = 1;

// 2. Playwright in Debian's Chromium, against the built product on a fresh data directory.
if (process.env.SKIP_E2E !== '1') {
  const build = run('npm', ['run', 'build']);
  if (build !== 0) {
    totals.failed += 1;
    exitCode = 1;
  } else {
    const e2eReport = path.join(reports, 'playwright.json');
    // The server logs at info into this file, and is given these secrets (e2e/playwright.config.ts).
    const serverLog = path.join(reports, 'e2e-server.log');
    const secrets = Object.fromEntries(
      ['E2E_SMTP_PASSWORD', 'E2E_METRICS_TOKEN', 'E2E_ADMIN_PASSWORD'].map((name) => [
        name,
        process.env[name] || `E2e${randomBytes(12).toString('base64url')}`,
      ]),
    );
    const e2eStatus = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      E2E_SERVER_LOG: serverLog,
      ...secrets,
    });
    const e2e = readJson(e2eReport);
    if (e2e?.stats) {
      if (e2e.stats.flaky > 0) console.log(`\nBrowser tests that passed only on retry: ${flakyTitles(e2e).join('; ')}`);
      totals.passed += e2e.stats.expected + e2e.stats.flaky;
      totals.failed += e2e.stats.unexpected;
      totals.skipped += e2e.stats.skipped;
    } else {
      totals.failed += 1;
    }
    if (e2eStatus !== 0) exitCode = 1;

    // docs/rules/history.md#issue-15: no line of the whole run's server log holds a secret, token, password, reset code
    // or whole e-mail address; the check names the lines and the kinds, never the values.
    const logCheck = run('node', ['scripts/check-e2e-log.mjs', serverLog], secrets);
    if (logCheck === 0) totals.passed += 1;
    else {
      totals.failed += 1;
      exitCode = 1;
    }
  }
}

// 3. The deployment recipe (README "Deploying"): two processes behind nginx with TLS, on a fresh
// PostgreSQL database and the local Redis, checked and stopped. Needs nginx and TEST_DATABASE_URL.
const hasNginx = spawnSync('sh', ['-c', 'command -v nginx']).status === 0;
const redisUrl = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const hasRedis =
  spawnSync(process.execPath, [
    '-e',
    `const s = require('node:net').connect(${Number(redisUrl.port || 6379)}, ${JSON.stringify(redisUrl.hostname)});
     s.setTimeout(500, () => process.exit(1)); s.on('error', () => process.exit(1)); s.on('connect', () => process.exit(0));`,
  ]).status === 0;
if (process.env.SKIP_CLUSTER === '1' || process.env.SKIP_E2E === '1') {
  // skipped on purpose
} else if (!hasNginx || !hasRedis || !process.env.TEST_DATABASE_URL) {
  console.log(
    '\nThe cluster check is skipped: it needs nginx (apt-get install nginx-light), Redis and TEST_DATABASE_URL.',
  );
  totals.skipped += 1;
} else {
  const status = run('node', ['scripts/cluster.mjs', '--check', '--fresh'], {
    CLUSTER_PG_ADMIN_URL: process.env.TEST_DATABASE_URL,
    CLUSTER_DIR: path.join(reports, 'cluster'),
  });
  if (status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    exitCode = 1;
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode);
