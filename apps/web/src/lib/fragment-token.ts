import { useEffect, useState } from 'react';

/**
 * The token of an e-mailed link's fragment (`/staff-invitation#token`, `/gallery-invitation#token`):
 * kept in sessionStorage under `key` while the visitor signs in (the fragment is gone after the
 * round trip) and taken out of the address bar, so it is not kept in history or shared by copying
 * the address. `undefined` until read; null when there is none.
 */
export function useFragmentToken(key: string): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const read = () => {
      const fromLink = window.location.hash.slice(1);
      try {
        if (fromLink) {
          window.sessionStorage.setItem(key, fromLink);
          window.history.replaceState(window.history.state, '', window.location.pathname);
        }
        setToken(fromLink || window.sessionStorage.getItem(key));
      } catch {
        setToken(fromLink || null);
      }
    };
    read();
    // Another link opened in the same tab changes only the fragment: the page is not loaded again.
    const onHashChange = () => {
      if (window.location.hash.length > 1) read();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [key]);
  return token;
}

/** Forgets the kept token once it has been used. */
export function forgetFragmentToken(key: string) {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing kept.
  }
}
