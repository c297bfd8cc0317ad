import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type LoaderFunctionArgs, Outlet, redirect, useLocation, useNavigate } from 'react-router';
import { fetchCurrentUser } from '@/features/auth/api/auth-api';
import { signInPath } from '@/lib/sign-in-path';
import { ApiError, onUnauthorized } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

/**
 * Pages that need a session (/dashboard*, /subscribers/choices, /photographer-dashboard*):
 * without a signed-in user the visitor goes to /signup (docs/rules/product.md#states). The server has the last word:
 * the session is checked with GET /api/me, and a 401 clears the stored user.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const toSignIn = () => redirect(signInPath(url.pathname + url.search));
  if (!sessionStore.get()) throw toSignIn();
  try {
    sessionStore.set(await fetchCurrentUser(request.signal));
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      sessionStore.clear();
      throw toSignIn();
    }
    // Offline or a server hiccup: the stored user stands, and the page's own requests will tell.
    if ((err as Error).name === 'AbortError') throw err;
  }
  return null;
}

/** Any 401 from the API while here clears the user and goes to /signup (docs/rules/product.md#calls). */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const here = location.pathname + location.search;
  useEffect(
    () =>
      onUnauthorized(() => {
        // Signed out already (logout, account deleted): the 401s of queries still mounted, such as
        // the bell's, are expected; the page that signed out decides where to go.
        if (!sessionStore.get()) return;
        sessionStore.clear();
        queryClient.clear();
        navigate(signInPath(here), { replace: true });
      }),
    [navigate, queryClient, here],
  );
  return <Outlet />;
}
