/**
 * Navigation state that asks the layout not to scroll to the top (ScrollToTop): a change of a
 * page's own search parameters (a filter, the next page of results) is not a new page.
 */
export const keepScrollState = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}
