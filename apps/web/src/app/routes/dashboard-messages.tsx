import { ThreadsView } from '@/features/conversations/components/threads-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: { title: 'Messages', description: 'Your conversations with photographers.', noindex: true },
};

/** /dashboard/Messages (issue 12): one conversation per booking; `?request=<id>` opens one. */
export function Component() {
  return <ThreadsView />;
}
