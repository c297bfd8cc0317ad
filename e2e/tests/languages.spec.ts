import { DATE_FORMATS, FORMATS } from '@studio/shared/i18n/format';
import { INTL_LOCALE, LOCALES } from '@studio/shared/i18n/locales';
import { accountSignedIn } from './auth-helpers';
import { expect, gotoHydrated, test } from './fixtures';

/**
 * The server writes numbers, money and dates with Node's ICU and the browser with Chromium's; a page
 * that changed its words on hydration would flicker and fail React's check. Both must write the same
 * (docs/decisions/0046-languages.md).
 */
const instants = ['2026-01-01T00:00:00Z', '2026-06-15T09:05:00Z', '2026-12-05T22:30:00Z', '2027-02-28T12:00:00+03:00'];
const amounts = [0, 7, 1_500, 15_000, 250_000, 1_234_567];

interface Case {
  locale: string;
  kind: 'number' | 'date';
  options: Intl.NumberFormatOptions | Intl.DateTimeFormatOptions;
  values: (number | string)[];
}

const cases: Case[] = LOCALES.flatMap((locale) => [
  { locale: INTL_LOCALE[locale], kind: 'number', options: FORMATS.number, values: amounts },
  { locale: INTL_LOCALE[locale], kind: 'number', options: FORMATS.decimal, values: [129, 129.5, 131.25, 1234.567] },
  ...['KES', 'USD'].map(
    (currency): Case => ({
      locale: INTL_LOCALE[locale],
      kind: 'number',
      options: { ...FORMATS.money, currency },
      values: amounts,
    }),
  ),
  {
    locale: INTL_LOCALE[locale],
    kind: 'number',
    options: { ...FORMATS.moneyCents, currency: 'KES' },
    values: [195.5, 1234.05],
  },
  ...DATE_FORMATS.map(
    (name): Case => ({ locale: INTL_LOCALE[locale], kind: 'date', options: FORMATS[name], values: instants }),
  ),
]);

function written({ locale, kind, options, values }: Case): string[] {
  return values.map((value) =>
    kind === 'number'
      ? new Intl.NumberFormat(locale, options as Intl.NumberFormatOptions).format(value as number)
      : new Intl.DateTimeFormat(locale, options as Intl.DateTimeFormatOptions).format(new Date(value)),
  );
}

test('Node and Chromium write the same numbers, money and dates in English and Kiswahili', async ({ page }) => {
  await page.goto('/robots.txt');
  const inBrowser = await page.evaluate((all) => {
    return all.map(({ locale, kind, options, values }) =>
      values.map((value) =>
        kind === 'number'
          ? new Intl.NumberFormat(locale, options as Intl.NumberFormatOptions).format(value as number)
          : new Intl.DateTimeFormat(locale, options as Intl.DateTimeFormatOptions).format(new Date(value)),
      ),
    );
  }, cases);
  expect(inBrowser).toEqual(cases.map(written));
});

test.describe('Kiswahili pages', () => {
  test('a visitor on /sw reads the site in Kiswahili, gets Kiswahili errors, and the switch keeps the page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/sw/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    // The header's and footer's links lead to Kiswahili pages (the header's are in a menu on a phone).
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Kuhusu' })).toHaveAttribute('href', '/sw/about');
    await expect(page.locator('header a[href="/sw/about"]')).toHaveCount(2);

    await page.getByLabel('Jina', { exact: true }).fill('Wanjiku Kamau');
    await page.getByLabel('Barua pepe', { exact: true }).fill('wanjiku@example');
    await page.getByLabel('Ujumbe', { exact: true }).fill('Harusi ya bustanini Karen mwezi Machi.');
    await page.getByRole('button', { name: 'Tuma ujumbe' }).click();
    await expect(page.getByText('Barua pepe si sahihi')).toBeVisible();

    // The footer's switch: the same page in English, and the language is remembered.
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('en');
  });

  test('a first visit from a browser that prefers Kiswahili opens the Kiswahili page; the header leads on in Kiswahili', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, locale: 'sw-KE' });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page).toHaveURL(/\/sw\/about$/);
    await expect(page.locator('head link[hreflang="en"]')).toHaveAttribute('href', /\/about$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Huduma', exact: true }).click();
    await expect(page).toHaveURL(/\/sw\/services$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    // Having been here, the visitor is no longer sent anywhere.
    await page.goto('/blogs');
    await expect(page).toHaveURL(/\/blogs$/);
    await context.close();
  });
});

test('an account chooses Kiswahili in Settings: the page opens again in Kiswahili, and back', async ({
  page,
}, info) => {
  await accountSignedIn(page, info, 'language');
  await gotoHydrated(page, '/dashboard/settings');
  await page.getByRole('radio', { name: 'Kiswahili' }).check();
  await expect(page).toHaveURL(/\/sw\/dashboard\/settings$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('radio', { name: 'Kiswahili' })).toBeChecked();
  const me = await page.request.get('/api/me');
  expect((await me.json()).language).toBe('sw');

  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page).not.toHaveURL(/\/sw\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
