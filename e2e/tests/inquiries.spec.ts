import type { Page } from '@playwright/test';
import { accountSignedIn, expect, isMobile, PASSWORD, test, uniqueEmail, waitForMail } from './auth-helpers';
import { gotoHydrated } from './fixtures';
import { baseURL, dashboardNav, nairobiDate, PORTFOLIO, photographerInBrowser } from './photographer-helpers';

/**
 * Inquiries (docs/rules/bookings.md#requests) and subscribers (docs/rules/photographers-and-portfolios.md#dashboard-navigation), end to end: a client contacts a photographer from the
 * public profile; the photographer sees it (booking requests, recent activities, mailbox over
 * SMTP) and answers; the client sees the answer (Messages, e-mail, Calendar).
 */

const monthName = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const dayLabel = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(d);
  return new RegExp(`${weekday},? ${d.getUTCDate()} ${monthName(date)}`);
};

/** The photographer's card of a request, found by the client's name. */
const requestCard = (page: Page, client: string) =>
  page
    .getByRole('list', { name: 'Booking requests' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: client }) });

test.describe('inquiries', () => {
  // Each test runs two browsers, signs in through the screen and uploads a portfolio's film.
  test.describe.configure({ timeout: 90_000 });

  test('contact from the profile, accept with a reply: both sides, both mailboxes and the calendar', async ({
    page,
    browser,
  }, info) => {
    const problems: string[] = [];
    const photographer = await photographerInBrowser(browser, info, problems);
    try {
      const clientEmail = await accountSignedIn(page, info, 'client');
      const eventDate = nairobiDate(40);

      // The public profile's Contact button leads to /contact/:id, inside the site's header and footer.
      await page.goto(`/photographer/${photographer.id}`);
      await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`/contact/${photographer.id}$`));
      await expect(page).toHaveTitle(`Contact ${PORTFOLIO.name} · Picha Studio`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Contact ${PORTFOLIO.name}`);
      await expect(page.getByRole('banner').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('link', { name: `Back to ${PORTFOLIO.name}’s profile` })).toHaveAttribute(
        'href',
        `/photographer/${photographer.id}`,
      );

      // Signed in: the e-mail is filled in; the photographer's speciality is preselected.
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(clientEmail);
      await expect(page.getByLabel('Name', { exact: true })).not.toHaveValue('');
      await expect(page.getByLabel('Service')).toHaveValue('Wedding');
      await page.getByLabel('Name', { exact: true }).fill('Achieng Otieno');
      await page.getByLabel(/^Phone/).fill('+254 722 000 111');
      await page.getByLabel('Event date').fill(eventDate);
      await page.getByLabel('Message', { exact: true }).fill('A garden wedding in Karen for about 150 guests.');
      await page.getByRole('button', { name: 'Send inquiry' }).click();
      await expect(page.getByText('Thank you! Your inquiry has been sent.')).toBeVisible();
      await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');

      // The photographer's mailbox (their account's address: the notification's e-mail), over SMTP.
      const mail = await waitForMail(photographer.email, 'New booking request from Achieng Otieno');
      expect(mail.text).toContain('A garden wedding in Karen for about 150 guests.');
      expect(mail.text).toContain(clientEmail);

      // The photographer's Recent Activities and Booking requests.
      const p = photographer.page;
      await p.goto('/photographer-dashboard');
      await expect(p.getByRole('region', { name: 'Recent Activities' })).toContainText('New booking request');
      await (await dashboardNav(p, info)).getByRole('link', { name: 'Bookings' }).click();
      await expect(p).toHaveURL(/\/photographer-dashboard\/booking-requests$/);
      const card = requestCard(p, 'Achieng Otieno');
      await expect(card).toContainText('Wedding');
      await expect(card).toContainText('Pending');
      await expect(card).toContainText(clientEmail);
      await expect(card).toContainText('+254 722 000 111');
      await expect(card).toContainText('A garden wedding in Karen for about 150 guests.');

      // Accept, with a reply, in the dialog; the keyboard stays inside it.
      await card.getByRole('button', { name: 'Accept' }).click();
      const dialog = p.getByRole('dialog', { name: 'Accept Achieng Otieno’s request?' });
      await expect(dialog).toBeVisible();
      const reply = dialog.getByLabel(/Reply to Achieng Otieno/);
      await expect(reply).toBeFocused();
      await reply.fill('Karibu! I am free that day and will send my packages this week.');
      await expect(dialog.getByText(/^\d+ \/ 2,000$/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Accept request' }).click();
      await expect(dialog).toBeHidden();
      await expect(p.getByRole('status', { name: 'Notifications' })).toContainText('Request accepted.');
      await expect(card).toContainText('Accepted');
      await expect(card).toContainText('You accepted');
      // The event is ahead: the booking can be cancelled (with a reason), not yet completed.
      await expect(card.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);

      // The client's mailbox, Messages and Calendar.
      const answer = await waitForMail(clientEmail, `${PORTFOLIO.name} accepted your booking request`);
      expect(answer.text).toContain('Karibu! I am free that day');

      // Messages (docs/rules/history.md#issue-12): the booking's conversation, with the answer in it.
      await page.goto('/dashboard/Messages');
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      const threadLink = page
        .getByRole('list', { name: 'Your conversations' })
        .getByRole('link', { name: new RegExp(PORTFOLIO.name) });
      await expect(threadLink).toContainText('Accepted');
      await expect(threadLink).toContainText('Wedding');
      await threadLink.click();
      const thread = page.getByRole('region', { name: 'Conversation about Wedding' });
      await expect(thread.getByRole('heading', { name: PORTFOLIO.name })).toBeVisible();
      await expect(thread).toContainText(`${PORTFOLIO.name} accepted the request`);
      await expect(thread).toContainText('Karibu! I am free that day and will send my packages this week.');
      await thread.getByText('The inquiry').click();
      await expect(thread).toContainText('A garden wedding in Karen for about 150 guests.');

      const month = eventDate.slice(0, 7);
      await page.goto('/dashboard/Calendar');
      // Today's month first; the event is 40 days ahead: step forward to its month.
      await expect(page.getByRole('heading', { level: 2, name: monthName(nairobiDate(0)), exact: true })).toBeVisible();
      const target = page.getByRole('heading', { level: 2, name: monthName(eventDate), exact: true });
      for (let i = 0; i < 2 && !(await target.isVisible()); i++) {
        await page.getByRole('button', { name: 'Next month' }).click();
        await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
      }
      await expect(target).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`month=${month}`));
      const day = page.getByRole('button', { name: dayLabel(eventDate) });
      await expect(day).toHaveAccessibleName(/1 event$/);
      const grid = page.getByRole('table', { name: new RegExp(monthName(eventDate)) });
      if (!isMobile(info)) await expect(grid).toContainText(PORTFOLIO.name);
      const events = page.getByRole('region', { name: `Events in ${monthName(eventDate)}` });
      await expect(events).toContainText(PORTFOLIO.name);
      await expect(events).toContainText('Accepted');
      // Keyboard: the day's button takes focus to the day in the list.
      await day.focus();
      await page.keyboard.press('Enter');
      await expect(events.getByRole('heading', { name: dayLabel(eventDate) })).toBeFocused();
      // The month is in the URL: a reload keeps it.
      await page.reload();
      await expect(target).toBeVisible();
    } finally {
      await photographer.close();
    }
    expect(problems, 'console errors of the photographer').toEqual([]);
  });

  test('decline: Escape closes the dialog first; the client sees Declined and gets the e-mail', async ({
    page,
    browser,
  }, info) => {
    const problems: string[] = [];
    const photographer = await photographerInBrowser(browser, info, problems);
    try {
      const clientEmail = await accountSignedIn(page, info, 'declined');
      const sent = await page.request.post('/api/booking-requests', {
        headers: { origin: baseURL(info) },
        data: {
          photographerId: photographer.id,
          name: 'Baraka Mwangi',
          email: clientEmail,
          service: 'Event',
          eventDate: nairobiDate(10),
          message: 'A launch party in Westlands.',
        },
      });
      expect(sent.status()).toBe(201);

      const p = photographer.page;
      await p.goto('/photographer-dashboard/booking-requests');
      const card = requestCard(p, 'Baraka Mwangi');
      await card.getByRole('button', { name: 'Decline' }).click();
      const dialog = p.getByRole('dialog', { name: 'Decline Baraka Mwangi’s request?' });
      await expect(dialog).toBeVisible();
      await p.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(card.getByRole('button', { name: 'Decline' })).toBeFocused();
      await expect(card).toContainText('Pending');

      await card.getByRole('button', { name: 'Decline' }).click();
      // A native modal dialog: the page behind is inert while it is open.
      expect(await dialog.evaluate((el) => el.closest('dialog')?.matches(':modal'))).toBe(true);
      await expect(dialog.getByLabel(/Reply to Baraka Mwangi/)).toBeFocused();
      await dialog.getByRole('button', { name: 'Decline request' }).click();
      await expect(dialog).toBeHidden();
      await expect(p.getByRole('status', { name: 'Notifications' })).toContainText('Request declined.');
      await expect(card).toContainText('Declined');
      // No more moves; only the way to the conversation stays.
      await expect(card.getByRole('button')).toHaveText(['Messages']);

      await waitForMail(clientEmail, `${PORTFOLIO.name} declined your booking request`);
      await page.goto('/dashboard/Messages');
      const threadLink = page
        .getByRole('list', { name: 'Your conversations' })
        .getByRole('link', { name: new RegExp(PORTFOLIO.name) });
      await expect(threadLink).toContainText('Declined');
      await threadLink.click();
      const thread = page.getByRole('region', { name: /^Conversation about/ });
      await expect(thread).toContainText(`${PORTFOLIO.name} declined the request`);
      // A declined booking's conversation is read-only (ADR 0018).
      await expect(thread).toContainText('This booking is closed');
    } finally {
      await photographer.close();
    }
    expect(problems, 'console errors of the photographer').toEqual([]);
  });

  test('validation: the messages show under the fields and nothing is sent', async ({ page, browser }, info) => {
    const problems: string[] = [];
    const photographer = await photographerInBrowser(browser, info, problems, { signIn: false });
    await photographer.close();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/booking-requests')) posts.push(r.url());
    });

    // Server-rendered: the title and the form are in the HTML itself (docs/rules/public-pages.md#without-javascript).
    const html = await (await page.request.get(`/contact/${photographer.id}`)).text();
    expect(html).toContain(`<title>Contact ${PORTFOLIO.name} · Picha Studio</title>`);
    expect(html).toContain('Send an inquiry');
    expect(html).toContain('<meta name="robots" content="noindex" />');

    await gotoHydrated(page, `/contact/${photographer.id}`);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Service')).toHaveValue('Wedding');
    const send = page.getByRole('button', { name: 'Send inquiry' });
    await send.click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Please choose the date of your event.')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();

    await page.getByLabel('Name', { exact: true }).fill('Juma');
    await page.getByLabel('Email', { exact: true }).fill('juma@example');
    await page.getByLabel(/^Phone/).fill('call me');
    await page.getByLabel('Service').selectOption('');
    await page.getByLabel('Event date').fill('2020-01-01');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    await send.click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Email is invalid');
    await expect(page.getByText('Please enter a phone number such as +254 712 345 678.')).toBeVisible();
    await expect(page.getByLabel('Service')).toHaveAccessibleDescription('Please choose a service.');
    await expect(page.getByLabel('Event date')).toHaveAccessibleDescription('The event date cannot be in the past.');
    await expect(page.getByLabel('Event date')).toHaveAttribute('min', nairobiDate(0));
    expect(posts).toEqual([]);

    // An unknown photographer: 'Photographer not found', with a 404.
    const res = await page.goto('/contact/00000000-0000-4000-8000-000000000000');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photographer not found');
    expect(problems).toEqual([]);
  });

  test('subscriptions: the clients who saved the photographer', async ({ page, browser }, info) => {
    const problems: string[] = [];
    const photographer = await photographerInBrowser(browser, info, problems);
    try {
      const p = photographer.page;
      await p.goto('/photographer-dashboard');
      await (await dashboardNav(p, info)).getByRole('link', { name: 'Subscriptions', exact: true }).click();
      await expect(p).toHaveURL(/\/photographer-dashboard\/subscriptions$/);
      await expect(p.getByRole('heading', { level: 1 })).toHaveText('Subscriptions');
      await expect(p.getByText('No one has saved your portfolio yet.')).toBeVisible();

      // A client saves the portfolio (over the API, as the heart button does).
      const email = uniqueEmail(info, 'fan');
      const signup = await page.request.post('/api/auth/signup', {
        data: { name: 'Wanjiru Kamau', email, password: PASSWORD, confirmPassword: PASSWORD },
      });
      expect(signup.status()).toBe(201);
      const named = await page.request.patch('/api/me', {
        headers: { origin: baseURL(info) },
        data: { username: 'Amani Njoroge' },
      });
      expect(named.status(), await named.text()).toBe(200);
      const saved = await page.request.put(`/api/favourites/${photographer.id}`, {
        headers: { origin: baseURL(info) },
      });
      expect(saved.status(), await saved.text()).toBeLessThan(300);

      await p.reload();
      const list = p.getByRole('region', { name: '1 subscriber' });
      await expect(list).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list).toContainText('Amani Njoroge');
      await expect(list).toContainText(/Saved your portfolio (just now|\d+ minutes? ago)/);
      await expect(list.getByTestId('initials-avatar')).toHaveText('AN');
    } finally {
      await photographer.close();
    }
    expect(problems).toEqual([]);
  });
});
