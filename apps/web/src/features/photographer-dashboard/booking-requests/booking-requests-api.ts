import {
  type BookingAnswer,
  type BookingMove,
  type BookingRequestDetail,
  bookingAnswerResponseSchema,
  bookingRequestListSchema,
} from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys, FRESH } from '../shared/dashboard-keys';

/**
 * GET /api/booking-requests?as=received (docs/rules/accounts-and-auth.md#roles, docs/rules/bookings.md#requests): the requests sent to the caller's portfolio,
 * newest first, with the answers given so far. New inquiries appear while the page is open.
 */
export const bookingRequestsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.bookings(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/booking-requests?as=received', { schema: bookingRequestListSchema, signal })).sort((a, b) =>
        b.createdAt.localeCompare(a.createdAt),
      ),
    ...FRESH,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export interface AnswerInput {
  id: string;
  status: BookingMove;
  /** The reply (an answer) or the reason (a cancellation). */
  reply?: string;
}

/**
 * PATCH /api/booking-requests/:id (docs/rules/bookings.md#requests): accept, decline or complete a request, with an optional
 * reply the client receives; or POST .../cancel with the reason (docs/rules/history.md#issue-12). The list, the overview and the activities follow.
 */
export function useAnswerBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reply }: AnswerInput) =>
      status === 'cancelled'
        ? apiRequest(`/booking-requests/${encodeURIComponent(id)}/cancel`, {
            method: 'POST',
            body: { reason: reply },
            schema: bookingAnswerResponseSchema,
          })
        : apiRequest(`/booking-requests/${encodeURIComponent(id)}`, {
            method: 'PATCH',
            body: { status, ...(reply ? { reply } : {}) } satisfies BookingAnswer,
            schema: bookingAnswerResponseSchema,
          }),
    onSuccess: ({ bookingRequest }) => {
      queryClient.setQueryData<BookingRequestDetail[]>(dashboardKeys.bookings(), (list) =>
        list?.map((r) => (r.id === bookingRequest.id ? bookingRequest : r)),
      );
    },
    // Whatever happened (a 409 means someone else answered first), read the list afresh.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.bookings() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.overview() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.activities() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.analytics() });
      void queryClient.invalidateQueries({ queryKey: [...dashboardKeys.all, 'leads'] });
    },
  });
}
