import { pagesTexts, studioTexts } from '@studio/shared';
import { AuditView } from '@/features/studio/audit/audit-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${studioTexts.auditTitle} · ${studioTexts.consoleTitle}`,
    description: pagesTexts.studio.audit,
    noindex: true,
  }),
};

/** /studio/audit (docs/rules/history.md#issue-14): every change made from the console. */
export function Component() {
  return <AuditView />;
}
