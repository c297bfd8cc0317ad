import { photographerEarningsResponseSchema } from '@studio/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from '../shared/dashboard-keys';

/**
 * GET /api/photographers/me/earnings (docs/decisions/0038-mpesa-payments.md): the photographer's
 * bookings paid by M-Pesa, their payouts and totals; every amount is the server's, from the ledger.
 */
export const earningsQuery = () =>
  queryOptions({
    queryKey: [...dashboardKeys.all, 'earnings'] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest('/photographers/me/earnings', { schema: photographerEarningsResponseSchema, signal })).data,
    staleTime: 0,
  });
