import { pagesTexts } from '@studio/shared';
import { SubscribersView } from '@/features/photographer-dashboard/subscribers/subscribers-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${pagesTexts.photographerDashboard.subscriptions} · ${pagesTexts.photographerDashboard.title}`,
    description: pagesTexts.photographerDashboard.subscriptionsDescription,
    noindex: true,
  }),
};

/** /photographer-dashboard/subscriptions (docs/rules/photographers-and-portfolios.md#dashboard-navigation): the clients who saved the photographer. */
export function Component() {
  return <SubscribersView />;
}
