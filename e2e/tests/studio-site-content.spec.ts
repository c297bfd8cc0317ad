import type { Page } from '@playwright/test';
import { expect, isMobile, signInThroughScreen, test } from './auth-helpers';
import { inTurn, restorePart, saveAndPublish } from './content-drafts';
import { gotoHydrated } from './fixtures';

/**
 * docs/rules/history.md#issue-14 (docs/rules/public-pages.md#studio-content): the admin changes the studio's phone number and its Instagram link and adds an
 * entry to the header search, then sees the phone on /contact, the link in the footer of / and
 * the entry in the header search's results. Both screen sizes edit the same parts: they take turns
 * (a lock in the run's data directory), and each puts the launch content back before the other
 * starts. Other specs read these meanwhile: the phone keeps the +254 form, the footer keeps its five
 * links, and the entry's name matches none of their searches.
 */

const ADMIN_EMAIL = 'studio-admin@picha.test';
const PARTS = ['contactDetails', 'socialLinks', 'searchIndex'] as const;

async function openKind(page: Page, kind: string) {
  await page
    .getByRole('navigation', { name: 'Kinds of content' })
    .getByRole('link', { name: kind, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: kind })).toBeVisible();
}

/** Saves a draft and publishes it (the other screen size waits its turn: no one saves in between). */
async function saveAndSeeSaved(page: Page) {
  expect(await saveAndPublish(page)).toBe('published');
}

test('the admin edits the phone, the Instagram link and the header search; the public pages show them once published', async ({
  page,
}, info) => {
  test.setTimeout(240_000); // It may wait for the other screen size's turn.
  const mobile = isMobile(info);
  const phone = mobile ? '+254 711 390 390' : '+254 722 144 144';
  const instagram = `https://www.instagram.com/picha.e2e.${info.project.name}`;
  const entry = `Studio hire ${info.project.name} ${Date.now() % 100000}`;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set: run through playwright.config.ts');

  await inTurn('studio-site-content', async () => {
    await signInThroughScreen(page, ADMIN_EMAIL, password);
    const launch = Object.fromEntries(
      await Promise.all(
        PARTS.map(async (key) => [key, (await (await page.request.get(`/api/studio/content/${key}`)).json()).data]),
      ),
    );
    try {
      await test.step('changes the phone number', async () => {
        await gotoHydrated(page, '/studio/content/contactDetails');
        await expect(page.getByRole('heading', { level: 2, name: 'Contact details' })).toBeVisible();
        const field = page.getByLabel('Phone', { exact: true });
        await field.fill('0712 345 678');
        await page.getByRole('button', { name: 'Save draft' }).click();
        await expect(field).toBeFocused();
        await expect(field).toHaveAccessibleDescription(/Write the number as dialled from abroad/);
        await field.fill(phone);
        await saveAndSeeSaved(page);
      });

      await test.step('changes the Instagram link', async () => {
        await openKind(page, 'Social links');
        const item = page.getByRole('list', { name: 'Social links' }).getByRole('listitem').first();
        await expect(item.getByLabel('Network')).toHaveValue('Instagram');
        await item.getByLabel('Profile address').fill(instagram);
        await saveAndSeeSaved(page);
      });

      await test.step('adds an entry to the header search', async () => {
        await openKind(page, 'Header search');
        await page.getByRole('button', { name: 'Add an entry' }).click();
        const added = page.getByRole('list', { name: 'Header search' }).getByRole('listitem').last();
        await added.getByLabel('Name (what the search finds)').fill(entry);
        await added.getByLabel('Opens (a path of this site)').fill('/services');
        await added.getByLabel('Category').selectOption('Services');
        await saveAndSeeSaved(page);
      });

      await test.step('/contact shows the new phone', async () => {
        await gotoHydrated(page, '/contact');
        await expect(page.getByRole('link', { name: phone })).toHaveAttribute(
          'href',
          `tel:${phone.replaceAll(' ', '')}`,
        );
      });

      await test.step('the footer of / links the new Instagram profile, and the header search finds the entry', async () => {
        await gotoHydrated(page, '/');
        const social = page.locator('footer').getByRole('list', { name: 'Social media' });
        await expect(social.getByRole('link')).toHaveCount(5);
        await expect(social.getByRole('link', { name: 'Picha Studio on Instagram' })).toHaveAttribute(
          'href',
          instagram,
        );
        if (mobile) await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByPlaceholder('Search...').locator('visible=true').fill(entry);
        const results = page.getByRole('list', { name: 'Search results' }).locator('visible=true');
        await expect(results.getByRole('link')).toHaveCount(1);
        await expect(results.getByRole('link')).toHaveAttribute('href', '/services');
        await expect(results.getByRole('link')).toContainText(entry);
      });
    } finally {
      // The launch content back, for the other screen size and the specs that read these pages.
      for (const key of PARTS) await restorePart(page, key, launch[key]);
    }
  });
});
