import { type BookingRequestDetail, bookingAnswerResponseSchema, bookingRequestListSchema } from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Query keys, general to specific (docs/rules/platform.md#queries). Logging out clears the whole cache. */
export const inquiryKeys = {
  all: ['inquiries'] as const,
  sent: () => [...inquiryKeys.all, 'sent'] as const,
};

/** New replies should appear without a reload: gently, and only while the tab is visible (docs/rules/public-pages.md#polling). */
export const SENT_POLL_MS = 30_000;

const newestFirst = (list: BookingRequestDetail[]) => [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/**
 * GET /api/booking-requests?as=sent: the inquiries the signed-in client sent, newest first, with
 * the photographers' replies (docs/rules/accounts-and-auth.md#roles, docs/rules/bookings.md#requests). Read by the Messages page and the Calendar.
 */
export const sentRequestsQuery = () =>
  queryOptions({
    queryKey: inquiryKeys.sent(),
    queryFn: async ({ signal }) =>
      newestFirst(await apiRequest('/booking-requests?as=sent', { schema: bookingRequestListSchema, signal })),
    staleTime: 0,
    refetchInterval: SENT_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

/** GET /api/booking-requests/:id/calendar.ics: the booking as an all-day event for a phone's calendar. */
export const calendarFileUrl = (id: string) => `/api/booking-requests/${encodeURIComponent(id)}/calendar.ics`;

/**
 * POST /api/booking-requests/:id/cancel (docs/rules/history.md#issue-12): the client cancels a pending request, or an
 * accepted booking with a reason. The list is read again whatever happened (a 409 says why).
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      apiRequest(`/booking-requests/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
        body: reason ? { reason } : {},
        schema: bookingAnswerResponseSchema,
      }),
    onSuccess: ({ bookingRequest }) => {
      queryClient.setQueryData<BookingRequestDetail[]>(inquiryKeys.sent(), (list) =>
        list?.map((r) => (r.id === bookingRequest.id ? bookingRequest : r)),
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.sent() });
    },
  });
}
