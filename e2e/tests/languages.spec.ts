import { DATE_FORMATS, FORMATS } from '@studio/shared/i18n/format';
import { INTL_LOCALE, LOCALES } from '@studio/shared/i18n/locales';
import { authMessages, bookingNoticesMessages, inquiryMessages } from '@studio/shared';
import { accountSignedIn, PASSWORD, uniqueEmail, waitForMail } from './auth-helpers';
import { expect, gotoHydrated, test } from './fixtures';
import { nairobiDate, PORTFOLIO, photographerInBrowser } from './photographer-helpers';

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

test('a client who reads Kiswahili signs up on /sw, sends an inquiry and is written to in Kiswahili over SMTP; the photographer reads English', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  await Promise.all([authMessages, inquiryMessages, bookingNoticesMessages].map((area) => area.load('sw')));
  const auth = authMessages.texts('sw');
  const inquiry = inquiryMessages.texts('sw');
  const notices = bookingNoticesMessages.texts('sw');
  const problems: string[] = [];
  const photographer = await photographerInBrowser(browser, info, problems, { signIn: false });
  try {
    // Signing up on a Kiswahili page makes a Kiswahili account.
    const email = uniqueEmail(info, 'mteja');
    await gotoHydrated(page, '/sw/signup');
    await page.getByLabel(auth.nameLabel).fill('Achieng Otieno');
    await page.getByLabel(auth.screen.email).fill(email);
    await page.getByLabel(auth.screen.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(auth.screen.confirmPassword).fill(PASSWORD);
    await page.getByRole('button', { name: auth.screen.signupSubmit, exact: true }).click();
    await expect(page).toHaveURL(/\/sw\/subscribers\/choices$/);
    expect((await (await page.request.get('/api/me')).json()).language).toBe('sw');

    // The inquiry, on the photographer's Kiswahili page.
    await gotoHydrated(page, `/sw/contact/${photographer.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(inquiry.page.title({ name: PORTFOLIO.name }));
    await page.getByLabel(inquiry.form.name, { exact: true }).fill('Achieng Otieno');
    await page.getByLabel(inquiry.form.eventDate).fill(nairobiDate(45));
    await page.getByLabel(inquiry.form.message, { exact: true }).fill('Harusi ya bustanini Karen, wageni kama 150.');
    await page.getByRole('button', { name: inquiry.form.send }).click();
    await expect(page.getByText(inquiry.sent)).toBeVisible();

    // The photographer reads English: the request reaches them in English.
    await waitForMail(photographer.email, 'New booking request from Achieng Otieno');

    // They accept with a note; the client's e-mail is in Kiswahili, with a link to a Kiswahili page.
    const owner = photographer.page.request;
    const signedIn = await owner.post('/api/auth/signin', { data: { email: photographer.email, password: PASSWORD } });
    expect(signedIn.status()).toBe(200);
    // A token, as another client of the API would use: a cookie's change must come from the site's own pages.
    const headers = { authorization: `Bearer ${(await signedIn.json()).token}` };
    const received = (await (await owner.get('/api/booking-requests?as=received', { headers })).json()) as {
      id: string;
      clientName: string;
    }[];
    const request = received.find((r) => r.clientName === 'Achieng Otieno')!;
    const answered = await owner.patch(`/api/booking-requests/${request.id}`, {
      headers,
      data: { status: 'accepted', reply: 'Karibu sana! Niko huru siku hiyo.' },
    });
    expect(answered.status(), await answered.text()).toBe(200);
    const mail = await waitForMail(email, notices.accepted.title({ photographer: PORTFOLIO.name }));
    expect(mail.text).toContain('Karibu sana! Niko huru siku hiyo.');
    expect(mail.text).toContain('/sw/');
    expect(problems).toEqual([]);
  } finally {
    await photographer.close();
  }
});
