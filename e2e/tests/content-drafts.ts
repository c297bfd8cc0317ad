import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * docs/rules/history.md#issue-23: a content save in the console is a draft; the site shows it once published. What the
 * specs that edit the studio's content share: save a draft, publish it, put launch words back.
 */
export const DRAFT_SAVED = 'Draft saved. Preview it, then publish it to show it on the site.';
export const PUBLISHED = 'Published. The site shows it now.';
/** Someone saved the part in between (409), or published or discarded its draft meanwhile. */
const CONFLICT = /Someone else saved this|There is no draft any more/;

async function reload(conflict: Locator) {
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(conflict).toBeHidden();
}

/**
 * Saves the open editor as a draft, then publishes it. 'conflict' when someone saved or published
 * the part in between: the editor has reloaded their version, and the caller edits again.
 */
export async function saveAndPublish(page: Page): Promise<'published' | 'conflict'> {
  await page.getByRole('button', { name: 'Save draft' }).click();
  const saved = page.getByRole('status').filter({ hasText: DRAFT_SAVED });
  const conflict = page.getByRole('alert').filter({ hasText: CONFLICT }).first();
  await expect(saved.or(conflict)).toBeVisible({ timeout: 15_000 });
  if (!(await saved.isVisible())) {
    await reload(conflict);
    return 'conflict';
  }
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  // No draft: the words saved are what the site already shows.
  if (await publish.isDisabled()) return 'published';
  await publish.click();
  const published = page.getByRole('status').filter({ hasText: PUBLISHED });
  await expect(published.or(conflict)).toBeVisible({ timeout: 15_000 });
  if (await published.isVisible()) return 'published';
  await reload(conflict);
  return 'conflict';
}

/** Puts a part's words back through the API (saved, then published when that made a draft). */
export async function restorePart(page: Page, key: string, data: unknown) {
  // A cookie-signed change must come from this site (the server's check against forgery).
  const headers = { origin: new URL(page.url()).origin };
  const { version } = await (await page.request.get(`/api/studio/content/${key}`)).json();
  const saved = await page.request.put(`/api/studio/content/${key}`, { data: { version, data }, headers });
  expect(saved.status(), key).toBe(200);
  const block = await saved.json();
  if (block.draftUpdatedAt === null) return;
  const published = await page.request.post(`/api/studio/content/${key}/publish`, {
    data: { version: block.version },
    headers,
  });
  expect(published.status(), key).toBe(200);
}

/**
 * Runs `work` while no other worker of this run holds the lock `name` (mkdir is atomic): both screen
 * sizes edit the same parts, one after the other.
 */
export async function inTurn<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const lock = path.join(dir, `${name}.lock`);
  for (let waited = 0; ; waited += 250) {
    try {
      await fs.mkdir(lock);
      break;
    } catch {
      if (waited > 150_000) throw new Error(`the other screen size kept ${name}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await work();
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}
