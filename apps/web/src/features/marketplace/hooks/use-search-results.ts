import type { PhotographerSearchResponse } from '@studio/shared';
import { useCallback, useEffect, useState } from 'react';
import { fetchPhotographers } from '../api/search-api';
import { resultsKey, type SearchFilters } from '../utils/search-filters';

/** Search results change when photographers edit their portfolios: fresh for a minute. */
const SEARCH_STALE_MS = 60_000;

/** Searches answered in this page, by their search string (less the view currency): Back shows them at once. */
const answered = new Map<string, { data: PhotographerSearchResponse; at: number }>();

function fresh(key: string): PhotographerSearchResponse | undefined {
  const hit = answered.get(key);
  return hit && Date.now() - hit.at < SEARCH_STALE_MS ? hit.data : undefined;
}

/** Forgets every answer (a test's fresh start). */
export function forgetSearches() {
  answered.clear();
}

/** Keeps an answer the page already has (the server's, or one a loader started). */
export function rememberSearch(filters: SearchFilters, data: PhotographerSearchResponse) {
  answered.set(resultsKey(filters), { data, at: Date.now() });
}

interface SearchResults {
  /** The results of `filters`, or the previous search's while these load (`updating`). */
  data: PhotographerSearchResponse | undefined;
  updating: boolean;
  /** Why the last request for `filters` failed; cleared by the next answer. */
  error: unknown;
  fetching: boolean;
  retry: () => void;
}

/**
 * One search's results (docs/rules/photographers-and-portfolios.md#directory-search). While the next search loads, the previous results stay (dimmed by
 * the page) instead of a blank list; a search already answered in the last minute shows at once.
 * `initial` is the answer the server rendered for the first filters.
 */
export function useSearchResults(
  filters: SearchFilters,
  initial?: { filters: SearchFilters; data: PhotographerSearchResponse | null },
): SearchResults {
  const key = resultsKey(filters);
  const [state, setState] = useState(() => {
    const first = initial?.data && resultsKey(initial.filters) === key ? initial.data : undefined;
    if (first && initial) rememberSearch(initial.filters, first);
    return { key, data: first ?? fresh(key), error: null as unknown, fetching: false };
  });
  const [attempt, setAttempt] = useState(0);

  const current = state.key === key && state.data !== undefined;
  useEffect(() => {
    const cached = fresh(key);
    if (cached) {
      setState((s) => (s.key === key && s.data === cached ? s : { key, data: cached, error: null, fetching: false }));
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, error: null, fetching: true }));
    fetchPhotographers(filters, controller.signal).then(
      (data) => {
        rememberSearch(filters, data);
        if (!controller.signal.aborted) setState({ key, data, error: null, fetching: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, error, fetching: false }));
      },
    );
    return () => controller.abort();
    // `filters` is described fully by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    data: state.data,
    updating: state.data !== undefined && !current && !state.error,
    error: current ? null : state.error,
    fetching: state.fetching,
    retry,
  };
}
