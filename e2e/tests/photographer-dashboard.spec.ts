import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { accountSignedIn, expect, signUpThroughScreen, test, uniqueEmail } from './auth-helpers';
import { createPortfolio, dashboardNav, PHOTOS, photographerSignedIn, PORTFOLIO, VIDEO } from './photographer-helpers';

/** docs/rules/history.md#issue-23: what a new profile needs, and nothing else. */
const REQUIRED = [
  'Name is required.',
  'Speciality is required.',
  'Location is required.',
  'Add at least one photograph: clients see it first on your profile.',
];

const form = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: /Create portfolio|Save changes/ }) });

async function myPortfolio(page: Page) {
  const res = await page.request.get('/api/photographers/portfolio');
  expect(res.status()).toBe(200);
  return (await res.json()).photographer as {
    _id: string;
    name: string;
    price: string;
    startingPrice: number | null;
    gallery: { id: string; url: string }[];
  } | null;
}

async function fillPortfolio(page: Page) {
  await page.getByLabel('Name', { exact: true }).fill(PORTFOLIO.name);
  await page.getByLabel('Email (optional)', { exact: true }).fill(PORTFOLIO.email);
  await page.getByLabel('Phone (optional)', { exact: true }).fill(PORTFOLIO.phone);
  await page.getByLabel('Website (optional)', { exact: true }).fill(PORTFOLIO.website);
  await page.getByLabel('Speciality').selectOption(PORTFOLIO.speciality);
  await page.getByLabel('Location').selectOption(PORTFOLIO.location);
  await page.getByLabel('Price (optional)', { exact: true }).fill(PORTFOLIO.price);
  await page.getByLabel('Experience (optional)', { exact: true }).fill(PORTFOLIO.experience);
  await page.getByLabel('Availability (optional)').fill(PORTFOLIO.availability);
  await page.getByLabel('Message (optional)', { exact: true }).fill(PORTFOLIO.message);
}

test.describe('photographer dashboard', () => {
  test('sign up as a photographer: the navbar, the overview and its first activity', async ({ page }, info) => {
    await signUpThroughScreen(page, uniqueEmail(info, 'newphotog'));
    await page.getByRole('button', { name: 'Continue as a photographer' }).click();
    await expect(page).toHaveURL(/\/photographer-dashboard$/);

    // The site's header and footer are hidden; the dashboard has its own navbar.
    await expect(page.getByText('manage your Photography business').locator('visible=true')).toBeVisible();
    // docs/rules/history.md#issue-23: the way out is the site, not the client's search.
    await expect(page.getByRole('link', { name: 'Back to the site' }).locator('visible=true')).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const nav = await dashboardNav(page, info);
    const links = {
      Overview: '/photographer-dashboard',
      Portfolio: '/photographer-dashboard/portfolio',
      Bookings: '/photographer-dashboard/booking-requests',
      Earnings: '/photographer-dashboard/earnings',
      Galleries: '/photographer-dashboard/galleries',
      Analytics: '/photographer-dashboard/analytics',
      Availability: '/photographer-dashboard/availability',
      Packages: '/photographer-dashboard/packages',
      Testimonials: '/photographer-dashboard/testimonials',
      Subscriptions: '/photographer-dashboard/subscriptions',
      Leads: '/photographer-dashboard/leads',
      Notifications: '/photographer-dashboard/notifications',
      Support: '/photographer-dashboard/support',
      Settings: '/photographer-dashboard/settings',
    };
    for (const [label, href] of Object.entries(links))
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    await expect(nav.getByRole('link')).toHaveCount(Object.keys(links).length);

    // Real numbers (docs/rules/photographers-and-portfolios.md#overview-and-analytics): nothing yet but the 'Joined platform' activity.
    const numbers = page.getByRole('list', { name: 'Your numbers' });
    for (const label of ['Profile views', 'Bookings', 'Projects completed', 'Images uploaded'])
      await expect(numbers.getByRole('listitem').filter({ hasText: label })).toContainText('0');
    const activities = page.getByRole('region', { name: 'Recent Activities' });
    await expect(activities.getByRole('listitem')).toHaveCount(1);
    await expect(activities.getByRole('listitem')).toContainText('Joined platform');
    await expect(activities.locator('svg[data-icon="Joined platform"]')).toHaveClass(/lucide-user-plus/);

    // Every page of the navbar works.
    for (const [label, heading] of [
      ['Portfolio', 'Create your portfolio'],
      ['Bookings', 'Booking requests'],
      ['Earnings', 'Earnings'],
      ['Galleries', 'Galleries'],
      ['Analytics', 'How clients find you'],
      ['Packages', 'Packages'],
      ['Testimonials', 'Testimonials'],
      ['Leads', 'Leads'],
      ['Support', 'Support'],
      ['Settings', 'Profile and account'],
      ['Overview', /^Karibu/],
    ] as const) {
      await (await dashboardNav(page, info)).getByRole('link', { name: label, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('create -> upload -> reorder -> remove -> update -> delete', async ({ page }, info) => {
    test.setTimeout(90_000);
    await photographerSignedIn(page, info);
    await page.goto('/photographer-dashboard/portfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your portfolio');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/photographers/portfolio'))
        posts.push(`${r.method()} ${r.url()}`);
    });

    // Every required message of docs/rules/product.md#validation, under its field; nothing is sent.
    await page.getByRole('button', { name: 'Create portfolio' }).click();
    for (const message of REQUIRED) await expect(form(page).getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Name is required.');
    expect(posts).toEqual([]);

    // The shape of e-mail, phone and website, and the video's type.
    await fillPortfolio(page);
    await page.getByLabel('Email (optional)', { exact: true }).fill('wanjiru@');
    await page.getByLabel('Phone (optional)', { exact: true }).fill('call me');
    await page.getByLabel('Website (optional)', { exact: true }).fill('wanjiru dot com');
    await expect(page.getByLabel(/^Video/)).toHaveAttribute('accept', 'video/*');
    await page
      .getByLabel(/^Video/)
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a film') });
    await page.getByRole('button', { name: 'Create portfolio' }).click();
    await expect(form(page).getByText('Please enter a valid email address.')).toBeVisible();
    await expect(
      form(page).getByText('Please enter a Kenyan phone number such as +254 712 345 678 or 0712 345 678.'),
    ).toBeVisible();
    await expect(form(page).getByText('Please enter a web address such as https://example.com.')).toBeVisible();
    await expect(form(page).getByText('Please upload an MP4, WebM or MOV video.')).toBeVisible();
    expect(posts).toEqual([]);

    // Create: the video and a first photograph upload with the form, then the page is in update mode.
    await page.getByLabel('Email (optional)', { exact: true }).fill(PORTFOLIO.email);
    await page.getByLabel('Phone (optional)', { exact: true }).fill(PORTFOLIO.phone);
    await page.getByLabel('Website (optional)', { exact: true }).fill(PORTFOLIO.website);
    await page.getByLabel(/^Video/).setInputFiles(VIDEO);
    await page.getByLabel('Choose photographs').setInputFiles(PHOTOS[0]!);
    await page.getByRole('button', { name: 'Create portfolio' }).click();
    await expect(page.getByRole('status').getByText('Portfolio updated successfully!')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your portfolio');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(PORTFOLIO.name);
    // docs/rules/photographers-and-portfolios.md#prices-and-experience, #kenyan-marketplace: what the server understood, in the currency written.
    await expect(form(page).getByText('from Ksh\u00a085,000')).toBeVisible();
    await expect(form(page).getByText('8 years')).toBeVisible();
    await expect(page.getByLabel('Your current video')).toHaveAttribute('src', /\.(mp4|webm|mov)/);
    const created = await myPortfolio(page);
    expect(created).toMatchObject({ name: PORTFOLIO.name, startingPrice: 85_000, startingCurrency: 'KES' });
    // docs/rules/history.md#issue-23: the first photograph came with the form.
    expect(created!.gallery).toHaveLength(1);

    // Upload: previews of the chosen files, then a real progress bar.
    await page.getByLabel('Choose photographs').setInputFiles(PHOTOS);
    for (const file of PHOTOS)
      await expect(page.getByRole('img', { name: `Preview of ${path.basename(file)}` })).toBeVisible();
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/photographers/portfolio/images', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Upload 3 photographs' }).click();
    await expect(page.getByRole('progressbar', { name: 'Uploading 3 photographs' })).toBeVisible();
    release();
    await expect(page.getByRole('status').getByText('3 photographs added to your portfolio.')).toBeVisible({
      timeout: 20_000,
    });
    await page.unroute('**/api/photographers/portfolio/images');
    const list = page.getByRole('list', { name: 'Your photographs, in order' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    const uploaded = (await myPortfolio(page))!.gallery.map((g) => g.id);
    expect(uploaded).toHaveLength(4);

    // Reorder with the buttons (focus follows the photograph), then save with one PATCH.
    await page.getByRole('button', { name: 'Move photograph 1 later' }).click();
    await expect(page.getByRole('button', { name: 'Move photograph 2 later' })).toBeFocused();
    await expect(page.getByText('Unsaved changes to your photographs.')).toBeVisible();
    await page.getByRole('button', { name: 'Save photographs' }).click();
    await expect(page.getByRole('status').getByText('Your photographs were saved.')).toBeVisible();
    // The toast of an earlier save may still show: wait for the server's answer itself.
    const galleryIds = async () => (await myPortfolio(page))!.gallery.map((g) => g.id);
    await expect.poll(galleryIds).toEqual([uploaded[1], uploaded[0], uploaded[2], uploaded[3]]);
    const reordered = (await myPortfolio(page))!.gallery;

    // Remove one: a draft until saved (Discard brings it back), then its file is gone.
    const removedUrl = reordered[3]!.url;
    await page.getByRole('button', { name: 'Remove photograph 4' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await page.getByRole('button', { name: 'Remove photograph 4' }).click();
    await expect(page.getByText('1 photograph will be deleted.')).toBeVisible();
    await page.getByRole('button', { name: 'Save photographs' }).click();
    await expect(page.getByRole('status').getByText('Your photographs were saved.')).toBeVisible();
    await expect.poll(galleryIds).toEqual([uploaded[1], uploaded[0], uploaded[2]]);
    expect((await page.request.get(removedUrl)).status()).toBe(404);

    // Update: no video is needed or sent; the new price is understood.
    const sent: (string | null)[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT') sent.push(r.postData());
    });
    await page.getByLabel('Price (optional)', { exact: true }).fill('From $1,200 a day');
    // docs/rules/photographers-and-portfolios.md#kenyan-marketplace: read as it is typed, in dollars since it says so (the experience's note is the other).
    await expect(form(page).getByText('We read this as')).toHaveCount(2);
    await expect(form(page).getByText('from US$1,200')).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').getByText('Portfolio updated successfully!')).toBeVisible();
    await expect(form(page).getByText('from US$1,200')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toContain('name="video"');
    expect(await myPortfolio(page)).toMatchObject({
      price: 'From $1,200 a day',
      startingPrice: 1200,
      startingCurrency: 'USD',
    });

    // The overview follows: three images, and the activities with their own icons.
    await (await dashboardNav(page, info)).getByRole('link', { name: 'Overview', exact: true }).click();
    const numbers = page.getByRole('list', { name: 'Your numbers' });
    await expect(numbers.getByRole('listitem').filter({ hasText: 'Images uploaded' })).toContainText('3');
    const activities = page.getByRole('region', { name: 'Recent Activities' });
    await expect(activities.getByText('Uploaded image').first()).toBeVisible();
    await expect(activities.getByText('3 times')).toBeVisible();
    // docs/rules/history.md#issue-23: docs/rules/product.md#entities's 'Created project' reads as what it was.
    await expect(activities.getByText('Created portfolio')).toBeVisible();
    await expect(activities.getByText('Joined platform')).toBeVisible();
    // Two uploads (the first photograph came with the form), each with its icon.
    await expect(activities.locator('svg[data-icon="Uploaded image"]').first()).toHaveClass(/lucide-image-up/);
    await expect(activities.locator('svg[data-icon="Created project"]')).toHaveClass(/lucide-folder-plus/);

    // Delete, after a confirmation; Cancel keeps it.
    await (await dashboardNav(page, info)).getByRole('link', { name: 'Portfolio', exact: true }).click();
    await page.getByRole('button', { name: 'Delete portfolio' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete your portfolio?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await myPortfolio(page)).not.toBeNull();
    await page.getByRole('button', { name: 'Delete portfolio' }).click();
    await dialog.getByRole('button', { name: 'Delete portfolio' }).click();
    await expect(page.getByRole('status').getByText('Portfolio deleted successfully!')).toBeVisible();
    // Back to create mode, the form cleared; the files are gone with it.
    await expect(page.getByRole('button', { name: 'Create portfolio' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Speciality')).toHaveValue('');
    expect(await myPortfolio(page)).toBeNull();
    expect((await page.request.get(reordered[0]!.url)).status()).toBe(404);
  });

  test("image checks before sending, and 'Image upload failed.' when the server refuses", async ({ page }, info) => {
    info.annotations.push({ type: 'expected-console-error', description: 'status of 415' });
    // Playwright's trace recorder fetches the page's blob: previews to store them, and the strict CSP
    // (connect-src 'self') refuses; the page itself only shows them in <img> (img-src allows blob:).
    info.annotations.push({ type: 'expected-console-error', description: "Connecting to 'blob:" });
    await photographerSignedIn(page, info, 'uploader');
    await createPortfolio(page.request, info);
    await page.goto('/photographer-dashboard/portfolio');
    const chooser = page.getByLabel('Choose photographs');
    const photo = { name: path.basename(PHOTOS[0]!), mimeType: 'image/jpeg', buffer: fs.readFileSync(PHOTOS[0]!) };
    await chooser.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }, photo]);
    await expect(page.getByRole('alert').filter({ hasText: 'Some files were left out' })).toContainText(
      'notes.txt: Please upload JPEG, PNG, WebP or AVIF images.',
    );
    await expect(page.getByRole('img', { name: `Preview of ${path.basename(PHOTOS[0]!)}` })).toBeVisible();
    await page.getByRole('button', { name: `Leave out ${path.basename(PHOTOS[0]!)}` }).click();
    await expect(page.getByRole('button', { name: /^Upload \d/ })).toHaveCount(0);

    // A file that lies about its type gets past the browser; the server reads the bytes (415).
    await chooser.setInputFiles({
      name: 'fake.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('this is text, not a JPEG'),
    });
    await page.getByRole('button', { name: 'Upload 1 photograph' }).click();
    const alert = page.getByRole('alert', { name: 'Errors' });
    await expect(alert).toContainText('Image upload failed.');
    await expect(alert).toContainText('Please upload JPEG, PNG, WebP or AVIF images.');
    // Only the first photograph it was created with (ADR 0037).
    expect((await myPortfolio(page))!.gallery).toHaveLength(1);
  });

  test("save failures: 'Error: {message}' and 'Server error. Please try again later.'", async ({ page }, info) => {
    info.annotations.push({ type: 'expected-console-error', description: 'status of 500' });
    info.annotations.push({ type: 'expected-console-error', description: 'net::ERR_CONNECTION_FAILED' });
    await photographerSignedIn(page, info, 'failing');
    await createPortfolio(page.request, info);
    await page.goto('/photographer-dashboard/portfolio');
    const existing = await myPortfolio(page);
    const put = `**/api/photographers/portfolio/*`;
    await page.route(put, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 200,
            json: { success: false, photographer: existing, message: 'Nothing was changed' },
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert', { name: 'Errors' }).getByText('Error: Nothing was changed')).toBeVisible();
    await page.unroute(put);

    await page.route(put, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 409,
            json: { message: 'You already have a portfolio. Update it instead.', code: 'CONFLICT' },
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByRole('alert', { name: 'Errors' }).getByText('Error: You already have a portfolio. Update it instead.'),
    ).toBeVisible();
    await page.unroute(put);

    await page.route(put, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { message: 'boom', code: 'INTERNAL' } })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByRole('alert', { name: 'Errors' }).getByText('Server error. Please try again later.'),
    ).toBeVisible();
    await page.unroute(put);

    await page.route(put, (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionfailed') : route.continue(),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByRole('alert', { name: 'Errors' }).getByText('Server error. Please try again later.'),
    ).toHaveCount(1);
  });

  test('dark mode toggles, persists under darkMode and survives a reload', async ({ page }, info) => {
    await photographerSignedIn(page, info, 'darkmode');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/photographer-dashboard');
    // On a phone the switch waits in the menu (the top bar keeps the dashboard's line whole).
    await dashboardNav(page, info);
    const toggle = page.getByRole('button', { name: 'Dark mode' }).locator('visible=true');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await dashboardNav(page, info);
    await expect(page.getByRole('button', { name: 'Dark mode' }).locator('visible=true')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Dark mode' }).locator('visible=true').click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
  });

  test("bookings, analytics and settings show the photographer's real, empty state", async ({ page }, info) => {
    await photographerSignedIn(page, info, 'empty');
    await page.goto('/photographer-dashboard/booking-requests');
    await expect(page.getByText('No booking requests available.')).toBeVisible();

    await page.goto('/photographer-dashboard/analytics');
    const views = page.getByRole('img', { name: /^Profile views per day/ });
    await expect(views).toBeVisible();
    await expect(views.locator('rect')).toHaveCount(30);
    await expect(page.getByRole('img', { name: /^Inquiries per day/ })).toBeVisible();
    await page.getByRole('button', { name: 'Show the numbers as a table' }).first().click();
    await expect(page.getByRole('table', { name: 'Profile views per day, per day' }).getByRole('row')).toHaveCount(31);

    await page.goto('/photographer-dashboard/settings');
    await expect(page.getByText('No profile picture found.')).toBeVisible();
    await page.getByRole('link', { name: 'Change your picture' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
  });

  test("booking requests: 'Failed to load booking requests.'", async ({ page }, info) => {
    info.annotations.push({ type: 'expected-console-error', description: 'status of 503' });
    await photographerSignedIn(page, info, 'bookfail');
    await page.route(/\/api\/booking-requests(\?.*)?$/, (route) =>
      route.fulfill({ status: 503, json: { message: 'down', code: 'UNAVAILABLE' } }),
    );
    await page.clock.install();
    await page.goto('/photographer-dashboard/booking-requests');
    // Failed queries are retried with backoff (docs/rules/product.md#constants) before the message shows.
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to load booking requests.' });
    await expect
      .poll(
        async () => {
          await page.clock.runFor(5_000);
          return failure.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('a client is told that portfolios are for photographers', async ({ page }, info) => {
    await accountSignedIn(page, info, 'client');
    await page.goto('/photographer-dashboard/portfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Only photographers can manage a portfolio.');
    await expect(page.getByRole('link', { name: 'Choose your role' })).toHaveAttribute('href', '/subscribers/choices');
  });
});

test('the photographer dashboard needs a sign-in', async ({ page }) => {
  await page.goto('/photographer-dashboard/portfolio');
  await expect(page).toHaveURL(/\/signup\?mode=signin&next=%2Fphotographer-dashboard%2Fportfolio$/);
});
