import { type DisputeResolution, studioPaymentsSchema } from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { studioKeys } from '../shared/studio-api';

/** The ledger for the studio's accountant: a plain link, the session cookie goes with it. */
export const LEDGER_CSV_HREF = '/api/studio/payments/ledger.csv';

/** GET /api/studio/payments (docs/decisions/0038-mpesa-payments.md): payments, stuck attempts, refunds and payouts. */
export const studioPaymentsQuery = () =>
  queryOptions({
    queryKey: [...studioKeys.all, 'payments'] as const,
    queryFn: ({ signal }) => apiRequest('/studio/payments', { schema: studioPaymentsSchema, signal }),
    staleTime: 0,
  });

/** POST /api/studio/payments/:id/resolve: release the payout, or refund part or all (the server checks the amount). */
export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, ...body }: DisputeResolution & { bookingId: string }) =>
      apiRequest(`/studio/payments/${encodeURIComponent(bookingId)}/resolve`, {
        method: 'POST',
        body,
        schema: z.object({ success: z.boolean() }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studioKeys.all }),
  });
}
