import { CalendarView } from '@/features/inquiries/components/calendar-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: { title: 'Calendar', description: 'The dates of your events and where each request stands.', noindex: true },
};

/** /dashboard/Calendar: the client's requested event dates, month by month. */
export function Component() {
  return <CalendarView />;
}
