import type { Locator, Page } from '@playwright/test';
import { expect } from './auth-helpers';

/** The studio's uploaded photographs, as the console's API lists them (the page's session). */
export async function uploadedImages(page: Page): Promise<{ id: string; alt: string; name?: string }[]> {
  const res = await page.request.get('/api/studio/images');
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

/** An upload's file stem, which its URLs carry (`/uploads/studio/<stem>-400.webp`). */
export const stemOf = (id: string) => id.slice('upload:'.length);

/**
 * Opens an image slot's picker with `opener` (its "Replace picture" button), searches for
 * `search` (a description or a file name) in `group` ("Your photographs" or "Samples") and
 * chooses the first match; the dialog closes and the slot shows it.
 */
export async function choosePicture(page: Page, opener: Locator, search: string, group = 'Your photographs') {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Search the library').fill(search);
  const choices = dialog.getByRole('list', { name: group }).getByRole('button');
  await expect(choices).toHaveCount(1);
  await choices.first().click();
  await expect(dialog).toBeHidden();
}
