import { QUERY_RETRIES, QUERY_RETRY_MAX_MS, QUERY_RETRY_MIN_MS, QUERY_STALE_MS } from '@studio/shared';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** docs/rules/product.md#constants: retried up to 3 times with backoff of 1 to 30 s; fresh for 5 minutes. Client errors are not retried. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        retry: (count, error) =>
          count < QUERY_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(QUERY_RETRY_MIN_MS * 2 ** attempt, QUERY_RETRY_MAX_MS),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/*
 * Route loaders fill the same cache the page reads (docs/rules/platform.md#queries). On the server every render
 * gets a fresh client tied to its Request (concurrent renders never share a cache); in the
 * browser there is one client, the one main.tsx renders with.
 */
const clientsByRequest = new WeakMap<Request, QueryClient>();
let browserClient: QueryClient | undefined;

/** The browser's query client (created on first use). */
export function browserQueryClient(): QueryClient {
  if (typeof window === 'undefined') throw new Error('browserQueryClient() is for the browser only');
  browserClient ??= createQueryClient();
  return browserClient;
}

/** The server renderer ties its per-render client to the Request its loaders receive. */
export function bindQueryClient(request: Request, client: QueryClient): void {
  clientsByRequest.set(request, client);
}

/** The query client a route loader should fill for this request. */
export function queryClientFor(request: Request): QueryClient {
  return clientsByRequest.get(request) ?? browserQueryClient();
}
