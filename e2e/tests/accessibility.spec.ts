import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { EDITABLE_CONTENT_KEYS } from '@studio/shared';
import {
  accountSignedIn,
  expect,
  isMobile,
  PASSWORD,
  signInThroughScreen,
  test,
  uniqueEmail,
  waitForMail,
} from './auth-helpers';
import { waitForHydration } from './fixtures';
import { baseURL, createPortfolio, nairobiDate, photographerAccount } from './photographer-helpers';

/**
 * Accessibility checked by a machine on every page (docs/rules/platform.md#accessibility): axe
 * runs on each public page, each page of a client's account, of a photographer's dashboard and of
 * the studio console, once per screen size, and finds no violation of WCAG 2.2 A and AA. Each
 * test visits one group of pages with one signed-in session (its storage state taken once per
 * group, no account per page), and names every violation with its page, rule, elements and help.
 */

const WCAG_22_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const ADMIN_EMAIL = 'studio-admin@picha.test';

/** Opens the page, waits for the app (its islands woken), and returns axe's violations as lines. */
async function violationsOf(page: Page, path: string): Promise<string[]> {
  // Not waiting for every photograph: axe reads the document, and the app's own mark says when it is ready.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // A page served without the app's scripts (a newsletter link's answer) has nothing to wake.
  if ((await page.locator('script[type="module"][src]').count()) > 0) await waitForHydration(page);
  // What the page loads after it (lists, calendars) is there: axe reads the page a visitor reads.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The page itself, not a sign-in page it sent a signed-out visitor to.
  expect(new URL(page.url()).pathname, `${path} was not redirected`).toBe(new URL(path, page.url()).pathname);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_A_AA).analyze();
  return violations.map(
    (v) =>
      `${path}: ${v.id} (${v.impact ?? 'unknown'}) ${v.help}\n${v.nodes
        .map(
          (node) =>
            `    ${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.replaceAll('\n', ' ')}` : ''}`,
        )
        .join('\n')}`,
  );
}

/** Audits every page in turn (one step each) and fails once, naming all the violations found. */
async function auditAll(page: Page, pages: readonly string[]) {
  // A few seconds a page on a busy two-core machine; the test's time grows with its pages.
  test.setTimeout(30_000 + pages.length * 12_000);
  const found: string[] = [];
  for (const path of pages) await test.step(path, async () => found.push(...(await violationsOf(page, path))));
  expect(found, `axe violations (WCAG 2.2 A and AA):\n${found.join('\n')}`).toEqual([]);
}

/** A browser context sized as the project's device. */
function deviceContext(browser: Browser, info: TestInfo): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseURL(info),
    viewport: isMobile(info) ? { width: 390, height: 844 } : { width: 1440, height: 900 },
    isMobile: isMobile(info),
    hasTouch: isMobile(info),
  });
}

/** A signed-in browser's state: its session cookie and the user the app keeps in local storage. */
type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Takes the signed-in state of `context` (then closed) for the group's tests. */
async function sessionOf(context: BrowserContext): Promise<Session> {
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Signs `page` in with a session taken before: no sign-in, no new account per page. */
async function useSession(page: Page, session: Session) {
  await page.context().addCookies(session.cookies);
  const stored = session.origins.flatMap((o) => o.localStorage);
  await page.addInitScript((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, stored);
}

/** The address of the first link matching `selector` on `listPath` (a seeded or created item's page). */
async function firstLink(page: Page, listPath: string, selector: string): Promise<string> {
  await page.goto(listPath);
  const link = page.locator(selector).first();
  await link.waitFor({ state: 'attached' });
  return (await link.getAttribute('href'))!;
}

test.describe('public pages', () => {
  test('the site’s pages', async ({ page }) => {
    await auditAll(page, [
      '/',
      '/about',
      '/services',
      '/services/weddings',
      '/services/editing',
      '/portfolio',
      '/portfolio/weddings',
      '/gallery',
      '/testimonials',
      '/blogs',
      '/blogs/golden-hour-maasai-mara',
      '/contact',
      '/privacy-policy',
      '/terms',
      '/cookies',
      '/credits',
      '/search?q=wedding',
      '/newsletter/confirmed',
      '/no-such-page',
    ]);
  });

  test('sign-in, sign-up and password reset', async ({ page }) => {
    await auditAll(page, [
      '/signup',
      '/signup?mode=signin',
      '/signup?mode=forgot',
      '/signup?mode=otp',
      '/staff-invitation',
      // Without a token: the invitation that does not work.
      '/gallery-invitation',
    ]);
  });

  test('the marketplace: directory, a profile, its contact page', async ({ page }, info) => {
    const context = await deviceContext(page.context().browser()!, info);
    let id = '';
    try {
      await photographerAccount(context.request, info, uniqueEmail(info, 'axe-owner'));
      id = await createPortfolio(context.request, info, { location: 'Anywhere in Kenya' });
    } finally {
      await context.close();
    }
    await auditAll(page, ['/photographers', '/photographers?q=wedding', `/photographer/${id}`, `/contact/${id}`]);
  });
});

test.describe('a client’s account', () => {
  let session: Session;
  test.beforeAll(async ({ browser }, info) => {
    const context = await deviceContext(browser, info);
    const email = uniqueEmail(info, 'axe-client');
    const signup = await context.request.post('/api/auth/signup', {
      data: { name: 'Achieng Otieno', email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(signup.status()).toBe(201);
    const role = await context.request.post('/api/created-id', {
      data: { role: 'client' },
      headers: { origin: baseURL(info) },
    });
    expect(role.status()).toBe(201);
    await context.clearCookies();
    await signInThroughScreen(await context.newPage(), email);
    session = await sessionOf(context);
  });

  test('the client’s pages', async ({ page }) => {
    await useSession(page, session);
    await auditAll(page, [
      '/dashboard',
      '/dashboard/Messages',
      '/dashboard/Calendar',
      '/dashboard/notifications',
      '/dashboard/galleries',
      '/dashboard/settings',
      '/dashboard/profile',
      '/favourites',
    ]);
  });

  test('the role choice of a new account', async ({ page }, info) => {
    await accountSignedIn(page, info, 'axe-new', 'Achieng Otieno');
    await auditAll(page, ['/subscribers/choices']);
  });
});

test.describe('a photographer’s dashboard', () => {
  let session: Session;
  test.beforeAll(async ({ browser }, info) => {
    test.setTimeout(60_000); // A portfolio's upload.
    const context = await deviceContext(browser, info);
    const email = uniqueEmail(info, 'axe-photographer');
    await photographerAccount(context.request, info, email);
    await createPortfolio(context.request, info, { location: 'Anywhere in Kenya' });
    await context.clearCookies();
    await signInThroughScreen(await context.newPage(), email);
    session = await sessionOf(context);
  });

  test('the dashboard’s pages', async ({ page }) => {
    await useSession(page, session);
    await auditAll(page, [
      '/photographer-dashboard',
      '/photographer-dashboard/portfolio',
      '/photographer-dashboard/booking-requests',
      '/photographer-dashboard/earnings',
      '/photographer-dashboard/leads',
      '/photographer-dashboard/packages',
      '/photographer-dashboard/availability',
      '/photographer-dashboard/galleries',
      '/photographer-dashboard/analytics',
      '/photographer-dashboard/subscriptions',
      '/photographer-dashboard/notifications',
      '/photographer-dashboard/testimonials',
      '/photographer-dashboard/support',
      '/photographer-dashboard/settings',
    ]);
  });
});

test('a gallery’s pages: the photographer’s, the client’s and a guest’s', async ({ browser }, info) => {
  test.setTimeout(150_000); // Two accounts, a booking and a gallery made, two sign-ins, four pages.
  const origin = { origin: baseURL(info) };
  const photographer = await deviceContext(browser, info);
  const client = await deviceContext(browser, info);
  const guest = await deviceContext(browser, info);
  try {
    const photographerEmail = uniqueEmail(info, 'axe-gallery-photographer');
    await photographerAccount(photographer.request, info, photographerEmail);
    const photographerId = await createPortfolio(photographer.request, info, { location: 'Anywhere in Kenya' });
    const clientEmail = uniqueEmail(info, 'axe-gallery-client');
    const signup = await client.request.post('/api/auth/signup', {
      data: { name: 'Achieng Otieno', email: clientEmail, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(signup.status()).toBe(201);
    expect((await client.request.post('/api/created-id', { data: { role: 'client' }, headers: origin })).status()).toBe(
      201,
    );
    const booked = await client.request.post('/api/booking-requests', {
      headers: origin,
      data: {
        photographerId,
        name: 'Achieng Otieno',
        email: clientEmail,
        service: 'Wedding',
        eventDate: nairobiDate(20),
        message: 'Our wedding in Naivasha, about 120 guests.',
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const bookingId = ((await booked.json()) as { bookingRequest: { id: string } }).bookingRequest.id;
    const accepted = await photographer.request.patch(`/api/booking-requests/${bookingId}`, {
      headers: origin,
      data: { status: 'accepted' },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const made = await photographer.request.post(`/api/booking-requests/${bookingId}/gallery`, {
      headers: origin,
      data: { title: 'Achieng & Brian', expiresOn: nairobiDate(90) },
    });
    expect(made.status(), await made.text()).toBe(201);
    const galleryId = ((await made.json()) as { id: string }).id;
    const link = await photographer.request.post(`/api/galleries/${galleryId}/links`, {
      headers: origin,
      data: { label: 'Family', canFavourite: true },
    });
    expect(link.status(), await link.text()).toBe(201);
    const shared = new URL(((await link.json()) as { url: string }).url).pathname;

    await photographer.clearCookies();
    const photographerPage = await photographer.newPage();
    await signInThroughScreen(photographerPage, photographerEmail);
    await client.clearCookies();
    const clientPage = await client.newPage();
    await signInThroughScreen(clientPage, clientEmail);
    const found: string[] = [];
    const audit = (page: Page, path: string) =>
      test.step(path, async () => found.push(...(await violationsOf(page, path))));
    await audit(photographerPage, `/photographer-dashboard/galleries/${galleryId}`);
    await audit(clientPage, `/dashboard/galleries/${galleryId}`);
    // The guest's door, then the gallery once they have given their name.
    const guestPage = await guest.newPage();
    await audit(guestPage, shared);
    const token = shared.split('/').pop()!;
    const visit = await guest.request.post(`/api/shared-galleries/${token}/visit`, {
      headers: origin,
      data: { name: 'Auntie Wanjiru' },
    });
    expect(visit.status(), await visit.text()).toBe(200);
    await audit(guestPage, shared);
    expect(found, `axe violations (WCAG 2.2 A and AA):\n${found.join('\n')}`).toEqual([]);
  } finally {
    await Promise.all([photographer.close(), client.close(), guest.close()]);
  }
});

test.describe('the studio console', () => {
  let session: Session;
  test.beforeAll(async ({ browser }, info) => {
    const password = process.env.E2E_ADMIN_PASSWORD;
    if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set: run through playwright.config.ts');
    const context = await deviceContext(browser, info);
    await signInThroughScreen(await context.newPage(), ADMIN_EMAIL, password);
    session = await sessionOf(context);
  });

  test('the console’s pages', async ({ page }, info) => {
    await useSession(page, session);
    const post = await firstLink(page, '/studio/blog', 'a[href^="/studio/blog/"]:not([href="/studio/blog/new"])');
    // A contact message of its own, for the inbox's message page.
    const name = `Axe Akinyi ${info.project.name} ${Date.now() % 100000}`;
    const sent = await page.request.post('/api/contact', {
      data: { name, email: uniqueEmail(info, 'axe-inbox'), message: 'Do you photograph graduations in Nakuru?' },
      headers: { origin: baseURL(info) },
    });
    expect(sent.status()).toBe(201);
    const message = await firstLink(page, `/studio/inbox?q=${encodeURIComponent(name)}`, 'a[href^="/studio/inbox/"]');
    await auditAll(page, [
      '/studio',
      '/studio/photographers',
      '/studio/reviews',
      '/studio/bookings',
      '/studio/payments',
      '/studio/audit',
      '/studio/blog',
      '/studio/blog/new',
      post,
      '/studio/support',
      '/studio/help-articles',
      '/studio/staff',
      '/studio/inbox',
      message,
      '/studio/newsletter',
      '/studio/newsletter/new',
      '/studio/content',
    ]);
  });

  test('a studio client’s gallery: the console’s list and page, and the invitation signed in and out', async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(90_000); // A gallery made, an invitation mailed, four pages.
    await useSession(page, session);
    const origin = { origin: baseURL(info) };
    const clientEmail = uniqueEmail(info, 'axe-studio-gallery');
    const title = `Axe graduation ${info.project.name} ${Date.now() % 100000}`;
    const made = await page.request.post('/api/studio/galleries', {
      headers: origin,
      data: { title, expiresOn: nairobiDate(90), clientName: 'Njeri Mwangi', clientEmail },
    });
    expect(made.status(), await made.text()).toBe(201);
    const galleryId = ((await made.json()) as { id: string }).id;
    const invited = await page.request.post(`/api/studio/galleries/${galleryId}/invitation`, { headers: origin });
    expect(invited.status(), await invited.text()).toBe(200);
    const mail = await waitForMail(clientEmail, `Your photographs are ready: ${title}`);
    const link = /\/gallery-invitation#[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link, 'the invitation link in the mail').toBeDefined();
    const signedOut = await deviceContext(browser, info);
    try {
      const found: string[] = [];
      const audit = (on: Page, path: string) =>
        test.step(path, async () => found.push(...(await violationsOf(on, path))));
      await audit(page, '/studio/galleries');
      await audit(page, `/studio/galleries/${galleryId}`);
      // Signed in: the button that adds it; signed out: the way to sign in.
      await audit(page, link!);
      await audit(await signedOut.newPage(), link!);
      expect(found, `axe violations (WCAG 2.2 A and AA):\n${found.join('\n')}`).toEqual([]);
    } finally {
      await signedOut.close();
    }
  });

  test('the console’s content editors', async ({ page }) => {
    await useSession(page, session);
    await auditAll(
      page,
      EDITABLE_CONTENT_KEYS.map((key) => `/studio/content/${key}`),
    );
  });
});
