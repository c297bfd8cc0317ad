import type { Page } from '@playwright/test';
import { expect, isMobile, signInThroughScreen, signUpThroughScreen, submit, test, uniqueEmail } from './auth-helpers';

/**
 * docs/rules/history.md#issue-23: the signed-in app without dead ends. A client, a photographer and studio staff each
 * sign in, land in their own area, find their account menu there (their name, their own area,
 * View Profile, Settings, Logout), are offered no area of a role they lack, meet a page of the
 * app's own for a mistyped address, reach every control of the top bar with a visible keyboard
 * focus, and sign out.
 */
test.describe.configure({ timeout: 90_000 });

const ADMIN_EMAIL = 'studio-admin@picha.test';
const AREAS = ['My dashboard', 'Photographer dashboard', 'Studio console'] as const;
type Area = (typeof AREAS)[number];

const accountButton = (page: Page) => page.getByRole('button', { name: /account menu/ });
const accountMenu = (page: Page) => page.getByRole('menu', { name: 'Account' });

/** Opens the account menu and checks it: the user's name, their one area, and the account's items. */
async function expectAccountMenu(page: Page, name: string, area: Area) {
  await expect(accountButton(page)).toHaveAccessibleName(new RegExp(`^${name}`));
  await accountButton(page).click();
  const menu = accountMenu(page);
  await expect(menu).toBeVisible();
  await expect(menu.getByText(name, { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([area, 'View Profile', 'Settings', 'Logout']);
  for (const other of AREAS.filter((a) => a !== area))
    await expect(menu.getByRole('menuitem', { name: other })).toHaveCount(0);
  return menu;
}

/** No link or button anywhere on the page leads to an area of a role the user lacks. */
async function expectNoOtherArea(page: Page, own: '/dashboard' | '/photographer-dashboard' | '/studio') {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const areaOf = (path: string) =>
    path.startsWith('/photographer-dashboard')
      ? '/photographer-dashboard'
      : path.startsWith('/studio')
        ? '/studio'
        : path === '/dashboard' || path === '/favourites' || /^\/dashboard\/(Messages|Calendar)/.test(path)
          ? '/dashboard'
          : null;
  const foreign = hrefs.filter((h) => areaOf(h) !== null && areaOf(h) !== own);
  expect(foreign, `links to areas other than ${own}`).toEqual([]);
  for (const label of ['Photographer dashboard', 'Studio console', 'My dashboard']) {
    const offered = page.getByRole('link', { name: label, exact: true });
    const mine =
      (label === 'Photographer dashboard' && own === '/photographer-dashboard') ||
      (label === 'Studio console' && own === '/studio') ||
      (label === 'My dashboard' && own === '/dashboard');
    if (!mine) await expect(offered).toHaveCount(0);
  }
}

/**
 * Tabs through the first controls of the page from its top: each one that takes focus shows it
 * (an outline or a ring), as WCAG 2.4.7 asks.
 */
async function expectVisibleFocus(page: Page, presses = 16) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.locator('body').focus();
  const unseen: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    // A ring may fade in (a short box-shadow transition): read it once it has settled.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => a.finished.catch(() => {})),
      ),
    );
    const seen = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { seen: true, what: 'body' };
      // The control's own outline or ring, or its card's (a stretched link marks the whole card it covers).
      const shows = (node: Element) => {
        const style = getComputedStyle(node);
        const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
        const ring = /0px 0px 0px [1-9]/.test(style.boxShadow);
        return outline || ring;
      };
      let seen = false;
      for (let node: Element | null = el, up = 0; node && up < 4 && !seen; node = node.parentElement, up++)
        seen = shows(node);
      const what = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      return { seen, what };
    });
    if (!seen.seen) unseen.push(seen.what);
  }
  expect(unseen, 'controls whose keyboard focus does not show').toEqual([]);
}

async function signOutFromMenu(page: Page, name: string, area: Area) {
  const menu = await expectAccountMenu(page, name, area);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
}

test('a client: their name, their dashboard, their account menu, no photographer dashboard, a not-found page of the app, sign out', async ({
  page,
}, info) => {
  const email = uniqueEmail(info, 'areas.client');
  await signUpThroughScreen(page, email, undefined, 'Achieng Otieno');
  await page.getByRole('button', { name: 'Continue as a client' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Achieng Otieno' })).toBeVisible();
  await expect(page.getByText('Karibu', { exact: true })).toBeVisible();
  await expect(page.getByTestId('name-prompt')).toHaveCount(0);
  if (isMobile(info)) await page.getByRole('button', { name: 'Open menu' }).click();
  await expectNoOtherArea(page, '/dashboard');
  if (isMobile(info)) await page.getByRole('button', { name: 'Close menu' }).click();
  await expectVisibleFocus(page);

  const menu = await expectAccountMenu(page, 'Achieng Otieno', 'My dashboard');
  await menu.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Achieng Otieno');

  // A mistyped address: a page of the dashboard's own, with the way back.
  // The server answers 404 for an address no route knows, with the area's own styled page.
  expect((await page.goto('/dashboard/favourits'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(accountButton(page)).toBeVisible();
  await page.getByRole('link', { name: 'My dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOutFromMenu(page, 'Achieng Otieno', 'My dashboard');
  await signInThroughScreen(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a photographer: lands in their dashboard, whose way out is the site; /dashboard is not theirs; sign out', async ({
  page,
}, info) => {
  const email = uniqueEmail(info, 'areas.photog');
  await signUpThroughScreen(page, email, undefined, 'Baraka Mwangi');
  await page.getByRole('button', { name: 'Continue as a photographer' }).click();
  await expect(page).toHaveURL(/\/photographer-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Karibu, Baraka Mwangi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the site' }).locator('visible=true')).toHaveAttribute(
    'href',
    '/',
  );
  if (isMobile(info)) await page.getByRole('button', { name: 'Open menu' }).click();
  await expectNoOtherArea(page, '/photographer-dashboard');
  if (isMobile(info)) await page.getByRole('button', { name: 'Close menu' }).click();
  await expectVisibleFocus(page);
  const menu = await expectAccountMenu(page, 'Baraka Mwangi', 'Photographer dashboard');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // The client's search is not a photographer's dashboard: /dashboard leads to their own.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/photographer-dashboard$/);
  // Settings (under /dashboard) offers the way back to their own area, labelled, and nothing of a client's.
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  if (isMobile(info)) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.getByRole('link', { name: 'Photographer dashboard', exact: true }).locator('visible=true'),
  ).toBeVisible();
  await expectNoOtherArea(page, '/photographer-dashboard');

  // The server answers 404 for an address no route knows, with the area's own styled page.
  expect((await page.goto('/photographer-dashboard/portfolo'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  await expect(page.getByText('manage your Photography business').locator('visible=true')).toBeVisible();
  await page.getByRole('link', { name: 'Photographer dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/photographer-dashboard$/);

  await signOutFromMenu(page, 'Baraka Mwangi', 'Photographer dashboard');
  await signInThroughScreen(page, email);
  await expect(page).toHaveURL(/\/photographer-dashboard$/);
});

test('studio staff: sign-in lands on the console; the account menu names it; /dashboard leads there; sign out', async ({
  page,
}, info) => {
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set: run through playwright.config.ts');
  await page.goto('/signup?mode=signin');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submit(page, 'Sign In');
  await expect(page).toHaveURL(/\/studio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expectNoOtherArea(page, '/studio');
  await expectAccountMenu(page, 'Studio admin', 'Studio console');
  await page.keyboard.press('Escape');

  // From the account's pages under /dashboard, the console is a labelled link, not a bare shield.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/studio$/);
  await page.goto('/dashboard/settings');
  if (isMobile(info)) await page.getByRole('button', { name: 'Open menu' }).click();
  const consoleLink = page.getByRole('link', { name: 'Studio console', exact: true }).locator('visible=true');
  await expect(consoleLink).toBeVisible();
  await expect(consoleLink).toContainText('Studio console');
  await expectNoOtherArea(page, '/studio');
  await consoleLink.click();
  await expect(page).toHaveURL(/\/studio$/);

  // The server answers 404 for an address no route knows, with the area's own styled page.
  expect((await page.goto('/studio/revews'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);

  await signOutFromMenu(page, 'Studio admin', 'Studio console');
});
