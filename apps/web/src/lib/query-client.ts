import { QUERY_RETRIES, QUERY_RETRY_MAX_MS, QUERY_RETRY_MIN_MS, QUERY_STALE_MS } from '@studio/shared';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** SPEC 9: retried up to 3 times with backoff of 1 to 30 s; fresh for 5 minutes. Client errors are not retried. */
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
