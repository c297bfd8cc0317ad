import type { Page } from '@playwright/test';
import { expect, gotoHydrated, isMobile, test } from './fixtures';

const team = (page: Page) => page.getByTestId('team-carousel');
const START = new Date('2026-03-02T08:00:00+03:00');

const open = gotoHydrated;

/** Installs a stopped clock before the page loads: timers fire only in runFor, so every step is exact. */
async function frozenClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1_000));
}

/** The positions a bouncing carousel visits: 0, 1, ..., n-1, n-2, ..., 0, 1, ... */
function pingPong(positions: number, steps: number): number[] {
  const seen = [0];
  let direction = 1;
  for (let i = 0; i < steps; i++) {
    const at = seen.at(-1)!;
    if (at + direction < 0 || at + direction > positions - 1) direction = -direction;
    seen.push(at + direction);
  }
  return seen;
}

test.describe('about page', () => {
  test('banner, story, core values and vision', async ({ page }) => {
    await open(page, '/about');
    await expect(page).toHaveTitle(/About us/);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'About Picha Studio' })).toBeVisible();
    const values = page.getByTestId('core-values');
    for (const value of ['Happiness', 'Integrity', 'Excellence'])
      await expect(values.getByRole('heading', { name: value, exact: true })).toBeVisible();
    const vision = page.getByTestId('vision');
    await expect(vision.getByRole('heading', { name: 'Our vision' })).toBeVisible();
    await expect(vision.locator('p').first()).toContainText('photographer');
  });

  test('the image carousel scrolls with its buttons', async ({ page }) => {
    await open(page, '/about');
    const row = page.getByRole('list', { name: 'Photographs from the studio' });
    await expect(row.locator('img').first()).toHaveAttribute('alt', /\S/);
    const previous = page.getByRole('button', { name: 'Previous photos' });
    await expect(previous).toBeDisabled();
    await page.getByRole('button', { name: 'Next photos' }).click();
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(50);
    await expect(previous).toBeEnabled();
  });

  test('the community pitch has a Join link to /signup', async ({ page }) => {
    await open(page, '/about');
    const join = page.getByTestId('community').getByRole('link', { name: /^Join/ });
    await expect(join).toHaveAttribute('href', '/signup');
    await join.click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('the team: four members with their roles', async ({ page }) => {
    await open(page, '/about');
    const carousel = team(page);
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(4);
    for (const role of ['Founder and CEO', 'Photo Editor', 'Cinematic Videographer', 'Software Developer'])
      await expect(carousel.getByText(role, { exact: true })).toHaveCount(1);
    await expect(carousel.locator('img')).toHaveCount(4);
  });

  test('the team carousel advances every 9 s and reverses direction at either end', async ({ page }, info) => {
    test.slow(); // many timed steps; slow on a busy machine
    await frozenClock(page);
    await open(page, '/about');
    await page.mouse.move(1, 1);
    const carousel = team(page);
    // One card at a time at 390 px (4 positions); three at 1440 px (2 positions).
    const positions = isMobile(info.project.name) ? 4 : 2;
    await expect(carousel).toHaveAttribute('data-positions', String(positions));
    await expect(carousel).toHaveAttribute('data-index', '0');
    // Below the fold it waits; it starts once scrolled into view.
    await page.clock.runFor(10_000);
    await expect(carousel).toHaveAttribute('data-index', '0');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    await page.clock.runFor(8_900);
    await expect(carousel).toHaveAttribute('data-index', '0');

    // On to the end, back to the start, and forward again.
    const expected = pingPong(positions, 2 * (positions - 1) + 1);
    expect(expected.at(-2)).toBe(0);
    expect(expected.at(-1)).toBe(1);
    let first = true;
    for (const index of expected.slice(1)) {
      await page.clock.runFor(first ? 100 : 9_000);
      first = false;
      await expect(carousel).toHaveAttribute('data-index', String(index));
    }
    // The cards shown follow the index.
    await expect(carousel.locator('[aria-roledescription="slide"]').nth(1)).toHaveAttribute('data-shown', 'true');
  });
});

test.describe('testimonials page', () => {
  test('shows the three testimonials in full, with a call to action', async ({ page }) => {
    await open(page, '/testimonials');
    await expect(page).toHaveTitle(/Client testimonials/);
    await expect(page.locator('h1')).toHaveCount(1);
    const list = page.getByTestId('testimonials-list');
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.locator('blockquote')).toHaveCount(3);
    for (const name of ['Esther Mwangi', 'Felix Omondi', 'Grace Achieng'])
      await expect(list.getByText(name)).toBeVisible();
    await expect(page.getByTestId('closing-cta').getByRole('link').first()).toHaveAttribute('href', '/contact');
  });
});
