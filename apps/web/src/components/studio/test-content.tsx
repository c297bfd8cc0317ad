import type { StudioContent } from '@studio/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { studioContentQuery } from '@/lib/studio-content';

/** Test helper: renders `ui` with the given studio content already loaded (no request). */
export function renderWithContent(ui: ReactElement, content: Partial<StudioContent>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(studioContentQuery.queryKey, content as StudioContent);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Makes `matchMedia` answer `matches` for queries containing `fragment` (e.g. "reduce"). */
export function stubMatchMedia(match: (query: string) => boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: match(query),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
