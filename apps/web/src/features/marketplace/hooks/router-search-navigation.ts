import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { keepScrollState } from '@/lib/navigation-state';
import type { SearchNavigation } from './search-navigation';

/** The search inside the client-routed app: every move goes through the router (and keeps the scroll). */
export function useRouterSearchNavigation(): SearchNavigation {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      pathname,
      search,
      hash,
      navigate: (next, { replace = false } = {}) =>
        void navigate({ pathname, search: next }, { replace, state: keepScrollState, preventScrollReset: true }),
    }),
    [pathname, search, hash, navigate],
  );
}
