import { OverviewView } from '@/features/photographer-dashboard/components/overview-view';
import type { RouteHandle } from '@/lib/route-meta';
import { useCurrentUser } from '@/lib/session-store';

export const handle: RouteHandle = {
  meta: { title: 'Overview · Photographer dashboard', description: 'Your numbers and recent activity.', noindex: true },
};

export function Component() {
  const user = useCurrentUser();
  return <OverviewView name={user?.username ?? null} />;
}
