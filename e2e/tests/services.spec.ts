import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

const open = gotoHydrated;

const slugs = [
  'weddings',
  'event-coverage',
  'commercials',
  'sports',
  'portraits',
  'birthdays',
  'real-estate',
  'fashion',
  'documentary',
  'editing',
];

/** Every film's `paused`, in order. */
const pausedStates = (videos: Locator) => videos.evaluateAll((els) => els.map((v) => (v as HTMLVideoElement).paused));

async function counterText(page: Page) {
  return (await page.getByTestId('project-counter').textContent()) ?? '';
}

test.describe('/services', () => {
  test('presents all ten services, each linked to its own page', async ({ page }) => {
    await open(page, '/services');
    await expect(page).toHaveTitle(/Services and prices/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Photography and film for every chapter of your story',
    );
    const cards = page.getByTestId('service-card');
    await expect(cards).toHaveCount(10);
    for (const [i, slug] of slugs.entries()) {
      const link = cards.nth(i).getByRole('link');
      await expect(link).toHaveAttribute('href', `/services/${slug}`);
      await expect(cards.nth(i)).toContainText(/From Ksh\s\d{1,3}(,\d{3})*/);
    }
    await expect(cards.nth(1)).toContainText('Event Coverage');
  });

  test("the wedding and birthday shoot cards' Book Your Spot goes to /contact, carrying the service", async ({
    page,
  }) => {
    await open(page, '/services');
    for (const slug of ['weddings', 'birthdays']) {
      await expect(
        page.getByTestId(`shoot-card-${slug}`).getByRole('link', { name: /^Book Your Spot/ }),
      ).toHaveAttribute('href', `/contact?service=${slug}#contact-form`);
    }
    await page
      .getByTestId('shoot-card-birthdays')
      .getByRole('link', { name: /^Book Your Spot/ })
      .click();
    await expect(page).toHaveURL(/\/contact\?service=birthdays#contact-form$/);
  });

  test('four wedding videos: muted, inline, with posters, and nothing downloaded before play', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.mp4')) videoRequests.push(r.url());
    });
    await open(page, '/services');
    const section = page.locator('#wedding-videos');
    await expect(section.getByRole('heading', { name: 'Wedding videos' })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    const videos = section.locator('video');
    await expect(videos).toHaveCount(4);
    for (const video of await videos.all()) {
      await expect(video).toHaveAttribute('preload', 'none');
      await expect(video).toHaveAttribute(
        'poster',
        /^\/media\/video\/sample-reel-[a-z-]+-poster\.[0-9a-f]+-\d+\.webp$/,
      );
      await expect(video).toHaveAttribute('playsinline', '');
      expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.paused)).toBe(true);
    }
    // The posters are real images.
    const poster = await videos.first().getAttribute('poster');
    expect((await page.request.get(poster!)).headers()['content-type']).toBe('image/webp');
    await page.waitForTimeout(300);
    expect(videoRequests).toEqual([]);
  });

  test('a preview film plays while hovered and pauses when the pointer leaves', async ({ page }) => {
    await open(page, '/services');
    const videos = page.locator('#wedding-videos video');
    const preview = page.locator('#wedding-videos video[data-hover-preview="true"]').first();
    const card = page.getByRole('button', { name: 'Play the film Golden hour on the lake' });
    await card.hover();
    // It plays (and says so); the others stay still.
    await expect.poll(() => pausedStates(videos)).toEqual([false, true, true, true]);
    await expect(page.getByRole('button', { name: 'Pause the film Golden hour on the lake' })).toBeAttached();
    await page.getByRole('heading', { name: 'Wedding videos' }).hover();
    await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('every film has a play button; a film started with it keeps playing after the pointer leaves', async ({
    page,
  }) => {
    await open(page, '/services');
    const play = page.getByRole('button', { name: 'Play the film After dark' });
    await play.scrollIntoViewIfNeeded();
    await play.click();
    const film = page.locator('#wedding-videos video').nth(2);
    await expect.poll(() => film.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await page.getByRole('heading', { name: 'Wedding videos' }).hover();
    await page.waitForTimeout(200);
    expect(await film.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await page.getByRole('button', { name: 'Pause the film After dark' }).click();
    await expect.poll(() => film.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('under reduced motion, hovering does not play a film', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/services');
    const preview = page.locator('#wedding-videos video[data-hover-preview="true"]').first();
    const card = page.getByRole('button', { name: 'Play the film Golden hour on the lake' });
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    await page.waitForTimeout(300);
    expect(await preview.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('the project counter counts up to 300 over 2 s in 100 ms steps once scrolled into view', async ({ page }) => {
    // Time stands still unless the test moves it.
    await page.clock.install({ time: new Date('2026-03-02T09:00:00+03:00') });
    await page.clock.pauseAt(new Date('2026-03-02T09:00:01+03:00'));
    await open(page, '/services');
    const stats = page.getByTestId('stats');
    await expect(page.getByTestId('project-counter')).toHaveText('0+');
    // Not in view yet: time passes and nothing moves.
    await page.clock.runFor(3000);
    await expect(page.getByTestId('project-counter')).toHaveText('0+');

    await stats.scrollIntoViewIfNeeded();
    await expect(stats.getByText('projects delivered')).toBeInViewport();
    // Let the observer see it, then advance one step at a time until the count has started.
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return counterText(page);
      })
      .not.toBe('0+');
    const first = Number.parseInt(await counterText(page), 10);
    expect(first).toBe(15); // 300 / (2000 ms / 100 ms)

    await page.clock.runFor(900);
    const middle = Number.parseInt(await counterText(page), 10);
    expect(middle).toBeGreaterThan(first);
    expect(middle).toBeLessThan(300);
    expect(middle % 15).toBe(0);

    await page.clock.runFor(1000);
    await expect(page.getByTestId('project-counter')).toHaveText('300+');
    await page.clock.runFor(2000);
    await expect(page.getByTestId('project-counter')).toHaveText('300+');
    await expect(stats.getByText('95%')).toBeVisible();
  });

  test('with reduced motion the counter shows 300+ at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await open(page, '/services');
    await expect(page.getByTestId('project-counter')).toHaveText('300+');
  });

  test('fashion photography links to sign-up', async ({ page }) => {
    await open(page, '/services');
    const fashion = page.getByTestId('fashion');
    await expect(fashion.getByRole('heading', { name: 'Fashion photography' })).toBeVisible();
    await fashion.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('/services/:serviceSlug', () => {
  test('/services/event-coverage lands on event coverage, with its price, inclusions and photos', async ({ page }) => {
    await open(page, '/services/event-coverage');
    await expect(page).toHaveTitle(/^Event Coverage/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event Coverage');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(page.getByText('Ksh\u00a035,000').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What’s included' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Book Your Spot/ }).first()).toHaveAttribute(
      'href',
      /^\/contact\?service=[a-z-]+#contact-form$/,
    );

    const tile = page.getByRole('button', { name: /^View full size:/ }).nth(1);
    await tile.click();
    const viewer = page.getByRole('dialog', { name: 'Event Coverage photos' });
    await expect(viewer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(tile).toBeFocused();
  });

  test('the header search entry and the services page both lead there', async ({ page }) => {
    await open(page, '/services');
    await page.getByTestId('service-card').filter({ hasText: 'Event Coverage' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/services\/event-coverage$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event Coverage');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Another service from the list below.
    await page
      .getByRole('link', { name: /Birthday Shoots/ })
      .last()
      .click();
    await expect(page).toHaveURL(/\/services\/birthdays$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Birthday Shoots');
  });

  test('an unknown service shows the 404 fallback', async ({ page }) => {
    await open(page, '/services/underwater-basket-weaving');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByTestId('error-detail')).toHaveText('404 Not Found');
  });
});
