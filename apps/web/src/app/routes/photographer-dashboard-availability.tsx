import { pagesTexts } from '@studio/shared';
import { AvailabilityView } from '@/features/photographer-dashboard/availability/availability-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${pagesTexts.photographerDashboard.availability} · ${pagesTexts.photographerDashboard.title}`,
    description: pagesTexts.photographerDashboard.availabilityDescription,
    noindex: true,
  }),
};

/** /photographer-dashboard/availability (docs/rules/history.md#issue-12, docs/rules/bookings.md#lifecycle): weekly hours and the month calendar. */
export function Component() {
  return <AvailabilityView />;
}
