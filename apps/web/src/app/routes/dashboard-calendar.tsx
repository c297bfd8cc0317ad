import { pagesTexts } from '@studio/shared';
import { CalendarView } from '@/features/inquiries/components/calendar-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: pagesTexts.dashboard.calendarTitle,
    description: pagesTexts.dashboard.calendarDescription,
    noindex: true,
  }),
};

/** /dashboard/Calendar: the client's requested event dates, month by month. */
export function Component() {
  return <CalendarView />;
}
