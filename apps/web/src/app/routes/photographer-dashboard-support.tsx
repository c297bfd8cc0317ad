import { SupportView } from '@/features/photographer-dashboard/components/support-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: {
    title: 'Support · Photographer dashboard',
    description: 'Help articles, and questions to the studio with their answers.',
    noindex: true,
  },
};

/** /photographer-dashboard/support (D20, D28): the navbar's Support. */
export function Component() {
  return <SupportView />;
}
