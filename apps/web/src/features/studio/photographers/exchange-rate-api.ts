import { type ExchangeRate, exchangeRateSchema } from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studioKeys } from '../shared/studio-api';

const exchangeRateKey = () => [...studioKeys.all, 'exchange-rate'] as const;

/** GET /api/studio/exchange-rate (docs/rules/photographers-and-portfolios.md#kenyan-marketplace): the rate the directory counts dollar prices at, and its date. */
export const exchangeRateQuery = () =>
  queryOptions({
    queryKey: exchangeRateKey(),
    queryFn: ({ signal }) => apiRequest('/studio/exchange-rate', { schema: exchangeRateSchema, signal }),
  });

/** PUT /api/studio/exchange-rate {kesPerUsd}: 400 with `errors.kesPerUsd` for a rate out of bounds. */
export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kesPerUsd: number) =>
      apiRequest('/studio/exchange-rate', { method: 'PUT', body: { kesPerUsd }, schema: exchangeRateSchema }),
    onSuccess: (rate: ExchangeRate) => queryClient.setQueryData(exchangeRateKey(), rate),
    // The audit log has a new entry.
    onSettled: () => queryClient.invalidateQueries({ queryKey: studioKeys.all }),
  });
}
