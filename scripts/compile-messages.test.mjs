import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUES_DIR,
  COMPILED_DIR,
  catalogueFiles,
  catalogueName,
  compiledSource,
  messagesOf,
} from './compile-messages.mjs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parse } from '@messageformat/parser';

const LOCALES = ['en', 'sw'];
const files = catalogueFiles();
const load = async (file) => (await import(path.join(CATALOGUES_DIR, file))).default;

/** A message's placeholders and how each is used ("count:plural", "name"), from its ICU syntax tree. */
function placeholders(message) {
  const found = new Set();
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(token.arg);
      else if (token.type === 'function') found.add(`${token.arg}:${token.key}`);
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`${token.arg}:${token.type}`);
        for (const branch of token.cases) walk(branch.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe('message catalogues (docs/decisions/0046-languages.md)', () => {
  it('finds catalogues', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('compiled/%s is current (run `npm run messages` after changing a catalogue)', async (file) => {
    const written = fs.readFileSync(path.join(COMPILED_DIR, file), 'utf8');
    expect(written).toBe(compiledSource(file, await load(file)));
  });

  const areas = [...new Set(files.map((file) => catalogueName(file).area))];
  it.each(areas)('%s has every language, with the same keys and the same placeholders', async (area) => {
    const english = Object.fromEntries(messagesOf(await load(`${area}.en.ts`)));
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      expect(files, `${area}.${locale}.ts`).toContain(`${area}.${locale}.ts`);
      const other = Object.fromEntries(messagesOf(await load(`${area}.${locale}.ts`)));
      expect(Object.keys(other).sort(), `${area}.${locale} keys`).toEqual(Object.keys(english).sort());
      for (const key of Object.keys(english)) {
        expect(placeholders(other[key]), `${area}.${locale}.${key}`).toEqual(placeholders(english[key]));
        expect(other[key].trim(), `${area}.${locale}.${key} is written`).not.toBe('');
      }
    }
  });

  it.each(files)(
    '%s: a message without placeholders reads exactly as written (no ICU quoting ate a character)',
    async (file) => {
      for (const [key, message] of messagesOf(await load(file))) {
        if (placeholders(message).length > 0) continue;
        expect(compileMessage(message).join(''), key).toBe(message);
      }
    },
  );

  it('reads placeholders through plurals and selects', () => {
    expect(placeholders('{count, plural, one {# photo by {name}} other {# photos}}')).toEqual(['count:plural', 'name']);
    expect(placeholders('Hello {name}')).toEqual(['name']);
    expect(placeholders('No placeholders')).toEqual([]);
  });
});
