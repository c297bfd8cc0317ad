import { pagesTexts } from '@studio/shared';
import { AnalyticsView } from '@/features/photographer-dashboard/analytics/analytics-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${pagesTexts.photographerDashboard.analytics} · ${pagesTexts.photographerDashboard.title}`,
    description: pagesTexts.photographerDashboard.analyticsDescription,
    noindex: true,
  }),
};

export function Component() {
  return <AnalyticsView />;
}
