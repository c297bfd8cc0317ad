import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths, pathTo } from '@/config/paths';
import { ProfileMenu } from '@/features/account/components/profile-menu';
import { useLogout } from '@/features/auth/api/auth-api';
import { myPortfolioQuery } from '@/features/photographer-dashboard/portfolio/portfolio-api';
import { useCurrentUser } from '@/lib/session-store';

/**
 * The account menu of every signed-in area (docs/rules/history.md#issue-23): the client's dashboard, the photographer's
 * and the studio console show the same one (the user's name, their own area, View Profile,
 * Settings, Logout), composed here because features do not import features.
 */
export function AccountMenu({ compact = false }: { compact?: boolean }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const photographer = user?.role === 'photographer';
  const portfolio = useQuery({ ...myPortfolioQuery(), enabled: photographer });

  // docs/rules/accounts-and-auth.md#profile-menu-and-settings: View Profile is a photographer's public page (their portfolio; the portfolio form until
  // there is one), and the account page for everyone else.
  const profilePath = !photographer
    ? paths.accountProfile
    : portfolio.data
      ? pathTo(paths.photographerProfile, { id: portfolio.data._id })
      : paths.photographerPortfolio;

  // docs/rules/accounts-and-auth.md#profile-menu-and-settings: whatever the network says, this browser forgets the session and returns to the home page.
  // The promise's end rather than mutate's own callbacks, which are dropped when a re-render of the
  // signed-out page swaps this menu for another before the answer comes.
  const onLogout = () =>
    void logout
      .mutateAsync()
      .catch(() => {})
      .finally(() => {
        queryClient.clear();
        navigate(paths.home, { replace: true });
      });

  return (
    <ProfileMenu
      user={user}
      profilePath={profilePath}
      onLogout={onLogout}
      loggingOut={logout.isPending}
      compact={compact}
    />
  );
}
