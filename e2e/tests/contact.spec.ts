import { expect, gotoHydrated, test } from './fixtures';

const isContactPost = (url: URL) => url.pathname === '/api/contact';

test.describe('contact', () => {
  test('shows the studio phone, e-mail, location and opening hours', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await expect(page).toHaveTitle(/Contact Us/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const phone = page.getByRole('link', { name: /^\+254 \d{3} \d{3} \d{3}$/ });
    await expect(phone).toHaveAttribute('href', /^tel:\+254\d{9}$/);
    await expect(page.getByRole('link', { name: 'hello@picha.studio' })).toHaveAttribute(
      'href',
      'mailto:hello@picha.studio',
    );
    await expect(page.locator('address')).toContainText('Nairobi, Kenya');
    await expect(page.getByText('Monday to Friday')).toBeVisible();
  });

  test('shows every validation message under its field and sends nothing', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (isContactPost(new URL(r.url()))) sent.push(r.method());
    });
    await gotoHydrated(page, '/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();

    await page.getByLabel('Name', { exact: true }).fill('Wanjiku Kamau');
    await page.getByLabel('Email', { exact: true }).fill('wanjiku@example');
    await page.getByLabel('Message', { exact: true }).fill('A garden wedding in Karen.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Email is invalid')).toBeVisible();
    await expect(page.getByText('Name is required')).toBeHidden();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  test("sends: 'Sending...' while it goes, then the thanks, with the fields cleared", async ({ page }) => {
    await gotoHydrated(page, '/contact');
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await gate;
      await route.continue();
    });
    await page.getByLabel('Name', { exact: true }).fill('Wanjiku Kamau');
    await page.getByLabel('Email', { exact: true }).fill(`wanjiku-${Date.now()}@example.co.ke`);
    await page
      .getByLabel('Message', { exact: true })
      .fill('We are planning a garden wedding in Karen next March, about 150 guests.');
    await page.getByRole('button', { name: 'Send message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();
    await expect(page.getByText('Thank you! Your message has been sent successfully.')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  test('shows the failure text and keeps the fields when the API fails', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Not found: POST /api/contact', code: 'NOT_FOUND' }),
      }),
    );
    await page.getByLabel('Name', { exact: true }).fill('Otieno Ouma');
    await page.getByLabel('Email', { exact: true }).fill('otieno@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Can you film our launch in Westlands?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('There was an issue submitting the form. Please try again later.')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Otieno Ouma');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('otieno@example.com');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Can you film our launch in Westlands?');
  });
});
