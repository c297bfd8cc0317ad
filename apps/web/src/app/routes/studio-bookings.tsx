import { pagesTexts, studioTexts } from '@studio/shared';
import { BookingsView } from '@/features/studio/bookings/bookings-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${studioTexts.bookings.title} · ${studioTexts.consoleTitle}`,
    description: pagesTexts.studio.bookings,
    noindex: true,
  }),
};

/** /studio/bookings (docs/rules/history.md#issue-23): the marketplace's booking requests, read-only. */
export function Component() {
  return <BookingsView />;
}
