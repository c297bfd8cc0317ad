import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * The marketplace's search (docs/rules/photographers-and-portfolios.md#directory-search, #public-directory) on the seeded demo photographers (SEED_DEMO, twelve of
 * them). Other specs add portfolios of their own (always 'Wanjiru Kamau', a Wedding photographer
 * in Nairobi from KES 85,000), so the assertions here use filters that only demo photographers match,
 * or check what every card shown has in common.
 */
export const filterBar = (page: Page) => page.getByRole('search', { name: 'Search and filter photographers' });

/** The names on the cards of the 'All Photographers' group, in order. */
export const allNames = (page: Page) =>
  page.getByRole('region', { name: 'All Photographers' }).getByRole('heading', { level: 3 });
export const featuredNames = (page: Page) =>
  page.getByRole('region', { name: 'Featured Photographers' }).getByRole('heading', { level: 3 });

/** The number of matches ("3 photographers"), a polite status. */
export const total = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ photographers?$/ });

export async function choose(page: Page, label: string, option: string) {
  await filterBar(page).getByLabel(label, { exact: true }).selectOption({ label: option });
}

/** A demo photographer's id, read from the public search. */
export async function demoId(page: Page, name: string): Promise<string> {
  const res = await page.request.get(`/api/photographers/portfolio/get-all?q=${encodeURIComponent(name)}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { _id: string; name: string }[] };
  const found = body.data.find((p) => p.name === name);
  expect(found, name).toBeDefined();
  return found!._id;
}

/** The dashboard's top bar links: behind the menu button on phones. */
export async function topBar(page: Page, info: TestInfo) {
  if (info.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('navigation', { name: 'Dashboard menu' });
  }
  return page.getByRole('navigation', { name: 'Dashboard' });
}

export const heart = (page: Page, name: string) =>
  page.getByRole('button', { name: `Save ${name} to your favourites` });
