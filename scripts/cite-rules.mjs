#!/usr/bin/env node
// Rewrites, inside comments only, every citation of a document outside the repository ("D4",
// "SPEC 2", "DESIGN rule 5", "issue 12") to the rules page that states it, as mapped in
// docs/rules/citations.json: "(D4)" becomes "(docs/rules/public-pages.md#polling)". Strings,
// test titles and code are left alone (scripts/citations.mjs reads comments with TypeScript's
// parser). Running it twice changes nothing the second time.
//
//   node scripts/cite-rules.mjs            rewrite the files, then list what changed
//   node scripts/cite-rules.mjs --dry-run  only list what would change
//   --root <dir>                           another checkout's files (the map stays this one's)
import fs from 'node:fs';
import path from 'node:path';
import { loadCitations, ROOT, rewriteSource, sourceFiles } from './citations.mjs';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const root = args.includes('--root') ? path.resolve(args[args.indexOf('--root') + 1]) : ROOT;
const citations = loadCitations();
let files = 0;
let comments = 0;
let cited = 0;
const unmapped = new Map();
for (const file of sourceFiles(root)) {
  const abs = path.join(root, file);
  const source = fs.readFileSync(abs, 'utf8');
  const r = rewriteSource(source, file, citations);
  for (const u of r.unmapped) unmapped.set(`${file}: ${u}`, true);
  if (r.text === source) continue;
  files++;
  comments += r.comments;
  cited += r.changed;
  if (!dryRun) fs.writeFileSync(abs, r.text);
  console.log(`${file}: ${r.changed}`);
}
console.log(`${dryRun ? 'would rewrite' : 'rewrote'} ${cited} citations in ${comments} comments of ${files} files`);
if (unmapped.size) {
  console.log(`left alone, not in docs/rules/citations.json (${unmapped.size}):`);
  for (const u of unmapped.keys()) console.log(`  ${u}`);
}
