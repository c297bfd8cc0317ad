import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

const open = gotoHydrated;

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Portfolio categories' });
const tab = (page: Page, name: string) => tabs(page).getByRole('tab', { name });
const tiles = (page: Page) => page.getByRole('tabpanel').getByTestId('portfolio-tile');

test.describe('/portfolio', () => {
  test('intro with Contact Us; the weddings tab is open by default', async ({ page }) => {
    await open(page, '/portfolio');
    await expect(page).toHaveTitle(/^Portfolio/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Work we are proud of');
    await expect(tabs(page).getByRole('tab')).toHaveText(['Weddings', 'Sports', 'Commercials', 'Events']);
    await expect(tab(page, 'Weddings')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Weddings' })).toBeVisible();
    await expect(tiles(page)).toHaveCount(9);
    await page.getByRole('main').getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('switching tabs shows their photos, updates the URL and keeps the place on the page', async ({ page }) => {
    await open(page, '/portfolio');
    await tab(page, 'Weddings').scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    await tab(page, 'Sports').click();
    await expect(page).toHaveURL(/\/portfolio\/sports$/);
    await expect(tab(page, 'Sports')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Weddings')).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Sports and the outdoors' })).toBeVisible();
    await expect(tiles(page).first()).toHaveAccessibleName(/hiking trail/);
    await expect(tab(page, 'Sports')).toBeInViewport();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5);
    await expect(page).toHaveTitle(/^Sports photography portfolio/);
  });

  test('the tablist works with the keyboard: arrows, Home and End', async ({ page }) => {
    await open(page, '/portfolio/weddings');
    await tab(page, 'Weddings').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Sports')).toBeFocused();
    await expect(tab(page, 'Sports')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/portfolio\/sports$/);
    await page.keyboard.press('End');
    await expect(tab(page, 'Events')).toBeFocused();
    await expect(page).toHaveURL(/\/portfolio\/events$/);
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Weddings')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Events')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab(page, 'Weddings')).toBeFocused();
    await expect(page).toHaveURL(/\/portfolio\/weddings$/);
    // Only the selected tab is in the tab order; Tab moves on to its panel.
    await expect(tab(page, 'Sports')).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
  });

  test('/portfolio/sports opens the sports tab; an unknown tab shows the 404 fallback', async ({ page }) => {
    await open(page, '/portfolio/sports');
    await expect(tab(page, 'Sports')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Sports and the outdoors' })).toBeVisible();
    await expect(tiles(page)).toHaveCount(9);

    await open(page, '/portfolio/underwater');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByTestId('error-detail')).toHaveText('404 Not Found');
  });

  test('a photo opens full size; the viewer closes by its button, the overlay and Escape, returning focus', async ({
    page,
  }) => {
    await open(page, '/portfolio/commercials');
    const viewer = page.getByRole('dialog', { name: 'Commercials photos' });
    const tile = tiles(page).nth(2);

    await tile.click();
    await expect(viewer).toBeVisible();
    await expect(viewer.locator('figcaption')).toHaveText(/espresso/i);
    await expect(viewer.getByText('3 of 9')).toBeVisible();
    // Focus moves into the viewer, and the page behind it is inert: Tab never reaches it (only the
    // viewer's controls, or the browser's own UI).
    expect(await viewer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(
        await viewer.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body),
      ).toBe(true);
    }
    await viewer.getByRole('button', { name: 'Close viewer' }).click();
    await expect(viewer).toBeHidden();
    await expect(tile).toBeFocused();

    await tile.click();
    await expect(viewer).toBeVisible();
    await page.mouse.click(8, 8); // the overlay, outside the photo and the buttons
    await expect(viewer).toBeHidden();
    await expect(tile).toBeFocused();

    await tile.press('Enter');
    await expect(viewer).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('4 of 9')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(tile).toBeFocused();
  });

  test('below the work: the team carousel and the unique services', async ({ page }) => {
    await open(page, '/portfolio');
    await expect(page.getByTestId('team-carousel')).toBeVisible();
    const unique = page.getByTestId('unique-services');
    await expect(unique.getByRole('heading', { name: 'Unique services' })).toBeVisible();
    await expect(unique.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/services#wedding-videos');
  });

  test('Learn More lands on the wedding videos of the services page', async ({ page }) => {
    await open(page, '/portfolio');
    await page.getByTestId('unique-services').getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/\/services#wedding-videos$/);
    const section = page.locator('#wedding-videos');
    await expect(section.getByRole('heading', { name: 'Wedding videos' })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test('opening /services#wedding-videos directly lands on the section too', async ({ page }) => {
    await open(page, '/services#wedding-videos');
    await expect(page.locator('#wedding-videos').getByRole('heading', { name: 'Wedding videos' })).toBeInViewport();
  });
});
