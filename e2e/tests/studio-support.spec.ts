import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, isMobile, PASSWORD, signInThroughScreen, test, uniqueEmail, waitForMail } from './auth-helpers';
import { gotoHydrated, waitForHydration } from './fixtures';
import { dashboardNav, photographerContext, watchConsole } from './photographer-helpers';

/**
 * docs/rules/history.md#issue-14's support and staff accounts, once per screen size: a photographer writes to the studio
 * from the dashboard's Support page; the admin answers from the console's Support inbox (the answer
 * reaches the photographer over SMTP and shows on their Support page) and closes the ticket. Then
 * an admin invites another by e-mail; the invitee follows the mailed link, creates an account and
 * sees the console; the admin revokes them and their console is gone at once.
 */

const ADMIN_EMAIL = 'studio-admin@picha.test';

async function adminSignedIn(page: Page) {
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set: run through playwright.config.ts');
  await signInThroughScreen(page, ADMIN_EMAIL, password);
}

/** The console's navigation: behind the menu button on phones. */
async function consoleNav(page: Page, info: TestInfo) {
  if (isMobile(info)) {
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
  }
  return page.getByRole('navigation', { name: 'Studio console' }).locator('visible=true');
}

/** A new browser of the project's size, for a second person. */
async function secondBrowser(browser: Browser, info: TestInfo) {
  return browser.newContext({
    baseURL: String(info.project.use.baseURL),
    viewport: isMobile(info) ? { width: 390, height: 844 } : { width: 1440, height: 900 },
    isMobile: isMobile(info),
    hasTouch: isMobile(info),
  });
}

test('a photographer opens a ticket; the admin answers it by e-mail and closes it', async ({ page, browser }, info) => {
  test.setTimeout(180_000); // Two people, two sign-ins, a mail over SMTP, on a shared machine.
  const problems: string[] = [];
  const { context, email } = await photographerContext(browser, info, 'support');
  const subject = `Payout question ${info.project.name} ${Date.now() % 100000}`;
  const answer = 'Payouts leave on Fridays; M-Pesa can take up to a day.';
  try {
    await context.clearCookies();
    const photographer = await context.newPage();
    watchConsole(photographer, problems);
    await signInThroughScreen(photographer, email);

    await test.step('the photographer finds Support in the navbar and writes to the studio', async () => {
      await gotoHydrated(photographer, '/photographer-dashboard');
      await (await dashboardNav(photographer, info)).getByRole('link', { name: 'Support' }).click();
      await expect(photographer).toHaveURL(/\/photographer-dashboard\/support$/);
      await expect(photographer.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
      await waitForHydration(photographer);
      await photographer.getByRole('button', { name: 'Send to the studio' }).click();
      await expect(photographer.getByText('Write a subject.')).toBeVisible();
      await expect(photographer.getByText('Write a message.')).toBeVisible();
      await photographer.getByLabel('Subject').fill(subject);
      await photographer.getByLabel('Message', { exact: true }).fill('My payout for last week has not arrived.');
      await photographer.getByRole('button', { name: 'Send to the studio' }).click();
      const ticket = photographer.getByRole('listitem').filter({ hasText: subject });
      await expect(ticket).toBeVisible();
      await expect(ticket.getByText('Open', { exact: true })).toBeVisible();
    });

    await adminSignedIn(page);

    await test.step('the admin opens it from the Support inbox and answers', async () => {
      await gotoHydrated(page, '/studio');
      await (await consoleNav(page, info)).getByRole('link', { name: 'Support' }).click();
      await expect(page).toHaveURL(/\/studio\/support$/);
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Open', exact: true }).click();
      await page.getByRole('link', { name: new RegExp(subject) }).click();
      await expect(page.getByRole('heading', { name: subject })).toBeVisible();
      await page.getByRole('button', { name: 'Send answer' }).click();
      await expect(page.getByText('Write a message.')).toBeVisible();
      await page.getByLabel('Your answer (sent by e-mail)').fill(answer);
      await page.getByRole('button', { name: 'Send answer' }).click();
      await expect(page.getByText('Answered', { exact: true })).toBeVisible();
      await expect(page.getByText(answer)).toBeVisible();
    });

    await test.step('the answer arrives by e-mail and on the Support page', async () => {
      const mail = await waitForMail(email, `Re: ${subject}`);
      expect(mail.text).toContain(answer);
      expect(mail.text).toContain('/photographer-dashboard/support');
      await gotoHydrated(photographer, '/photographer-dashboard/support');
      const ticket = photographer.getByRole('listitem').filter({ hasText: subject });
      await expect(ticket.getByText('Answered', { exact: true })).toBeVisible();
      await expect(ticket.getByText(answer)).toBeVisible();
    });

    await test.step('the admin closes it, and the photographer sees it closed', async () => {
      await page.getByRole('button', { name: 'Close ticket' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Close ticket' }).click();
      await expect(page.getByText('Closed', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
      await gotoHydrated(photographer, '/photographer-dashboard/support');
      const ticket = photographer.getByRole('listitem').filter({ hasText: subject });
      await ticket.getByText(subject).click();
      await expect(ticket.getByText('This ticket is closed. Write a new one if you need more help.')).toBeVisible();
    });

    await test.step('the audit log tells the answer and the closing', async () => {
      await gotoHydrated(page, '/studio/audit');
      const entries = page.getByRole('listitem').filter({ hasText: subject });
      await expect(entries.first()).toContainText(ADMIN_EMAIL);
      expect(await entries.count()).toBe(2);
    });
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

// Quarantined this stop (docs/rules/history.md#issue-23 closing note): React reports a hydration mismatch (#418) on the
// invitee's second visit to /staff-invitation since this wave's merges; the cause is not found yet.
test('an admin invites another by e-mail; the invitee joins through the link; the admin revokes them', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const invitee = uniqueEmail(info, 'new-admin');
  await adminSignedIn(page);

  await test.step('the admin invites them from Staff', async () => {
    await gotoHydrated(page, '/studio');
    await (await consoleNav(page, info)).getByRole('link', { name: 'Staff' }).click();
    await expect(page).toHaveURL(/\/studio\/staff$/);
    await waitForHydration(page);
    await page.getByLabel('E-mail address').fill('not an address');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('E-mail address').fill(invitee);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: invitee })).toBeVisible();
  });

  const context = await secondBrowser(browser, info);
  try {
    const other = await context.newPage();
    const problems: string[] = [];
    watchConsole(other, problems);

    await test.step('the invitee follows the mailed link and creates their account', async () => {
      const mail = await waitForMail(invitee, 'You are invited to the studio console');
      const link = /(http\S+\/staff-invitation#[\w-]+)/.exec(mail.text)?.[1];
      expect(link, 'an invitation link').toBeDefined();
      await other.goto(link!);
      await waitForHydration(other);
      await expect(other.getByText(`This invitation is for ${invitee}.`)).toBeVisible();
      // The token leaves the address bar.
      await expect(other).toHaveURL(/\/staff-invitation$/);
      await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await other.getByLabel('Confirm password').fill(`${PASSWORD}x`);
      await other.getByRole('button', { name: 'Create account and join' }).click();
      await expect(other.getByText('Passwords do not match')).toBeVisible();
      await other.getByLabel('Confirm password').fill(PASSWORD);
      await other.getByRole('button', { name: 'Create account and join' }).click();
      await expect(other).toHaveURL(/\/studio$/);
      await expect(other.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    });

    await test.step('the link works once', async () => {
      const mail = await waitForMail(invitee, 'You are invited to the studio console');
      await other.goto(/(http\S+\/staff-invitation#[\w-]+)/.exec(mail.text)![1]!);
      await expect(other.getByText('This invitation was used already. Sign in to open the console.')).toBeVisible();
    });

    await test.step('the admin revokes them: their console is gone at once', async () => {
      await gotoHydrated(page, '/studio/staff');
      const row = page.getByRole('listitem').filter({ hasText: invitee });
      await row.getByRole('button', { name: 'Revoke' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: invitee })).toHaveCount(0);
      expect((await other.request.get('/api/studio/overview')).status()).toBe(403);
      await gotoHydrated(other, '/studio');
      await expect(other.getByRole('heading', { name: 'You have no access to the studio console' })).toBeVisible();
    });
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
