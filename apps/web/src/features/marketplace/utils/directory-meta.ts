import {
  DEFAULT_KES_PER_USD,
  directoryTexts,
  PRICE_RANGES,
  placeName,
  priceRangeLabel,
  styleKey,
} from '@studio/shared';
import type { RouteMeta } from '@/lib/route-meta';
import { canonicalSearch, type SearchFilters } from './search-filters';

/** "Wedding photographers", "Nature photographers", or "Photographers", in the page's language. */
function who(style: string): string {
  const key = styleKey(style);
  return directoryTexts.directory.facetWho[key && key !== 'other' ? key : 'all'];
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
  const t = directoryTexts.directory;
  const where = filters.location
    ? t.facetIn({ who: who(filters.style), location: placeName(filters.location) })
    : who(filters.style);
  const title = price ? t.facetPrice({ who: where, price }) : where;
  return {
    title,
    description: directoryTexts.directory.facetDescription({ title }),
    canonical,
  };
}
