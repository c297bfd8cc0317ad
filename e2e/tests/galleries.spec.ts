import fs from 'node:fs';
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { accountSignedIn, expect, isMobile, test } from './auth-helpers';
import { expireGallery, moveBookingIntoThePast } from './database-helpers';
import { gotoHydrated } from './fixtures';
import { baseURL, nairobiDate, photographerInBrowser, watchConsole } from './photographer-helpers';

/**
 * Client galleries (docs/rules/history.md#issue-29, docs/decisions/0039), once per screen size: a photographer uploads
 * 30 photographs to a completed booking (one upload's connection is cut and it resumes); the
 * client favourites 5 and shares a PIN link; a guest favourites 3 and comments; the client submits
 * a selection of 4 (min 3, max 4) and cannot change it after; the photographer sees both people's
 * picks and exports them; the client downloads the set as a ZIP whose entries are the originals
 * byte for byte; a revoked link and its image addresses answer 404; an expired gallery tells its
 * guest so.
 */

const PHOTOS = 30;
const shots = process.env.GALLERY_SHOTS_DIR;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function shot(page: Page, name: string, project: string) {
  if (shots) await page.screenshot({ path: `${shots}/${project}-${name}.png`, fullPage: false });
}

/** The entries of a stored ZIP, read from its central directory. */
function unzip(buf: Buffer): Map<string, Buffer> {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const size = buf.readUInt32LE(at + 20);
    const nameLen = buf.readUInt16LE(at + 28);
    const skip = nameLen + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    const dataAt = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    out.set(name, buf.subarray(dataAt, dataAt + size));
    at += 46 + skip;
  }
  return out;
}

/** Opens the viewer on the `n`th photograph (0-based) of the grid. */
async function openPhoto(page: Page, n: number) {
  await page.getByRole('list', { name: 'Photographs' }).getByRole('button').nth(n).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

test('a gallery is delivered, favourited, shared, chosen from, exported, downloaded, revoked and expires', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(300_000);
  const project = info.project.name;
  const problems: string[] = [];
  const photographer = await photographerInBrowser(browser, info, problems);
  const p = photographer.page;
  const origin = { origin: baseURL(info) };
  const device = {
    baseURL: baseURL(info),
    viewport: isMobile(info) ? { width: 390, height: 844 } : { width: 1440, height: 900 },
    isMobile: isMobile(info),
    hasTouch: isMobile(info),
  };
  const originals = new Map<string, Buffer>();
  for (let i = 1; i <= PHOTOS; i++) {
    const name = `DSC_${String(i).padStart(4, '0')}.jpg`;
    const width = i % 3 === 0 ? 800 : 1200;
    const height = i % 3 === 0 ? 1200 : 800;
    originals.set(
      name,
      await sharp({
        create: { width, height, channels: 3, background: { r: (i * 37) % 255, g: 120, b: (i * 61) % 255 } },
      })
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  }
  let galleryId = '';
  let shareUrl = '';
  try {
    await test.step('a client books; the booking is accepted, its day passes and it is completed', async () => {
      const email = await accountSignedIn(page, info, 'gallery-client', 'Achieng Otieno');
      expect((await page.request.post('/api/created-id', { data: { role: 'client' }, headers: origin })).status()).toBe(
        201,
      );
      const res = await page.request.post('/api/booking-requests', {
        headers: origin,
        data: {
          photographerId: photographer.id,
          name: 'Achieng Otieno',
          email,
          service: 'Wedding',
          eventDate: nairobiDate(12),
          message: 'Our wedding in Naivasha, about 120 guests.',
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      const id = ((await res.json()) as { bookingRequest: { id: string } }).bookingRequest.id;
      const move = (status: string) =>
        p.request.patch(`/api/booking-requests/${id}`, { headers: origin, data: { status } });
      expect((await move('accepted')).status()).toBe(200);
      await moveBookingIntoThePast(id, 4);
      expect((await move('completed')).status()).toBe(200);
    });

    await test.step('the photographer makes the gallery (choose 3 to 4) and uploads 30 photographs, one cut and resumed', async () => {
      await gotoHydrated(p, '/photographer-dashboard/galleries');
      await p.getByLabel('Booking').selectOption({ index: 1 });
      await p.getByLabel('Title').fill('Achieng & Brian');
      await p.getByLabel('Client chooses at least (optional)').fill('3');
      await p.getByLabel('and at most (optional)').fill('4');
      await p.getByRole('button', { name: 'Make the gallery' }).click();
      await expect(p).toHaveURL(/\/photographer-dashboard\/galleries\/[0-9a-f-]{36}$/);
      galleryId = p.url().split('/').pop()!;
      // The first PATCH's connection is cut; tus-js-client asks where the bytes stopped and resumes.
      let cut = false;
      await p.route('**/api/gallery-uploads/*', async (route) => {
        if (!cut && route.request().method() === 'PATCH') {
          cut = true;
          await route.abort('connectionreset');
        } else await route.continue();
      });
      await p
        .locator('input[type=file]')
        .setInputFiles([...originals].map(([name, buffer]) => ({ name, mimeType: 'image/jpeg', buffer })));
      await expect(p.getByRole('progressbar', { name: 'All uploads' })).toBeVisible();
      await shot(p, 'uploading', project);
      await expect(p.getByText(`${PHOTOS} of ${PHOTOS} uploaded`)).toBeVisible({ timeout: 240_000 });
      expect(cut).toBe(true);
      // The cut connection's own console line is expected once; anything else still fails the test.
      const reset = problems.findIndex((line) => line.includes('net::ERR_CONNECTION_RESET'));
      expect(reset).toBeGreaterThanOrEqual(0);
      problems.splice(reset, 1);
      await expect(p.getByText(`${PHOTOS} photographs ·`)).toBeVisible();
      await shot(p, 'manager', project);
    });

    await test.step('the client opens the gallery and favourites 5', async () => {
      await gotoHydrated(page, '/dashboard/galleries');
      await page.getByRole('link', { name: 'Achieng & Brian' }).click();
      await expect(page.getByRole('heading', { name: 'Achieng & Brian' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Photographs' }).getByRole('button')).toHaveCount(PHOTOS);
      await shot(page, 'client-gallery', project);
      await openPhoto(page, 0);
      for (let i = 0; i < 5; i++) {
        await page.getByRole('button', { name: 'Favourite', exact: true }).click();
        await expect(page.getByRole('button', { name: 'Favourited' })).toBeVisible();
        await page.keyboard.press('ArrowRight');
      }
      await shot(page, 'viewer', project);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('the client shares a PIN link', async () => {
      await page.getByLabel('Link name').fill('Family');
      await page.getByLabel('PIN (optional, 4-8 digits)').fill('4821');
      await page.getByRole('button', { name: 'Make a link' }).click();
      shareUrl = (await page.getByTestId('share-url').textContent()) ?? '';
      expect(shareUrl).toMatch(/\/g\/[A-Za-z0-9_-]{43}$/);
    });

    const guest = await browser.newContext(device);
    const g = await guest.newPage();
    watchConsole(g, problems);
    let guestImage = '';
    await test.step('a guest gives a name and the PIN, favourites 3 and comments', async () => {
      await g.goto(shareUrl);
      await g.getByLabel('Your name').fill('Auntie Wanjiru');
      await g.getByLabel('PIN').fill('1111');
      await g.getByRole('button', { name: 'Open the gallery' }).click();
      await expect(g.getByRole('alert')).toHaveText('That PIN is not right.');
      await g.getByLabel('PIN').fill('4821');
      await g.getByRole('button', { name: 'Open the gallery' }).click();
      await expect(g.getByText('Welcome, Auntie Wanjiru.')).toBeVisible();
      await shot(g, 'guest', project);
      await openPhoto(g, 10);
      for (let i = 0; i < 3; i++) {
        await g.getByRole('button', { name: 'Favourite', exact: true }).click();
        await expect(g.getByRole('button', { name: 'Favourited' })).toBeVisible();
        if (i < 2) await g.keyboard.press('ArrowRight');
      }
      await g.getByLabel('Comment').fill('Print this one big, please!');
      await g.getByRole('button', { name: 'Send' }).click();
      await expect(g.getByRole('list', { name: 'Comments' })).toContainText(
        'Auntie Wanjiru Print this one big, please!',
      );
      // No downloads with this link: neither buttons nor a ZIP.
      await expect(g.getByRole('link', { name: 'Full size' })).toHaveCount(0);
      guestImage = (await g.getByRole('dialog').getByRole('img').getAttribute('src')) ?? '';
      expect((await g.request.get(guestImage)).status()).toBe(200);
      await g.keyboard.press('Escape');
    });

    await test.step('without scripts, a guest opens the gallery by its form and sees the first screen', async () => {
      // docs/decisions/0044-gallery-first-screen.md: the door is a page form, the grid is in the HTML.
      const bare = await browser.newContext({ ...device, javaScriptEnabled: false });
      const b = await bare.newPage();
      const res = await b.goto(shareUrl);
      expect(res?.headers()['cache-control']).toBe('no-store');
      expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await b.getByLabel('Your name').fill('Uncle Otieno');
      await b.getByLabel('PIN').fill('1111');
      await b.getByRole('button', { name: 'Open the gallery' }).click();
      await expect(b.getByRole('alert')).toHaveText('That PIN is not right.');
      await expect(b.getByLabel('Your name')).toHaveValue('Uncle Otieno');
      await b.getByLabel('PIN').fill('4821');
      await b.getByRole('button', { name: 'Open the gallery' }).click();
      await expect(b.getByText('Welcome, Uncle Otieno.')).toBeVisible();
      await expect(b.getByRole('heading', { name: 'Achieng & Brian' })).toBeVisible();
      const grid = b.getByRole('list', { name: 'Photographs' });
      await expect(grid.getByRole('img')).toHaveCount(PHOTOS);
      await expect
        .poll(() =>
          grid
            .getByRole('img')
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBeGreaterThan(0);
      await shot(b, 'guest-no-scripts', project);
      await bare.close();
    });

    await test.step('the client submits a selection of 4 and cannot change it after', async () => {
      await page.reload();
      await openPhoto(page, 0);
      for (let i = 0; i < 4; i++) {
        await page.getByRole('button', { name: 'Select', exact: true }).click();
        await expect(page.getByRole('button', { name: 'Selected', exact: true })).toBeVisible();
        await page.keyboard.press('ArrowRight');
      }
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('selection-count')).toHaveText('4');
      await page.getByRole('button', { name: 'Submit the selection' }).click();
      await expect(page.getByText(/You submitted 4 photographs on .*The selection is locked\./)).toBeVisible();
      const change = await page.request.put(`/api/galleries/${galleryId}/selection`, {
        headers: origin,
        data: { photoIds: [] },
      });
      expect(change.status()).toBe(409);
    });

    await test.step("the photographer sees both people's picks and exports them", async () => {
      await p.reload();
      const picks = p.getByTestId('person-picks');
      await expect(picks.filter({ hasText: 'Achieng Otieno (client, 5 favourites)' })).toBeVisible();
      await expect(picks.filter({ hasText: 'Auntie Wanjiru (guest, 3 favourites)' })).toBeVisible();
      await p.getByRole('heading', { name: 'Picks' }).scrollIntoViewIfNeeded();
      await shot(p, 'picks', project);
      const [download] = await Promise.all([
        p.waitForEvent('download'),
        p.getByRole('link', { name: 'Export as CSV' }).click(),
      ]);
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      const lines = csv.trim().split('\r\n');
      expect(lines[0]).toBe('person,pick,file');
      expect(lines.filter((l) => l.startsWith('selection,selected,'))).toHaveLength(4);
      expect(lines.filter((l) => l.startsWith('Achieng Otieno,favourite,'))).toHaveLength(5);
      expect(lines.filter((l) => l.startsWith('Auntie Wanjiru,favourite,'))).toHaveLength(3);
    });

    await test.step('the client downloads the set as a ZIP whose entries are the originals byte for byte', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download all (ZIP)' }).click(),
      ]);
      const entries = unzip(fs.readFileSync((await download.path())!));
      expect(entries.size).toBe(PHOTOS);
      for (const [name, bytes] of originals) expect(sha(entries.get(`Highlights/${name}`)!), name).toBe(sha(bytes));
    });

    await test.step('the photographer turns client downloads off and on, and deletes a photograph after a confirmation', async () => {
      const downloads = p.getByRole('checkbox', { name: 'The client and guests with the right may download' });
      await expect(downloads).toBeChecked();
      await downloads.uncheck();
      await expect(downloads).not.toBeChecked();
      await expect(downloads).toBeEnabled();
      await page.reload();
      await expect(page.getByText('Downloads are off for this gallery')).toBeVisible();
      await expect(page.getByRole('link', { name: /Download/ })).toHaveCount(0);
      const zip = await page.request.get(`/api/galleries/${galleryId}/download`);
      expect(zip.status()).toBe(403);
      expect(((await zip.json()) as { message: string }).message).toBe(
        'The photographer has turned downloads off for this gallery.',
      );
      await downloads.check();
      await expect(downloads).toBeChecked();
      await expect(downloads).toBeEnabled();
      await page.reload();
      await expect(page.getByRole('link', { name: 'Download all (ZIP)' })).toBeVisible();

      const last = `DSC_${String(PHOTOS).padStart(4, '0')}.jpg`;
      await openPhoto(p, PHOTOS - 1);
      await p.getByRole('dialog', { name: last }).getByRole('button', { name: 'Delete photograph' }).click();
      const confirm = p.getByRole('alertdialog', { name: `Delete ${last}?` });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Delete photograph' }).click();
      await expect(p.getByText(`${last} was deleted.`)).toBeVisible();
      await expect(confirm).toBeHidden();
      await p.keyboard.press('Escape');
      await expect(p.getByText(`${PHOTOS - 1} photographs ·`)).toBeVisible();
      await expect(p.getByRole('button', { name: `Open ${last}` })).toHaveCount(0);
    });

    await test.step('a revoked link and its image addresses answer 404', async () => {
      await page.getByRole('list', { name: 'Share links' }).getByRole('button', { name: 'Revoke' }).click();
      await expect(page.getByRole('list', { name: 'Share links' })).toContainText('Revoked');
      expect((await g.request.get(guestImage)).status()).toBe(404);
      await g.reload();
      await expect(g.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    });

    await test.step('an expired gallery tells its guest so', async () => {
      const made = await p.request.post(`/api/galleries/${galleryId}/links`, {
        headers: origin,
        data: { label: 'Friends' },
      });
      const url = ((await made.json()) as { url: string }).url;
      await g.goto(url);
      await g.getByLabel('Your name').fill('Cousin Baraka');
      await g.getByRole('button', { name: 'Open the gallery' }).click();
      await expect(g.getByText('Welcome, Cousin Baraka.')).toBeVisible();
      await expireGallery(galleryId);
      await g.reload();
      await expect(g.getByText('This gallery has expired. Ask the photographer to extend it.')).toBeVisible();
      await shot(g, 'expired', project);
    });
    await guest.close();
  } finally {
    await photographer.close();
  }
  expect(problems).toEqual([]);
});
