import type { Page } from '@playwright/test';
import { expect, signInThroughScreen } from './auth-helpers';
import { gotoHydrated } from './fixtures';

/** The studio's first admin, created at start from ADMIN_EMAIL / ADMIN_PASSWORD (see playwright.config.ts). */
export const ADMIN_EMAIL = 'studio-admin@picha.test';

/** Signs the studio's admin in through the screen and opens the console's overview. */
export async function adminSignedIn(page: Page) {
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set: run through playwright.config.ts');
  await signInThroughScreen(page, ADMIN_EMAIL, password);
  await gotoHydrated(page, '/studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
}

/** The console's navigation: behind the menu button on phones. */
export async function consoleNav(page: Page, mobile: boolean) {
  if (mobile) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Studio console' }).locator('visible=true');
}
