import { expect, gotoHydrated, isMobile, test } from './fixtures';

test.describe('legal pages, cookie settings and credits', () => {
  test('the privacy policy covers Kenyan data protection: what, why, how long, rights, complaints', async ({
    page,
  }) => {
    await gotoHydrated(page, '/privacy-policy');
    await expect(page).toHaveTitle(/Privacy Policy/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText(/^Last updated: \d{1,2} \w+ \d{4}$/)).toBeVisible();
    for (const heading of [
      'Who we are and how to reach us',
      'What we collect, why, and for how long',
      'Your rights',
      'How to use your rights',
      'Complaints',
    ])
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    await expect(page.getByText(/Data Protection Act, 2019/).first()).toBeVisible();
    await expect(page.getByText(/Office of the Data Protection Commissioner/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'privacy@picha.studio' }).first()).toHaveAttribute(
      'href',
      'mailto:privacy@picha.studio',
    );
    const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
    expect(await contents.count()).toBe(await page.locator('article section').count());
  });

  test('the retention table is readable at this width', async ({ page }, info) => {
    await gotoHydrated(page, '/privacy-policy');
    if (isMobile(info.project.name)) {
      const cards = page.getByRole('list', { name: 'Personal data we process' });
      await expect(cards).toBeVisible();
      await expect(cards.getByText('24 months after our last exchange')).toBeVisible();
    } else {
      const table = page.getByRole('table', { name: 'Personal data we process' });
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader', { name: 'How long we keep it' })).toBeVisible();
    }
  });

  test('the terms cover bookings, deposits, cancellations, copyright, the marketplace and Kenyan law', async ({
    page,
  }) => {
    await gotoHydrated(page, '/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    for (const heading of [
      'Booking the studio',
      'Deposits and payment',
      'Cancellations and changes',
      'Copyright and how you may use the pictures',
      'The photographer marketplace',
      'Acceptable use',
      'Governing law and disputes',
    ])
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    await expect(page.getByText(/governed by the laws of Kenya/)).toBeVisible();
  });

  test('cookie settings: essential locked on, accepting reveals options, the choice is saved and shown again', async ({
    page,
  }) => {
    await gotoHydrated(page, '/cookies');
    const essential = page.getByLabel(/Essential cookies/);
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(page.getByLabel('Analytics cookies')).toHaveCount(0);
    await expect(page.getByLabel('Marketing cookies')).toHaveCount(0);

    await page.getByLabel('I accept the use of cookies').check();
    await expect(page.getByLabel('Analytics cookies')).toBeVisible();
    await expect(page.getByLabel('Marketing cookies')).toBeVisible();
    await page.getByLabel('Marketing cookies').uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your cookie preferences have been saved!' }),
    ).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null'));
    expect(stored).toEqual({ essential: true, analytics: true, marketing: false });

    await page.reload();
    await expect(page.getByLabel('I accept the use of cookies')).toBeChecked();
    await expect(page.getByLabel('Analytics cookies')).toBeChecked();
    await expect(page.getByLabel('Marketing cookies')).not.toBeChecked();
  });

  test('photo credits list every kind of media with author, licence and source', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.locator('footer').getByRole('link', { name: 'Photo credits' }).click();
    await expect(page).toHaveURL(/\/credits$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photo credits');
    for (const group of ['Photographs', 'Films', 'Logos', 'Avatars'])
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${group} \\(\\d+\\)$`) })).toBeVisible();
    const photos = page.locator('#credits-photo li[id^="credit-"]');
    expect(await photos.count()).toBeGreaterThan(40);
    const giraffes = page.locator('#credit-photos-giraffes-savanna-01');
    await expect(giraffes.getByRole('link', { name: /Mike and Lara Wolfe/ })).toHaveAttribute(
      'href',
      /commons\.wikimedia\.org/,
    );
    await expect(giraffes.getByRole('link', { name: /CC0 1\.0/ })).toHaveAttribute('href', /creativecommons\.org/);
    await expect(
      page
        .locator('#credits-photo')
        .getByRole('link', { name: /^CC BY-SA/ })
        .first(),
    ).toHaveAttribute('href', /^https:\/\/creativecommons\.org\/licenses\/by-sa\//);
  });
});
