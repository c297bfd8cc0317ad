import { pagesTexts, studioMailTexts, studioTexts } from '@studio/shared';
import { InboxView } from '@/features/studio/inbox/inbox-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${studioMailTexts.inboxTitle} · ${studioTexts.consoleTitle}`,
    description: pagesTexts.studio.inbox,
    noindex: true,
  }),
};

/** /studio/inbox (docs/rules/history.md#issue-14): contact messages. */
export function Component() {
  return <InboxView />;
}
