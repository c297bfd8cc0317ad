#!/usr/bin/env node
// Fails when a comment cites a document a reader of the repository cannot open: a numbered product
// decision ("D4"), the original product description ("SPEC", "SPEC 2"), the design notes ("DESIGN
// rule 5", "DECISIONS") or a work item ("issue 12"). Comments cite docs/rules/ or docs/decisions/
// instead, or say the rule themselves; scripts/cite-rules.mjs rewrites the old forms.
//
//   node scripts/check-citations.mjs
import fs from 'node:fs';
import path from 'node:path';
import { bareCitations, ROOT, sourceFiles } from './citations.mjs';

let count = 0;
for (const file of sourceFiles()) {
  for (const { line, hits } of bareCitations(fs.readFileSync(path.join(ROOT, file), 'utf8'), file)) {
    count++;
    console.log(`${file}:${line}: ${hits.join(', ')}`);
  }
}
if (count) {
  console.error(
    `${count} comment lines cite a document outside the repository: cite docs/rules/ (see docs/rules/README.md) or run node scripts/cite-rules.mjs`,
  );
  process.exit(1);
}
console.log('every comment cites documents in the repository');
