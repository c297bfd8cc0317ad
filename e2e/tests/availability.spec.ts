import { formatDateIn } from '@studio/shared/i18n/format';
import type { Page, TestInfo } from '@playwright/test';
import { expect, signInThroughScreen, test } from './auth-helpers';
import { gotoHydrated } from './fixtures';
import { createPortfolio, nairobiDate, photographerContext } from './photographer-helpers';

/**
 * Availability (docs/rules/history.md#issue-12), end to end: a photographer blocks a day on the dashboard's calendar;
 * visitors no longer see it among the profile's next free dates, and the inquiry form's calendar
 * will not choose it (a typed one is refused before sending).
 */

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const part = (date: string, opts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { ...opts, timeZone: 'UTC' }).format(utc(date));
/** A day button's accessible name begins "Thursday 26 November 2026" (some builds add a comma). */
const dayName = (date: string) =>
  new RegExp(
    `^${part(date, { weekday: 'long' })},? ${utc(date).getUTCDate()} ${part(date, { month: 'long' })} ${date.slice(0, 4)}`,
  );
/** "Thu, 26 Nov", as the profile lists free dates. */
const shortDay = (date: string) => formatDateIn('en', date, 'weekdayShort');
const monthTitle = (date: string) => part(date, { month: 'long', year: 'numeric' });

/** A photographer with a portfolio, signed in through the screen in a browser context of its own. */
async function photographer(page: Page, info: TestInfo) {
  const { context, email } = await photographerContext(page.context().browser()!, info, 'availability');
  const id = await createPortfolio(context.request, info, { availability: 'Weekends' });
  await context.clearCookies();
  const owner = await context.newPage();
  const problems: string[] = [];
  owner.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
  owner.on('pageerror', (err) => problems.push(err.message));
  await signInThroughScreen(owner, email);
  return { id, owner, problems, close: () => context.close() };
}

test("a blocked day leaves the profile's free dates and cannot be picked for an inquiry", async ({ page }, info) => {
  test.slow(); // Two browsers, a sign-in through the screen and a portfolio's film upload.
  const { id, owner, problems, close } = await photographer(page, info);
  const day = nairobiDate(1);

  // Before: with no working week saved, every day is free, so tomorrow is among the next free dates.
  await gotoHydrated(page, `/photographer/${id}`);
  const freeDates = page.getByRole('list', { name: 'Next free dates' });
  await expect(freeDates.getByRole('listitem')).toHaveCount(6);
  await expect(freeDates).toContainText(shortDay(day));

  // The photographer blocks it on the dashboard's calendar.
  await gotoHydrated(owner, '/photographer-dashboard/availability');
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Availability');
  if (monthTitle(day) !== monthTitle(nairobiDate(0))) await owner.getByRole('button', { name: 'Next month' }).click();
  const grid = owner.getByRole('grid', { name: `Availability, ${monthTitle(day)}` });
  const cell = grid.getByRole('button', { name: dayName(day) });
  await expect(cell).toHaveAttribute('aria-pressed', 'false');
  await cell.click();
  await expect(cell).toHaveAttribute('aria-pressed', 'true');
  await expect(cell).toHaveAccessibleName(/Blocked by you$/);
  await expect(owner.getByRole('status').filter({ hasText: 'is blocked.' })).toBeVisible();
  // The legend tells the states apart in words.
  await expect(owner.getByRole('list', { name: 'Legend' })).toContainText('Blocked by you');

  // A visitor: the profile no longer lists it (the answer is revalidated, never cached stale).
  await page.reload();
  await expect(freeDates.getByRole('listitem')).toHaveCount(6);
  await expect(freeDates).not.toContainText(shortDay(day));
  await expect(page.getByText('Weekends available')).toBeVisible();

  // The inquiry form's calendar crosses it out and will not choose it.
  await gotoHydrated(page, `/contact/${id}`);
  const input = page.getByLabel('Event date', { exact: true });
  await page.getByRole('button', { name: 'Choose from the calendar' }).click();
  if (monthTitle(day) !== monthTitle(nairobiDate(0))) await page.getByRole('button', { name: 'Next month' }).click();
  const picker = page.getByRole('grid', { name: `Free days, ${monthTitle(day)}` });
  await expect(picker).not.toHaveAttribute('aria-busy', 'true');
  const busy = picker.getByRole('button', { name: dayName(day) });
  await expect(busy).toHaveAttribute('aria-disabled', 'true');
  await expect(busy).toHaveAccessibleName(/Not available$/);
  // Playwright will not click an aria-disabled button; a person can, and nothing happens.
  await busy.click({ force: true });
  await expect(input).toHaveValue('');
  // The day after is free: choosing it fills the input and closes the calendar.
  if (monthTitle(nairobiDate(2)) === monthTitle(day)) {
    await picker.getByRole('button', { name: dayName(nairobiDate(2)) }).click();
    await expect(input).toHaveValue(nairobiDate(2));
    await expect(picker).toBeHidden();
  }

  // Typed in, the blocked day is refused before anything is sent.
  await input.fill(day);
  await expect(input).toHaveAccessibleDescription(
    'The photographer is not available on this date. Please choose another day.',
  );
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  expect(problems).toEqual([]);
  await close();
});
