import { pagesTexts } from '@studio/shared';
import { NotificationsView } from '@/features/notifications/components/notifications-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${pagesTexts.photographerDashboard.notifications} · ${pagesTexts.photographerDashboard.title}`,
    description: pagesTexts.photographerDashboard.notificationsDescription,
    noindex: true,
  }),
};

/** /photographer-dashboard/notifications (docs/rules/history.md#issue-12; the navbar's Notifications, docs/rules/photographers-and-portfolios.md#dashboard-navigation). */
export function Component() {
  return <NotificationsView />;
}
