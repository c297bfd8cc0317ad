// Compiles the ICU catalogues of packages/shared/src/i18n/catalogues into
// packages/shared/src/i18n/compiled (docs/decisions/0046-languages.md): the browser then carries
// Lingui's runtime and never a message parser. Run after changing a catalogue:
//   npm run messages
// (scripts/compile-messages.test.mjs fails while a compiled file is out of date.)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';

export const I18N_DIR = path.resolve(import.meta.dirname, '../packages/shared/src/i18n');
export const CATALOGUES_DIR = path.join(I18N_DIR, 'catalogues');
export const COMPILED_DIR = path.join(I18N_DIR, 'compiled');

/** `contact.sw.ts` -> { area: 'contact', locale: 'sw' }. */
export function catalogueName(file) {
  const match = /^([a-z0-9-]+)\.([a-z]{2})\.ts$/.exec(file);
  return match ? { area: match[1], locale: match[2] } : null;
}

export function catalogueFiles() {
  return fs
    .readdirSync(CATALOGUES_DIR)
    .filter((file) => catalogueName(file))
    .sort();
}

/** A catalogue's messages with their keys, a group's as `group.key`. */
export function messagesOf(catalogue, prefix = '') {
  return Object.entries(catalogue).flatMap(([key, node]) =>
    typeof node === 'string' ? [[`${prefix}${key}`, node]] : messagesOf(node, `${prefix}${key}.`),
  );
}

function compiledTree(catalogue, indent) {
  const pad = '  '.repeat(indent);
  const lines = Object.entries(catalogue).map(([key, node]) =>
    typeof node === 'string'
      ? `${pad}${JSON.stringify(key)}: ${JSON.stringify(compileMessage(node))},`
      : `${pad}${JSON.stringify(key)}: {\n${compiledTree(node, indent + 1)}\n${pad}},`,
  );
  return lines.join('\n');
}

/** The TypeScript module written for one catalogue. */
export function compiledSource(file, catalogue) {
  const { area } = catalogueName(file);
  const body = compiledTree(catalogue, 1);
  return [
    `// Written by scripts/compile-messages.mjs from ../catalogues/${file}: do not edit, run \`npm run messages\`.`,
    `import type source from '../catalogues/${area}.en';`,
    `import type { CompiledCatalogue } from '../messages';`,
    '',
    'export default {',
    body,
    '} as const satisfies CompiledCatalogue<typeof source>;',
    '',
  ].join('\n');
}

async function main() {
  fs.mkdirSync(COMPILED_DIR, { recursive: true });
  for (const file of catalogueFiles()) {
    // Node 24 strips the catalogues' types itself (they import types only).
    const catalogue = (await import(pathToFileURL(path.join(CATALOGUES_DIR, file)).href)).default;
    fs.writeFileSync(path.join(COMPILED_DIR, file), compiledSource(file, catalogue));
  }
  console.log(`compile-messages: ${catalogueFiles().length} catalogues compiled`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
