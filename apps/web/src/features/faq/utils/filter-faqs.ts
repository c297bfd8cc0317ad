import type { FaqItem } from '@studio/shared';

/** Lower-cases and folds accents, so "cafe" finds "café". */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/**
 * docs/rules/product.md#states: case-insensitive match on the question OR the answer; an empty (or blank) search shows
 * every item. The order of the list is kept.
 */
export function filterFaqs<T extends FaqItem>(items: readonly T[], query: string): T[] {
  const needle = fold(query.trim());
  if (!needle) return [...items];
  return items.filter((item) => fold(item.question).includes(needle) || fold(item.answer).includes(needle));
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits `text` around case-insensitive occurrences of `query`, to highlight them. */
export function highlightParts(text: string, query: string): TextPart[] {
  const needle = query.trim().toLocaleLowerCase('en');
  if (!needle) return [{ text, match: false }];
  const haystack = text.toLocaleLowerCase('en');
  // Lower-casing can change the length of some characters; highlight only when it does not.
  if (haystack.length !== text.length) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
