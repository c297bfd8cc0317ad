import { contactTexts, inquiryTexts, newsletterTexts } from '@studio/shared';
import type { Page } from '@playwright/test';
import { expect, isMobile, test, waitForHydration } from './fixtures';
import { allNames, filterBar } from './marketplace-helpers';

/**
 * docs/rules/public-pages.md#rendering: nothing a visitor does before the page is interactive is lost. The page's scripts are held
 * back (route interception) while the visitor fills and sends a public form; the server answers
 * the HTML form with the page, its message and what was entered.
 */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    // A request of a page the form's post has left behind is already gone.
    await route.continue().catch(() => undefined);
  });
  return async () => release();
}

// Module scripts hold DOMContentLoaded back, so pages are opened at 'commit' and used as they parse.
const notHydrated = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);

/** A demo photographer's id (the demo seed runs for the browser tests). */
async function anyPhotographerId(page: Page): Promise<string> {
  const res = await page.request.get('/api/photographers/portfolio/get-all');
  const body = (await res.json()) as { data: { _id: string }[] };
  expect(body.data.length).toBeGreaterThan(0);
  return body.data[0]!._id;
}

test.describe('public forms before the scripts run', () => {
  test('the contact form sent before the scripts run is stored and answered; a mistake keeps what was typed', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = page.locator('#contact-form');
    await form.getByLabel('Name').fill('Wanjiku Before-Scripts');
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByLabel('Message').fill('A garden wedding in Karen, typed before the page was ready.');
    await notHydrated(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText(contactTexts.emailInvalid)).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Wanjiku Before-Scripts');
    await expect(form.getByLabel('Message')).toHaveValue('A garden wedding in Karen, typed before the page was ready.');
    expect(page.url()).not.toContain('Wanjiku');

    await form.getByLabel('Email').fill('wanjiku@example.com');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toContainText(contactTexts.success);
    await expect(form.getByLabel('Name')).toHaveValue('');
    await release();
  });

  test('what was typed before the scripts ran is sent once they have', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = page.locator('#contact-form');
    await form.getByLabel('Name').fill('Baraka Early');
    await form.getByLabel('Email').fill('baraka@example.com');
    await form.getByLabel('Message').fill('Typed early, sent late.');
    await release();
    await waitForHydration(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toContainText(contactTexts.success);
    await expect(form.getByText(contactTexts.nameRequired)).toHaveCount(0);
  });

  test('the footer newsletter sent before the scripts run subscribes and says so on the same page', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/gallery', { waitUntil: 'commit' });
    const form = page.locator('#newsletter');
    await form.getByLabel('Email address').fill(`early-${Date.now()}@example.com`);
    await notHydrated(page);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/gallery#newsletter$/);
    await expect(form.getByRole('status')).toHaveText(newsletterTexts.success);
    await release();
  });

  test('an inquiry sent before the scripts run reaches the photographer, and its mistakes are shown', async ({
    page,
  }) => {
    const id = await anyPhotographerId(page);
    const release = await holdScripts(page);
    await page.goto(`/contact/${id}`, { waitUntil: 'commit' });
    const form = page.locator('#inquiry-form');
    await form.getByLabel('Name').fill('Achieng Early');
    await form.getByLabel('Email').fill('achieng@example.com');
    await form.getByLabel('Service').selectOption({ index: 1 });
    await form.getByLabel('Message').fill('A wedding in Naivasha.');
    await notHydrated(page);
    // No date yet: the server says so under the field and keeps the rest.
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(form.getByText(inquiryTexts.eventDateRequired)).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('A wedding in Naivasha.');

    await form.getByLabel('Event date').fill('2099-06-20');
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(form.getByRole('status')).toContainText(inquiryTexts.sent);
    await release();
  });

  test('the header search sent before the scripts run opens its results', async ({ page }, info) => {
    // On phones the search sits in the menu, which opens with the scripts (the button waits for them).
    test.skip(isMobile(info.project.name), 'the phone menu needs the scripts');
    const release = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' });
    const search = page.getByRole('search', { name: 'Site search' });
    await search.getByLabel('Search the site').fill('wedding');
    await notHydrated(page);
    await search.getByLabel('Search the site').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=wedding/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('wedding');
    await expect(page.locator('main').getByRole('link').first()).toBeVisible();
    await release();
  });

  test('the directory follows what was typed in its search before the scripts ran', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/photographers', { waitUntil: 'commit' });
    const search = filterBar(page).getByRole('searchbox', { name: 'Search' });
    await search.fill('Moses');
    await notHydrated(page);
    await release();
    await waitForHydration(page);
    await expect(page).toHaveURL(/[?&]q=Moses/);
    await expect(allNames(page)).toHaveText(['Moses Kamau']);
    await expect(search).toHaveValue('Moses');
  });
});
