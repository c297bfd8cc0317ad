import { studioSupportTexts, studioTexts } from '@studio/shared';
import { StaffView } from '@/features/studio/components/staff-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: {
    title: `${studioSupportTexts.staffTitle} · ${studioTexts.consoleTitle}`,
    description: 'Studio staff and invitations.',
    noindex: true,
  },
};

/** /studio/staff (issue 14, D28). */
export function Component() {
  return <StaffView />;
}
