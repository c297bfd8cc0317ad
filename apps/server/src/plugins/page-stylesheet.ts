/**
 * A public page's own stylesheet, cut from the whole app's (docs/decisions/0035): the rules whose
 * selectors the page's HTML can match, the custom properties, keyframes and `@property`s those
 * rules use, inside the at-rules they came from. The index is made at build time
 * (apps/web/scripts/css-index.mjs) so the server parses no CSS.
 */
export interface CssLeaf {
  /** The at-rules around it, outermost first (`@layer utilities`, `@media (width>=40rem)`). */
  at: string[];
  css: string;
  /** Sets of class names (and `<element`s), one of which the page must hold; absent: needed on every page. */
  needs?: string[][];
  /** The custom property it defines: kept where kept CSS uses it. */
  defines?: string;
  /** For a custom property: the rule it sits in (`:root,:host`). */
  selector?: string;
  /** The keyframes it defines: kept where kept CSS names them. */
  keyframes?: string;
}

export interface CssIndex {
  /** The whole stylesheet, which the browser loads when the first island wakes. */
  href: string;
  leaves: CssLeaf[];
}

/** Classes the browser adds before the first paint (the dark theme, public/theme-init.js). */
const BROWSER_CLASSES = ['dark'];

const HTML_ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  '#39': "'",
  '#x27': "'",
};

/**
 * Every class name the HTML's `class` attributes hold, and each element it has as `<name` (the
 * index writes a rule for `sub` or a field's placeholder as needing `<sub`, `<input`; a date
 * field's parts `<input:date`).
 */
export function classesIn(html: string): Set<string> {
  const classes = new Set(BROWSER_CLASSES);
  for (const match of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)) classes.add(`<${(match[1] ?? '').toLowerCase()}`);
  if (/\stype="(date|time|datetime-local|month|week)"/.test(html)) classes.add('<input:date');
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = (match[1] ?? '').replace(
      /&(amp|quot|apos|lt|gt|#39|#x27);/g,
      (_, e: string) => HTML_ENTITIES[e] ?? _,
    );
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

const uses = (css: string, name: string) => {
  let from = css.indexOf(name);
  while (from !== -1) {
    // A whole name: `--tw-shadow` is not `--tw-shadow-color`, `fade` is not `fade-in`.
    const next = css.charCodeAt(from + name.length);
    const wordChar = (next >= 48 && next <= 57) || (next >= 65 && next <= 90) || (next >= 97 && next <= 122);
    if (!wordChar && next !== 45 && next !== 95) return true;
    from = css.indexOf(name, from + 1);
  }
  return false;
};

/** The CSS of `index` that `html` needs, in the stylesheet's order. */
export function pageStylesheet(index: CssIndex, html: string): string {
  const classes = classesIn(html);
  const kept = new Set<CssLeaf>();
  let usedText = '';
  for (const leaf of index.leaves) {
    if (leaf.defines !== undefined || leaf.keyframes !== undefined) continue;
    if (!leaf.needs || leaf.needs.some((alt) => alt.every((name) => classes.has(name)))) {
      kept.add(leaf);
      usedText += leaf.css;
    }
  }
  // Variables and keyframes the kept rules use, and the variables those use in turn.
  let added = true;
  while (added) {
    added = false;
    for (const leaf of index.leaves) {
      if (kept.has(leaf)) continue;
      const name = leaf.defines ?? leaf.keyframes;
      if (name !== undefined && uses(usedText, leaf.defines ? `var(${name}` : name)) {
        kept.add(leaf);
        usedText += leaf.css;
        added = true;
      }
    }
  }
  return writeLeaves(index.leaves.filter((leaf) => kept.has(leaf)));
}

/** Writes leaves back inside their at-rules, a rule's custom properties in one block. */
function writeLeaves(leaves: CssLeaf[]): string {
  let out = '';
  let open: string[] = [];
  let openSelector: string | undefined;
  const closeSelector = () => {
    if (openSelector === undefined) return;
    out += '}';
    openSelector = undefined;
  };
  for (const leaf of leaves) {
    let same = 0;
    while (same < open.length && same < leaf.at.length && open[same] === leaf.at[same]) same++;
    const sameAt = same === open.length && same === leaf.at.length;
    if (!sameAt || leaf.selector !== openSelector) closeSelector();
    out += '}'.repeat(open.length - same);
    for (const wrapper of leaf.at.slice(same)) out += `${wrapper}{`;
    open = leaf.at;
    if (leaf.selector === undefined) {
      out += leaf.css;
    } else if (openSelector === leaf.selector) {
      out += `;${leaf.css}`;
    } else {
      out += `${leaf.selector}{${leaf.css}`;
      openSelector = leaf.selector;
    }
  }
  closeSelector();
  out += '}'.repeat(open.length);
  return out;
}
