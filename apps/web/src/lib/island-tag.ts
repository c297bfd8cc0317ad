/** The element an island's HTML lives in (lib/island.tsx); `display: contents` in styles.css. */
export const ISLAND_TAG = 'studio-island';
