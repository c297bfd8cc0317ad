import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * No English of the product's on a Kiswahili page (docs/rules/public-pages.md#languages): every
 * public page the sitemap lists is opened at its /sw address, and its visible text, title,
 * description and labels must contain no English message of the catalogues (nor a piece of one
 * around its placeholders), unless Kiswahili says the same words. Words written inside components
 * are refused by lint; this catches an area not translated or not loaded. What authors wrote (studio
 * content without its Kiswahili version, a photographer's bio) is not the product's words: where a
 * part of the page is in another language it says so with `lang`, and is left out.
 */
const CATALOGUES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/shared/src/i18n/catalogues',
);

function messagesOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) messagesOf(v, into);
  return into;
}

/** A message's literal runs of words, split at placeholders and ICU syntax: "Sign in to {studio}" -> ["Sign in to"]. */
const piecesOf = (message: string) =>
  message
    .split(/[{}#]|\b(?:plural|select|selectordinal|one|other|number)\b/)
    .map((piece) => piece.replace(/\s+/g, ' ').trim())
    // Three words at least: shorter pieces ("Email", "Next") are names Kiswahili may share.
    .filter((piece) => piece.split(' ').filter((w) => /\p{L}{2,}/u.test(w)).length >= 3);

async function cataloguePieces(locale: 'en' | 'sw'): Promise<string[]> {
  const pieces: string[] = [];
  for (const file of fs.readdirSync(CATALOGUES).filter((f) => f.endsWith(`.${locale}.ts`))) {
    const catalogue = (await import(path.join(CATALOGUES, file))).default;
    for (const message of messagesOf(catalogue)) pieces.push(...piecesOf(message));
  }
  return pieces;
}

/** The /sw addresses the sitemap lists. */
async function kiswahiliPages(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((p) => p === '/sw' || p.startsWith('/sw/'));
  expect(pages.length).toBeGreaterThan(10);
  return pages;
}

test('every public page at its /sw address shows none of the product’s English', async ({ page }) => {
  test.setTimeout(600_000);
  const [english, kiswahili] = await Promise.all([cataloguePieces('en'), cataloguePieces('sw')]);
  const shared = kiswahili.join('\n');
  const englishOnly = [...new Set(english)].filter((piece) => !shared.includes(piece));
  const pages = await kiswahiliPages(page);

  const found: Record<string, string[]> = {};
  for (const address of pages) {
    const res = await page.goto(address);
    expect(res?.status(), address).toBe(200);
    const text = await page.evaluate(() => {
      const body = document.body.cloneNode(true) as HTMLElement;
      const other = body.querySelectorAll('[lang]:not([lang|="sw"]), script, style, noscript, template');
      for (const element of Array.from(other)) element.remove();
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      // What assistive technology reads besides the text; hidden parts count too.
      const named = Array.from(body.querySelectorAll('[aria-label], [alt], [placeholder], [title]')).flatMap((e) =>
        ['aria-label', 'alt', 'placeholder', 'title'].map((a) => e.getAttribute(a) ?? ''),
      );
      return [document.title, description, body.textContent, ...named].join('\n').replace(/\s+/g, ' ');
    });
    const shown = englishOnly.filter((piece) => text.includes(piece));
    if (shown.length) found[address] = shown;
  }
  expect(found).toEqual({});
});

/**
 * The marketplace's pages show what photographers and clients wrote (bios, packages, reviews) as
 * they wrote it; the studio's own pages have a Kiswahili version of every word staff write.
 */
const MARKETPLACE = /^\/sw\/(?:photographers|popular|contact\/)/;

/**
 * A page's text runs of three words or more, and its pictures' descriptions, outside addresses,
 * names marked `translate="no"` (a partner's brand) and parts in another language.
 */
async function sentencesOf(page: Page, address: string): Promise<string[]> {
  const res = await page.goto(address);
  expect(res?.status(), address).toBe(200);
  return page.evaluate(() => {
    const own = document.documentElement.lang;
    const elsewhere = (element: Element) => {
      const lang = element.closest('[lang]')?.getAttribute('lang') ?? own;
      return (
        lang.split('-')[0] !== own.split('-')[0] ||
        element.closest('script, style, noscript, template, address, [translate="no"]')
      );
    };
    const runs: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (parent && !elsewhere(parent)) runs.push(walker.currentNode.textContent ?? '');
    }
    for (const image of Array.from(document.querySelectorAll('img[alt]')))
      if (!elsewhere(image)) runs.push(image.getAttribute('alt') ?? '');
    return runs
      .map((run) => run.replace(/\s+/g, ' ').trim())
      .filter((run) => run.split(' ').filter((word) => /\p{L}{2,}/u.test(word)).length >= 3);
  });
}

test('every studio page at its /sw address repeats no words of its English page, unless marked as English', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const pages = (await kiswahiliPages(page)).filter((p) => !MARKETPLACE.test(p));
  expect(pages.length).toBeGreaterThan(10);
  const found: Record<string, string[]> = {};
  for (const address of pages) {
    const kiswahili = await sentencesOf(page, address);
    const english = new Set(await sentencesOf(page, address === '/sw' ? '/' : address.slice('/sw'.length)));
    const same = [...new Set(kiswahili.filter((run) => english.has(run)))];
    if (same.length) found[address] = same;
  }
  expect(found).toEqual({});
});
