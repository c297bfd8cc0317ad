import { pagesTexts, studioSupportTexts } from '@studio/shared';
import { InvitationView } from '@/features/studio/staff/invitation-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: studioSupportTexts.invitationTitle,
    description: pagesTexts.staffInvitationDescription,
    noindex: true,
  }),
};

/** /staff-invitation#token (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): the link of a staff invitation. */
export function Component() {
  return <InvitationView />;
}
