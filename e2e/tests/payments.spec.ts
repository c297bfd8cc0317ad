import type { Page, TestInfo } from '@playwright/test';
import { accountSignedIn, expect, isMobile, test, waitForMail } from './auth-helpers';
import { gotoHydrated } from './fixtures';
import { baseURL, nairobiDate, photographerInBrowser } from './photographer-helpers';

/**
 * Payments by M-Pesa (docs/rules/history.md#issue-25, docs/decisions/0038-mpesa-payments.md), in the browser against the
 * server's local Daraja stand-in: a photographer sets a 30 % deposit in the package form; a
 * client's request is accepted; the client pays on the stand-in's phone page ("Enter M-Pesa PIN");
 * both see "Confirmed" and the receipt; the receipt e-mail arrives over SMTP. A second client
 * cancels the prompt on the phone (1032), reads why, retries and pays.
 *
 * Covered by the server tests instead (apps/server/src/modules/payments/payments.test.ts), with a
 * clock they control: the unpaid deposit past its deadline (date released), the refund of a
 * confirmed booking cancelled 20 days ahead, and the payout after completion and the hold.
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
async function request(page: Page, info: TestInfo, photographerId: string, packageId: string, days: number) {
  const res = await page.request.post('/api/booking-requests', {
    headers: { origin: baseURL(info) },
    data: {
      photographerId,
      packageId,
      name: 'Achieng Otieno',
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
  await panel.getByRole('button', { name: /^Pay (deposit|balance) KES/ }).click();
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
  const accepted = await p.request.patch(`/api/booking-requests/${bookingId}`, {
    headers: { origin: baseURL(info) },
    data: { status: 'accepted' },
  });
  expect(accepted.status()).toBe(200);

  await gotoHydrated(page, `/dashboard/Messages?request=${bookingId}`);
  const panel = page.getByRole('region', { name: /^Payment/ });
  await expect(panel.getByTestId('payment-state')).toHaveText('Awaiting deposit');
  await expect(panel).toContainText('deposit KES 19,500');
  // A number that is not Safaricom's is refused before anything is sent.
  await panel.getByLabel('M-Pesa phone number').fill('0812 345 678');
  await panel.getByRole('button', { name: 'Pay deposit KES 19,500 with M-Pesa' }).click();
  await expect(panel.getByText(/Enter a Safaricom number/)).toBeVisible();

  await payOnPhone(page, phoneFor(info, 1), 'pin');
  await expect(panel.getByTestId('payment-state')).toHaveText('Confirmed', { timeout: 15_000 });
  const receipt = panel.getByText(/^Receipt \d+$/);
  await expect(receipt).toBeVisible();
  const receiptTitle = (await receipt.textContent())!;
  await page.screenshot({ path: info.outputPath('client-confirmed.png'), fullPage: true });
  const mail = await waitForMail(clientEmail, `Your payment receipt ${receiptTitle.replace('Receipt ', '')}`);
  expect(mail.text).toContain('Amount paid: KES 19,500');

  // The photographer sees it confirmed too.
  await gotoHydrated(p, `/photographer-dashboard/booking-requests?request=${bookingId}`);
  await expect(p.getByTestId('payment-state').first()).toHaveText('Confirmed');
  await p.screenshot({ path: info.outputPath('photographer-confirmed.png'), fullPage: true });

  // A second client cancels the prompt on the phone, reads why, retries and pays.
  const second = await browser.newContext({
    baseURL: baseURL(info),
    viewport: page.viewportSize()!,
    isMobile: isMobile(info),
    hasTouch: isMobile(info),
  });
  const other = await second.newPage();
  await accountSignedIn(other, info, 'payer-two', 'Baraka Mwangi');
  const secondId = await request(other, info, photographer.id, pkg!.id, 46);
  expect(
    (
      await p.request.patch(`/api/booking-requests/${secondId}`, {
        headers: { origin: baseURL(info) },
        data: { status: 'accepted' },
      })
    ).status(),
  ).toBe(200);
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
