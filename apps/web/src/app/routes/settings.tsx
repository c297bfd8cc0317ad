import { pagesTexts } from '@studio/shared';
import { useNavigate } from 'react-router';
import {
  DataSettings,
  DeleteAccount,
  PasswordSettings,
  ProfileSettings,
} from '@/features/account/components/account-settings';
import { LanguageSettings } from '@/features/account/components/language-settings';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';
import { paths } from '@/config/paths';
import { sessionStore, useCurrentUser } from '@/lib/session-store';
import type { RouteHandle } from '@/lib/route-meta';
import { DashboardPageHeading } from '@/components/ui/page-heading';

export const handle: RouteHandle = {
  meta: () => ({
    title: pagesTexts.dashboard.settingsTitle,
    description: pagesTexts.dashboard.settingsDescription,
    noindex: true,
  }),
};

/** /dashboard/settings (docs/rules/accounts-and-auth.md#profile-menu-and-settings): username, picture, password, download my data, delete my account. */
export function Component() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-5xl">
      <DashboardPageHeading title={pagesTexts.settingsPage.title}>{pagesTexts.settingsPage.intro}</DashboardPageHeading>
      <div className="space-y-6">
        {user && <ProfileSettings key={user.id} user={user} />}
        {user && <LanguageSettings user={user} />}
        <PasswordSettings />
        <NotificationPreferences />
        <DataSettings />
        <DeleteAccount
          onDeleted={() => {
            navigate(paths.home, { replace: true });
            sessionStore.clear();
          }}
        />
      </div>
    </div>
  );
}
