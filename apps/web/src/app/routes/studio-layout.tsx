import { paths, studioTexts } from '@studio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router';
import { ProfileMenu } from '@/features/account/components/profile-menu';
import { useLogout } from '@/features/auth/api/auth-api';
import { StudioGate } from '@/features/studio/components/studio-gate';
import { StudioShell } from '@/features/studio/components/studio-shell';
import type { RouteHandle } from '@/lib/route-meta';
import { useCurrentUser } from '@/lib/session-store';

export const handle: RouteHandle = {
  meta: { title: studioTexts.consoleTitle, description: studioTexts.consoleIntro, noindex: true },
};

/**
 * /studio/* (issue 14, D28): behind the sign-in guard; studio staff (role admin) get the console,
 * any other member a page saying it is not for them. The staff member's name and sign-out are the
 * dashboards' profile menu, composed here because features do not import features.
 */
export function Component() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();

  const onLogout = () =>
    logout.mutate(undefined, {
      // D13: whatever the network says, this browser forgets the session and returns to the home page.
      onSettled: () => {
        queryClient.clear();
        navigate(paths.home, { replace: true });
      },
    });

  return (
    <StudioGate>
      <StudioShell
        account={
          <ProfileMenu
            user={user}
            profilePath={paths.accountProfile}
            onLogout={onLogout}
            loggingOut={logout.isPending}
          />
        }
      >
        <Outlet />
      </StudioShell>
    </StudioGate>
  );
}
