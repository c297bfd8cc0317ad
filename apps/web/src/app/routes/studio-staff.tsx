import { pagesTexts, studioSupportTexts, studioTexts } from '@studio/shared';
import { StaffView } from '@/features/studio/staff/staff-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${studioSupportTexts.staffTitle} · ${studioTexts.consoleTitle}`,
    description: pagesTexts.studio.staff,
    noindex: true,
  }),
};

/** /studio/staff (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console). */
export function Component() {
  return <StaffView />;
}
