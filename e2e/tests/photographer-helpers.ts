import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { accountSignedIn, expect, isMobile, PASSWORD, signInThroughScreen, uniqueEmail } from './auth-helpers';
import { waitForHydration } from './fixtures';

const mediaSrc = path.resolve(import.meta.dirname, '../../apps/web/media-src');
/** Real small photographs and a short film of the media library. */
export const PHOTOS = ['african-drums-01.jpg', 'dandelions-sunset-01.jpg', 'city-skyline-sunset-01.jpg'].map((f) =>
  path.join(mediaSrc, 'photos', f),
);
export const VIDEO = path.join(mediaSrc, 'video', 'sample-reel-floral-details.mp4');

export const baseURL = (info: TestInfo) => String(info.project.use.baseURL);

/** A calendar date `days` after today in Nairobi, as the server counts days. */
export const nairobiDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date(Date.now() + days * 86_400_000));

/** What the form needs, as a photographer in Nairobi would type it. */
export const PORTFOLIO = {
  name: 'Wanjiru Kamau',
  email: 'wanjiru.kamau@example.com',
  phone: '+254 712 345 678',
  message: 'Weddings and portraits in natural light, from Karen gardens to the beaches of Diani.',
  speciality: 'Wedding',
  price: 'From KES 85,000 per wedding',
  location: 'Nairobi',
  experience: '8 years',
  website: 'https://wanjiru.example.com',
  availability: 'Weekends',
};

/** Signs a new account in through the screen and makes it a photographer (over the API, as the role page does). */
export async function photographerSignedIn(page: Page, info: TestInfo, name = 'photographer') {
  const email = await accountSignedIn(page, info, name);
  const res = await page.request.post('/api/created-id', {
    data: { role: 'photographer' },
    headers: { origin: baseURL(info) },
  });
  expect(res.status()).toBe(201);
  return email;
}

/** Signs up a new account over `request`'s API (which keeps its cookie) and makes it a photographer. */
export async function photographerAccount(request: APIRequestContext, info: TestInfo, email: string) {
  const signup = await request.post('/api/auth/signup', {
    data: { name: 'Wanjiru Kamau', email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const role = await request.post('/api/created-id', {
    data: { role: 'photographer' },
    headers: { origin: baseURL(info) },
  });
  expect(role.status()).toBe(201);
}

/** A browser context's options for another person on this test's device: the project's width, touch on phones. */
export const deviceContext = (info: TestInfo) => ({
  baseURL: baseURL(info),
  viewport: isMobile(info) ? { width: 390, height: 844 } : { width: 1440, height: 900 },
  isMobile: isMobile(info),
  hasTouch: isMobile(info),
});

/** A browser context of its own, sized as the project's device, with a new photographer signed up over its API. */
export async function photographerContext(browser: Browser, info: TestInfo, name: string) {
  const context = await browser.newContext(deviceContext(info));
  const email = uniqueEmail(info, name);
  await photographerAccount(context.request, info, email);
  return { context, email };
}

/** Console errors of pages outside the `page` fixture fail the test too (docs/rules/platform.md#tests). */
export function watchConsole(page: Page, problems: string[]) {
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of (400|401|403|404|409)\b/.test(msg.text()))
      problems.push(`${page.url()} ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`${page.url()} ${err.message}`));
}

/** A photographer with a portfolio (its own inbox address), signed in through the screen in a browser of its own. */
export async function photographerInBrowser(
  browser: Browser,
  info: TestInfo,
  problems: string[],
  { signIn = true } = {},
) {
  const { context, email } = await photographerContext(browser, info, 'photog');
  // The portfolio's contact address receives the inquiries: one per test, so mailboxes do not mix.
  const inbox = uniqueEmail(info, 'studio-inbox');
  const id = await createPortfolio(context.request, info, { email: inbox });
  await context.clearCookies();
  const page = await context.newPage();
  watchConsole(page, problems);
  if (signIn) await signInThroughScreen(page, email);
  return { id, email, inbox, page, close: () => context.close() };
}

/** Creates a portfolio for the signed-in photographer of `request`, over the API. */
export async function createPortfolio(
  request: APIRequestContext,
  info: TestInfo,
  fields: Partial<typeof PORTFOLIO> = {},
  { images = [] as string[] } = {},
) {
  // A profile is published with its first photograph (ADR 0037): the first given, else a sample.
  const [first = PHOTOS[0]!, ...rest] = images;
  const res = await request.post('/api/photographers/portfolio', {
    headers: { origin: baseURL(info) },
    multipart: {
      ...PORTFOLIO,
      ...fields,
      video: { name: 'film.mp4', mimeType: 'video/mp4', buffer: fs.readFileSync(VIDEO) },
      image: { name: path.basename(first), mimeType: 'image/jpeg', buffer: fs.readFileSync(first) },
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  const { photographer } = (await res.json()) as { photographer: { _id: string } };
  if (rest.length) {
    const multipart = new FormData();
    for (const file of rest)
      multipart.append('image', new Blob([fs.readFileSync(file)], { type: 'image/jpeg' }), path.basename(file));
    const up = await request.post('/api/photographers/portfolio/images', {
      headers: { origin: baseURL(info) },
      multipart,
    });
    expect(up.status(), await up.text()).toBeLessThan(300);
  }
  return photographer._id;
}

/** A photographer with a portfolio, in a browser context of its own (the owner), for tests about visitors. */
export async function photographerElsewhere(
  page: Page,
  info: TestInfo,
  fields: Partial<typeof PORTFOLIO> = {},
  images: string[] = [],
) {
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: baseURL(info) });
  await photographerAccount(context.request, info, uniqueEmail(info, 'owner'));
  const id = await createPortfolio(context.request, info, fields, { images });
  return { id, owner: context.request, close: () => context.close() };
}

/** The dashboard's navigation: behind the menu button on phones. */
export async function dashboardNav(page: Page, info: TestInfo) {
  if (info.project.name === 'mobile') {
    // Wait for the toggle and for hydration: a click on a server-rendered toggle before React has
    // attached its handler opens nothing (and the links stay hidden).
    const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
    await expect(toggle).toBeVisible();
    await waitForHydration(page);
    if ((await toggle.getAttribute('aria-label')) === 'Open menu') await toggle.click();
  }
  return page.getByRole('navigation', { name: 'Photographer dashboard' });
}
