import { PackagesView } from '@/features/photographer-dashboard/components/packages-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: {
    title: 'Packages · Photographer dashboard',
    description: 'The packages clients can request from your profile.',
    noindex: true,
  },
};

/** /photographer-dashboard/packages (docs/rules/history.md#issue-12, docs/rules/bookings.md#lifecycle): create, edit, reorder, hide and delete packages. */
export function Component() {
  return <PackagesView />;
}
