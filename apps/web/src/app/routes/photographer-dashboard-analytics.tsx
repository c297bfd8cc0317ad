import { AnalyticsView } from '@/features/photographer-dashboard/components/analytics-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: { title: 'Analytics · Photographer dashboard', description: 'Profile views and inquiries.', noindex: true },
};

export function Component() {
  return <AnalyticsView />;
}
