import type { Page } from '@playwright/test';
import { accountSignedIn, expect, isMobile, test, waitForMail } from './auth-helpers';
import { dashboardNav, nairobiDate, PORTFOLIO, photographerInBrowser } from './photographer-helpers';

/**
 * A conversation per booking and notifications (docs/rules/history.md#issue-12, ADR 0018), end to end: a signed-in
 * client sends an inquiry; both sides write in its thread; each sees the unread count, the bell's
 * notification and (for the first message) an e-mail over SMTP.
 */

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ }).locator('visible=true');

test.describe('conversations', () => {
  test.describe.configure({ timeout: 120_000 });

  test('both sides write in the thread and see the unread count and the notification', async ({
    page,
    browser,
  }, info) => {
    const problems: string[] = [];
    const photographer = await photographerInBrowser(browser, info, problems);
    try {
      const clientEmail = await accountSignedIn(page, info, 'client');

      // The client sends an inquiry, signed in.
      await page.goto(`/contact/${photographer.id}`);
      // The form, awake once touched, fills in the signed-in client's name and e-mail, as they see
      // them before sending. Waiting for it first: a name typed while that fill lands would be mixed with it.
      await page.getByLabel('Message', { exact: true }).click();
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(clientEmail);
      await page.getByLabel('Name', { exact: true }).fill('Achieng Otieno');
      await page.getByLabel(/^Phone/).fill('+254 722 000 111');
      await page.getByLabel('Event date').fill(nairobiDate(45));
      await page.getByLabel('Message', { exact: true }).fill('A garden wedding in Karen for about 150 guests.');
      await page.getByRole('button', { name: 'Send inquiry' }).click();
      await expect(page.getByText('Thank you! Your inquiry has been sent.')).toBeVisible();

      // The client writes first, from Messages.
      await page.goto('/dashboard/Messages');
      await page
        .getByRole('list', { name: 'Your conversations' })
        .getByRole('link', { name: new RegExp(PORTFOLIO.name) })
        .click();
      await expect(page).toHaveURL(/\/dashboard\/Messages\?request=/);
      const thread = page.getByRole('region', { name: 'Conversation about Wedding' });
      const box = thread.getByRole('textbox', { name: 'Your message' });
      await box.fill('Hello! Are you free that day?');
      await box.press('Shift+Enter');
      await box.pressSequentially('We would love golden hour portraits too.');
      await expect(thread.getByText(/^\d+ \/ 5000$/)).toBeVisible();
      // Enter sends at a keyboard; on a phone Enter starts a new line and Send sends (docs/rules/history.md#issue-23).
      if (isMobile(info)) await thread.getByRole('button', { name: 'Send', exact: true }).click();
      else await box.press('Enter');
      await expect(thread.getByRole('list', { name: 'Messages' })).toContainText(
        'We would love golden hour portraits too.',
      );
      await expect(box).toHaveValue('');
      // Away from the thread (an open one polls, and reading marks what arrives read).
      await page.goto('/dashboard');

      // The photographer: an e-mail, the bell's count, the notification and the unread messages.
      const mail = await waitForMail(photographer.email, 'New message from Achieng Otieno');
      expect(mail.text).toContain('/photographer-dashboard/booking-requests?request=');
      const p = photographer.page;
      await p.goto('/photographer-dashboard');
      // The message (and, once the lifecycle notifies them, the inquiry).
      await expect(bell(p)).toHaveAccessibleName(/^Notifications, [12] unread$/);
      await bell(p).click();
      const popover = p.getByRole('region', { name: 'Notifications' });
      await expect(popover).toContainText('New message from Achieng Otieno');
      await p.keyboard.press('Escape');
      await expect(popover).toBeHidden();
      await expect(bell(p)).toBeFocused();
      await (await dashboardNav(p, info)).getByRole('link', { name: 'Bookings' }).click();
      const open = p.getByRole('button', { name: /^Messages \(1 unread\)/ });
      await expect(open).toBeVisible();
      await open.click();
      const dialog = p.getByRole('dialog');
      const pThread = dialog.getByRole('region', { name: 'Conversation about Wedding' });
      await expect(pThread).toContainText('Hello! Are you free that day?');
      const pBox = pThread.getByRole('textbox', { name: 'Your message' });
      await pBox.fill('Karibu Achieng! Yes, I am free.');
      if (isMobile(info)) await pThread.getByRole('button', { name: 'Send', exact: true }).click();
      else await pBox.press('Enter');
      await expect(pThread.getByRole('list', { name: 'Messages' })).toContainText('Karibu Achieng! Yes, I am free.');
      await p.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // Read: the count is gone, and so is the message's notification.
      await expect(p.getByRole('button', { name: /^Messages$/ })).toBeVisible();
      await p.goto('/photographer-dashboard/notifications');
      await expect(p.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      await expect(p.getByRole('list', { name: 'Notifications' })).toContainText('New message from Achieng Otieno');
      await p.goto('/photographer-dashboard/notifications?unread=1');
      await expect(p.getByLabel('Unread only')).toBeChecked();
      await expect(p.getByRole('main').getByText('New message from Achieng Otieno')).toHaveCount(0);

      // The client: the unread badge in the list, the bell and the notification leading to the thread.
      await waitForMail(clientEmail, `New message from ${PORTFOLIO.name}`);
      await page.goto('/dashboard/Messages');
      const item = page
        .getByRole('list', { name: 'Your conversations' })
        .getByRole('link', { name: new RegExp(PORTFOLIO.name) });
      await expect(item).toContainText('1 unread message');
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
      await bell(page).click();
      await page
        .getByRole('region', { name: 'Notifications' })
        .getByRole('link', { name: new RegExp(`New message from ${PORTFOLIO.name}`) })
        .click();
      await expect(page).toHaveURL(/\/dashboard\/Messages\?request=/);
      await expect(page.getByRole('region', { name: 'Conversation about Wedding' })).toContainText(
        'Karibu Achieng! Yes, I am free.',
      );
      await expect(bell(page)).toHaveAccessibleName('Notifications');
      // Phones show the thread alone: back to the list.
      if (isMobile(info)) await page.getByRole('link', { name: 'All conversations' }).click();
      await expect(item).not.toContainText('unread');
    } finally {
      await photographer.close();
    }
    expect(problems, 'console errors of the photographer').toEqual([]);
  });
});
