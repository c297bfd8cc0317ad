import sharp from 'sharp';
import { expect, isMobile, PASSWORD, submit, test, uniqueEmail, waitForMail } from './auth-helpers';
import { gotoHydrated, waitForHydration } from './fixtures';
import { adminSignedIn, consoleNav } from './studio-helpers';
import { baseURL } from './photographer-helpers';

/**
 * Galleries for the studio's own clients (docs/decisions/0047-studio-client-galleries.md), once per
 * screen size: an admin makes one in the console for a new client's e-mail, uploads two
 * photographs and e-mails the invitation; the client, signed out, opens the mail's link, signs in
 * (on a phone: creates an account, as most of the studio's clients will) and comes back to it, adds
 * the gallery to their account and finds it with its two photographs in their dashboard; the same
 * link then no longer works.
 */

/** Two small photographs, different in colour. */
const photographs = () =>
  Promise.all(
    [1, 2].map(async (i) => ({
      name: `STUDIO_${i}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({
        create: { width: 1200, height: 800, channels: 3, background: { r: 60 * i, g: 120, b: 200 - 50 * i } },
      })
        .jpeg({ quality: 85 })
        .toBuffer(),
    })),
  );

test('staff make a gallery for a studio client, upload and invite; the client adds it to their account', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(150_000); // Two accounts signed in, two uploads, a mail and six pages.
  const title = `Njeri’s graduation ${info.project.name} ${Date.now() % 100000}`;
  const clientEmail = uniqueEmail(info, 'studio-gallery-client');
  let link = '';

  await test.step('the admin makes the gallery in the console', async () => {
    await adminSignedIn(page);
    await (await consoleNav(page, isMobile(info))).getByRole('link', { name: 'Galleries' }).click();
    await expect(page).toHaveURL(/\/studio\/galleries$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Client galleries' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel("Client's name").fill('Njeri Mwangi');
    await page.getByLabel("Client's e-mail").fill(clientEmail);
    await page.getByRole('button', { name: 'Make the gallery' }).click();
    await expect(page).toHaveURL(/\/studio\/galleries\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`Client: Njeri Mwangi (${clientEmail})`)).toBeVisible();
    await expect(page.getByText('Invitation not sent yet')).toBeVisible();
  });

  await test.step('uploads two photographs', async () => {
    await page.locator('input[type=file]').setInputFiles(await photographs());
    await expect(page.getByText('2 of 2 uploaded')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('2 photographs ·')).toBeVisible();
  });

  await test.step('e-mails the invitation', async () => {
    await page.getByRole('button', { name: 'E-mail the invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${clientEmail}.` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send a new invitation' })).toBeVisible();
    await expect(page.getByText(/Invitation sent on .*, not opened yet/)).toBeVisible();
    const mail = await waitForMail(clientEmail, `Your photographs are ready: ${title}`);
    const found = /\/gallery-invitation#[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(found, 'the invitation link in the mail').toBeDefined();
    link = found!;
    // The console's list tells where it stands.
    await page.getByRole('link', { name: 'All client galleries' }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await expect(card).toContainText(`Client: Njeri Mwangi (${clientEmail})`);
    await expect(card).toContainText('not opened yet');
    await expect(card).toContainText('2 photographs · open until');
  });

  // The client, in a browser of their own, with an account under another address.
  const client = await browser.newContext({
    baseURL: baseURL(info),
    viewport: isMobile(info) ? { width: 390, height: 844 } : { width: 1440, height: 900 },
    isMobile: isMobile(info),
    hasTouch: isMobile(info),
  });
  try {
    const c = await client.newPage();
    const accountEmail = uniqueEmail(info, 'studio-gallery-account');
    // On a phone the client is new here; on a desktop they already have an account.
    const newClient = isMobile(info);
    if (!newClient) {
      const signup = await c.request.post('/api/auth/signup', {
        data: { name: 'Njeri Mwangi', email: accountEmail, password: PASSWORD, confirmPassword: PASSWORD },
      });
      expect(signup.status()).toBe(201);
      await client.clearCookies();
    }

    await test.step(`the client opens the link signed out, ${newClient ? 'creates an account' : 'signs in'} and comes back to it`, async () => {
      await gotoHydrated(c, link);
      await expect(c.getByRole('heading', { level: 1, name: 'Your gallery' })).toBeVisible();
      await expect(c.getByText(`The studio made a gallery of your photographs: "${title}".`)).toBeVisible();
      // The token left the address bar.
      expect(new URL(c.url()).hash).toBe('');
      await c.getByRole('link', { name: 'Sign in or create an account' }).click();
      await expect(c).toHaveURL(/\/signup\?mode=signin&next=%2Fgallery-invitation$/);
      await waitForHydration(c);
      if (newClient) {
        await submit(c, 'Sign Up'); // from Sign In to Sign Up
        await c.getByLabel('Your name').fill('Njeri Mwangi');
      }
      await c.getByLabel('Email').fill(accountEmail);
      await c.getByLabel('Password', { exact: true }).fill(PASSWORD);
      if (newClient) {
        await c.getByLabel('Confirm password').fill(PASSWORD);
        await submit(c, 'Sign Up');
        await expect(c).toHaveURL(/\/subscribers\/choices$/);
        await c.getByRole('button', { name: 'Continue as a client' }).click();
      } else await submit(c, 'Sign In');
      await expect(c).toHaveURL(/\/gallery-invitation$/);
    });

    await test.step('adds the gallery to their account and sees its two photographs', async () => {
      await c.getByRole('button', { name: 'Add it to my account' }).click();
      await expect(c).toHaveURL(/\/dashboard\/galleries\/[0-9a-f-]{36}$/);
      await expect(c.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(c.getByRole('list', { name: 'Photographs' }).getByRole('button')).toHaveCount(2);
      await gotoHydrated(c, '/dashboard/galleries');
      await c.getByRole('link', { name: title }).click();
      await expect(c.getByRole('list', { name: 'Photographs' }).getByRole('button')).toHaveCount(2);
    });

    await test.step('the same link no longer works', async () => {
      await gotoHydrated(c, link);
      await expect(c.getByRole('alert')).toHaveText(
        'This invitation does not work any more. Ask the studio for a new one.',
      );
      await expect(c.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    });

    await test.step('the console says the gallery is in the client’s account', async () => {
      await page.reload();
      const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
      await expect(card).toContainText('In the client’s account');
    });
  } finally {
    await client.close();
  }
});
