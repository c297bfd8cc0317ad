import {
  type Currency,
  LOCATIONS,
  PRICE_RANGES,
  SEARCH_PAGE_SIZE_MAX,
  SEARCH_TEXT_MAX,
  SORT_OPTIONS,
  STYLES,
} from '@studio/shared';

/**
 * The search of the client dashboard and the public directory (docs/rules/photographers-and-portfolios.md#directory-search, #public-directory), as the URL holds it:
 * `?q=&location=&style=&price=&currency=&sort=&page=` (the API's own parameter names, and docs/rules/photographers-and-portfolios.md#kenyan-marketplace's
 * `currency=USD` for the US dollar view, which only the page reads). An empty value is
 * "any"; a value the app does not know is read as "any" too, so an old or hand-edited link still
 * shows results instead of an error.
 */
export interface SearchFilters {
  q: string;
  location: string;
  style: string;
  price: string;
  /** docs/rules/photographers-and-portfolios.md#kenyan-marketplace: '' shows prices as KES (the filter's currency), 'USD' adds dollars at the studio's rate. */
  currency: string;
  sort: string;
  page: number;
  /** Not offered in the interface; a link may carry it (1 to SEARCH_PAGE_SIZE_MAX). */
  pageSize: number | null;
}

/** The filter bar's selects, in its order. */
export const FILTER_NAMES = ['location', 'style', 'price', 'currency', 'sort'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

export const emptyFilters: SearchFilters = {
  q: '',
  location: '',
  style: '',
  price: '',
  currency: '',
  sort: '',
  page: 1,
  pageSize: null,
};

const allowed: Record<FilterName, readonly string[]> = {
  location: LOCATIONS,
  style: STYLES,
  price: PRICE_RANGES.map((p) => p.value),
  currency: ['USD'],
  sort: SORT_OPTIONS,
};

const known = (name: FilterName, value: string | null) => (value && allowed[name].includes(value) ? value : '');

function wholeNumber(value: string | null, max: number): number | null {
  if (!value || !/^\d{1,7}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

/** The search text as sent: spaces collapsed, at most SEARCH_TEXT_MAX characters. */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, SEARCH_TEXT_MAX);
}

export function filtersFromSearchParams(params: URLSearchParams): SearchFilters {
  return {
    q: cleanText(params.get('q') ?? ''),
    location: known('location', params.get('location')),
    style: known('style', params.get('style')),
    price: known('price', params.get('price')),
    currency: known('currency', params.get('currency')),
    sort: known('sort', params.get('sort')),
    page: wholeNumber(params.get('page'), 1_000_000) ?? 1,
    pageSize: wholeNumber(params.get('pageSize'), SEARCH_PAGE_SIZE_MAX),
  };
}

/** The URL's search parameters for these filters: only what differs from the defaults, in a fixed order. */
export function searchParamsFromFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const name of FILTER_NAMES) if (filters[name]) params.set(name, filters[name]);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.pageSize) params.set('pageSize', String(filters.pageSize));
  return params;
}

/** docs/rules/photographers-and-portfolios.md#kenyan-marketplace: the currency prices are shown in (the view only; the search is the same). */
export const viewCurrency = (filters: SearchFilters): Currency => (filters.currency === 'USD' ? 'USD' : 'KES');

/** The parameters the API answers: the URL's without the page's own view currency. */
export function apiSearchParams(filters: SearchFilters): URLSearchParams {
  return searchParamsFromFilters({ ...filters, currency: '' });
}

/** Searches that differ only in the view currency have the same results. */
export const resultsKey = (filters: SearchFilters) => searchString({ ...filters, currency: '' });

/** `?…` for a link, or '' when every filter is at its default. */
export function searchString(filters: SearchFilters): string {
  const s = searchParamsFromFilters(filters).toString();
  return s ? `?${s}` : '';
}

/** A change of the search text or of a filter starts again at page 1. */
export function withChange(
  filters: SearchFilters,
  change: Partial<Pick<SearchFilters, 'q' | FilterName>>,
): SearchFilters {
  // The view currency changes how prices read, not which page of results is shown.
  if (Object.keys(change).every((k) => k === 'currency')) return { ...filters, ...change };
  return { ...filters, ...change, page: 1 };
}

export function withPage(filters: SearchFilters, page: number): SearchFilters {
  return { ...filters, page: Math.max(1, Math.floor(page)) };
}

/** True when the visitor narrowed the list (the sort only orders it). */
export function isFiltered(filters: SearchFilters): boolean {
  return Boolean(filters.q || filters.location || filters.style || filters.price);
}

/** True when anything differs from the plain list, so "Clear filters" has something to do. */
export function hasChoices(filters: SearchFilters): boolean {
  return isFiltered(filters) || Boolean(filters.sort);
}

/**
 * The canonical address of a directory page (docs/rules/public-pages.md#without-javascript): the facets that make a distinct page
 * (location, style, price) stay; the search text, the order and the page number do not, so
 * search engines see one page per facet instead of one per sort order, page or typed word.
 */
export function canonicalSearch(filters: SearchFilters): string {
  return searchString({ ...emptyFilters, location: filters.location, style: filters.style, price: filters.price });
}
