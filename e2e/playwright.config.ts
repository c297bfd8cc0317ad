import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
// A real SMTP server (support/mail-sink.mjs) receives the product's e-mail; tests read it over HTTP.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 25);
const mailboxURL = `http://127.0.0.1:${Number(process.env.E2E_MAILBOX_PORT ?? port + 26)}`;
process.env.E2E_MAILBOX_URL = mailboxURL;
// The server's local Daraja stand-in (docs/decisions/0038): tests open its phone page there.
const standinPort = Number(process.env.E2E_MPESA_PORT ?? port + 27);
process.env.E2E_MPESA_URL = `http://127.0.0.1:${standinPort}`;
// A fresh data directory for every run: the embedded database starts empty and is seeded.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'studio-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The server's whole log, at info: `npm test` scans it for secrets and whole e-mail addresses
// afterwards (scripts/check-e2e-log.mjs, docs/rules/history.md#issue-15).
const serverLog = process.env.E2E_SERVER_LOG ?? path.join(dataDir, 'server.log');
process.env.E2E_SERVER_LOG = serverLog;
// Secrets the server is given and must never write to that log: an SMTP login, the metrics token
// and the first admin's password, fresh for each run unless `npm test` chose them (`E2e` makes
// the password rule's lower case, capital and digit sure).
const secret = (name: string): string => {
  const value = process.env[name] || `E2e${randomBytes(12).toString('base64url')}`;
  process.env[name] = value;
  return value;
};
const smtpPassword = secret('E2E_SMTP_PASSWORD');
const metricsToken = secret('E2E_METRICS_TOKEN');
const adminPassword = secret('E2E_ADMIN_PASSWORD');
/** A path as one shell word. */
const shellWord = (value: string) => `'${value.replaceAll("'", "'\\''")}'`;

// Chromium honours only the last --disable-features, so Playwright's own list (its default
// switch, left out below) is repeated with ours. Ours stops each new window from preloading the
// browser's own WebUI (the omnibox popups): renderers a headless test never shows, which took a
// third of the browser's CPU time on this two-core machine (docs/rules/platform.md#tests).
const playwrightDisabledFeatures =
  'AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,' +
  'LensOverlay,MediaRouter,PaintHolding,ThirdPartyStoragePartitioning,AvoidCorsURLLoaderRestartOnRedirect,' +
  'TcpPortRandomizationWin,OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch,' +
  'msForceBrowserSignIn,msEdgeUpdateLaunchServicesPreferredVersion';
const ourDisabledFeatures = 'PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup';

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    ignoreDefaultArgs: [`--disable-features=${playwrightDisabledFeatures}`],
    args: [
      `--disable-features=${playwrightDisabledFeatures},${ourDisabledFeatures}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  // One retry everywhere (CI here runs without a CI variable): on a shared two-core machine a
  // browser test can miss a timeout. `npm test` names every test that needed it (flaky).
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // A trace is recorded on the retry only: recording one for every test (and throwing it away when
  // it passes) took half the browser tests' CPU time (docs/rules/platform.md#tests).
  use: { baseURL, trace: 'on-first-retry' },
  projects: [
    { name: 'mobile', use: { ...chromium, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { ...chromium, viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
    {
      command: `node ${path.join(import.meta.dirname, 'support/mail-sink.mjs')} ${smtpPort} ${new URL(mailboxURL).port}`,
      url: `${mailboxURL}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      // E2E_SERVER_BUNDLE / E2E_WEB_DIST let parallel work trees test their own builds.
      command: `node ${shellWord(process.env.E2E_SERVER_BUNDLE ?? path.join(root, 'apps/server/dist/server.js'))} >> ${shellWord(serverLog)}`,
      url: `${baseURL}/api/keep-alive`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
        SMTP_URL: `smtp://e2e-mailer:${smtpPassword}@127.0.0.1:${smtpPort}`,
        METRICS_TOKEN: metricsToken,
        ADMIN_EMAIL: 'studio-admin@picha.test',
        ADMIN_PASSWORD: adminPassword,
        // Every test signs in from 127.0.0.1: the per-address limit of docs/rules/accounts-and-auth.md#password-reset-and-rate-limits would throttle the suite.
        AUTH_RATE_LIMIT_PER_IP: '2000',
        // Likewise the inquiries' per-address limit (its 429 is covered by the server tests).
        INQUIRY_RATE_LIMIT_PER_IP: '500',
        // Queued e-mails (ADR 0016) reach the mail sink within half a second.
        JOBS_POLL_SECONDS: '0.5',
        MPESA_ENV: 'local',
        MPESA_STANDIN_PORT: String(standinPort),
      },
    },
  ],
});
