import { NotificationsView } from '@/features/notifications/components/notifications-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: { title: 'Notifications', description: 'What happened with your bookings.', noindex: true },
};

/** /dashboard/notifications (docs/rules/history.md#issue-12). */
export function Component() {
  return <NotificationsView />;
}
