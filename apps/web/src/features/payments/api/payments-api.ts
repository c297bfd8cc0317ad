import { bookingPaymentResponseSchema, type PayRequest, payResponseSchema } from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';

const messageSchema = z.object({ message: z.string() });

/** Query keys, general to specific (docs/rules/platform.md#queries). */
export const paymentKeys = {
  all: ['payments'] as const,
  booking: (id: string) => [...paymentKeys.all, 'booking', id] as const,
};

/** While a prompt waits on the client's phone, the page asks again this often. */
export const PENDING_POLL_MS = 2_000;

/**
 * GET /api/booking-requests/:id/payment (docs/decisions/0038-mpesa-payments.md): the booking's
 * price, deposit, what is due now and its M-Pesa attempts; data null when it has no payment.
 */
export const bookingPaymentQuery = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.booking(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/booking-requests/${encodeURIComponent(id)}/payment`, {
          schema: bookingPaymentResponseSchema,
          signal,
        })
      ).data,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.attempts.some((a) => a.status === 'pending') ? PENDING_POLL_MS : false,
    refetchOnWindowFocus: true,
  });

/** POST /api/booking-requests/:id/payments: an STK push to the client's phone; the amount is the server's. */
export function usePay(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayRequest) =>
      apiRequest(`/booking-requests/${encodeURIComponent(id)}/payments`, {
        method: 'POST',
        body,
        schema: payResponseSchema,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.booking(id) });
    },
  });
}

/** POST /api/booking-requests/:id/dispute: the client, during the payout hold, with a reason. */
export function useDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest(`/booking-requests/${encodeURIComponent(id)}/dispute`, {
        method: 'POST',
        body: { reason },
        schema: messageSchema,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.booking(id) });
    },
  });
}
