import type { Request } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

const isListRequest = (r: Request) => new URL(r.url()).pathname === '/api/blogs';

test.describe('blog', () => {
  test('the list shows every post newest first, with cover, title, excerpt, author and date', async ({ page }) => {
    await gotoHydrated(page, '/blogs');
    await expect(page).toHaveTitle(/Blog/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stories from behind the lens' })).toBeVisible();
    const cards = page.locator('main article');
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    // The newest launch post (the studio console's tests may publish newer ones meanwhile).
    const first = cards.filter({ has: page.getByRole('heading', { name: /Behind the Scenes/ }) });
    await expect(first.getByRole('heading')).toHaveText(/Behind the Scenes/);
    await expect(first.locator('img')).toHaveAttribute('alt', /.{10,}/);
    await expect(first.locator('time')).toHaveText('10 November 2026');
    await expect(first.getByText('Amani Wanjiru')).toBeVisible();
    await expect(first.getByText(/How we photographed an entire leadership team/)).toBeVisible();
    const dates = await cards
      .locator('time')
      .evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime')!)));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  test('a post shows its title, author, date, content, sections and up to 3 recent other posts', async ({ page }) => {
    await gotoHydrated(page, '/blogs');
    await page.getByRole('link', { name: 'Chasing Golden Hour in the Maasai Mara' }).click();
    await expect(page).toHaveURL(/\/blogs\/golden-hour-maasai-mara$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chasing Golden Hour in the Maasai Mara');
    await expect(page).toHaveTitle(/Chasing Golden Hour in the Maasai Mara/);
    await expect(page.getByText('Author: Brian Otieno')).toBeVisible();
    await expect(page.getByText('Posted on: 8 July 2026')).toBeVisible();
    await expect(page.getByText(/The Mara at first light is the reason/)).toBeVisible();
    for (const section of [
      'Timing the light',
      'Working from the vehicle',
      'Backlight, dust and exposure',
      'Respect first',
    ])
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent posts' });
    const titles = await recent.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles).toHaveLength(3);
    expect(titles).not.toContain('Chasing Golden Hour in the Maasai Mara');
    // The newest other posts: the launch posts' newest, unless the studio console's tests just
    // published newer ones.
    const firstLink = recent.getByRole('link').first();
    const href = (await firstLink.getAttribute('href'))!;
    await firstLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0]!);
  });

  test('/blogs/editing-tips works, by slug, from the header search too', async ({ page }, info) => {
    const response = await gotoHydrated(page, '/blogs/editing-tips');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Photo Editing Tips/);
    await expect(page.getByText('Author: Brian Otieno')).toBeVisible();

    await gotoHydrated(page, '/');
    if (info.project.name === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByPlaceholder('Search...').locator('visible=true').fill('editing');
    await page.getByRole('list', { name: 'Search results' }).locator('visible=true').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/blogs\/editing-tips$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Photo Editing Tips/);
  });

  test("an unknown post answers 404 and says 'No blog details found.'", async ({ page }) => {
    const response = await gotoHydrated(page, '/blogs/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No blog details found.');
    await page.getByRole('link', { name: 'All stories' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
  });

  test('the list polls every 5 s while the tab is visible, and not while it is hidden', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/blogs');
    await expect(page.locator('main article').first()).toBeVisible();
    const poll = page.waitForRequest(isListRequest);
    await page.clock.runFor(5_100);
    const response = await (await poll).response();
    expect([200, 304]).toContain(response?.status());

    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    let hiddenPolls = 0;
    page.on('request', (r) => {
      if (isListRequest(r)) hiddenPolls++;
    });
    await page.clock.runFor(16_000);
    expect(hiddenPolls).toBe(0);
  });

  // The list's error and empty states are rendered from what the server read (an island of a
  // server-rendered page, ADR 0011): the browser cannot fake the server's answer, so
  // features/blogs/components/blog-views.test.tsx covers both, and the failed poll.
});
