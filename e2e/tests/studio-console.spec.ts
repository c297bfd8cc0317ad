import { accountSignedIn, expect, isMobile, test } from './auth-helpers';
import { gotoHydrated, waitForHydration } from './fixtures';
import { ADMIN_EMAIL, adminSignedIn, consoleNav } from './studio-helpers';
import { baseURL, photographerElsewhere } from './photographer-helpers';

/**
 * The studio console's first part (docs/rules/history.md#issue-14, "Done when"), once per screen size: the studio's
 * admin (created at start from ADMIN_EMAIL / ADMIN_PASSWORD, see playwright.config.ts) features a
 * photographer, hides the listing with a reason (its profile answers 404 and it leaves the
 * directory) and restores it, and finds each change in the audit log. A client sees that the
 * console is not for them, and the API refuses them. The demo switch is left alone here: it
 * would change the directory under the other tests running at the same time (the server tests
 * cover it).
 */

test('an admin features, hides and restores a photographer, and the audit log tells it', async ({ page }, info) => {
  test.slow(); // A portfolio's upload, the admin's sign-in and several pages.
  const name = `Console Njeri ${info.project.name} ${Date.now() % 100000}`;
  // Out of the places other tests filter on: featuring them for a while changes no other test's page.
  const photographer = await photographerElsewhere(page, info, { name, location: 'Anywhere in Kenya' });
  const profile = `/photographer/${photographer.id}`;
  try {
    await adminSignedIn(page);

    await test.step('finds the photographer and features them', async () => {
      await (await consoleNav(page, isMobile(info))).getByRole('link', { name: 'Photographers' }).click();
      await expect(page).toHaveURL(/\/studio\/photographers/);
      await waitForHydration(page);
      await page.getByRole('searchbox', { name: 'Search photographers' }).fill(name);
      await page.getByRole('searchbox', { name: 'Search photographers' }).press('Enter');
      await expect(page).toHaveURL(/q=Console/);
      const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await expect(row).toHaveCount(1);
      const feature = row.getByRole('button', { name: `Feature: ${name}` });
      await expect(feature).toHaveAttribute('aria-pressed', 'false');
      // The toggle is pressed once the server answered: on a loaded machine that can take longer than an expect waits.
      const answered = page.waitForResponse((r) => r.url().endsWith('/featured') && r.request().method() === 'POST');
      await feature.click();
      expect((await answered).status()).toBe(200);
      await expect(feature).toHaveAttribute('aria-pressed', 'true');
    });

    await test.step('hides the listing with a reason: the profile answers 404 and the directory leaves it out', async () => {
      const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await row.getByRole('button', { name: `Hide listing: ${name}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Hide listing' }).click();
      await expect(dialog.getByText('Say why, in a sentence the photographer will read.')).toBeVisible();
      await dialog.getByLabel('Reason (the photographer reads it)').fill('The photographs are not your own work.');
      await dialog.getByRole('button', { name: 'Hide listing' }).click();
      await expect(dialog).toBeHidden();
      await expect(row.getByText('Hidden: The photographs are not your own work.')).toBeVisible();
      expect((await page.request.get(`/api/photographers/portfolio/${photographer.id}`)).status()).toBe(404);
      const search = await page.request.get(`/api/photographers/portfolio/get-all?q=${encodeURIComponent(name)}`);
      expect(((await search.json()) as { meta: { total: number } }).meta.total).toBe(0);
      const visit = await page.request.get(profile);
      expect(visit.status()).toBe(404);
    });

    await test.step('restores it: the profile and the directory have it again', async () => {
      const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await row.getByRole('button', { name: `Restore: ${name}` }).click();
      await expect(row.getByRole('button', { name: `Hide listing: ${name}` })).toBeVisible();
      expect((await page.request.get(`/api/photographers/portfolio/${photographer.id}`)).status()).toBe(200);
      await gotoHydrated(page, `/photographers?q=${encodeURIComponent(name)}`);
      await expect(page.getByRole('heading', { name }).first()).toBeVisible();
    });

    await test.step('unfeatures them again', async () => {
      await gotoHydrated(page, `/studio/photographers?q=${encodeURIComponent(name)}`);
      const feature = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name }) })
        .getByRole('button', { name: `Feature: ${name}` });
      await expect(feature).toHaveAttribute('aria-pressed', 'true');
      await feature.click();
      await expect(feature).toHaveAttribute('aria-pressed', 'false');
    });

    await test.step('the audit log shows each change with its before and after', async () => {
      await gotoHydrated(page, '/studio/audit');
      const entries = page.getByRole('listitem').filter({ hasText: name });
      await expect(entries.filter({ hasText: 'Restored a listing' })).toHaveCount(1);
      await expect(entries.filter({ hasText: 'Hid a listing' })).toHaveCount(1);
      await expect(entries.filter({ hasText: /\bFeatured a photographer/ })).toHaveCount(1);
      await expect(entries.filter({ hasText: 'Unfeatured a photographer' })).toHaveCount(1);
      await expect(entries.first()).toContainText(ADMIN_EMAIL);
    });
  } finally {
    await photographer.close();
  }
});

test('the console is for staff only: a client sees no console and the API refuses them', async ({ page }, info) => {
  await accountSignedIn(page, info, 'console-client');
  await gotoHydrated(page, '/studio');
  await expect(page.getByRole('heading', { name: 'You have no access to the studio console' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to the site/ })).toBeVisible();
  for (const url of ['/api/studio/overview', '/api/studio/photographers', '/api/studio/audit'])
    expect((await page.request.get(url)).status(), url).toBe(403);
  const change = await page.request.put('/api/studio/demo', {
    headers: { origin: baseURL(info) },
    data: { visible: false },
  });
  expect(change.status()).toBe(403);
});
