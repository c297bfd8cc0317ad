import { FAQ_DEBOUNCE_MS } from '@studio/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  cleanText,
  type FilterName,
  filtersFromSearchParams,
  type SearchFilters,
  searchString,
  withChange,
} from '../utils/search-filters';
import { useSearchNavigation } from './search-navigation';

/** The search text waits this long after the last keystroke (the spec's debounce for searching, docs/rules/product.md#constants). */
export const SEARCH_DEBOUNCE_MS = FAQ_DEBOUNCE_MS;

/**
 * The search's state lives in the URL (docs/rules/photographers-and-portfolios.md#directory-search): reload, Back and a shared link keep it. Picking a
 * filter or a page adds a history entry; typing waits SEARCH_DEBOUNCE_MS, and a burst of typing
 * adds one entry at most (the first write pushes, the next ones replace it), so Back undoes the
 * search rather than each letter. Every change but the page starts again at page 1.
 */
export function useSearchFilters() {
  const { search: urlSearch, navigate } = useSearchNavigation();
  const filters = useMemo(() => filtersFromSearchParams(new URLSearchParams(urlSearch)), [urlSearch]);
  /** The filters the next change builds on: the URL's, or the change just asked for. */
  const latest = useRef(filters);
  const seen = useRef(filters);
  if (seen.current !== filters) {
    seen.current = filters;
    latest.current = filters;
  }

  const go = useCallback(
    (next: SearchFilters, { replace = false } = {}) => {
      const search = searchString(next);
      if (search === searchString(latest.current)) return;
      // Two quick changes build on each other, before the URL has caught up with the first.
      latest.current = next;
      navigate(search, { replace });
    },
    [navigate],
  );

  // The text box: what the visitor types, written to the URL once they pause.
  const [text, setText] = useState(filters.q);
  /** The search text the URL has (as far as this hook wrote or saw it). */
  const written = useRef(filters.q);
  /** True while a burst of typing already made its history entry. */
  const typing = useRef(false);

  // The URL changed by other means (Back, a link, Clear filters): the box shows its text.
  useEffect(() => {
    if (filters.q !== written.current) {
      written.current = filters.q;
      typing.current = false;
      setText(filters.q);
    }
  }, [filters.q]);

  useEffect(() => {
    const q = cleanText(text);
    if (q === written.current) return;
    const timer = window.setTimeout(() => {
      written.current = q;
      const replace = typing.current;
      typing.current = true;
      go(withChange(latest.current, { q }), { replace });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, go]);

  /** Applies the typed text at once (Enter or the Search button). */
  const submit = useCallback(() => {
    const q = cleanText(text);
    typing.current = false;
    if (q === written.current) return;
    written.current = q;
    go(withChange(latest.current, { q }));
  }, [text, go]);

  /** A select changed: a history entry of its own, with whatever was typed so far. */
  const setFilter = useCallback(
    (name: FilterName, value: string) => {
      const q = cleanText(text);
      written.current = q;
      typing.current = false;
      go(withChange(latest.current, { q, [name]: value }));
    },
    [text, go],
  );

  /** Clear filters (a link to the plain list) also empties the box, typed words included. */
  const clearText = useCallback(() => {
    typing.current = false;
    written.current = '';
    setText('');
  }, []);

  /** The burst of typing ends when the box loses focus: the next words make a new entry. */
  const endTyping = useCallback(() => {
    typing.current = false;
  }, []);

  return { filters, text, setText, submit, setFilter, clearText, endTyping };
}
