import type { Page } from '@playwright/test';
import { accountSignedIn, expect, test } from './auth-helpers';
import { moveBookingIntoThePast } from './database-helpers';
import { gotoHydrated, waitForHydration } from './fixtures';
import { baseURL, dashboardNav, nairobiDate, PORTFOLIO, photographerInBrowser } from './photographer-helpers';

/**
 * Reviews (docs/rules/history.md#issue-13, "Done when"), once per screen size: a client whose booking was completed
 * writes a review, choosing the stars by pointer and then by keyboard; the photographer replies and
 * features it; the profile shows the average, the count, the review and the reply. A client whose
 * booking is not completed finds no way to review it, and the API refuses them. The directory's
 * 'Highest Rated' and 'Most Reviews' order the demo photographers (seeded with reviews) as the
 * Bayesian average and the count say.
 *
 * Completing needs the booking's date to have passed, and an inquiry cannot be sent for a past
 * day: the test moves the accepted booking's date back in the server's database (what only time
 * could do), then the photographer completes it through the API, as the Bookings page does.
 */

const TEXT = 'Wanjiru was calm and kind all day, and the photos of our first dance are simply beautiful.';
const REPLY = 'Asante sana, Achieng! It was a joy to photograph your wedding.';

/** The demo photographers (SEED_DEMO) by their demo reviews, as ADR 0020 orders them. */
const HIGHEST_RATED = ['Ian Mutua', 'Zawadi Njoki', 'Moses Kamau', 'Faith Kiplagat', 'Halima Abdi', 'Joy Chebet'];
const MOST_REVIEWS = ['Moses Kamau', 'Ian Mutua', 'Zawadi Njoki', 'Joy Chebet', 'Faith Kiplagat', 'Halima Abdi'];

/**
 * The names of the 'All Photographers' cards of the directory sorted by `sort`, in order, once
 * they are among `expected` in its order (the address changes before the new answer has come).
 */
async function expectDirectoryOrder(page: Page, sort: 'Highest Rated' | 'Most Reviews', expected: string[]) {
  await gotoHydrated(page, '/photographers');
  await page.getByLabel('Sort by').selectOption({ label: sort });
  await expect(page).toHaveURL(new RegExp(`sort=${sort === 'Highest Rated' ? 'rating' : 'reviews'}`));
  const headings = page.getByRole('region', { name: 'All Photographers' }).getByRole('article').getByRole('heading');
  await expect
    .poll(async () => (await headings.allTextContents()).filter((n) => expected.includes(n)))
    .toEqual(expected);
  return headings.allTextContents();
}

test('a completed booking is reviewed, answered and featured, and the profile and directory show it', async ({
  page,
  browser,
}, info) => {
  test.slow(); // Two people in two browsers, sign-ins through the screen and a portfolio's uploads.
  const problems: string[] = [];
  const photographer = await photographerInBrowser(browser, info, problems);
  const p = photographer.page;
  const origin = { origin: baseURL(info) };
  try {
    let completed = '';
    let pending = '';
    await test.step('a client books twice; one booking is accepted, its day passes, and it is completed', async () => {
      const email = await accountSignedIn(page, info, 'review-client');
      expect((await page.request.post('/api/created-id', { data: { role: 'client' }, headers: origin })).status()).toBe(
        201,
      );
      const inquire = async (service: string, days: number) => {
        const res = await page.request.post('/api/booking-requests', {
          headers: origin,
          data: {
            photographerId: photographer.id,
            name: 'Achieng Otieno',
            email,
            service,
            eventDate: nairobiDate(days),
            message: 'Our wedding at the Karen Blixen gardens, 150 guests.',
          },
        });
        expect(res.status(), await res.text()).toBe(201);
        return ((await res.json()) as { bookingRequest: { id: string } }).bookingRequest.id;
      };
      completed = await inquire('Wedding', 10);
      pending = await inquire('Portrait', 11);
      const move = (id: string, status: string) =>
        p.request.patch(`/api/booking-requests/${id}`, { headers: origin, data: { status } });
      expect((await move(completed, 'accepted')).status()).toBe(200);
      await moveBookingIntoThePast(completed, 3);
      expect((await move(completed, 'completed')).status()).toBe(200);
    });

    await test.step('the booking not completed offers no review, and the API refuses one', async () => {
      await gotoHydrated(page, `/dashboard/Messages?request=${pending}`);
      const thread = page.getByRole('region', { name: 'Conversation about Portrait' });
      await expect(thread).toBeVisible();
      await expect(page.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
      const refused = await page.request.post(`/api/booking-requests/${pending}/review`, {
        headers: origin,
        data: { rating: 5, text: TEXT },
      });
      expect(refused.status()).toBe(409);
    });

    await test.step('the client is invited, and writes the review: stars by pointer, then by keyboard', async () => {
      await gotoHydrated(page, `/dashboard/Messages?request=${completed}`);
      await expect(page.getByText('How did it go?')).toBeVisible();
      await page.getByRole('button', { name: 'Write a review' }).click();
      const stars = page.getByRole('radiogroup', { name: /Your rating/ });
      // The pointer: a click (a tap on phones) on the third star.
      await stars.getByRole('radio', { name: '3 stars' }).click();
      await expect(stars.getByRole('radio', { name: '3 stars' })).toBeChecked();
      // The keyboard: the arrows move the choice to five.
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(stars.getByRole('radio', { name: '5 stars' })).toBeChecked();
      await page.getByRole('textbox', { name: /Your review/ }).fill(TEXT);
      await page.getByRole('checkbox', { name: 'The studio may quote this review' }).check();
      await page.getByRole('button', { name: 'Publish review' }).click();
      await expect(page.getByText('Thank you! Your review is published.')).toBeVisible();
      await expect(page.getByText(TEXT)).toBeVisible();
    });

    await test.step('the photographer sees it on Testimonials, replies and features it', async () => {
      await gotoHydrated(p, '/photographer-dashboard');
      await (await dashboardNav(p, info)).getByRole('link', { name: 'Testimonials' }).click();
      await expect(p).toHaveURL(/\/photographer-dashboard\/testimonials$/);
      await waitForHydration(p);
      const review = p.getByRole('article').filter({ hasText: TEXT });
      await expect(review).toBeVisible();
      await review.getByRole('button', { name: 'Reply' }).click();
      await review.getByRole('textbox', { name: 'Your public reply' }).fill(REPLY);
      await review.getByRole('button', { name: 'Publish reply' }).click();
      await expect(review).toContainText(REPLY);
      await review.getByRole('button', { name: 'Feature on profile' }).click();
      await expect(review.getByRole('button', { name: 'Feature on profile', pressed: true })).toBeVisible();
    });

    await test.step('the profile shows the average, the count, the review and the reply', async () => {
      await gotoHydrated(page, `/photographer/${photographer.id}`);
      const reviews = page.getByRole('region', { name: 'Reviews' });
      await expect(reviews.getByText('Rated 5.0 out of 5 from 1 review')).toBeAttached();
      await expect(reviews.getByRole('heading', { name: 'Featured reviews' })).toBeVisible();
      await expect(reviews.getByText(TEXT).first()).toBeVisible();
      await expect(reviews.getByText(`Reply from ${PORTFOLIO.name}`).first()).toBeVisible();
      await expect(reviews.getByText(REPLY).first()).toBeVisible();
      await expect(reviews.getByText('Achieng O.').first()).toBeVisible();
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
      expect(ld.makesOffer.itemOffered.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
    });

    await test.step("the directory sorts by 'Highest Rated' and by 'Most Reviews'", async () => {
      await expectDirectoryOrder(page, 'Most Reviews', MOST_REVIEWS);
      // The photographer reviewed here has one five-star review: below many slightly lower ones.
      const names = await expectDirectoryOrder(page, 'Highest Rated', HIGHEST_RATED);
      if (names.includes(PORTFOLIO.name))
        expect(names.indexOf(PORTFOLIO.name)).toBeGreaterThan(names.indexOf(HIGHEST_RATED.at(-1)!));
    });
    expect(problems).toEqual([]);
  } finally {
    await photographer.close();
  }
});
