import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

/**
 * No English word on a Kiswahili page (docs/rules/public-pages.md#languages): every public page the
 * sitemap lists is opened at its /sw address, and its visible words, title and description are
 * checked against the product's English vocabulary (every word of the English catalogues that no
 * Kiswahili catalogue uses too: shared terms such as "M-Pesa" or "portfolio" are not English on a
 * Kiswahili page). Words as their author wrote them are not the product's: a part of the page in
 * another language says so with `lang` (studio content without its Kiswahili version is
 * `lang="en"`, what photographers and clients write is `lang=""`, language unknown), and is
 * left out.
 */
const CATALOGUES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/shared/src/i18n/catalogues',
);

/** Words that read the same in a Kenyan Kiswahili page: names and terms said in English in Nairobi. */
const ALLOWED = new Set([
  'picha',
  'studio',
  'instagram',
  'facebook',
  'whatsapp',
  'tiktok',
  'youtube',
  'google',
  'email',
]);

/** ICU's own words, which are syntax, not text. */
const ICU = new Set(['plural', 'select', 'selectordinal', 'other', 'one', 'number', 'date', 'time']);

function messagesOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) messagesOf(v, into);
  return into;
}

const wordsOf = (text: string) =>
  text
    // Placeholders' names ({name}, {count, plural, ...}) are not words of the text.
    .replace(/\{\s*\w+\s*(,\s*\w+\s*)?(,|\})/g, ' ')
    .toLowerCase()
    .match(/\p{L}[\p{L}'’-]*\p{L}/gu) ?? [];

async function vocabulary(locale: 'en' | 'sw'): Promise<Set<string>> {
  const words = new Set<string>();
  for (const file of fs.readdirSync(CATALOGUES).filter((f) => f.endsWith(`.${locale}.ts`))) {
    const catalogue = (await import(path.join(CATALOGUES, file))).default;
    for (const message of messagesOf(catalogue)) for (const word of wordsOf(message)) words.add(word);
  }
  return words;
}

async function englishOnly(): Promise<Set<string>> {
  const [english, kiswahili] = await Promise.all([vocabulary('en'), vocabulary('sw')]);
  return new Set([...english].filter((w) => w.length > 2 && !kiswahili.has(w) && !ALLOWED.has(w) && !ICU.has(w)));
}

test('every public page at its /sw address shows no word of the English vocabulary', async ({ page }) => {
  test.setTimeout(600_000);
  const english = await englishOnly();
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((p) => p === '/sw' || p.startsWith('/sw/'));
  expect(pages.length).toBeGreaterThan(10);

  const found: Record<string, string[]> = {};
  for (const address of pages) {
    const res = await page.goto(address);
    expect(res?.status(), address).toBe(200);
    const text = await page.evaluate(() => {
      const body = document.body.cloneNode(true) as HTMLElement;
      for (const other of Array.from(
        body.querySelectorAll('[lang]:not([lang|="sw"]), script, style, noscript, template'),
      ))
        other.remove();
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      // What assistive technology reads besides the text.
      const named = Array.from(body.querySelectorAll('[aria-label], [alt], [placeholder], [title]')).flatMap((e) =>
        ['aria-label', 'alt', 'placeholder', 'title'].map((a) => e.getAttribute(a) ?? ''),
      );
      // Hidden parts count too, as a reader's tools read them.
      return [document.title, description, body.textContent, ...named].join('\n');
    });
    const english_ = [...new Set(wordsOf(text))].filter((w) => english.has(w));
    if (english_.length) found[address] = english_;
  }
  expect(found).toEqual({});
});
