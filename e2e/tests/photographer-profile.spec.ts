import { expect, test } from './auth-helpers';
import {
  createPortfolio,
  PHOTOS,
  photographerElsewhere,
  photographerSignedIn,
  PORTFOLIO,
} from './photographer-helpers';

test.describe('public photographer profile', () => {
  test('server-rendered with its title, description, cover image and JSON-LD (D5)', async ({ page }, info) => {
    const owner = await photographerElsewhere(page, info, {}, PHOTOS);
    try {
      const res = await page.request.get(`/photographer/${owner.id}`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain('<title>Wanjiru Kamau · Wedding photographer in Nairobi · Picha Studio</title>');
      expect(html).toContain(`<meta name="description" content="${PORTFOLIO.message}"`);
      expect(html).toMatch(/<meta property="og:type" content="profile"/);
      expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/uploads\/[^"]+"/);
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
      expect(jsonLd).toMatchObject({ '@type': 'Person', name: 'Wanjiru Kamau', jobTitle: 'Wedding photographer' });
      // The main content is in the HTML for crawlers, not only after JavaScript.
      expect(html.replace(/<!-- -->/g, '')).toContain('About Wanjiru Kamau');
      expect(html).toContain(PORTFOLIO.phone);
    } finally {
      await owner.close();
    }
  });

  test('sticky header, gallery with viewer, film, details and Contact', async ({ page }, info) => {
    const owner = await photographerElsewhere(page, info, {}, PHOTOS);
    try {
      await page.goto(`/photographer/${owner.id}`);
      const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
      await expect(header.getByRole('heading', { level: 1 })).toHaveText('Wanjiru Kamau');
      await expect(header).toContainText('Wedding');
      await expect(header).toContainText('Nairobi');
      await expect(header).toHaveCSS('position', 'sticky');
      await page.mouse.wheel(0, 1500);
      await expect(header).toBeInViewport();

      const details = page.getByRole('complementary', { name: 'Details' });
      await expect(details).toContainText('8 years');
      await expect(details).toContainText('Weekends available');
      await expect(details).toContainText('From Ksh\u00a085,000');
      await expect(details.getByRole('link', { name: PORTFOLIO.email })).toHaveAttribute(
        'href',
        `mailto:${PORTFOLIO.email}`,
      );
      await expect(details.getByRole('link', { name: PORTFOLIO.phone })).toHaveAttribute('href', 'tel:+254712345678');
      await expect(page.getByText(PORTFOLIO.message)).toBeVisible();

      // The images: a cover and a grid, responsive and loaded once near the screen (ADR 0035),
      // opening the viewer.
      const grid = page.getByRole('list', { name: 'Photographs' });
      await expect(grid.getByRole('img')).toHaveCount(PHOTOS.length - 1);
      await grid.locator('img').first().scrollIntoViewIfNeeded();
      await expect(grid.locator('img').first()).toHaveAttribute('src', /^\/uploads\/portfolios\//);
      await expect(grid.locator('source[type="image/avif"]').first()).toHaveAttribute('srcset', / \d+w/);
      await grid.getByRole('button').first().click();
      const viewer = page.getByRole('dialog', { name: 'Photographs by Wanjiru Kamau' });
      await expect(viewer).toBeVisible();
      await expect(viewer.getByText(`2 of ${PHOTOS.length}`)).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(viewer.getByText(`3 of ${PHOTOS.length}`)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();

      // The film waits behind its poster (a link to the file) until play is pressed.
      await expect(page.locator('video')).toHaveCount(0);
      const play = page.getByRole('button', { name: 'Play the film by Wanjiru Kamau' });
      await expect(play).toHaveAttribute('href', /\/uploads\//);
      await play.scrollIntoViewIfNeeded();
      await expect(play.locator('img')).toHaveAttribute('src', /\/uploads\//);
      await play.click();
      const film = page.getByLabel('A film by Wanjiru Kamau');
      await expect(film).toHaveAttribute('src', /\/uploads\//);
      await expect(film).toBeFocused();

      await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`/contact/${owner.id}$`));
    } finally {
      await owner.close();
    }
  });

  test('the fallbacks of a portfolio with empty optional fields', async ({ page }, info) => {
    const owner = await photographerElsewhere(page, info, { availability: '', experience: 'plenty' });
    try {
      await page.goto(`/photographer/${owner.id}`);
      const details = page.getByRole('complementary', { name: 'Details' });
      // docs/rules/history.md#issue-12: the next free dates stand where the free text was; with no text, no note follows them.
      await expect(details.getByRole('list', { name: 'Next free dates' }).getByRole('listitem')).toHaveCount(6);
      await expect(details).not.toContainText('No available data at the moment');
      await expect(details).toContainText('plenty');

      // Fields the form requires may still be empty in older data: the page says so.
      const res = await page.request.get(`/api/photographers/portfolio/${owner.id}`);
      const { photographer } = await res.json();
      await page.route(`**/api/photographers/portfolio/${owner.id}`, (route) =>
        route.fulfill({
          json: {
            photographer: {
              ...photographer,
              message: '',
              email: '',
              phone: '',
              experience: '',
              experienceYears: null,
              // A profile made before one photograph was required (ADR 0037).
              images: [],
              gallery: [],
            },
          },
        }),
      );
      // Awake, the page asks every second: the next answer shows.
      await page.evaluate(() => document.dispatchEvent(new Event('studio:wake-all')));
      await expect(page.getByText('No description available')).toBeVisible();
      await expect(details.getByText('Not provided')).toHaveCount(2);
      await expect(details).toContainText('Not stated');
      await expect(page.getByText('Wanjiru Kamau has not added any photographs yet.')).toBeVisible();
    } finally {
      await owner.close();
    }
  });

  test("'Photographer not found' for an unknown or malformed id, with a 404", async ({ page }) => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await page.goto(`/photographer/${id}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photographer not found');
      await expect(page).toHaveTitle(/Photographer not found/);
    }
  });

  test("'Error: {message}' when the profile cannot be loaded", async ({ page }, info) => {
    info.annotations.push({ type: 'expected-console-error', description: 'status of 503' });
    await photographerSignedIn(page, info, 'errorpage');
    const id = await createPortfolio(page.request, info);
    // Arrive by a link inside the app, so the browser (not the server) loads the profile.
    await page.goto('/photographer-dashboard/portfolio');
    await page.route(`**/api/photographers/portfolio/${id}`, (route) =>
      route.fulfill({ status: 503, json: { message: 'The database is restarting', code: 'UNAVAILABLE' } }),
    );
    await page.getByRole('link', { name: 'View public profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/photographer/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error: The database is restarting');
  });

  test('views: counted once per visitor per day, never from the polling, never the owner (D19)', async ({
    page,
  }, info) => {
    const owner = await photographerElsewhere(page, info);
    try {
      const overview = async () =>
        (await (await owner.owner.get('/api/views/get-overview')).json()).data.views as number;
      expect(await overview()).toBe(0);
      const viewPosts: string[] = [];
      const polls: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith(`/api/photographers/portfolio/${owner.id}/views`)) viewPosts.push(r.method());
        else if (r.url().endsWith(`/api/photographers/portfolio/${owner.id}`)) polls.push(r.method());
      });
      await page.goto(`/photographer/${owner.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wanjiru Kamau');
      // The page watches the profile while visible (a request the server holds, ADR 0035)...
      await expect.poll(() => polls.length, { timeout: 6_000 }).toBeGreaterThanOrEqual(1);
      // ...and records a single view.
      expect(viewPosts).toEqual(['POST']);
      await expect.poll(overview).toBe(1);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wanjiru Kamau');
      await expect.poll(() => viewPosts.length).toBe(2);
      // The same visitor on the same day counts once.
      expect(await overview()).toBe(1);
      // The owner looking at their own page does not count.
      const mine = await owner.owner.post(`/api/photographers/portfolio/${owner.id}/views`, {
        headers: { origin: String(info.project.use.baseURL) },
      });
      expect((await mine.json()).counted).toBe(false);
      expect(await overview()).toBe(1);
    } finally {
      await owner.close();
    }
  });

  test('watches only while the tab is visible, one held request at a time; changes show without a reload (D4, ADR 0035)', async ({
    page,
  }, info) => {
    const owner = await photographerElsewhere(page, info);
    try {
      const asked: { ifNoneMatch?: string; prefer?: string }[] = [];
      const answered: number[] = [];
      const failed: string[] = [];
      const isWatch = (url: string, method: string) =>
        url.endsWith(`/api/photographers/portfolio/${owner.id}`) && method === 'GET';
      page.on('request', (r) => {
        if (!isWatch(r.url(), r.method())) return;
        // What the page set itself (the request is still held, so its raw headers are not known yet).
        const headers = r.headers();
        asked.push({ ifNoneMatch: headers['if-none-match'], prefer: headers.prefer });
      });
      page.on('response', (r) => {
        if (isWatch(r.url(), r.request().method())) answered.push(r.status());
      });
      page.on('requestfailed', (r) => {
        if (isWatch(r.url(), r.method())) failed.push(r.failure()?.errorText ?? '');
      });
      await page.goto(`/photographer/${owner.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wanjiru Kamau');
      // One request, with the version the page shows, which the server holds while nothing changes.
      await expect.poll(() => asked.length, { timeout: 6_000 }).toBe(1);
      expect(asked[0]).toEqual({ ifNoneMatch: expect.stringMatching(/^W\//), prefer: 'wait=25' });
      await page.waitForTimeout(2_500);
      expect(asked).toHaveLength(1);
      expect(answered).toEqual([]);

      // Hidden tab: the held request ends and nothing is asked.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        Object.defineProperty(document, 'hidden', { value: true, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await expect.poll(() => failed.length).toBe(1);
      await page.waitForTimeout(2_000);
      expect(asked).toHaveLength(1);
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
        Object.defineProperty(document, 'hidden', { value: false, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await expect.poll(() => asked.length, { timeout: 5_000 }).toBe(2);

      // The owner renames the portfolio; the open page follows.
      const current = await (await owner.owner.get('/api/photographers/portfolio')).json();
      const update = await owner.owner.put(`/api/photographers/portfolio/${owner.id}`, {
        headers: { origin: String(info.project.use.baseURL) },
        multipart: { ...PORTFOLIO, name: 'Wanjiru K. Kamau', availability: current.photographer.availability ?? '' },
      });
      expect(update.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wanjiru K. Kamau', { timeout: 8_000 });
      // The held request answered with the change.
      expect(answered).toContain(200);
    } finally {
      await owner.close();
    }
  });
});
