import path from 'node:path';
import { expect, isMobile, test } from './auth-helpers';
import { PHOTOS, photographerSignedIn } from './photographer-helpers';

/**
 * docs/rules/history.md#issue-23: a new photographer publishes in minutes: a name, a speciality, a location and one
 * photograph; everything else optional, and a checklist of what would make the profile stronger.
 */
test('a new photographer publishes with one photograph, then sees what would make the profile stronger', async ({
  page,
}, info) => {
  test.slow(); // Sign-up, an upload and several pages.
  // Playwright's trace recorder fetches the page's blob: previews; the CSP (connect-src 'self') refuses.
  info.annotations.push({ type: 'expected-console-error', description: "Connecting to 'blob:" });
  const name = `Akinyi Otieno ${info.project.name} ${Date.now() % 1_000_000}`;
  await photographerSignedIn(page, info, 'onboarding');
  await page.goto('/photographer-dashboard/portfolio');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your portfolio');

  // Only what a profile needs is asked for.
  await page.getByRole('button', { name: 'Create portfolio' }).click();
  for (const message of [
    'Name is required.',
    'Speciality is required.',
    'Location is required.',
    'Add at least one photograph: clients see it first on your profile.',
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  for (const message of ['Website is required.', 'Video is required.', 'Email is required.', 'Phone is required.'])
    await expect(page.getByText(message, { exact: true })).toHaveCount(0);

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Speciality').selectOption('Portrait');
  await page.getByLabel('Location').selectOption('Nairobi');
  await page.getByLabel('Choose photographs').setInputFiles(PHOTOS[0]!);
  await expect(page.getByRole('img', { name: `Preview of ${path.basename(PHOTOS[0]!)}` })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`onboarding-form-${info.project.name}.png`), fullPage: true });
  await page.getByRole('button', { name: 'Create portfolio' }).click();
  await expect(page.getByRole('status').getByText('Portfolio updated successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your portfolio');
  await expect(page.getByRole('list', { name: 'Your photographs, in order' }).getByRole('listitem')).toHaveCount(1);

  // Published: the public profile shows the photograph, and the directory finds it.
  const mine = (await (await page.request.get('/api/photographers/portfolio')).json()).photographer as {
    _id: string;
    gallery: { url: string }[];
    website: string;
    video: string | null;
  };
  expect(mine).toMatchObject({ website: '', video: null });
  expect(mine.gallery).toHaveLength(1);
  const directory = await page.request.get(`/api/photographers/portfolio/get-all?q=${encodeURIComponent(name)}`);
  expect(((await directory.json()).data as { _id: string }[]).map((c) => c._id)).toContain(mine._id);
  await page.goto(`/photographer/${mine._id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator(`img[src*="${path.dirname(mine.gallery[0]!.url)}"]`).first()).toBeVisible();

  // The overview's checklist: what would make the profile stronger, each a link to where it is done.
  await page.goto('/photographer-dashboard');
  const checklist = page.getByRole('region', { name: 'Make your profile stronger' });
  await expect(checklist).toContainText('0 of 8 done');
  await expect(checklist.getByRole('link', { name: /Link your Instagram/ })).toHaveAttribute(
    'href',
    '/photographer-dashboard/portfolio',
  );
  await expect(checklist.getByRole('link', { name: /Offer a package/ })).toHaveAttribute(
    'href',
    '/photographer-dashboard/packages',
  );
  await checklist.getByRole('link', { name: /Offer a package/ }).scrollIntoViewIfNeeded();
  await page.screenshot({
    path: info.outputPath(`onboarding-checklist-${isMobile(info) ? 'mobile' : 'desktop'}.png`),
    fullPage: true,
  });
  await checklist.getByRole('link', { name: /Link your Instagram/ }).click();
  await expect(page).toHaveURL(/\/photographer-dashboard\/portfolio$/);
  await page.getByLabel('Instagram (optional)').fill('@akinyi.frames');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').getByText('Portfolio updated successfully!')).toBeVisible();
  await page.goto('/photographer-dashboard');
  await expect(page.getByRole('region', { name: 'Make your profile stronger' })).toContainText('1 of 8 done');
});
