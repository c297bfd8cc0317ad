import { pagesTexts } from '@studio/shared';
import { PackagesView } from '@/features/photographer-dashboard/packages/packages-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${pagesTexts.photographerDashboard.packages} · ${pagesTexts.photographerDashboard.title}`,
    description: pagesTexts.photographerDashboard.packagesDescription,
    noindex: true,
  }),
};

/** /photographer-dashboard/packages (docs/rules/history.md#issue-12, docs/rules/bookings.md#lifecycle): create, edit, reorder, hide and delete packages. */
export function Component() {
  return <PackagesView />;
}
