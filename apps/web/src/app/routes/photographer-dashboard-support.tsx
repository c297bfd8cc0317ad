import { pagesTexts } from '@studio/shared';
import { SupportView } from '@/features/photographer-dashboard/support/support-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${pagesTexts.photographerDashboard.support} · ${pagesTexts.photographerDashboard.title}`,
    description: pagesTexts.photographerDashboard.supportDescription,
    noindex: true,
  }),
};

/** /photographer-dashboard/support (docs/rules/photographers-and-portfolios.md#dashboard-navigation, docs/rules/studio-console.md#staff-and-console): the navbar's Support. */
export function Component() {
  return <SupportView />;
}
