import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '@/components/ui/toasts';
import { sessionStore } from '@/lib/session-store';
import { useRouterSearchNavigation } from '../hooks/router-search-navigation';
import { SearchNavigationContext } from '../hooks/search-navigation';

function RouterSearch({ children }: { children: ReactNode }) {
  return <SearchNavigationContext value={useRouterSearchNavigation()}>{children}</SearchNavigationContext>;
}

let users = 0;

/** Signs a new user in (each test's favourites are its own). */
export function signIn() {
  users += 1;
  sessionStore.set({
    id: `user-${users}`,
    email: `client${users}@example.com`,
    username: `client${users}`,
    avatar: null,
    role: 'client',
    createdAt: '2026-11-01T08:00:00.000Z',
  });
}

/** Renders `ui` at `path` with a router whose history the test can read, the search's navigation and the toasts. */
export function renderPage(ui: ReactElement, { path = '/dashboard' } = {}) {
  const element = <RouterSearch>{ui}</RouterSearch>;
  const router = createMemoryRouter(
    [
      // Loaders, as the app's routes have: a navigation then completes a moment later.
      { path: '/dashboard', element, loader: () => null },
      { path: '/photographers', element, loader: () => null },
      { path: '/favourites', element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  const url = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, router, url };
}
