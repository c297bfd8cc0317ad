import { SubscribersView } from '@/features/photographer-dashboard/components/subscribers-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: {
    title: 'Subscriptions · Photographer dashboard',
    description: 'The clients who saved your portfolio.',
    noindex: true,
  },
};

/** /photographer-dashboard/subscriptions (docs/rules/photographers-and-portfolios.md#dashboard-navigation): the clients who saved the photographer. */
export function Component() {
  return <SubscribersView />;
}
