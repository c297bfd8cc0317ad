import type { Page } from '@playwright/test';
import { expect, test } from './auth-helpers';
import { gotoHydrated, waitForHydration } from './fixtures';
import { createPortfolio, dashboardNav, deviceContext, photographerSignedIn } from './photographer-helpers';

/**
 * Packages (docs/rules/history.md#issue-12), end to end: a photographer adds two packages and reorders them on the
 * dashboard; a visitor sees them, in that order, on the server-rendered profile, and requests one
 * through the inquiry form, which the photographer then sees on the request.
 */

/** A calendar date `days` after today in Nairobi. */
const nairobiDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date(Date.now() + days * 86_400_000));

async function addPackage(
  page: Page,
  p: { title: string; kes: string; usd?: string; duration: string; unit: 'hours' | 'days'; delivers: string },
) {
  await page.getByLabel('Title', { exact: true }).fill(p.title);
  await page.getByLabel('Price (KES)').fill(p.kes);
  if (p.usd) await page.getByLabel('Price (USD, optional)').fill(p.usd);
  await page.getByLabel('Duration', { exact: true }).fill(p.duration);
  await page.getByLabel('Duration in').selectOption(p.unit);
  await page.getByLabel('What you deliver (optional)').fill(p.delivers);
  await page.getByRole('button', { name: 'Add a package' }).click();
  const toast = page.getByRole('listitem').filter({ hasText: 'Package added.' });
  await expect(toast).toBeVisible();
  // On phones the toast sits over the form's button: put it away, as a person would.
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toBeHidden();
}

const packageList = (page: Page) => page.getByRole('list', { name: /Your packages/ }).getByRole('listitem');

test('a photographer adds and reorders two packages; a visitor sees them on the profile and requests one', async ({
  page,
  browser,
}, info) => {
  test.slow();
  await photographerSignedIn(page, info, 'pkgphotog');
  const portfolioId = await createPortfolio(page.request, info, { name: 'Neema Achieng' });

  // The navbar leads to the page.
  await gotoHydrated(page, '/photographer-dashboard');
  await (await dashboardNav(page, info)).getByRole('link', { name: 'Packages' }).click();
  await expect(page).toHaveURL(/\/photographer-dashboard\/packages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible();

  // A message under a field, nothing added.
  await page.getByRole('button', { name: 'Add a package' }).click();
  await expect(page.getByText('Please enter a title.')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toBeFocused();

  await addPackage(page, {
    title: 'Half-day wedding',
    kes: '65,000',
    usd: '500',
    duration: '4',
    unit: 'hours',
    delivers: '300 edited photos, online gallery in 2 weeks',
  });
  await addPackage(page, {
    title: 'Full-day wedding',
    kes: '120000',
    duration: '1',
    unit: 'days',
    delivers: '600 edited photos and a short film',
  });
  await expect(packageList(page)).toHaveCount(2);
  await expect(packageList(page).nth(0)).toContainText('Half-day wedding');

  // Reorder with the keyboard: the moved package keeps the focus.
  await page.getByRole('button', { name: 'Move Full-day wedding up' }).focus();
  await page.keyboard.press('Enter');
  await expect(packageList(page).nth(0)).toContainText('Full-day wedding');
  await expect(page.getByRole('button', { name: 'Move Full-day wedding down' })).toBeFocused();
  await page.reload();
  await waitForHydration(page);
  await expect(packageList(page).nth(0)).toContainText('Full-day wedding');
  await expect(packageList(page).nth(1)).toContainText('Ksh\u00a065,000 (US$500)');

  // A visitor (a browser of its own), on the server-rendered profile.
  const visitor = await browser.newContext(deviceContext(info));
  const guest = await visitor.newPage();
  const html = await (await guest.request.get(`/photographer/${portfolioId}`)).text();
  expect(html.indexOf('Full-day wedding')).toBeGreaterThan(0);
  expect(html.indexOf('Full-day wedding')).toBeLessThan(html.indexOf('Half-day wedding'));

  await gotoHydrated(guest, `/photographer/${portfolioId}`);
  const section = guest.getByRole('region', { name: 'Packages' });
  await expect(section.getByRole('listitem')).toHaveCount(2);
  await expect(section.getByRole('listitem').nth(0)).toContainText('Ksh\u00a0120,000');
  await expect(section.getByRole('listitem').nth(0)).toContainText('1 day');
  const half = section.getByRole('listitem', { name: 'Half-day wedding' });
  await expect(half).toContainText('4 hours');
  await expect(half).toContainText('300 edited photos, online gallery in 2 weeks');
  await half.getByRole('link', { name: /Request this package/ }).click();
  await expect(guest).toHaveURL(/\/contact\/[^?]+\?package=/);
  await waitForHydration(guest);

  // The inquiry form offers both, "Not sure yet" first, with the requested one chosen.
  const choice = guest.getByLabel('Package', { exact: true });
  await expect(choice.locator('option')).toHaveText([
    'Not sure yet',
    'Full-day wedding · Ksh\u00a0120,000 · 1 day',
    'Half-day wedding · Ksh\u00a065,000 (US$500) · 4 hours',
  ]);
  await expect(choice.locator('option:checked')).toHaveText('Half-day wedding · Ksh\u00a065,000 (US$500) · 4 hours');

  await guest.getByLabel('Name', { exact: true }).fill('Achieng Otieno');
  await guest.getByLabel('Email', { exact: true }).fill(`achieng.${info.project.name}@example.com`);
  await guest.getByLabel('Event date').fill(nairobiDate(40));
  await guest.getByLabel('Message', { exact: true }).fill('Our wedding in Naivasha, about 120 guests.');
  await guest.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(guest.getByText(/Your inquiry has been sent/)).toBeVisible();
  await visitor.close();

  // The photographer sees which package was asked for.
  await gotoHydrated(page, '/photographer-dashboard/booking-requests');
  const request = page.getByRole('article', { name: 'Achieng Otieno' });
  await expect(request).toContainText('Half-day wedding');
  await expect(request).toContainText('Ksh\u00a065,000 (US$500)');
});
