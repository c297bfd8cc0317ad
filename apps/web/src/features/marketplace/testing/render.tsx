import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '@/components/ui/toasts';

/** Renders `ui` at `path` with a router whose history the test can read, a query client and the toasts. */
export function renderPage(ui: ReactElement, { path = '/dashboard' } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      // Loaders, as the app's routes have: a navigation then completes a moment later.
      { path: '/dashboard', element: ui, loader: () => null },
      { path: '/photographers', element: ui, loader: () => null },
      { path: '/favourites', element: ui },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  const url = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, router, queryClient, url };
}
