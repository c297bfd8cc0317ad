import type { Page, TestInfo } from '@playwright/test';
import { accountSignedIn, expect, isMobile, signInThroughScreen, test } from './auth-helpers';
import { gotoHydrated } from './fixtures';
import { photographerSignedIn } from './photographer-helpers';

/**
 * docs/rules/history.md#issue-23, no dead ends: the public header knows who is signed in (their own area only, and Sign
 * out), a service's Book Your Spot carries the service into the contact form, the studio answers
 * on WhatsApp, and /search finds posts and photographers as well as pages.
 */
const ADMIN_EMAIL = 'studio-admin@picha.test';

/** The signed-in visitor's account links on a public page: the menu on desktops, the menu's foot on phones. */
async function accountLinks(page: Page, info: TestInfo) {
  await page.goto('/about');
  if (isMobile(info)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.locator('#mobile-menu');
  }
  await expect(page.locator('header').getByRole('link', { name: 'Login', exact: true }).first()).toBeHidden();
  await page.getByRole('button', { name: 'Account' }).click();
  return page.locator('#account-menu');
}

const AREAS = ['My dashboard', 'Photographer dashboard', 'Studio console'] as const;

async function expectOnlyArea(menu: ReturnType<Page['locator']>, area: (typeof AREAS)[number]) {
  for (const other of AREAS) {
    const link = menu.getByRole('link', { name: other });
    if (other === area) await expect(link).toBeVisible();
    else await expect(link).toBeHidden();
  }
}

async function signOutFrom(page: Page, menu: ReturnType<Page['locator']>) {
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-signed-in', '');
}

test.describe('the public header knows who is signed in', () => {
  test('a client sees their dashboard only, reaches it, and signs out', async ({ page }, info) => {
    await accountSignedIn(page, info, 'menu-client');
    const menu = await accountLinks(page, info);
    await expectOnlyArea(menu, 'My dashboard');
    await menu.getByRole('link', { name: 'My dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    const again = await accountLinks(page, info);
    await signOutFrom(page, again);
  });

  test('a photographer sees the photographer dashboard only', async ({ page }, info) => {
    await photographerSignedIn(page, info, 'menu-photographer');
    // The app reads the account again in its dashboard, which keeps the stored role true: wait for
    // that read (on a slow machine the next page could otherwise still show the client's links).
    await gotoHydrated(page, '/photographer-dashboard');
    await expect
      .poll(() =>
        page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? 'null') as { role?: string } | null)?.role),
      )
      .toBe('photographer');
    const menu = await accountLinks(page, info);
    await expectOnlyArea(menu, 'Photographer dashboard');
    await signOutFrom(page, menu);
  });

  test('an admin sees the studio console only', async ({ page }, info) => {
    const password = process.env.E2E_ADMIN_PASSWORD;
    if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set: run through playwright.config.ts');
    await signInThroughScreen(page, ADMIN_EMAIL, password);
    const menu = await accountLinks(page, info);
    await expectOnlyArea(menu, 'Studio console');
    await menu.getByRole('link', { name: 'Studio console' }).click();
    await expect(page).toHaveURL(/\/studio/);
  });
});

test('Book Your Spot on a service page starts the contact message with that service', async ({ page }) => {
  await page.goto('/services/event-coverage');
  const book = page.getByRole('link', { name: /^Book Your Spot: / }).first();
  const title = (await book.getAttribute('aria-label'))?.replace('Book Your Spot: ', '') ?? '';
  await book.click();
  await expect(page).toHaveURL(/\/contact\?service=event-coverage/);
  await expect(page.locator('#contact-form').getByLabel('Message')).toHaveValue(`I would like to book ${title}. `);
});

test('the contact page opens a WhatsApp chat with the studio', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'Message us on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/254\d{9}$/,
  );
});

test('the site search finds blog posts and photographers as well as pages', async ({ page }) => {
  const posts = (await (await page.request.get('/api/blogs')).json()) as { data: { title: string }[] };
  const word = posts.data[0]?.title.split(' ').find((w) => w.length > 5) ?? '';
  await page.goto(`/search?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole('region', { name: 'Blog posts' }).getByRole('link').first()).toBeVisible();

  const photographers = (await (await page.request.get('/api/photographers/portfolio/get-all')).json()) as {
    data: { name: string; _id: string }[];
  };
  const someone = photographers.data[0];
  await page.goto(`/search?q=${encodeURIComponent(someone?.name ?? '')}`);
  const found = page.getByRole('region', { name: 'Photographers' }).getByRole('link', { name: someone?.name });
  await expect(found.first()).toHaveAttribute('href', `/photographer/${someone?._id}`);
});
