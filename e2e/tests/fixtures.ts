import { test as base, expect, type Page } from '@playwright/test';

/** Every test fails on a console error or an uncaught page error (docs/rules/platform.md#tests). */
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

/**
 * Waits until the app has hydrated (or rendered) the page (`data-hydrated` on <html>), so its
 * handlers are attached. A public page's islands wake only when the visitor reaches for them (ADR
 * 0035): the page's own `studio:wake-all` event wakes them all, for tests of what they do once
 * awake (budgets.spec.ts and forms-before-scripts.spec.ts test the page before that).
 */
export async function waitForHydration(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          // Asked again on each poll: the page's script may not have run yet.
          document.dispatchEvent(new Event('studio:wake-all'));
          return document.documentElement.hasAttribute('data-hydrated');
        }),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
}

export const isMobile = (projectName: string) => projectName === 'mobile';
