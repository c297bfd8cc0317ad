import { test as base, expect } from '@playwright/test';

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

export const isMobile = (projectName: string) => projectName === 'mobile';
