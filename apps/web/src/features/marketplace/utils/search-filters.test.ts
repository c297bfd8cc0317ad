import { describe, expect, it } from 'vitest';
import {
  apiSearchParams,
  canonicalSearch,
  emptyFilters,
  filtersFromSearchParams,
  hasChoices,
  searchParamsFromFilters,
  searchString,
  withChange,
  resultsKey,
  viewCurrency,
  withPage,
} from './search-filters';

const parse = (search: string) => filtersFromSearchParams(new URLSearchParams(search));

describe('search filters <-> URL', () => {
  it('reads every filter from the URL', () => {
    expect(
      parse('?q=wedding&location=Nairobi&style=Wedding&price=50000-100000&currency=USD&sort=price-low&page=3'),
    ).toEqual({
      q: 'wedding',
      location: 'Nairobi',
      style: 'Wedding',
      price: '50000-100000',
      currency: 'USD',
      sort: 'price-low',
      page: 3,
      pageSize: null,
    });
  });

  it('reads nothing as the defaults, and unknown or malformed values as "any"', () => {
    expect(parse('')).toEqual(emptyFilters);
    expect(parse('?location=Atlantis&style=wedding&price=1-2&sort=random&page=0&pageSize=500')).toEqual(emptyFilters);
    // docs/rules/photographers-and-portfolios.md#kenyan-marketplace: the template's American towns and dollar ranges, and a currency other than USD.
    expect(parse('?location=Denver&price=300-1000&currency=EUR')).toEqual(emptyFilters);
    expect(parse('?currency=KES').currency).toBe('');
    expect(parse('?page=-2')).toEqual(emptyFilters);
    expect(parse('?page=2.5')).toEqual(emptyFilters);
    expect(parse('?pageSize=6').pageSize).toBe(6);
  });

  it('tidies the search text: spaces collapsed, cut at 100 characters', () => {
    expect(parse('?q=%20%20Diani%20%20%20beach%20').q).toBe('Diani beach');
    expect(parse(`?q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes only what differs from the defaults, in a fixed order, and reads back the same', () => {
    const filters = { ...emptyFilters, sort: 'experience', q: 'Kamau', style: 'Portrait', page: 2 };
    expect(searchString(filters)).toBe('?q=Kamau&style=Portrait&sort=experience&page=2');
    expect(filtersFromSearchParams(searchParamsFromFilters(filters))).toEqual(filters);
    expect(searchString(emptyFilters)).toBe('');
  });

  it('a change of text or filter starts again at page 1; paging keeps the filters', () => {
    const onPage3 = { ...emptyFilters, location: 'Mombasa', page: 3 };
    expect(withChange(onPage3, { style: 'Wedding' })).toEqual({ ...onPage3, style: 'Wedding', page: 1 });
    expect(withChange(onPage3, { q: 'sea' }).page).toBe(1);
    expect(withPage(onPage3, 4)).toEqual({ ...onPage3, page: 4 });
  });

  it('the view currency keeps the page, and is not sent to the API nor part of the results key (D30)', () => {
    const onPage3 = { ...emptyFilters, location: 'Mombasa', page: 3 };
    const inDollars = withChange(onPage3, { currency: 'USD' });
    expect(inDollars).toEqual({ ...onPage3, currency: 'USD' });
    expect(viewCurrency(inDollars)).toBe('USD');
    expect(viewCurrency(onPage3)).toBe('KES');
    expect(searchString(inDollars)).toBe('?location=Mombasa&currency=USD&page=3');
    expect(apiSearchParams(inDollars).toString()).toBe('location=Mombasa&page=3');
    expect(resultsKey(inDollars)).toBe(resultsKey(onPage3));
  });

  it('knows when there is something to clear (the sort included)', () => {
    expect(hasChoices(emptyFilters)).toBe(false);
    expect(hasChoices({ ...emptyFilters, sort: 'rating' })).toBe(true);
    expect(hasChoices({ ...emptyFilters, page: 4 })).toBe(false);
  });

  it('the canonical address keeps the facets and drops the text, the order and the page', () => {
    expect(
      canonicalSearch(
        parse('?q=beach&location=Nairobi&style=Wedding&price=20000-50000&currency=USD&sort=rating&page=2'),
      ),
    ).toBe('?location=Nairobi&style=Wedding&price=20000-50000');
    expect(canonicalSearch(parse('?page=3&sort=price-high'))).toBe('');
  });
});
