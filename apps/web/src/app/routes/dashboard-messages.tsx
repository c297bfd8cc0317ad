import { pagesTexts } from '@studio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { conversationKeys } from '@/features/conversations/api/conversations-api';
import { ThreadsView } from '@/features/conversations/components/threads-view';
import { ClientBookingActions } from '@/features/inquiries/components/client-booking-actions';
import { paymentKeys } from '@/features/payments/api/payments-api';
import { BookingPayment } from '@/features/payments/components/booking-payment';
import { BookingReview } from '@/features/reviews/components/booking-review';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: pagesTexts.dashboard.messagesTitle,
    description: pagesTexts.dashboard.messagesDescription,
    noindex: true,
  }),
};

/**
 * /dashboard/Messages (docs/rules/history.md#issue-12): one conversation per booking, its moves among its messages;
 * `?request=<id>` opens one, with "Add to calendar" and Cancel while the server allows it, and
 * once the booking is completed its review (docs/rules/history.md#issue-13).
 */
export function Component() {
  const queryClient = useQueryClient();
  // A cancel changes the open thread (status, its moves, no composer) and the list, and the
  // booking's payment (cancelled, with a refund by the policy, ADR 0038): read them again.
  const changed = (id: string) => {
    void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    void queryClient.invalidateQueries({ queryKey: paymentKeys.booking(id) });
  };
  return (
    <ThreadsView
      actions={(id) => (
        <>
          <ClientBookingActions bookingId={id} onChanged={changed} />
          {/* ADR 0038: the deposit or balance to pay, and the receipts. */}
          <BookingPayment bookingId={id} />
        </>
      )}
      // docs/rules/history.md#issue-13: a completed booking's review, or the invitation to write one.
      afterMessages={(booking) => <BookingReview booking={booking} />}
    />
  );
}
