import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, isMobile, signInThroughScreen, test } from './auth-helpers';
import { inTurn, saveAndPublish } from './content-drafts';
import { gotoHydrated } from './fixtures';
import { choosePicture, stemOf, uploadedImages } from './media-helpers';

/**
 * docs/rules/history.md#issue-23: staff upload twelve photographs at once, put their own in a hero slide, a service
 * card, a team member and a partner slot, see each on the public pages, and the overview's count
 * of places still showing sample photographs goes down by one for each. Each choice is saved as a
 * draft and published (docs/rules/history.md#issue-23, ADR 0033): the site and the count show it only then. The two
 * screen sizes use different slots (desktop the first of each, mobile the second) and take turns
 * with each other and with studio-images.spec.ts (which changes the gallery), so each sees its own
 * four steps in the count. studio-content.spec.ts edits the hero slides' words meanwhile: a save
 * or publish that crosses one of its saves (409) reloads and chooses again.
 */

const ADMIN_EMAIL = 'studio-admin@picha.test';
const PHOTO = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../apps/web/media-src/photos/basketball-court-01.jpg'),
);

async function sampleCount(page: Page): Promise<number> {
  await gotoHydrated(page, '/studio');
  const count = page.getByTestId('sample-count');
  await expect(count).toHaveText(/\d+ places? still shows? sample photographs?/);
  return Number((await count.textContent())?.match(/\d+/)?.[0]);
}

async function openContent(page: Page, mobile: boolean, kind: string) {
  await gotoHydrated(page, '/studio');
  if (mobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Studio console' })
    .locator('visible=true')
    .getByRole('link', { name: 'Content' })
    .click();
  await page
    .getByRole('navigation', { name: 'Kinds of content' })
    .getByRole('link', { name: kind, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: kind })).toBeVisible();
}

/**
 * Chooses the picture in the slot `opener` finds in the open editor, saves the part as a draft and
 * publishes it; when someone saved the part in between (409), the editor has reloaded their
 * version and the picture is chosen again.
 */
async function chooseAndPublish(page: Page, opener: () => Locator, search: string) {
  for (let attempt = 1; ; attempt++) {
    await choosePicture(page, opener(), search);
    if ((await saveAndPublish(page)) === 'published') return;
    if (attempt >= 5) throw new Error('the part kept changing under the test');
  }
}

/**
 * "See it on the public page": the page at `pagePath` draws the upload (its files under
 * /uploads/studio/), once the draft that chose it is published (`chooseAndPublish`).
 */
async function seeOnPublicPage(page: Page, pagePath: string, id: string) {
  await gotoHydrated(page, pagePath);
  const drawn = page.locator(`img[src*="${stemOf(id)}"], source[srcset*="${stemOf(id)}"]`);
  await expect(drawn.first()).toBeAttached({ timeout: 15_000 });
}

test('staff upload twelve photographs and put their own in a slide, a service, a team member and a partner', async ({
  page,
}, info) => {
  test.setTimeout(300_000); // Twelve uploads, four saves and publishes, four public pages, after the other size's turn.
  const mobile = isMobile(info);
  const slot = mobile ? 2 : 1;
  const run = `${info.project.name}-${Date.now() % 100000}`;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set: run through playwright.config.ts');
  await signInThroughScreen(page, ADMIN_EMAIL, password);

  await inTurn('studio-pictures', async () => {
    const before = await sampleCount(page);
    expect(before).toBeGreaterThan(4);
    const names = Array.from({ length: 12 }, (_, i) => `studio-${run}-${i + 1}.jpg`);

    await test.step('uploads twelve photographs at once, each with its own progress, and describes one', async () => {
      await openContent(page, mobile, 'Media library');
      await page
        .getByLabel('Choose photographs')
        .setInputFiles(names.map((name) => ({ name, mimeType: 'image/jpeg', buffer: PHOTO })));
      const rows = page.getByRole('list', { name: 'Upload photographs' }).getByRole('listitem');
      await expect(rows).toHaveCount(12);
      await expect(page.getByRole('status').filter({ hasText: '12 of 12 uploaded.' })).toBeVisible({
        timeout: 120_000,
      });
      await page.getByLabel('Search the library').fill(`studio-${run}`);
      await expect(page.getByRole('status').filter({ hasText: /^12( of \d+)? photographs$/ })).toBeVisible();
      const description = page.getByLabel(`Description of ${names[0]}`, { exact: true });
      await description.fill(`Our couple on the cathedral steps (${run}).`);
      await description.locator('xpath=ancestor::form').getByRole('button', { name: 'Save description' }).click();
      await expect(page.getByText('Description saved.')).toBeVisible();
    });

    const mine = new Map((await uploadedImages(page)).map((image) => [image.name, image.id]));
    for (const name of names) expect(mine.get(name), name).toBeTruthy();
    const idOf = (n: number) => mine.get(names[n])!;

    await test.step(`puts one in hero slide ${slot}`, async () => {
      await openContent(page, mobile, 'Hero slides');
      const slide = () =>
        page
          .getByRole('list', { name: 'Hero slides' })
          .getByRole('listitem')
          .nth(slot - 1);
      await chooseAndPublish(
        page,
        () => slide().getByRole('button', { name: /Replace picture Photograph/ }),
        `(${run})`,
      );
      await seeOnPublicPage(page, '/', idOf(0));
    });

    await test.step(`puts one on the card of service ${slot}`, async () => {
      await openContent(page, mobile, 'Services');
      const service = () =>
        page
          .getByRole('list', { name: 'Services' })
          .getByRole('listitem')
          .nth(slot - 1);
      await chooseAndPublish(
        page,
        () => service().getByRole('button', { name: /Replace picture Cover photograph/ }),
        names[1]!,
      );
      await seeOnPublicPage(page, '/services', idOf(1));
    });

    await test.step(`puts one as team member ${slot}'s portrait`, async () => {
      await openContent(page, mobile, 'Team');
      const member = () =>
        page
          .getByRole('list', { name: 'Team' })
          .getByRole('listitem')
          .nth(slot - 1);
      await chooseAndPublish(page, () => member().getByRole('button', { name: /Replace picture/ }), names[2]!);
      await seeOnPublicPage(page, '/about', idOf(2));
    });

    await test.step(`puts one as partner ${slot}'s logo`, async () => {
      await openContent(page, mobile, 'Partners');
      const partner = () =>
        page
          .getByRole('list', { name: 'Partners' })
          .getByRole('listitem')
          .nth(slot - 1);
      await chooseAndPublish(page, () => partner().getByRole('button', { name: /Replace picture/ }), names[3]!);
      await seeOnPublicPage(page, '/', idOf(3));
    });

    await test.step('the overview counts four places fewer showing sample photographs', async () => {
      expect(await sampleCount(page)).toBe(before - 4);
      // Each remaining place links to the page that replaces it.
      await page.getByRole('list', { name: 'Sample pictures' }).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/studio\/content\//);
    });
  });
});
