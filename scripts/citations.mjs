// Comments cite the rules by a path a reader of the repository can open (docs/rules/README.md).
// This module finds the comments of a source file with TypeScript's own parser and scanner, and
// rewrites or flags the citations inside them that point outside the repository: numbered product
// decisions ("D4"), sections of the original product description ("SPEC 2"), design rules
// ("DESIGN rule 5") and work items ("issue 12"). Code, strings, template literals, regular
// expressions and JSX text are never read as comments, so they are never changed.
// Used by scripts/cite-rules.mjs (the rewrite) and scripts/check-citations.mjs (the check).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIRS = ['apps', 'packages', 'e2e', 'scripts', 'bench'];
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SKIP = /(?:^|\/)(?:node_modules|dist|build|coverage)\//;
/** These scripts and their test name the old forms on purpose, to find them. */
const SELF = new Set([
  'scripts/citations.mjs',
  'scripts/citations.test.mjs',
  'scripts/cite-rules.mjs',
  'scripts/check-citations.mjs',
]);

/** The old citation forms and the heading each now points to. */
export function loadCitations(root = ROOT) {
  return JSON.parse(fs.readFileSync(path.join(root, 'docs/rules/citations.json'), 'utf8'));
}

/** Tracked source files under the checked folders, relative to the root. */
export function sourceFiles(root = ROOT) {
  const out = execFileSync('git', ['ls-files', '--', ...DIRS], { cwd: root, encoding: 'utf8' });
  return out.split('\n').filter((f) => SOURCE.test(f) && !SKIP.test(f) && !SELF.has(f) && !f.endsWith('.d.ts'));
}

function scriptKind(file) {
  if (/\.tsx$/.test(file)) return ts.ScriptKind.TSX;
  if (/\.jsx$/.test(file)) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/**
 * Every comment of a TS/JS source as `{ pos, end }`, in order. The parser decides what is code:
 * each token's leading trivia (and the end-of-file token's) is scanned for comment ranges, so a
 * "//" inside a string, a template, a regular expression or JSX text is never taken for one.
 */
export function commentRanges(text, file = 'file.tsx') {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, scriptKind(file));
  const seen = new Map();
  const add = (ranges) => {
    for (const r of ranges ?? []) if (!seen.has(r.pos)) seen.set(r.pos, { pos: r.pos, end: r.end });
  };
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.JsxText) return;
    // A JSDoc node is the comment itself, already found as its token's trivia.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    if (node.kind < ts.SyntaxKind.FirstNode || node.kind === ts.SyntaxKind.EndOfFileToken) {
      // A token: its trivia runs from its full start to its start.
      add(ts.getLeadingCommentRanges(text, node.pos));
      add(ts.getTrailingCommentRanges(text, node.pos));
      return;
    }
    for (const child of node.getChildren(sf)) visit(child);
  };
  visit(sf);
  // A file that is only comments (or a shebang followed by comments).
  add(ts.getLeadingCommentRanges(text, ts.getShebang(text)?.length ?? 0));
  return [...seen.values()].sort((a, b) => a.pos - b.pos);
}

const NUM_AFTER = String.raw`(?![\d.]|\s*(?:ms|s|px|%|seconds?|minutes?|hours?)\b)`;
/** A break inside a block comment between a word and its number ("SPEC\n * 1"). */
const GAP = String.raw`(?:[ \t]+|[ \t]*\r?\n[ \t]*\*?[ \t]*)`;
const PATTERN = new RegExp(
  [
    String.raw`(?<runtime>DESIGN: runtime contract)`,
    String.raw`DESIGN rule${GAP}(?<rule>\d{1,2})\b`,
    String.raw`(?<marker>SPEC n)\b`,
    String.raw`SPEC${GAP}(?<spec>\d${NUM_AFTER}(?:(?:,\s*|\s+and\s+|\s+or\s+)\d${NUM_AFTER})*)`,
    String.raw`(?<decisions>DECISIONS(?:\.md)?)(?<decisionsGap> (?=D\d))?`,
    String.raw`(?<bare>\b(?:SPEC|DESIGN)(?:\.md)?)\b`,
    String.raw`(?<![\w#])D(?<from>\d{1,2})[-–]D(?<to>\d{1,2})\b`,
    String.raw`(?<![\w#])D(?<a>\d{1,2})\/D(?<b>\d{1,2})\b`,
    String.raw`(?<![\w#])D(?<d>\d{1,2})(?!\w|\.\d)`,
    String.raw`\b[Ii]ssues?${GAP}(?<issue>\d{1,3}(?:(?:,\s*|\s+and\s+)\d{1,3})*)\b(?![-\w])`,
  ].join('|'),
  'g',
);

/** The part after the file of a path ("#polling"), or the whole path when it has no anchor. */
const short = (target, first) => {
  const [file, anchor] = target.split('#');
  return anchor && file === first.split('#')[0] ? `#${anchor}` : target;
};

/** A list "2, 4 and 8" mapped number by number, the file named once: "x.md#a, #b and #c". */
function mapList(list, keyOf, citations) {
  const parts = list.split(/(,\s*|\s+and\s+|\s+or\s+)/);
  const targets = parts.filter((_, i) => i % 2 === 0).map((n) => citations[keyOf(n.trim())]);
  if (targets.some((t) => !t)) return null;
  return parts.map((p, i) => (i % 2 ? p : i === 0 ? targets[0] : short(targets[i / 2], targets[0]))).join('');
}

const SAME_PAGE =
  /(docs\/rules\/([\w-]+)\.md#[\w-]+)((?:(?:,\s*|\s+and\s+|\s+or\s+)#[\w-]+)*(?:,\s*|\s+and\s+|\s+or\s+))docs\/rules\/\2\.md(#[\w-]+)/g;

/** One comment's text with every citation it can map replaced by its path. Idempotent. */
export function rewriteComment(comment, citations) {
  let changed = 0;
  const unmapped = [];
  const text = comment.replace(PATTERN, (whole, ...args) => {
    const g = args.at(-1);
    let out = null;
    if (g.runtime) out = citations['DESIGN: runtime contract'];
    else if (g.rule) out = citations[`DESIGN rule ${g.rule}`];
    else if (g.marker) out = `${citations['SPEC n']}#…`;
    else if (g.spec) out = mapList(g.spec, (n) => `SPEC ${n}`, citations);
    else if (g.decisions) out = g.decisionsGap ? '' : citations[g.decisions];
    else if (g.bare) out = citations[g.bare];
    else if (g.from) {
      out = citations[`D${g.from}-D${g.to}`];
      if (!out) {
        const range = [];
        for (let n = Number(g.from); n <= Number(g.to); n++) range.push(String(n));
        out = mapList(range.join(', '), (n) => `D${n}`, citations);
      }
    } else if (g.a) out = mapList(`${g.a} and ${g.b}`, (n) => `D${n}`, citations);
    else if (g.d) out = citations[`D${g.d}`];
    else if (g.issue) out = mapList(g.issue, (n) => `issue ${n}`, citations);
    if (out == null) {
      unmapped.push(whole);
      return whole;
    }
    changed++;
    // A citation broken over two lines of a block comment keeps the break before its path.
    const gap = /^\w+[ \t]*(\r?\n[ \t]*\*?[ \t]*)\d/.exec(whole)?.[1];
    return gap ? `${gap}${out}` : out;
  });
  if (!changed) return { text, changed, unmapped };
  // Neighbours on one page read as "x.md#a, #b", and no line is left ending in a space.
  let tidy = text;
  for (let prev = ''; prev !== tidy; ) {
    prev = tidy;
    tidy = tidy.replace(SAME_PAGE, '$1$3$4');
  }
  if (!/[ \t]\r?\n/.test(comment)) tidy = tidy.replace(/[ \t]+(\r?\n)/g, '$1');
  return { text: tidy, changed, unmapped };
}

/** Rewrites the citations inside the comments of one source text. */
export function rewriteSource(source, file, citations) {
  let out = '';
  let last = 0;
  let changed = 0;
  let comments = 0;
  const unmapped = [];
  for (const { pos, end } of commentRanges(source, file)) {
    const r = rewriteComment(source.slice(pos, end), citations);
    out += source.slice(last, pos) + r.text;
    last = end;
    changed += r.changed;
    if (r.changed) comments++;
    unmapped.push(...r.unmapped);
  }
  return { text: out + source.slice(last), changed, comments, unmapped };
}

/** A citation a reader of the repository cannot open (what the check refuses in a comment). */
export const BARE = /(?<![\w#])D\d{1,2}(?!\w|\.\d)|\b(?:SPEC|DESIGN|DECISIONS)\b|\b[Ii]ssues? \d+\b(?![-\w])/g;

/** `{ line, text }` for each comment line of a source that still cites such a document. */
export function bareCitations(source, file) {
  const found = [];
  for (const { pos, end } of commentRanges(source, file)) {
    const comment = source.slice(pos, end);
    const first = source.slice(0, pos).split('\n').length;
    comment.split('\n').forEach((line, i) => {
      const hits = line.match(BARE);
      if (hits) found.push({ line: first + i, hits: [...new Set(hits)] });
    });
  }
  return found;
}
