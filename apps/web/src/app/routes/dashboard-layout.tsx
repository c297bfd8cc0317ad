import { accountAreas, accountAreaTexts, directoryTexts, pagesTexts, STUDIO_NAME } from '@studio/shared';
import { CalendarDays, Heart, Images, LayoutDashboard, MessageSquare } from 'lucide-react';
import { Outlet } from 'react-router';
import { AreaShell, type AreaNavItem } from '@/components/ui/area-shell';
import { NamePrompt } from '@/features/account/components/name-prompt';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { paths } from '@/config/paths';
import { accountAreaIcons } from '@/lib/account-area-icons';
import { useCurrentUser } from '@/lib/session-store';
import type { RouteHandle } from '@/lib/route-meta';
import { AccountMenu } from '../layout/account-menu';

export const handle: RouteHandle = {
  meta: () => ({ title: pagesTexts.dashboard.title, description: pagesTexts.dashboard.description, noindex: true }),
};

/**
 * The client's dashboard (docs/rules/product.md#screens) in the kit's area shell: its pages, the bell
 * and the profile menu with the user's avatar and name ('Guest' when there is none).
 */
export function Component() {
  const user = useCurrentUser();

  // docs/rules/product.md#screens's icon links, for a client: their search, messages, calendar and saved photographers.
  // docs/rules/history.md#issue-23: nobody is offered an area of a role they lack; a photographer or studio staff member
  // here (their settings and account page live under /dashboard) gets the way to their own area,
  // labelled. Settings is in the profile menu.
  const n = directoryTexts.nav;
  const nav: AreaNavItem[] =
    !user || user.role === 'client'
      ? [
          { to: paths.dashboard, label: n.dashboard, icon: LayoutDashboard, end: true },
          { to: paths.dashboardMessages, label: n.messages, icon: MessageSquare },
          { to: paths.dashboardCalendar, label: n.calendar, icon: CalendarDays },
          { to: paths.favourites, label: n.favourites, icon: Heart },
          { to: paths.dashboardGalleries, label: n.galleries, icon: Images },
        ]
      : accountAreas(user.role).map((a) => ({ to: a.path, label: a.label, icon: accountAreaIcons[a.role] }));

  return (
    <AreaShell
      title={STUDIO_NAME}
      navLabel={n.label}
      menuLabel={pagesTexts.dashboardLayout.menu}
      nav={nav}
      menuId="dashboard-menu"
      backLabel={accountAreaTexts.backToSite}
      actions={
        <>
          <NotificationBell pagePath={paths.dashboardNotifications} />
          <AccountMenu compact />
        </>
      }
    >
      <NamePrompt user={user} />
      <Outlet />
    </AreaShell>
  );
}
