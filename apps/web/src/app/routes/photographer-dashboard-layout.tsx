import { pagesTexts, paths, portfolioTexts } from '@studio/shared';
import { Camera } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { IconBadge } from '@/components/ui/icon-badge';
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
    <section className="mx-auto max-w-xl py-10 text-center">
      <IconBadge className="mx-auto size-14">
        <Camera className="size-6" />
      </IconBadge>
      <h1 className="mt-5 font-serif text-3xl text-ink dark:text-white">{portfolioTexts.onlyPhotographers}</h1>
      <p className="mt-3 text-stone-700 dark:text-stone-300">{pagesTexts.notAPhotographer.body}</p>
      <Link
        to={paths.roleChoice}
        className="mt-6 inline-flex items-center justify-center rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-clay dark:bg-white dark:text-ink dark:hover:bg-gold"
      >
        {pagesTexts.notAPhotographer.action}
      </Link>
    </section>
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
