import { pagesTexts } from '@studio/shared';
import { ThreadOpener, ThreadDialog } from '@/features/conversations/components/thread-dialog';
import { BookingPayment } from '@/features/payments/components/booking-payment';
import { BookingRequestsView } from '@/features/photographer-dashboard/booking-requests/booking-requests-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${pagesTexts.photographerDashboard.bookings} · ${pagesTexts.photographerDashboard.title}`,
    description: pagesTexts.photographerDashboard.bookingsDescription,
    noindex: true,
  }),
};

/** The requests, each with the button to its conversation (docs/rules/history.md#issue-12), composed here: features do not import features. */
export function Component() {
  return (
    <>
      <BookingRequestsView
        renderExtra={(r) => (
          <>
            <ThreadOpener bookingId={r.id} />
            {/* ADR 0038: what the client paid, for accepted and later bookings with a priced package. */}
            {r.package && r.status !== 'pending' && r.status !== 'declined' && <BookingPayment bookingId={r.id} />}
          </>
        )}
      />
      <ThreadDialog />
    </>
  );
}
