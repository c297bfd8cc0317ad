import { test as base, expect, type Page } from '@playwright/test';

/** Every test fails on a console error or an uncaught page error (DESIGN rule 8). */
export const test = base.extend<{ failOnConsoleErrors: void }>({
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !msg.text().includes('404 (Not Found)')) problems.push(msg.text());
      });
      page.on('pageerror', (err) => problems.push(err.message));
      await use();
      expect(problems, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a page and waits until the app has hydrated the server-rendered HTML (so handlers are attached). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** Waits until the app has hydrated (or rendered) the page (`data-hydrated` on <html>), so its handlers are attached. */
export async function waitForHydration(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')), {
      timeout: 20_000,
    })
    .toBe(true);
}

export const isMobile = (projectName: string) => projectName === 'mobile';
