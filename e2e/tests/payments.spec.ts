import type { Browser, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { accountSignedIn, expect, isMobile, signInThroughScreen, test, waitForMail } from './auth-helpers';
import { letDepositDeadlinePass, letPayoutHoldPass, moveBookingIntoThePast } from './database-helpers';
import { gotoHydrated } from './fixtures';
import { baseURL, deviceContext, nairobiDate, photographerInBrowser } from './photographer-helpers';

/**
 * Payments by M-Pesa (docs/rules/history.md#issue-25, docs/decisions/0038-mpesa-payments.md), in the browser against the
 * server's local Daraja stand-in: a photographer sets a 30 % deposit in the package form; a
 * client's request is accepted; the client pays on the stand-in's phone page ("Enter M-Pesa PIN");
 * both see "Confirmed" and the receipt; the receipt e-mail arrives over SMTP. A second client
 * cancels the prompt on the phone (1032), reads why, retries and pays.
 *
 * Time the browser cannot make pass is a clock the test controls: the e2e server's database
 * (database-helpers.ts) moves a deposit deadline, an event date or a payout hold into the past,
 * and the server's own minute sweep (a cron job of the durable queue) does the rest, waited for
 * with expect.poll. So: a client who never pays loses the date, which another client can then
 * choose; a confirmed booking the client cancels 20 days ahead (moderate policy) is refunded in
 * full through the stand-in's B2C; a booking paid in full, completed and past its hold is paid
 * out to the photographer at the price less the studio's 10 % commission, on their Earnings page
 * and in the studio console's Payments.
 */

const standin = () => {
  const url = process.env.E2E_MPESA_URL;
  if (!url) throw new Error('E2E_MPESA_URL is not set: run through playwright.config.ts');
  return url;
};

/** A Safaricom number of this test's own (per project and client), as typed and as M-Pesa writes it. */
const phoneFor = (info: TestInfo, n: number) => {
  const local = `07${isMobile(info) ? '2' : '3'}${String(Date.now() % 1_000_000).padStart(6, '0')}${n}`;
  return { typed: local, msisdn: `254${local.slice(1)}` };
};

/** The client's request for the package, over the API (the inquiry form has its own tests). */
async function request(
  page: Page,
  info: TestInfo,
  photographerId: string,
  packageId: string,
  days: number,
  name = 'Achieng Otieno',
) {
  const res = await page.request.post('/api/booking-requests', {
    headers: { origin: baseURL(info) },
    data: {
      photographerId,
      packageId,
      name,
      email: 'achieng@example.com',
      phone: '',
      service: 'Wedding',
      eventDate: nairobiDate(days),
      message: 'Our wedding in Naivasha, about 120 guests.',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { bookingRequest: { id: string } }).bookingRequest.id;
}

/** Pays what is due from the booking's page, then answers on the phone page: PIN or Cancel. */
async function payOnPhone(page: Page, phone: { typed: string; msisdn: string }, answer: 'pin' | 'cancel') {
  const panel = page.getByRole('region', { name: /^Payment/ });
  await panel.getByLabel('M-Pesa phone number').fill(phone.typed);
  await panel.getByRole('button', { name: /^Pay (deposit|balance) Ksh/ }).click();
  await expect(panel.getByRole('status')).toContainText('Check your phone');
  const handset = await page.context().newPage();
  await handset.goto(`${standin()}/phone?number=${phone.msisdn}`);
  if (answer === 'pin') {
    await handset.getByLabel('Enter M-Pesa PIN').fill('1234');
    await handset.getByRole('button', { name: 'Send' }).click();
  } else {
    await handset.getByRole('button', { name: 'Cancel' }).click();
  }
  await expect(handset.getByText('No payment request on this phone')).toBeVisible();
  await handset.close();
  return panel;
}

/** The photographer's package over the API (the form is the first test's): KES 65,000, 30 % deposit, moderate policy. */
async function priced(p: Page, info: TestInfo) {
  const res = await p.request.post('/api/photographers/me/packages', {
    headers: { origin: baseURL(info) },
    data: {
      title: 'Full-day story',
      priceKes: 65_000,
      durationValue: 1,
      durationUnit: 'days',
      depositKind: 'percent',
      depositValue: 30,
      balanceDueDays: 7,
      cancellationPolicy: 'moderate',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** The photographer accepts a request, over the API (the answer dialog has its own tests). */
async function accept(p: Page, info: TestInfo, bookingId: string) {
  const res = await p.request.patch(`/api/booking-requests/${bookingId}`, {
    headers: { origin: baseURL(info) },
    data: { status: 'accepted' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Another client in a browser of its own, sized as the project's device, signed in. */
async function otherClient(browser: Browser, info: TestInfo, name: string, displayName: string) {
  const context = await browser.newContext(deviceContext(info));
  const page = await context.newPage();
  await accountSignedIn(page, info, name, displayName);
  return { page, close: () => context.close() };
}

/** A client name of this test's own, so rows in shared lists (the console's) can be told apart. */
const clientName = (info: TestInfo, first: string) => `${first} ${info.project.name} ${Date.now() % 100_000}`;

/** The sweep runs once a minute (a cron job): what it does shows within about 90 s. */
const SWEEP = { timeout: 90_000, intervals: [2_000] };

/** The booking's payment as its client or photographer reads it from the API. */
async function paymentOf(page: Page, bookingId: string) {
  const res = await page.request.get(`/api/booking-requests/${bookingId}/payment`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { state: string; refundedCents: number } }).data;
}

/** The inquiry form's calendar, open at the month of `date`: that day's button. */
async function calendarDay(page: Page, photographerId: string, date: string) {
  const utc = new Date(`${date}T00:00:00Z`);
  const part = (opts: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { ...opts, timeZone: 'UTC' }).format(utc);
  const month = part({ month: 'long', year: 'numeric' });
  await gotoHydrated(page, `/contact/${photographerId}`);
  await page.getByRole('button', { name: 'Choose from the calendar' }).click();
  const title = (d: Date) =>
    new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' }).format(d);
  if (title(new Date()) !== month) await page.getByRole('button', { name: 'Next month' }).click();
  const picker = page.getByRole('grid', { name: `Free days, ${month}` });
  await expect(picker).not.toHaveAttribute('aria-busy', 'true');
  // A day button's accessible name begins "Thursday 26 November 2026" (some builds add a comma).
  return picker.getByRole('button', {
    name: new RegExp(
      `^${part({ weekday: 'long' })},? ${utc.getUTCDate()} ${part({ month: 'long' })} ${date.slice(0, 4)}`,
    ),
  });
}

/**
 * A photographer with a priced package and a signed-in client whose request for it, `days` ahead,
 * was accepted and whose deposit was paid on the phone: the booking is confirmed.
 */
async function confirmedBooking(
  page: Page,
  browser: Browser,
  info: TestInfo,
  client: { account: string; first: string; days: number; phone: number },
) {
  const problems: string[] = [];
  const photographer = await photographerInBrowser(browser, info, problems);
  const packageId = await priced(photographer.page, info);
  const name = clientName(info, client.first);
  await accountSignedIn(page, info, client.account, name);
  const bookingId = await request(page, info, photographer.id, packageId, client.days, name);
  await accept(photographer.page, info, bookingId);
  await gotoHydrated(page, `/dashboard/Messages?request=${bookingId}`);
  const phone = phoneFor(info, client.phone);
  const panel = await payOnPhone(page, phone, 'pin');
  await expect(panel.getByTestId('payment-state')).toHaveText('Confirmed', { timeout: 15_000 });
  return { photographer, p: photographer.page, problems, name, bookingId, phone, panel };
}

test('a deposit paid on the phone confirms the booking for both, with a receipt by e-mail; a cancelled prompt can be retried', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  const photographer = await photographerInBrowser(browser, info, problems);
  const p = photographer.page;

  // The photographer's package, with a 30 % deposit, through the form.
  await gotoHydrated(p, '/photographer-dashboard/packages');
  await p.getByLabel('Title').fill('Half-day coverage');
  await p.getByLabel('Price (KES)').fill('65000');
  await p.getByLabel('Duration', { exact: true }).fill('4');
  await p.getByLabel('Deposit to secure a booking').selectOption('percent');
  await p.getByLabel('Deposit (percent or KES)').fill('30');
  await p.getByRole('button', { name: 'Add a package' }).click();
  await expect(p.getByText('Package added.')).toBeVisible();
  const listed = await p.request.get(`/api/photographers/${photographer.id}/packages`);
  const [pkg] = ((await listed.json()) as { data: Array<{ id: string; depositValue: number }> }).data;
  expect(pkg!.depositValue).toBe(30);

  // The client's request, accepted.
  const clientEmail = await accountSignedIn(page, info, 'payer');
  const bookingId = await request(page, info, photographer.id, pkg!.id, 45);
  await accept(p, info, bookingId);

  await gotoHydrated(page, `/dashboard/Messages?request=${bookingId}`);
  const panel = page.getByRole('region', { name: /^Payment/ });
  await expect(panel.getByTestId('payment-state')).toHaveText('Awaiting deposit');
  await expect(panel).toContainText('deposit Ksh\u00a019,500');
  // A number that is not Safaricom's is refused before anything is sent.
  await panel.getByLabel('M-Pesa phone number').fill('0812 345 678');
  await panel.getByRole('button', { name: 'Pay deposit Ksh\u00a019,500 with M-Pesa' }).click();
  await expect(panel.getByText(/Enter a Safaricom number/)).toBeVisible();

  await payOnPhone(page, phoneFor(info, 1), 'pin');
  await expect(panel.getByTestId('payment-state')).toHaveText('Confirmed', { timeout: 15_000 });
  const receipt = panel.getByText(/^Receipt \d+$/);
  await expect(receipt).toBeVisible();
  const receiptTitle = (await receipt.textContent())!;
  await page.screenshot({ path: info.outputPath('client-confirmed.png'), fullPage: true });
  const mail = await waitForMail(clientEmail, `Your payment receipt ${receiptTitle.replace('Receipt ', '')}`);
  expect(mail.text).toContain('Amount paid: Ksh\u00a019,500');

  // The photographer sees it confirmed too.
  await gotoHydrated(p, `/photographer-dashboard/booking-requests?request=${bookingId}`);
  await expect(p.getByTestId('payment-state').first()).toHaveText('Confirmed');
  await p.screenshot({ path: info.outputPath('photographer-confirmed.png'), fullPage: true });

  // A second client cancels the prompt on the phone, reads why, retries and pays.
  const second = await otherClient(browser, info, 'payer-two', 'Baraka Mwangi');
  const other = second.page;
  const secondId = await request(other, info, photographer.id, pkg!.id, 46);
  await accept(p, info, secondId);
  await gotoHydrated(other, `/dashboard/Messages?request=${secondId}`);
  const phone = phoneFor(info, 2);
  const otherPanel = await payOnPhone(other, phone, 'cancel');
  await expect(otherPanel.getByText('You cancelled the request on your phone.')).toBeVisible({ timeout: 15_000 });
  await payOnPhone(other, phone, 'pin');
  await expect(otherPanel.getByTestId('payment-state')).toHaveText('Confirmed', { timeout: 15_000 });
  await second.close();
  await photographer.close();
  expect(problems).toEqual([]);
});

test('a client who never pays the deposit loses the date when the deadline passes; another client can then book it', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  const photographer = await photographerInBrowser(browser, info, problems);
  const p = photographer.page;
  const packageId = await priced(p, info);
  // Within the next month, so the inquiry form's calendar shows it after at most one "Next month".
  const day = nairobiDate(9);
  const name = clientName(info, 'Kamau');

  await accountSignedIn(page, info, 'never-pays', name);
  const bookingId = await request(page, info, photographer.id, packageId, 9, name);
  await accept(p, info, bookingId);
  await gotoHydrated(page, `/dashboard/Messages?request=${bookingId}`);
  const panel = page.getByRole('region', { name: /^Payment/ });
  await expect(panel.getByTestId('payment-state')).toHaveText('Awaiting deposit');
  await expect(panel).toContainText('Pay the deposit by');

  // Meanwhile the date is held: another client's calendar crosses it out and the server refuses it.
  const third = await otherClient(browser, info, 'third-client', 'Njoroge Wafula');
  const held = await calendarDay(third.page, photographer.id, day);
  await expect(held).toHaveAttribute('aria-disabled', 'true');
  const refused = await third.page.request.post('/api/booking-requests', {
    headers: { origin: baseURL(info) },
    data: {
      photographerId: photographer.id,
      packageId,
      name: 'Njoroge Wafula',
      email: 'njoroge@example.com',
      phone: '',
      service: 'Wedding',
      eventDate: day,
      message: 'Our wedding in Nakuru, about 80 guests.',
    },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain('The photographer is not available on this date.');

  // DEPOSIT_DEADLINE_HOURS go by; the minute's sweep releases the date.
  await letDepositDeadlinePass(bookingId);
  await expect.poll(async () => (await paymentOf(page, bookingId)).state, SWEEP).toBe('released');

  // The client: released, nothing to pay, and told why.
  await page.reload();
  await expect(panel.getByTestId('payment-state')).toHaveText('Released: deposit not paid');
  await expect(panel.getByRole('button', { name: /^Pay deposit/ })).toHaveCount(0);
  await expect(
    page.getByText('The time to pay the deposit has passed and the date was released.').first(),
  ).toBeVisible();
  await page.screenshot({ path: info.outputPath('client-released.png'), fullPage: true });

  // The photographer: the booking expired, its payment released.
  await gotoHydrated(p, `/photographer-dashboard/booking-requests?request=${bookingId}`);
  const card = p.locator(`[id="booking-${bookingId}"]`);
  await expect(card.getByTestId('payment-state')).toHaveText('Released: deposit not paid');
  await expect(card).toContainText('Expired');
  // Its timeline says why it expired: not unanswered, released for the deposit.
  await expect(card.getByRole('region', { name: 'Timeline' })).toContainText('Released: deposit not paid');
  await p.screenshot({ path: info.outputPath('photographer-released.png'), fullPage: true });

  // The date is free again: the other client's calendar chooses it, and their request is taken.
  const free = await calendarDay(third.page, photographer.id, day);
  await expect(free).not.toHaveAttribute('aria-disabled', 'true');
  await free.click();
  await expect(third.page.getByLabel('Event date', { exact: true })).toHaveValue(day);
  await third.page.screenshot({ path: info.outputPath('third-client-date-free.png'), fullPage: true });
  await request(third.page, info, photographer.id, packageId, 9, 'Njoroge Wafula');

  await third.close();
  await photographer.close();
  expect(problems).toEqual([]);
});

test('a confirmed booking the client cancels 20 days ahead is refunded in full to their M-Pesa', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(240_000);
  const { photographer, p, problems, name, bookingId, panel } = await confirmedBooking(page, browser, info, {
    account: 'refunded',
    first: 'Wambui',
    days: 20,
    phone: 3,
  });
  // Moderate: a full refund until 14 days before the event.
  await expect(panel).toContainText('Moderate: full refund until 14 days before');

  // The client cancels through the booking's dialog; a reason is required.
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Cancel your booking with');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByText('Why are you cancelling?')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Why are you cancelling?').fill('The wedding moved to next year.');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByTestId('payment-state')).toHaveText('Cancelled');

  // The refund goes out by B2C and settles with the stand-in's result callback.
  await expect.poll(async () => (await paymentOf(page, bookingId)).refundedCents, SWEEP).toBe(1_950_000);
  await page.reload();
  await expect(panel).toContainText('Paid so far: Ksh\u00a019,500. Refunded: Ksh\u00a019,500.');
  await page.screenshot({ path: info.outputPath('client-refunded.png'), fullPage: true });

  // The photographer's earnings: paid, refunded in full, nothing held.
  await gotoHydrated(p, '/photographer-dashboard/earnings');
  const row = p.getByRole('list', { name: 'Bookings' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('definition').nth(1)).toHaveText('Ksh\u00a019,500');
  await expect(row.getByRole('definition').nth(4)).toHaveText('Ksh\u00a00');

  await photographer.close();
  expect(problems).toEqual([]);
});

test('after completion and the payout hold, the photographer is paid the price less the studio’s 10 % commission', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(240_000);
  // Deposit and balance, each on the phone: the booking is paid in full.
  const { photographer, p, problems, name, bookingId, phone, panel } = await confirmedBooking(page, browser, info, {
    account: 'paid-in-full',
    first: 'Chebet',
    days: 30,
    phone: 4,
  });
  await expect(panel.getByRole('button', { name: 'Pay balance Ksh\u00a045,500 with M-Pesa' })).toBeVisible();
  await payOnPhone(page, phone, 'pin');
  await expect(panel.getByTestId('payment-state')).toHaveText('Paid in full', { timeout: 15_000 });

  // The event is over; the photographer marks it completed on the dashboard.
  await moveBookingIntoThePast(bookingId, 2);
  await gotoHydrated(p, `/photographer-dashboard/booking-requests?request=${bookingId}`);
  const card = p.locator(`[id="booking-${bookingId}"]`);
  await card.getByRole('button', { name: 'Mark completed' }).click();
  await p.getByRole('dialog').getByRole('button', { name: 'Mark completed' }).click();
  await expect(p.getByRole('dialog')).toBeHidden();
  await expect(card).toContainText('Completed');

  // During the hold the whole price is held, nothing paid out yet.
  await gotoHydrated(p, '/photographer-dashboard/earnings');
  const booking = p.getByRole('list', { name: 'Bookings' }).getByRole('listitem').filter({ hasText: name });
  await expect(booking).toContainText('Payout after');
  await expect(booking.getByRole('definition').nth(4)).toHaveText('Ksh\u00a065,000');
  await expect(p.getByText('No payout yet.')).toBeVisible();

  // PAYOUT_HOLD_DAYS go by; the sweep pays out by B2C and the stand-in's result settles it.
  await letPayoutHoldPass(bookingId);
  await expect
    .poll(async () => {
      const res = await p.request.get('/api/photographers/me/earnings');
      const body = (await res.json()) as { data: { payouts: Array<{ status: string; amountCents: number }> } };
      return body.data.payouts.map((x) => `${x.status} ${x.amountCents}`);
    }, SWEEP)
    .toEqual(['succeeded 5850000']);

  await p.reload();
  const payout = p.getByRole('list', { name: 'Payouts' }).getByRole('listitem').filter({ hasText: name });
  await expect(payout).toContainText('Paid');
  await expect(payout.getByRole('definition').nth(0)).toHaveText('Ksh\u00a058,500');
  await expect(payout.getByRole('definition').nth(1)).toHaveText('Ksh\u00a06,500');
  const totals = p.getByRole('list', { name: 'Totals' });
  await expect(totals.getByRole('listitem').filter({ hasText: 'Paid out to you' })).toContainText('Ksh\u00a058,500');
  await expect(totals.getByRole('listitem').filter({ hasText: 'Studio commission' })).toContainText('Ksh\u00a06,500');
  await expect(totals.getByRole('listitem').filter({ hasText: 'Held for your bookings' })).toContainText('Ksh\u00a00');
  await p.screenshot({ path: info.outputPath('photographer-earnings-paid-out.png'), fullPage: true });

  // The studio console's Payments lists the same payout.
  const staff = await browser.newContext(deviceContext(info));
  const console_ = await staff.newPage();
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set: run through playwright.config.ts');
  await signInThroughScreen(console_, 'studio-admin@picha.test', password);
  await gotoHydrated(console_, '/studio/payments');
  const transfer = console_
    .getByRole('list', { name: 'Refunds and payouts' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(transfer).toContainText('Payout');
  await expect(transfer).toContainText('Paid');
  await expect(transfer.getByRole('definition').nth(0)).toHaveText('Ksh\u00a058,500');
  await expect(transfer.getByRole('definition').nth(1)).toHaveText('Ksh\u00a06,500');
  await console_.screenshot({ path: info.outputPath('studio-payments-payout.png'), fullPage: true });

  await staff.close();
  await photographer.close();
  expect(problems).toEqual([]);
});

test('a gallery delivered before the balance is paid opens its downloads once the client pays it on the gallery page', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(240_000);
  const { p, photographer, problems, bookingId, phone } = await confirmedBooking(page, browser, info, {
    account: 'gallery-payer',
    first: 'Njeri',
    days: 50,
    phone: 5,
  });
  await moveBookingIntoThePast(bookingId, 3);

  // The photographer delivers before the balance is paid: a gallery with one photograph.
  await gotoHydrated(p, '/photographer-dashboard/galleries');
  await p.getByLabel('Booking').selectOption({ index: 1 });
  await p.getByLabel('Title').fill('Njeri & Kamau');
  await p.getByRole('button', { name: 'Make the gallery' }).click();
  await expect(p).toHaveURL(/\/photographer-dashboard\/galleries\/[0-9a-f-]{36}$/);
  const galleryId = p.url().split('/').pop()!;
  const photo = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#4a7' } })
    .jpeg()
    .toBuffer();
  await p.locator('input[type=file]').setInputFiles([{ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await expect(p.getByText('1 of 1 uploaded')).toBeVisible({ timeout: 60_000 });
  await expect(p.getByText(/once the balance of Ksh\s45,500 is paid/)).toBeVisible();

  // The client sees why downloads wait, and pays the balance right there.
  await gotoHydrated(page, `/dashboard/galleries/${galleryId}`);
  const waiting = page.getByRole('region', { name: 'Downloads open once the balance of Ksh\u00a045,500 is paid.' });
  await expect(waiting).toBeVisible();
  await expect(page.getByRole('link', { name: /Download all/ })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('gallery-awaiting-balance.png'), fullPage: true });
  await payOnPhone(page, phone, 'pin');
  await expect(page.getByRole('link', { name: /Download all/ })).toBeVisible({ timeout: 30_000 });
  await expect(waiting).toHaveCount(0);
  expect((await paymentOf(page, bookingId)).state).toBe('paid');
  await page.screenshot({ path: info.outputPath('gallery-balance-paid.png'), fullPage: true });

  await photographer.close();
  expect(problems).toEqual([]);
});
