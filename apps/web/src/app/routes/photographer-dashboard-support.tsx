import { SupportView } from '@/features/photographer-dashboard/components/support-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: {
    title: 'Support · Photographer dashboard',
    description: 'Help articles, and questions to the studio with their answers.',
    noindex: true,
  },
};

/** /photographer-dashboard/support (docs/rules/photographers-and-portfolios.md#dashboard-navigation, docs/rules/studio-console.md#staff-and-console): the navbar's Support. */
export function Component() {
  return <SupportView />;
}
