import { expect, isMobile, signInThroughScreen, test } from './auth-helpers';
import { DRAFT_SAVED, inTurn, PUBLISHED, restorePart } from './content-drafts';
import { gotoHydrated } from './fixtures';

/**
 * docs/rules/history.md#issue-23: staff edit the home page's introduction and a process step in the console; the save is
 * a draft, which the console's preview shows while the public page and the public content do not;
 * once published, `/` shows it. Both screen sizes edit the same part, so they take turns (a lock in
 * the run's data directory) and each puts the launch words back before the other starts.
 */

const ADMIN_EMAIL = 'studio-admin@picha.test';

test('staff edit the home intro and a process step, preview the draft, publish, and / shows it', async ({
  page,
  context,
}, info) => {
  test.setTimeout(240_000); // It may wait for the other screen size's turn.
  const mobile = isMobile(info);
  const marker = `E2E ${info.project.name} ${Date.now() % 100000}`;
  const paragraph = `A first paragraph the studio just wrote (${marker}).`;
  const stepTitle = `A plan for the light (${marker})`;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set: run through playwright.config.ts');

  await inTurn('studio-page-words', async () => {
    await signInThroughScreen(page, ADMIN_EMAIL, password);
    const launch = (await (await page.request.get('/api/studio/content/home')).json()).data;
    try {
      await test.step('edits the intro’s first paragraph and the second step, and saves a draft', async () => {
        await gotoHydrated(page, '/studio/content/home');
        await expect(page.getByRole('heading', { level: 2, name: 'Home page words' })).toBeVisible();
        if (!mobile)
          await expect(
            page.getByRole('navigation', { name: 'Kinds of content' }).getByRole('link', { name: 'Home page words' }),
          ).toHaveAttribute('aria-current', 'page');
        const paragraphs = page.getByLabel('Introduction: paragraphs, one a line', { exact: true });
        const [, ...rest] = (await paragraphs.inputValue()).split('\n');
        await paragraphs.fill([paragraph, ...rest].join('\n'));
        await page.getByLabel('Step 2: title', { exact: true }).fill(stepTitle);
        await page.getByRole('button', { name: 'Save draft' }).click();
        await expect(page.getByRole('status').filter({ hasText: DRAFT_SAVED })).toBeVisible({ timeout: 15_000 });
        await expect(page.getByText(/Unpublished draft, saved/)).toBeVisible();
        await expect(
          page.getByRole('navigation', { name: 'Kinds of content' }).getByRole('link', { name: /Home page words/ }),
        ).toContainText('Draft');
      });

      await test.step('the preview shows the draft with the home page’s own sections', async () => {
        await page.getByRole('button', { name: 'Preview' }).click();
        const preview = page.getByRole('region', { name: 'Preview of / with the draft' });
        await expect(preview.locator('#home-intro-title')).toBeVisible({ timeout: 15_000 });
        await expect(preview.locator('section[aria-labelledby="home-intro-title"]')).toContainText(paragraph);
        await expect(preview.locator('section[aria-labelledby="home-process-title"]')).toContainText(stepTitle);
        await preview.locator('section[aria-labelledby="home-process-title"]').scrollIntoViewIfNeeded();
      });

      await test.step('the public page and the public content do not show the draft', async () => {
        // A second tab: the public page shows only what is published, to staff as to anyone.
        const visitor = await context.newPage();
        try {
          await visitor.goto('/');
          await expect(visitor.locator('section[aria-labelledby="home-intro-title"]')).toBeVisible();
          await expect(visitor.locator('body')).not.toContainText(marker);
          expect(await (await visitor.request.get('/api/studio-content')).text()).not.toContain(marker);
        } finally {
          await visitor.close();
        }
      });

      await test.step('publishes, and / shows both', async () => {
        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: PUBLISHED })).toBeVisible({ timeout: 15_000 });
        await expect(page.getByText('No draft: the editor shows what the site shows.')).toBeVisible();
        await gotoHydrated(page, '/');
        await expect(page.locator('section[aria-labelledby="home-intro-title"]')).toContainText(paragraph);
        const steps = page.locator('section[aria-labelledby="home-process-title"] li');
        await expect(steps.nth(1).getByRole('heading', { level: 3 })).toHaveText(stepTitle);
      });
    } finally {
      // The launch words back, for the other screen size and the specs that read `/`.
      await restorePart(page, 'home', launch);
    }
  });
});
