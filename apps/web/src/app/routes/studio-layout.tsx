import { studioTexts } from '@studio/shared';
import { Outlet } from 'react-router';
import { NamePrompt } from '@/features/account/components/name-prompt';
import { StudioGate } from '@/features/studio/shared/studio-gate';
import { StudioShell } from '@/features/studio/shared/studio-shell';
import type { RouteHandle } from '@/lib/route-meta';
import { useCurrentUser } from '@/lib/session-store';
import { AccountMenu } from '../layout/account-menu';

export const handle: RouteHandle = {
  meta: () => ({ title: studioTexts.consoleTitle, description: studioTexts.consoleIntro, noindex: true }),
};

/**
 * /studio/* (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): behind the sign-in guard; studio staff (role admin) get the console,
 * any other member a page saying it is not for them. The staff member's name, their areas and
 * sign-out are every signed-in area's account menu (docs/rules/history.md#issue-23), composed here because features do
 * not import features.
 */
export function Component() {
  const user = useCurrentUser();
  return (
    <StudioGate>
      <StudioShell account={<AccountMenu compact />}>
        <NamePrompt user={user} />
        <Outlet />
      </StudioShell>
    </StudioGate>
  );
}
