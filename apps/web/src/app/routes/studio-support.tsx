import { pagesTexts, studioSupportTexts, studioTexts } from '@studio/shared';
import { SupportInboxView } from '@/features/studio/support/support-inbox-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${studioSupportTexts.inboxTitle} · ${studioTexts.consoleTitle}`,
    description: pagesTexts.studio.support,
    noindex: true,
  }),
};

/** /studio/support (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console). */
export function Component() {
  return <SupportInboxView />;
}
