import { pagesTexts } from '@studio/shared';
import { Navigate } from 'react-router';
import { AccountSummary } from '@/features/account/components/account-summary';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session-store';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: pagesTexts.dashboard.profileTitle,
    description: pagesTexts.dashboard.profileDescription,
    noindex: true,
  }),
};

/** /dashboard/profile: the account page View Profile opens for clients and staff (docs/rules/accounts-and-auth.md#profile-menu-and-settings). */
export function Component() {
  const user = useCurrentUser();
  if (!user) return <Navigate to={paths.signup} replace />;
  return (
    <div className="mx-auto max-w-4xl">
      <AccountSummary user={user} />
    </div>
  );
}
