import { localHref } from '@studio/shared/i18n/current-locale';
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';

/**
 * Where the search's state lives (docs/rules/photographers-and-portfolios.md#directory-search: in the URL) and how it moves. The public directory is an
 * island on a server-rendered page and moves with the History API; the client dashboard lives in
 * the router, which must make every move itself. Each gives the search one of these.
 */
export interface SearchNavigation {
  pathname: string;
  /** `?…`, or '' */
  search: string;
  hash: string;
  /** Writes a new search string as a history entry (or in place of the current one). */
  navigate(search: string, options?: { replace?: boolean }): void;
}

export const SearchNavigationContext = createContext<SearchNavigation | null>(null);

export function useSearchNavigation(): SearchNavigation {
  const navigation = useContext(SearchNavigationContext);
  if (!navigation) throw new Error('The photographer search needs a SearchNavigationContext');
  return navigation;
}

/** Said when the page writes a history entry itself (the History API says nothing then). */
const SEARCH_CHANGE = 'studio:search-change';

function subscribe(listener: () => void) {
  window.addEventListener('popstate', listener);
  window.addEventListener(SEARCH_CHANGE, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(SEARCH_CHANGE, listener);
  };
}

const currentSearch = () => window.location.search;
const currentHash = () => window.location.hash;

/**
 * The search in the address bar of a page that has no router (an island). On the server, and while
 * hydrating, it is the address the server rendered (`rendered`).
 */
export function useHistorySearchNavigation(rendered: { pathname: string; search: string }): SearchNavigation {
  const search = useSyncExternalStore(subscribe, currentSearch, () => rendered.search);
  const hash = useSyncExternalStore(subscribe, currentHash, () => '');
  // The page's own address, in its language: where the search is pushed and its links lead.
  const pathname = localHref(rendered.pathname);
  const navigate = useCallback(
    (next: string, { replace = false } = {}) => {
      const url = `${pathname}${next}`;
      if (replace) window.history.replaceState(window.history.state, '', url);
      else window.history.pushState(null, '', url);
      window.dispatchEvent(new Event(SEARCH_CHANGE));
    },
    [pathname],
  );
  return useMemo(() => ({ pathname, search, hash, navigate }), [pathname, search, hash, navigate]);
}

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * A real link to another state of the search (`?page=3`): it works before the scripts run and
 * opens in a new tab; a plain click moves the search in place.
 */
export function SearchLink({
  search,
  onClick,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { search: string }) {
  const navigation = useSearchNavigation();
  return (
    <a
      {...props}
      href={`${navigation.pathname}${search}`}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || !plainClick(e)) return;
        e.preventDefault();
        navigation.navigate(search);
      }}
    />
  );
}
