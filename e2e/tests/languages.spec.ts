import { FORMATS } from '@studio/shared/i18n/format';
import { INTL_LOCALE, LOCALES } from '@studio/shared/i18n/locales';
import { expect, test } from './fixtures';

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
  ...['KES', 'USD'].map(
    (currency): Case => ({
      locale: INTL_LOCALE[locale],
      kind: 'number',
      options: { ...FORMATS.money, currency },
      values: amounts,
    }),
  ),
  ...(['date', 'dateLong', 'time'] as const).map(
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
