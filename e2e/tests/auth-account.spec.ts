import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  accountSignedIn,
  expect,
  isMobile,
  NEW_PASSWORD,
  PASSWORD,
  signInThroughScreen,
  submit,
  test,
  waitForMail,
} from './auth-helpers';

test.describe.configure({ timeout: 90_000 });

/** A 64x48 PNG (solid clay colour), small enough to inline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDlsc6V9WAF2M8/sAAOhY/TpO6gQugvqK7EHdJ3cAFUF/RXYi7pG7gAqiv6C7EXVI3cAHUV3QX4i6pG7gA6iu6C3GX1A1cAPUV3YW4S+oGLoD6iu5C3CV1AxdAfUV3Ie6SuoELoL6iuxB3Sd3AxwN+5axM0yO41AgAAAAASUVORK5CYII=',
  'base64',
);

const profileButton = (page: Page) => page.getByRole('button', { name: /account menu/ });
const menu = (page: Page) => page.getByRole('menu', { name: 'Account' });

async function openMenu(page: Page) {
  await profileButton(page).click();
  await expect(menu(page)).toBeVisible();
}

test.describe('the dashboard top bar and the profile menu (SPEC 2, D13)', () => {
  test('shows the username with a locally drawn initials avatar; Guest when no user is stored', async ({
    page,
  }, info) => {
    const name = 'Amani Wekesa';
    await accountSignedIn(page, info, 'amani.w', name);
    await expect(page.getByTestId('top-bar-username')).toHaveText(name);
    await expect(profileButton(page).getByTestId('initials-avatar')).toHaveText('AW');
    // Drawn here: no request leaves for an avatar service.
    const external: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(new URL(page.url()).origin)) external.push(r.url());
    });
    await page.reload();
    await expect(page.getByTestId('top-bar-username')).toHaveText(name);
    expect(external).toEqual([]);

    // A signed-in page whose stored user vanished shows 'Guest' (docs/rules/product.md#screens fallback).
    await page.evaluate(() => localStorage.removeItem('user'));
    await page.evaluate(() => window.dispatchEvent(new StorageEvent('storage', { key: 'user' })));
    await expect(page.getByTestId('top-bar-username')).toHaveText('Guest');
    await expect(profileButton(page).getByTestId('initials-avatar')).toHaveText('G');
  });

  test('the menu works with the keyboard: View Profile, Settings and Logout', async ({ page }, info) => {
    const email = await accountSignedIn(page, info, 'keyboard');
    await profileButton(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(menu(page)).toBeVisible();
    const items = menu(page).getByRole('menuitem');
    // docs/rules/history.md#issue-23: the client's own area first, then the account's items.
    await expect(items).toHaveText(['My dashboard', 'View Profile', 'Settings', 'Logout']);
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(profileButton(page)).toBeFocused();

    // View Profile: the account page for a client.
    await openMenu(page);
    await menu(page).getByRole('menuitem', { name: 'View Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wanjiru Kamau');
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Client', { exact: true }).first()).toBeVisible();

    await openMenu(page);
    await menu(page).getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
  });

  test('the menu toggle shows the dashboard links on small screens', async ({ page }, info) => {
    test.skip(!isMobile(info), 'the toggle exists on small screens');
    await accountSignedIn(page, info, 'toggle');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Dashboard menu' });
    // docs/rules/history.md#issue-23: a client is not offered the photographer dashboard.
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Messages', 'Calendar', 'Favourites', 'Galleries']);
    await nav.getByRole('link', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/\/favourites$/);
    await expect(nav).toBeHidden();
  });

  test('Logout revokes the session, clears storage and returns to the home page', async ({ page }, info) => {
    await accountSignedIn(page, info, 'logout');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'picha_session')!;
    await openMenu(page);
    await menu(page).getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect((await page.context().cookies()).find((c) => c.name === 'picha_session')).toBeUndefined();
    // The old token is dead on the server, not only forgotten here.
    const res = await page.request.get('/api/me', { headers: { authorization: `Bearer ${cookie.value}` } });
    expect(res.status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/signup\?mode=signin$/);
  });

  test('any 401 from the API clears the user and goes to /signup', async ({ page }, info) => {
    await accountSignedIn(page, info, 'expired');
    await openMenu(page);
    await menu(page).getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    // Settings has rendered (the address changes a moment before the page does, and a 401 in that
    // moment would be answered for the page before).
    await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
    // The session ends elsewhere (expired, revoked): the next call answers 401. That may be the
    // save below, or a call the page makes by itself first (then the form is gone already).
    await page.context().clearCookies();
    const save = async () => {
      await page.getByLabel('Name', { exact: true }).fill('Someone Else', { timeout: 5_000 });
      await page.getByRole('button', { name: 'Save name' }).click({ timeout: 5_000 });
    };
    await save().catch(() => {});
    await expect(page).toHaveURL(/\/signup\?mode=signin&next=%2Fdashboard%2Fsettings$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });
});

test.describe('settings (D13)', () => {
  test('change the username and upload, then remove, a profile picture', async ({ page }, info) => {
    await accountSignedIn(page, info, 'profile');
    await page.goto('/dashboard/settings');
    const username = page.getByLabel('Name', { exact: true });
    await username.fill('x');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Please enter a name of 2 to 60 characters.')).toBeVisible();
    await username.fill('Achieng Otieno');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your name has been saved.' })).toBeVisible();
    await expect(page.getByTestId('top-bar-username')).toHaveText('Achieng Otieno');
    await expect(profileButton(page).getByTestId('initials-avatar')).toHaveText('AO');

    // A text file dressed as a picture is refused by the server (bytes, not names, are checked).
    await page.getByLabel('Upload a new picture').setInputFiles({
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not really a picture'),
    });
    await expect(page.getByRole('alert')).toHaveText('Please choose a JPEG, PNG, WebP or AVIF image.');

    await page.getByLabel('Upload a new picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('status').filter({ hasText: 'Your profile picture has been updated.' })).toBeVisible();
    const topAvatar = profileButton(page).locator('img');
    await expect(topAvatar).toHaveAttribute('src', /^\/api\/avatars\/[\w-]+\.webp$/);
    await expect.poll(() => topAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512);

    await page.getByRole('button', { name: 'Remove picture' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile picture has been removed.' })).toBeVisible();
    await expect(profileButton(page).getByTestId('initials-avatar')).toHaveText('AO');
  });

  test('change the password: other devices are signed out, this one stays, a notice is mailed', async ({
    page,
    browser,
  }, info) => {
    const email = await accountSignedIn(page, info, 'password');
    const otherDevice = await browser.newContext();
    const other = await otherDevice.newPage();
    await signInThroughScreen(other, email);

    await page.goto('/dashboard/settings');
    await page.getByLabel('Current password').fill('Wrong1pass');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your current password is incorrect.')).toBeVisible();

    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Your password has been changed. Your other devices have been signed out.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await other.goto('/dashboard');
    await expect(other).toHaveURL(/\/signup\?mode=signin$/);
    await otherDevice.close();
    await waitForMail(email, 'Your Picha Studio password was changed');
  });

  test('download my data as JSON', async ({ page }, info) => {
    const email = await accountSignedIn(page, info, 'export');
    await page.goto('/dashboard/settings');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('picha-studio-my-data.json');
    const data = JSON.parse(await fs.readFile((await download.path())!, 'utf8'));
    expect(data.account).toMatchObject({ email, role: 'client' });
    expect(data.sessions.some((s: { current: boolean }) => s.current)).toBe(true);
    expect(JSON.stringify(data)).not.toContain('argon2');
  });

  test('delete my account after confirmation: the data goes and the account cannot sign in', async ({ page }, info) => {
    const email = await accountSignedIn(page, info, 'delete');
    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('This cannot be undone.');
    await expect(dialog.getByLabel('Your password, to confirm')).toBeFocused();
    // Escape cancels and nothing happens.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByLabel('Your password, to confirm').fill('Wrong1pass');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Your current password is incorrect.')).toBeVisible();
    await dialog.getByLabel('Your password, to confirm').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await waitForMail(email, 'Your Picha Studio account has been deleted');

    await page.goto('/signup?mode=signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await submit(page, 'Sign In');
    await expect(page.getByTestId('auth-notice')).toHaveText('Invalid email or password.');
  });
});
