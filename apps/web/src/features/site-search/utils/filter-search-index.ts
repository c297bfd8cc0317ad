import type { SearchIndexEntry } from '@studio/shared';

/**
 * docs/rules/product.md#validation: free text filters by case-insensitive substring on the name; a category must match
 * exactly; both combine. With neither, there is nothing to show.
 */
export function filterSearchIndex(
  entries: readonly SearchIndexEntry[],
  text: string,
  category: string,
): SearchIndexEntry[] {
  const needle = text.trim().toLowerCase();
  if (!needle && !category) return [];
  return entries.filter(
    (entry) => (!needle || entry.name.toLowerCase().includes(needle)) && (!category || entry.category === category),
  );
}

/** Splits `text` into parts, marking those that match `needle` (case-insensitive). */
export function highlightParts(text: string, needle: string): { text: string; match: boolean }[] {
  const n = needle.trim();
  if (!n) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  const lower = text.toLowerCase();
  const target = n.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(target); at !== -1; at = lower.indexOf(target, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + n.length), match: true });
    from = at + n.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
