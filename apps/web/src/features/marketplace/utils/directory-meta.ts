import { DEFAULT_KES_PER_USD, directoryTexts, PRICE_RANGES, priceRangeLabel } from '@studio/shared';
import type { RouteMeta } from '@/lib/route-meta';
import { canonicalSearch, type SearchFilters } from './search-filters';

/** "Wedding photographers", "Nature photographers" (from "Nature Photography"), or "Photographers". */
function rolePlural(style: string): string {
  const s = style.replace(/\s*photography$/i, '');
  return s ? `${s} photographers` : 'Photographers';
}

/**
 * The head of /photographers (docs/rules/public-pages.md#without-javascript, docs/rules/photographers-and-portfolios.md#public-directory): a title and description that name the facets chosen
 * (location, style, price), and the canonical address without the search text, order or page.
 */
export function directoryMeta(pathname: string, filters: SearchFilters): RouteMeta {
  const facets = Boolean(filters.location || filters.style || filters.price);
  const canonical = `${pathname}${canonicalSearch(filters)}`;
  if (!facets)
    return {
      title: directoryTexts.directory.metaTitle,
      description: directoryTexts.directory.metaDescription,
      canonical,
    };
  // docs/rules/photographers-and-portfolios.md#kenyan-marketplace: the range as it is filtered, in shillings (the title names the page, not the view).
  const range = PRICE_RANGES.find((p) => p.value === filters.price);
  const price = range && priceRangeLabel(range, 'KES', DEFAULT_KES_PER_USD);
  const title = `${rolePlural(filters.style)}${filters.location ? ` in ${filters.location}` : ''}${price ? `, ${price}` : ''}`;
  return {
    title,
    description: directoryTexts.directory.facetDescription({ title }),
    canonical,
  };
}
