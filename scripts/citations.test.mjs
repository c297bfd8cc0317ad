import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bareCitations, commentRanges, loadCitations, ROOT, rewriteComment, rewriteSource } from './citations.mjs';

const citations = loadCitations();
const POLLING = 'docs/rules/public-pages.md#polling';
const rewrite = (source, file = 'fixture.tsx') => rewriteSource(source, file, citations);
/** A source text of these lines, ending in a line break. */
const lines = (...l) => `${l.join('\n')}\n`;

describe('the citation rewrite (docs/rules/README.md): comments only', () => {
  it('rewrites a citation in a line comment, a block comment and a JSX comment', () => {
    const source = lines(
      '// Polls only while visible (D4).',
      '/** Query keys, general to specific (DESIGN rule 5). */',
      'export const A = () => <div>{/* issue 12 */}</div>;',
    );
    const { text, changed } = rewrite(source);
    expect(text).toBe(
      lines(
        `// Polls only while visible (${POLLING}).`,
        '/** Query keys, general to specific (docs/rules/platform.md#queries). */',
        'export const A = () => <div>{/* docs/rules/history.md#issue-12 */}</div>;',
      ),
    );
    expect(changed).toBe(3);
  });

  it('leaves string literals, test titles, templates, regular expressions and JSX text alone', () => {
    const source = lines(
      "const code = 'D4';",
      "it('answers 304 when unchanged (D4: ETag and 304)', () => {});",
      'const t = `SPEC 2 ${code} // D11`;',
      'const re = /D4\\/\\/ issue 12/;',
      'export const P = () => <p>// D4 and SPEC 8 of issue 12</p>;',
    );
    const { text, changed } = rewrite(source);
    expect(text).toBe(source);
    expect(changed).toBe(0);
  });

  it('changes nothing on a second run', () => {
    const source = lines(
      '/**',
      ' * Booking requests (D14, D18; issue 12) with texts of SPEC 2, 4 and 8, D8-D11, D1/D23, SPEC',
      " * 9 and the runtime contract (DESIGN: runtime contract); D19's counting.",
      ' */',
      "const title = 'D4';",
    );
    const once = rewrite(source, 'fixture.ts').text;
    expect(once).not.toBe(source);
    expect(rewrite(once, 'fixture.ts')).toEqual({ text: once, changed: 0, comments: 0, unmapped: [] });
    expect(once).toContain("const title = 'D4';");
    expect(bareCitations(once, 'fixture.ts')).toEqual([]);
  });

  it('names a page once for neighbours on it and keeps a line break inside a citation', () => {
    expect(rewriteComment('// (SPEC 2, 4 and 8)', citations).text).toBe(
      '// (docs/rules/product.md#screens, #states and #messages)',
    );
    expect(rewriteComment('// (D14, D15, D21)', citations).text).toBe(
      '// (docs/rules/accounts-and-auth.md#roles, docs/rules/photographers-and-portfolios.md#prices-and-experience, #uploads)',
    );
    expect(rewriteComment('/* a claim ("300+", SPEC\n * 4 and 9) */', citations).text).toBe(
      '/* a claim ("300+",\n * docs/rules/product.md#states and #constants) */',
    );
  });

  it('leaves what it cannot map, says so, and the check still finds it', () => {
    const source = '// See D99 and issue 999.\nconst x = 1;\n';
    const { text, unmapped } = rewrite(source, 'fixture.ts');
    expect(text).toBe(source);
    expect(unmapped).toEqual(['D99', 'issue 999']);
    expect(bareCitations(source, 'fixture.ts')).toEqual([{ line: 1, hits: ['D99', 'issue 999'] }]);
  });

  it('finds comments after a shebang and in a file of comments only', () => {
    const source = '#!/usr/bin/env node\n// D12: the outbox.\n';
    expect(commentRanges(source, 'x.mjs')).toHaveLength(1);
    expect(rewrite(source, 'x.mjs').text).toBe('#!/usr/bin/env node\n// docs/rules/platform.md#e-mail: the outbox.\n');
  });
});

describe('the check (docs/rules/README.md): what it flags', () => {
  it('flags each comment line citing a document outside the repository, not code or strings', () => {
    const source = lines(
      "const s = 'D4 SPEC 2 issue 12';",
      '/**',
      ' * Fine: docs/rules/bookings.md#held-dates.',
      ' * Not fine: SPEC 2 and D14-D21.',
      ' */',
      '// Issue 23: not fine either.',
    );
    expect(bareCitations(source, 'x.ts')).toEqual([
      { line: 4, hits: ['SPEC', 'D14', 'D21'] },
      { line: 6, hits: ['Issue 23'] },
    ]);
  });
});

/** GitHub's anchor of a heading. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

describe('docs/rules/citations.json', () => {
  it('maps every product decision, spec section and design rule cited', () => {
    for (let n = 1; n <= 34; n++) expect(citations, `D${n}`).toHaveProperty(`D${n}`);
    for (let n = 1; n <= 9; n++) expect(citations, `SPEC ${n}`).toHaveProperty(`SPEC ${n}`);
    for (let n = 1; n <= 11; n++) expect(citations, `DESIGN rule ${n}`).toHaveProperty(`DESIGN rule ${n}`);
  });

  it('points only at pages and headings that exist', () => {
    for (const [key, target] of Object.entries(citations)) {
      const [file, anchor] = target.split('#');
      const abs = path.join(ROOT, file);
      expect(fs.existsSync(abs), `${key}: ${file}`).toBe(true);
      if (!anchor) continue;
      const anchors = fs
        .readFileSync(abs, 'utf8')
        .split('\n')
        .filter((l) => /^#{2,4} /.test(l))
        .map((l) => slug(l.replace(/^#+ /, '')));
      expect(anchors, `${key}: ${target}`).toContain(anchor);
    }
  });
});
