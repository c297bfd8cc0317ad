import { pagesTexts } from '@studio/shared';
import { NotificationsView } from '@/features/notifications/components/notifications-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: pagesTexts.dashboard.notificationsTitle,
    description: pagesTexts.dashboard.notificationsDescription,
    noindex: true,
  }),
};

/** /dashboard/notifications (docs/rules/history.md#issue-12). */
export function Component() {
  return <NotificationsView />;
}
