import type { Page } from '@playwright/test';
import { expect, signInThroughScreen, test } from './auth-helpers';
import { gotoHydrated, waitForHydration } from './fixtures';
import { allNames, choose, filterBar } from './marketplace-helpers';
import { baseURL, createPortfolio, PHOTOS, photographerSignedIn } from './photographer-helpers';

/**
 * docs/rules/history.md#issue-23, "Done when" (docs/rules/photographers-and-portfolios.md#kenyan-marketplace, ADR 0030), once per screen size: a photographer signs up and
 * publishes with one photograph and a price in shillings; the directory's card, the profile and the
 * filter all show KES, never a dollar conversion in its place; a client filters by Nairobi and by a
 * KES range, and the US dollar view labels the same ranges in dollars at the studio's rate. Staff
 * set that rate in the console: a bad one is refused under the field and nothing changes.
 */

const ADMIN_EMAIL = 'studio-admin@picha.test';

/** The card of the photographer named `name` in 'All Photographers'. */
const cardOf = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'All Photographers' })
    .getByRole('article')
    .filter({
      has: page.getByRole('heading', { level: 3, name }),
    });

test('a photographer priced in KES is shown in KES on the card, the profile and the filter', async ({ page }, info) => {
  test.slow(); // A sign-up, a portfolio with its film and photograph, and several pages.
  const name = `Akinyi Otieno ${info.project.name} ${Date.now() % 100000}`;
  const visitor = await page
    .context()
    .browser()!
    .newContext({
      baseURL: baseURL(info),
      viewport: page.viewportSize() ?? undefined,
      isMobile: info.project.name === 'mobile',
      hasTouch: info.project.name === 'mobile',
    });

  try {
    await test.step('the photographer signs up and publishes with a KES price and one photograph', async () => {
      await photographerSignedIn(page, info, 'kes-photographer');
      await createPortfolio(
        page.request,
        info,
        { name, price: 'From KES 45,000 per shoot', location: 'Nairobi', speciality: 'Portrait' },
        { images: [PHOTOS[0]!] },
      );
      // Their own form says what clients will see: shillings, as written.
      await gotoHydrated(page, '/photographer-dashboard/portfolio');
      await expect(page.getByText('from Ksh\u00a045,000', { exact: true })).toBeVisible();
      await expect(page.getByText(/\$\d/)).toHaveCount(0);
    });

    const client = await visitor.newPage();
    await test.step('the directory card shows KES', async () => {
      await gotoHydrated(client, `/photographers?q=${encodeURIComponent(name)}`);
      const card = cardOf(client, name);
      await expect(card).toContainText('From Ksh\u00a045,000');
      await expect(card).not.toContainText('$');
    });

    await test.step('the profile shows KES', async () => {
      await cardOf(client, name).getByRole('link', { name, exact: true }).click();
      await expect(client.getByRole('heading', { level: 1, name })).toBeVisible();
      const details = client.getByRole('complementary', { name: 'Details' });
      await expect(details).toContainText('From Ksh\u00a045,000');
      await expect(details).not.toContainText('$');
    });

    await test.step('a client filters by Nairobi and by a KES range', async () => {
      await gotoHydrated(client, '/photographers');
      await expect(filterBar(client).getByLabel('Price range', { exact: true }).locator('option')).toHaveText([
        'Any price',
        'Under Ksh\u00a020,000',
        'Ksh\u00a020,000 - 50,000',
        'Ksh\u00a050,000 - 100,000',
        'Ksh\u00a0100,000 - 200,000',
        'Over Ksh\u00a0200,000',
      ]);
      await choose(client, 'Location', 'Nairobi');
      await expect(client).toHaveURL(/\/photographers\?location=Nairobi$/);
      await choose(client, 'Price range', 'Ksh\u00a020,000 - 50,000');
      await expect(client).toHaveURL(/\/photographers\?location=Nairobi&price=20000-50000$/);
      await expect(cardOf(client, name)).toContainText('From Ksh\u00a045,000');
      // The previous search's cards stay, dimmed, until this one's arrive: wait for them.
      await expect(client.locator('[aria-busy="true"]')).toHaveCount(0);
      // Every card shown is in Nairobi; a dollar price among them shows its KES value, which is in the range.
      const cards = client.getByRole('region', { name: 'All Photographers' }).getByRole('article');
      for (const text of await cards.allTextContents()) {
        expect(text).toContain('Nairobi');
        const kes = /From Ksh\s([\d,]+)|\(about Ksh\s([\d,]+)\)/.exec(text);
        expect(kes, text).not.toBeNull();
        const amount = Number((kes![1] ?? kes![2])!.replace(/,/g, ''));
        expect(amount).toBeGreaterThanOrEqual(20_000);
        expect(amount).toBeLessThan(50_000);
      }
      await choose(client, 'Price range', 'Ksh\u00a050,000 - 100,000');
      await expect(client).toHaveURL(/price=50000-100000$/);
      await expect(allNames(client).first()).toBeVisible();
      await expect(cardOf(client, name)).toHaveCount(0);
    });

    await test.step('the US dollar view keeps the KES price and adds dollars at the studio rate', async () => {
      await gotoHydrated(client, '/photographers?location=Nairobi&price=20000-50000');
      await choose(client, 'Show prices in', 'Dollars (USD)');
      await expect(client).toHaveURL(/\/photographers\?location=Nairobi&price=20000-50000&currency=USD$/);
      await expect(cardOf(client, name)).toContainText(/From Ksh\s45,000 \(about US\$\d{3}\)/);
      await expect(filterBar(client).getByLabel('Price range', { exact: true })).toHaveValue('20000-50000');
      await expect(filterBar(client).getByLabel('Price range', { exact: true }).locator('option:checked')).toHaveText(
        /^US\$\d+ - US\$\d+$/,
      );
      await expect(filterBar(client)).toContainText(/US dollars count at KES \d+/);
    });
  } finally {
    await visitor.close();
  }
});

test('staff set the exchange rate in the console; a bad rate is refused and nothing changes', async ({
  page,
}, info) => {
  test.slow();
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set: run through playwright.config.ts');
  await signInThroughScreen(page, ADMIN_EMAIL, password);
  const before = (await (await page.request.get('/api/studio/exchange-rate')).json()) as { kesPerUsd: number };

  try {
    await gotoHydrated(page, '/studio/photographers');
    const panel = page.getByRole('region', { name: 'Exchange rate' });
    await expect(panel).toContainText(`KES ${before.kesPerUsd} per US dollar`);
    const field = panel.getByLabel('Kenyan shillings per US dollar');
    await expect(field).toHaveValue(String(before.kesPerUsd));

    // A slipped digit is refused under the field, and the rate stays.
    await field.fill('1290');
    await panel.getByRole('button', { name: 'Save the rate' }).click();
    await expect(panel.getByText(/^Enter a rate from 50 to 500 shillings/)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(
      ((await (await page.request.get('/api/studio/exchange-rate')).json()) as { kesPerUsd: number }).kesPerUsd,
    ).toBe(before.kesPerUsd);

    // A close rate, so the other tests' directories read the same ranges meanwhile.
    const next = before.kesPerUsd === 130 ? 129.5 : 130;
    await field.fill(String(next));
    await panel.getByRole('button', { name: 'Save the rate' }).click();
    await expect(page.getByRole('status').getByText('The exchange rate is saved.')).toBeVisible();
    await expect(panel).toContainText(
      new RegExp(`KES ${String(next).replace('.', '\\.')} per US dollar, set on \\d{1,2} \\w{3} \\d{4}\\.`),
    );

    // The change is in the audit log.
    await gotoHydrated(page, '/studio/audit');
    await waitForHydration(page);
    await expect(page.getByText('Changed the exchange rate').first()).toBeVisible();
  } finally {
    const restore = await page.request.put('/api/studio/exchange-rate', {
      data: { kesPerUsd: before.kesPerUsd },
      headers: { origin: baseURL(info) },
    });
    expect(restore.status()).toBe(200);
  }
});
