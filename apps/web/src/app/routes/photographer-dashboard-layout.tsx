import { pagesTexts, paths, portfolioTexts } from '@studio/shared';
import { Camera } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { primaryButton } from '@/components/ui/buttons';
import { Notice } from '@/components/ui/notice';
import { NamePrompt } from '@/features/account/components/name-prompt';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { DashboardShell } from '@/features/photographer-dashboard/shared/dashboard-shell';
import { useTheme } from '@/features/theme/hooks/use-theme';
import type { RouteHandle } from '@/lib/route-meta';
import { useCurrentUser } from '@/lib/session-store';
import { AccountMenu } from '../layout/account-menu';

export const handle: RouteHandle = {
  meta: () => ({
    title: pagesTexts.photographerDashboard.title,
    description: pagesTexts.photographerDashboard.description,
    noindex: true,
  }),
};

/** Portfolios belong to photographers (docs/rules/accounts-and-auth.md#roles; the server enforces it): anyone else is told how to become one. */
function NotAPhotographer() {
  return (
    <Notice
      icon={<Camera className="size-6" />}
      title={portfolioTexts.onlyPhotographers}
      id="not-a-photographer-title"
      actions={
        <Link to={paths.roleChoice} className={primaryButton}>
          {pagesTexts.notAPhotographer.action}
        </Link>
      }
    >
      {pagesTexts.notAPhotographer.body}
    </Notice>
  );
}

/**
 * /photographer-dashboard/* (docs/rules/product.md#screens, docs/rules/photographers-and-portfolios.md#dashboard-navigation): behind the sign-in guard; the dark-mode toggle is the
 * site's theme (persisted under `darkMode`), composed here because features do not import features.
 */
export function Component() {
  const theme = useTheme();
  const user = useCurrentUser();
  return (
    <DashboardShell
      dark={theme.dark}
      onToggleDark={theme.toggle}
      bell={<NotificationBell pagePath={paths.photographerNotifications} />}
      account={<AccountMenu compact />}
    >
      {user && user.role !== 'photographer' ? (
        <NotAPhotographer />
      ) : (
        <>
          <NamePrompt user={user} />
          <Outlet />
        </>
      )}
    </DashboardShell>
  );
}
