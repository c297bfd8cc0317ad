#!/usr/bin/env node
// After `vite build`: an index of the built stylesheet from which the server cuts each public
// page's own CSS (docs/decisions/0035). Every leaf of the stylesheet (a style rule, a keyframes
// block, a custom property) is listed in order with what it takes to be needed on a page: the class
// names one of its selectors requires, the keyframes or custom property name the kept CSS must
// mention. The server keeps a leaf when the page's HTML holds those classes, then writes the kept
// leaves back inside the at-rules (@layer, @media, @supports) they came from.
import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';

const dist = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
const assets = path.join(dist, 'assets');
const sheet = fs.readdirSync(assets).find((name) => /\.css$/.test(name));
if (!sheet) throw new Error(`No stylesheet in ${assets}: run vite build first`);
const root = postcss.parse(fs.readFileSync(path.join(assets, sheet), 'utf8'));

/** Pseudo-classes that match when one of the selectors in their arguments does. */
const ANY_OF = new Set([':is', ':where', ':matches', ':has']);
/** Elements every page has, whatever its content. */
const ALWAYS_THERE = new Set(['html', 'body', 'head']);
/** Pseudo-elements only form fields have; the date and time fields' own (`<input:date`). */
const FIELD_PARTS = /^::(placeholder|file-selector-button|-webkit-(inner-spin|outer-spin|search))/;
const DATE_FIELD_PARTS = /^::-webkit-(datetime-edit|date-and-time|calendar-picker)/;

/**
 * An element a selector's part needs on the page, written `<name` (the server lists the page's
 * elements so): `sub` needs `<sub`, a date field's parts `<input`.
 */
function elementNeeded(node) {
  if (node.type === 'tag' && !ALWAYS_THERE.has(node.value.toLowerCase())) return `<${node.value.toLowerCase()}`;
  if (node.type === 'pseudo' && FIELD_PARTS.test(node.value)) return '<input';
  if (node.type === 'pseudo' && DATE_FIELD_PARTS.test(node.value)) return '<input:date';
  return undefined;
}

/** Past this many alternative class sets a rule is simply kept on every page. */
const MAX_ALTERNATIVES = 32;

/**
 * The sets of class names one of which a selector needs on the page, e.g. `.a:is(.b, .c) .d` needs
 * {a, b, d} or {a, c, d}. Classes inside `:not()` (and other pseudo-classes) need not be there.
 * An empty set means the selector needs no class (an element, `:root`, `*`).
 */
function alternatives(selector) {
  let alts = [[]];
  for (const node of selector.nodes) {
    const element = elementNeeded(node);
    if (element) alts = alts.map((alt) => [...alt, element]);
    if (node.type === 'class') alts = alts.map((alt) => [...alt, node.value]);
    else if (node.type === 'pseudo' && ANY_OF.has(node.value)) {
      const inner = node.nodes.flatMap(alternatives);
      alts = alts.flatMap((alt) => inner.map((more) => [...alt, ...more]));
    }
    if (alts.length > MAX_ALTERNATIVES) return [[]];
  }
  return alts.map((alt) => [...new Set(alt)]);
}

function requiredClasses(selector) {
  let alts = [];
  selectorParser((selectors) => {
    alts = selectors.nodes.flatMap(alternatives);
  }).processSync(selector);
  return alts;
}

/*
 * Before indexing, what a page would otherwise carry twice (the whole stylesheet is left as built):
 * - theme variables whose value is shorter than `var(--name)` are written in place (`#57534d` for
 *   `var(--color-stone-600)`; `1rem` for `calc(var(--spacing) * 4)`). The theme never changes in the
 *   browser (dark mode has utilities of its own), so the value is the same;
 * - `@supports (color: color-mix(…))` copies of opacity utilities: each follows a fallback of the
 *   same colour, which every browser applies.
 */
const theme = new Map();
root.walkAtRules('layer', (layer) => {
  if (layer.params !== 'theme') return;
  layer.each((rule) => {
    if (rule.type !== 'rule') return;
    rule.walkDecls((decl) => {
      if (decl.prop.startsWith('--') && !decl.value.includes('var(') && !theme.has(decl.prop))
        theme.set(decl.prop, decl.value);
    });
  });
});
const inTheme = (node) => {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (parent.type === 'atrule' && parent.name === 'layer' && parent.params === 'theme') return true;
  return false;
};
const multiply = (value) =>
  value.replace(/calc\((-?[\d.]+)(rem|px|em) \* (-?[\d.]+)\)/g, (_, n, unit, by) => {
    const product = Number((Number(n) * Number(by)).toFixed(4));
    return `${String(product).replace(/^(-?)0\./, '$1.')}${product === 0 ? '' : unit}`;
  });
root.walkDecls((decl) => {
  if (inTheme(decl) || !decl.value.includes('var(--')) return;
  const inlined = decl.value.replace(/var\((--[\w-]+)\)/g, (ref, name) => {
    const value = theme.get(name);
    return value !== undefined && value.length < ref.length ? value : ref;
  });
  decl.value = multiply(inlined);
});
root.walkAtRules('supports', (supports) => {
  if (supports.params.startsWith('(color:color-mix(')) supports.remove();
});

// `*, :before, :after { --tw-…: initial }` and `::backdrop { the same }`: one rule.
root.walkRules((rule) => {
  const previous = rule.prev();
  if (previous?.type === 'rule' && previous.nodes.toString() === rule.nodes.toString()) {
    previous.selector = `${previous.selector},${rule.selector}`;
    rule.remove();
  }
});

const leaves = [];
/** The at-rules around a node, outermost first, as their opening text. */
const wrappersOf = (node) => {
  const wrappers = [];
  for (let parent = node.parent; parent && parent.type !== 'root'; parent = parent.parent)
    wrappers.unshift(`@${parent.name}${parent.params ? ` ${parent.params}` : ''}`);
  return wrappers;
};
const isCustomProperty = (decl) => decl.type === 'decl' && decl.prop.startsWith('--');

/** Lists the leaves under a node, in the stylesheet's order. */
function visit(node) {
  if (node.type === 'atrule' && node.name === 'keyframes') {
    leaves.push({ at: wrappersOf(node), css: node.toString(), keyframes: node.params });
  } else if (node.type === 'atrule' && node.name === 'property') {
    leaves.push({ at: wrappersOf(node), css: node.toString(), defines: node.params });
  } else if (node.type === 'atrule' && !node.nodes) {
    // A statement such as `@layer theme, base, components, utilities;`: the layers' order.
    leaves.push({ at: wrappersOf(node), css: node.toString() });
  } else if (node.type === 'atrule' || node.type === 'root') {
    for (const child of node.nodes ?? []) visit(child);
  } else if (node.type === 'rule') {
    visitRule(node);
  }
}

function visitRule(rule) {
  const needs = rule.selectors.flatMap(requiredClasses);
  const classless = needs.some((classes) => classes.length === 0);
  const declarations = rule.nodes ?? [];
  if (classless && declarations.length > 0 && declarations.every(isCustomProperty)) {
    // `:root { --color-clay: … }` and the like: each variable is kept only where a kept rule uses it.
    for (const decl of declarations)
      leaves.push({ at: wrappersOf(rule), selector: rule.selector, css: decl.toString(), defines: decl.prop });
    return;
  }
  leaves.push({ at: wrappersOf(rule), css: rule.toString(), ...(classless ? {} : { needs }) });
}

root.each((node) => {
  if (node.type !== 'comment') visit(node);
});

const href = `/assets/${sheet}`;
fs.writeFileSync(path.join(dist, 'css-index.json'), JSON.stringify({ href, leaves }));
console.log(`css-index: ${leaves.length} leaves of ${href}`);
