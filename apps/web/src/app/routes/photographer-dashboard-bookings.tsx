import { BookingRequestsView } from '@/features/photographer-dashboard/components/booking-requests-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: { title: 'Booking requests · Photographer dashboard', description: 'Your booking requests.', noindex: true },
};

export function Component() {
  return <BookingRequestsView />;
}
