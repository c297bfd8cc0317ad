import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, isMobile, test } from './auth-helpers';
import { gotoHydrated, waitForHydration } from './fixtures';
import { adminSignedIn } from './studio-helpers';

/**
 * The studio console's blog (docs/rules/history.md#issue-14, ADR 0023), once per screen size: the admin writes a post
 * whose Markdown tries script, event handlers, `javascript:` links and raw HTML, previews it
 * (inert), publishes it with a cover and finds it on /blogs, on its page (the server-rendered HTML
 * inert too) and in the sitemap; a draft is not public; changing the slug sends the old address
 * to the new one with 301; deleting it (after a confirm) takes it off the site. Posts get unique
 * titles and are deleted at the end: the blog's own tests read /blogs at the same time.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
const COVER = path.resolve(import.meta.dirname, '../../apps/web/public/og-default.jpg');

const BODY = [
  'First light over the **Mara**, told in Markdown.',
  '',
  'Hello <script>window.__pwned = 1</script> there.',
  '',
  '<img src=x onerror="window.__pwned = 2">',
  '',
  '[a trap](javascript:window.__pwned=3) and [the studio](https://example.com)',
].join('\n');

async function shot(page: Page, name: string, project: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${project}-${name}.png`), fullPage: true });
}

async function openBlog(page: Page, mobile: boolean) {
  if (mobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Studio console' })
    .locator('visible=true')
    .getByRole('link', { name: 'Blog' })
    .click();
  await expect(page).toHaveURL(/\/studio\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await waitForHydration(page);
}

async function save(page: Page, name: 'Create post' | 'Save') {
  await page.getByRole('button', { name }).click();
  await expect(page.getByText('Saved.').first()).toBeVisible();
}

test('an admin writes, previews, publishes with a cover, re-slugs and deletes a post; drafts stay private', async ({
  page,
}, info) => {
  test.slow(); // Sign-in, an upload and several pages.
  const project = info.project.name;
  const stamp = `${project} ${Date.now() % 1_000_000}`;
  const title = `Console story ${stamp}`;
  const draftTitle = `Console draft ${stamp}`;
  await adminSignedIn(page);

  let slug = '';
  await test.step('writes a post and previews its Markdown, rendered inert by the server', async () => {
    await openBlog(page, isMobile(info));
    await shot(page, 'list', project);
    await page.getByRole('link', { name: 'New post' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
    await waitForHydration(page);
    // Nothing sent while a field is wrong: the messages stand under the fields.
    await page.getByRole('button', { name: 'Create post' }).click();
    await expect(page.getByText('Give the post a title.')).toBeVisible();
    await expect(page.getByText('Name the author.')).toBeVisible();
    await shot(page, 'editor-errors', project);

    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Excerpt', { exact: true }).fill('A morning in the Mara, from the console.');
    // docs/rules/history.md#issue-23: the author is one of the staff, by display name (the admin made at start is "Studio admin").
    await expect(page.getByLabel('Author').getByRole('option', { name: 'Studio admin' })).toBeAttached();
    await page.getByLabel('Author').selectOption({ label: 'Studio admin' });
    await page.getByLabel('Body (Markdown)', { exact: true }).fill(BODY);
    // Side by side and live at 1440 px; a tab on a phone.
    const wide = !isMobile(info);
    if (!wide) await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = wide ? page.getByRole('region', { name: 'Preview' }) : page.getByRole('tabpanel');
    await expect(preview).toContainText(title);
    await expect(preview).toContainText('By Studio admin');
    await expect(preview.locator('strong', { hasText: 'Mara' })).toBeVisible();
    await expect(preview.locator('p', { hasText: '<script>window.__pwned = 1</script>' })).toBeVisible();
    await expect(preview.locator('script, img')).toHaveCount(0);
    await expect(preview.locator('a[href^="javascript"]')).toHaveCount(0);
    await shot(page, 'preview', project);
    if (!wide) await page.getByRole('tab', { name: 'Write' }).click();

    await page.getByLabel('Published').check();
    await save(page, 'Create post');
    await expect(page).toHaveURL(/\/studio\/blog\/[0-9a-f-]{36}$/);
    slug = await page.getByLabel('Slug').inputValue();
    expect(slug).toBe(`console-story-${stamp.replace(' ', '-')}`);
  });

  await test.step('adds a cover, seen before and after the upload', async () => {
    await page.getByLabel('Cover alt text').fill('Acacia trees against an orange sky');
    await page.getByLabel('Cover image', { exact: true }).setInputFiles({
      name: 'cover.jpg',
      mimeType: 'image/jpeg',
      buffer: fs.readFileSync(COVER),
    });
    await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: 'Upload a cover' }).click();
    await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /^\/uploads\/blog\/[\w-]+\.jpg$/);
    await save(page, 'Save');
    await shot(page, 'editor', project);
  });

  await test.step('the post is on /blogs, on its page (server-rendered, inert) and in the sitemap', async () => {
    const html = await (await page.request.get(`/blogs/${slug}`)).text();
    expect(html).toContain('&lt;script&gt;window.__pwned = 1&lt;/script&gt;');
    expect(html).not.toContain('<script>window.__pwned');
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('<strong>Mara</strong>');
    expect(html).toContain('"@type":"BlogPosting"');

    await gotoHydrated(page, '/blogs');
    const card = page.locator('main article').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toHaveCount(1);
    await expect(card.locator('img')).toHaveAttribute('alt', 'Acacia trees against an orange sky');
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('main strong', { hasText: 'Mara' })).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await shot(page, 'public-post', project);

    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/blogs/${slug}</loc>`);
  });

  await test.step('a draft is not public', async () => {
    await gotoHydrated(page, '/studio/blog/new');
    await page.getByLabel('Title', { exact: true }).fill(draftTitle);
    await page.getByLabel('Author').selectOption({ label: 'Studio admin' });
    // The schedule picker, in Nairobi time (left as a draft).
    await page.getByLabel('Scheduled').check();
    await expect(page.getByText('Nairobi time (EAT, UTC+3).')).toBeVisible();
    await shot(page, 'schedule', project);
    await page.getByLabel('Draft').check();
    await save(page, 'Create post');
    // The saved post's own editor, with the slug the server gave it.
    await expect(page).toHaveURL(/\/studio\/blog\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('Slug')).not.toHaveValue('');
    const draftSlug = await page.getByLabel('Slug').inputValue();
    expect((await page.request.get(`/blogs/${draftSlug}`)).status()).toBe(404);
    expect((await page.request.get(`/api/blogs/${draftSlug}`)).status()).toBe(404);
    expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(`/blogs/${draftSlug}<`);
    const list = (await (await page.request.get('/api/blogs')).json()) as { data: { slug: string }[] };
    expect(list.data.map((p) => p.slug)).not.toContain(draftSlug);

    // The console lists it, marked Draft.
    await gotoHydrated(page, `/studio/blog?status=draft&q=${encodeURIComponent(draftTitle)}`);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: draftTitle }) });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await row.getByRole('link', { name: draftTitle }).click();
    await page.getByRole('button', { name: 'Delete post' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/studio\/blog$/);
  });

  await test.step('a changed slug answers 301 from the old address, page and API', async () => {
    await gotoHydrated(page, `/studio/blog?q=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel('Slug').fill(`${slug}-renamed`);
    await save(page, 'Save');
    await expect(page.getByText(`Redirects here: /blogs/${slug}`)).toBeVisible();
    const old = await page.request.get(`/blogs/${slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/blogs/${slug}-renamed`);
    const api = await page.request.get(`/api/blogs/${slug}`, { maxRedirects: 0 });
    expect(api.status()).toBe(301);
    expect(api.headers().location).toBe(`/api/blogs/${slug}-renamed`);
    await gotoHydrated(page, `/blogs/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/blogs/${slug}-renamed$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  await test.step('deletes it after a confirm: off the site', async () => {
    await gotoHydrated(page, `/studio/blog?q=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: title, exact: true }).click();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Delete post' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Delete this post?')).toBeVisible();
    await shot(page, 'delete-confirm', project);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await page.request.get(`/blogs/${slug}-renamed`)).status()).toBe(200);
    await page.getByRole('button', { name: 'Delete post' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/studio\/blog$/);
    expect((await page.request.get(`/blogs/${slug}-renamed`)).status()).toBe(404);
    expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(`/blogs/${slug}-renamed<`);
  });
});
