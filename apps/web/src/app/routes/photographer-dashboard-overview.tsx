import { pagesTexts } from '@studio/shared';
import { OverviewView } from '@/features/photographer-dashboard/overview/overview-view';
import type { RouteHandle } from '@/lib/route-meta';
import { useCurrentUser } from '@/lib/session-store';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${pagesTexts.photographerDashboard.overview} · ${pagesTexts.photographerDashboard.title}`,
    description: pagesTexts.photographerDashboard.overviewDescription,
    noindex: true,
  }),
};

export function Component() {
  const user = useCurrentUser();
  return <OverviewView name={user?.username ?? null} />;
}
