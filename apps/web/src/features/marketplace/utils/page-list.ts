/** The page numbers a pager shows: the first, the last, and the current one with its neighbours; 'gap' between. */
export function pageList(page: number, totalPages: number): (number | 'gap')[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const wanted = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  // A gap of one page is shown as that page instead of an ellipsis.
  for (const n of [...wanted]) {
    if (wanted.has(n + 2) && !wanted.has(n + 1)) wanted.add(n + 1);
  }
  const sorted = [...wanted].sort((a, b) => a - b);
  const list: (number | 'gap')[] = [];
  for (const n of sorted) {
    const prev = list[list.length - 1];
    if (typeof prev === 'number' && n - prev > 1) list.push('gap');
    list.push(n);
  }
  return list;
}
