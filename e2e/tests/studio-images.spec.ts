import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, isMobile, signInThroughScreen, test } from './auth-helpers';
import { inTurn } from './content-drafts';
import { gotoHydrated } from './fixtures';
import { choosePicture } from './media-helpers';

/**
 * docs/rules/history.md#issue-14 (docs/rules/photographers-and-portfolios.md#uploads, docs/rules/public-pages.md#studio-content): the admin uploads a photograph with its description, moves it first in
 * the gallery, saves, and /gallery shows it first; removing it takes it off again. gallery.spec.ts
 * counts 27 tiles meanwhile, so each save keeps 27 (the last photograph makes room and comes
 * back at the end). Both screen sizes edit the same list: they take turns (a lock in the run's
 * data folder, shared with studio-media.spec.ts, which counts the sample photographs), or each
 * would move the other's photograph.
 */

const ADMIN_EMAIL = 'studio-admin@picha.test';
const SAVED = 'Saved. The site shows it now.';
const PHOTO = path.resolve(import.meta.dirname, '../../apps/web/media-src/photos/african-drums-01.jpg');

async function openGalleryEditor(page: Page, mobile: boolean) {
  await gotoHydrated(page, '/studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  if (mobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Studio console' })
    .locator('visible=true')
    .getByRole('link', { name: 'Content' })
    .click();
  await page.getByRole('navigation', { name: 'Kinds of content' }).getByRole('link', { name: 'Gallery' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Gallery' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Gallery', exact: true });
  await expect(list.getByRole('listitem')).toHaveCount(27);
  return list;
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible({ timeout: 15_000 });
}

test('the admin uploads a photograph, puts it first in the gallery, and takes it off again', async ({ page }, info) => {
  test.setTimeout(240_000); // Waits for the other screen size's turn, then two saves and the gallery twice.
  const mobile = isMobile(info);
  const alt = `A drum circle photographed for the gallery (${info.project.name} ${Date.now() % 100000}).`;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set: run through playwright.config.ts');
  await signInThroughScreen(page, ADMIN_EMAIL, password);

  await inTurn('studio-pictures', async () => {
    const list = await openGalleryEditor(page, mobile);
    const items = list.getByRole('listitem');
    const last = items.nth(26);
    const library = (await (await page.request.get('/api/studio/content/imageLibrary')).json()).data;
    const lastPhoto: string = library.gallery[26].src;
    const lastAlt = await last.getByLabel('Description (alt text)', { exact: true }).inputValue();

    await test.step('uploads a photograph; it joins the list at its end, and is described there', async () => {
      await page.getByLabel('Choose photographs').setInputFiles(PHOTO);
      await expect(page.getByRole('status').filter({ hasText: '1 of 1 uploaded.' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(items).toHaveCount(28);
      await items.nth(27).getByLabel('Description (alt text)', { exact: true }).fill(alt);
    });

    await test.step('moves it first with the keyboard, lets the last one make room, and saves', async () => {
      await page.getByRole('button', { name: 'Move Photograph 28 up', exact: true }).focus();
      for (let i = 0; i < 27; i++) await page.keyboard.press('Enter');
      await expect(items.first().getByLabel('Description (alt text)', { exact: true })).toHaveValue(alt);
      await page.getByRole('button', { name: 'Remove Photograph 28', exact: true }).click();
      await expect(items).toHaveCount(27);
      await save(page);
    });

    await test.step('/gallery shows it first, with its description', async () => {
      await gotoHydrated(page, '/gallery');
      const first = page.getByTestId('gallery-tile').first();
      // The tile's button carries the description (its image is decorative inside it).
      await expect(first).toHaveAccessibleName(`View full size: ${alt}`);
      const img = first.locator('img');
      await expect(first.locator('source[type="image/avif"]')).toHaveAttribute(
        'srcset',
        /\/uploads\/studio\/.+-400\.avif 400w/,
      );
      await expect(page.getByTestId('gallery-tile')).toHaveCount(27);
      // The browser loads the uploaded file itself.
      expect(await img.evaluate((el: HTMLImageElement) => el.decode().then(() => el.naturalWidth))).toBeGreaterThan(0);
    });

    await test.step('removes it, brings the last photograph back, and /gallery no longer shows it', async () => {
      await openGalleryEditor(page, mobile);
      await page.getByRole('button', { name: 'Remove Photograph 1', exact: true }).click();
      await page.getByRole('button', { name: 'Add a photograph' }).click();
      const added = items.nth(26);
      await choosePicture(
        page,
        added.getByRole('button', { name: /Replace picture/ }),
        lastPhoto.slice('photos/'.length),
        'Samples',
      );
      await added.getByLabel('Description (alt text)', { exact: true }).fill(lastAlt);
      await save(page);
      await gotoHydrated(page, '/gallery');
      await expect(page.getByTestId('gallery-tile')).toHaveCount(27);
      await expect(page.getByRole('button', { name: `View full size: ${alt}` })).toHaveCount(0);
      await expect(page.getByTestId('gallery-tile').last()).toHaveAccessibleName(`View full size: ${lastAlt}`);
    });
  });
});
