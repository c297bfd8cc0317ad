import { MessagesView } from '@/features/inquiries/components/messages-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: { title: 'Messages', description: 'Your inquiries to photographers and their replies.', noindex: true },
};

/** /dashboard/Messages: the client's sent inquiries and the photographers' replies (D18). */
export function Component() {
  return <MessagesView />;
}
