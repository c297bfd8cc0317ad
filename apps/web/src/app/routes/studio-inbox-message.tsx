import { pagesTexts, studioMailTexts, studioTexts } from '@studio/shared';
import { useParams } from 'react-router';
import { InboxThreadView } from '@/features/studio/inbox/inbox-thread-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${studioMailTexts.inboxTitle} · ${studioTexts.consoleTitle}`,
    description: pagesTexts.studio.inboxMessage,
    noindex: true,
  }),
};

/** /studio/inbox/:id (docs/rules/history.md#issue-14): one contact message, answered by e-mail. */
export function Component() {
  const { id = '' } = useParams();
  return <InboxThreadView key={id} id={id} />;
}
