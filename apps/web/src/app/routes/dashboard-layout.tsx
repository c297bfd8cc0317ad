import { accountAreas, directoryTexts, pagesTexts, STUDIO_NAME } from '@studio/shared';
import { CalendarDays, Heart, Images, LayoutDashboard, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { NamePrompt } from '@/features/account/components/name-prompt';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { paths } from '@/config/paths';
import { accountAreaIcons } from '@/lib/account-area-icons';
import { useCurrentUser } from '@/lib/session-store';
import type { RouteHandle } from '@/lib/route-meta';
import { MenuToggle } from '@/components/ui/menu-toggle';
import { AccountMenu } from '../layout/account-menu';

export const handle: RouteHandle = {
  meta: () => ({ title: pagesTexts.dashboard.title, description: pagesTexts.dashboard.description, noindex: true }),
};

/**
 * The dashboard's top bar (docs/rules/product.md#screens): the logo, the icon links (behind a menu toggle on small
 * screens) and the profile menu with the user's avatar and name ('Guest' when there is none).
 */
export function Component() {
  const user = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);

  // docs/rules/product.md#screens's icon links, for a client: their search, messages, calendar and saved photographers.
  // docs/rules/history.md#issue-23: nobody is offered an area of a role they lack; a photographer or studio staff member
  // here (their settings and account page live under /dashboard) gets the way to their own area,
  // labelled. Settings is in the profile menu.
  const n = directoryTexts.nav;
  const nav =
    !user || user.role === 'client'
      ? [
          { to: paths.dashboard, label: n.dashboard, icon: LayoutDashboard, end: true },
          { to: paths.dashboardMessages, label: n.messages, icon: MessageSquare, end: false },
          { to: paths.dashboardCalendar, label: n.calendar, icon: CalendarDays, end: false },
          { to: paths.favourites, label: n.favourites, icon: Heart, end: false },
          { to: paths.dashboardGalleries, label: 'Galleries', icon: Images, end: false },
        ]
      : accountAreas(user.role).map((a) => ({
          to: a.path,
          label: a.label,
          icon: accountAreaIcons[a.role],
          end: false,
        }));

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-2 rounded-full px-3.5 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
      isActive
        ? 'bg-ink text-white dark:bg-white dark:text-ink'
        : 'text-stone-700 hover:bg-sand hover:text-ink dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white'
    }`;

  return (
    <div className="min-h-svh bg-paper dark:bg-ink">
      <header className="sticky top-0 z-40 border-b border-stone-200 bg-paper/95 backdrop-blur dark:border-stone-800 dark:bg-ink/95">
        <div className="container-page flex h-16 items-center gap-4">
          <Link
            to={paths.home}
            className="flex shrink-0 items-center gap-2 font-serif text-xl font-semibold whitespace-nowrap text-ink dark:text-white"
          >
            <img src="/favicon.svg" alt="" width="28" height="28" className="size-7 dark:invert" />
            <span className="hidden sm:inline">{STUDIO_NAME}</span>
            <span className="sr-only sm:hidden">{pagesTexts.dashboardLayout.home({ studio: STUDIO_NAME })}</span>
          </Link>
          {/*
            Icons with their names on wide screens; icons alone (named for assistive technology) from
            768 px to 1279 px.
          */}
          <nav aria-label={n.label} className="ml-4 hidden items-center gap-1 md:flex xl:ml-6">
            {nav.map(({ to, label, icon: Icon, end }) => (
              <NavLink key={to} to={to} end={end} title={label} className={linkClass}>
                <Icon aria-hidden className="size-4 shrink-0" />{' '}
                {/* Named on wide screens; a lone link (a photographer's or staff member's area) always is. */}
                <span
                  className={nav.length === 1 ? 'whitespace-nowrap' : 'sr-only xl:not-sr-only xl:whitespace-nowrap'}
                >
                  {label}
                </span>
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-1">
            <NotificationBell pagePath={paths.dashboardNotifications} />
            <AccountMenu />
            <MenuToggle
              open={menuOpen}
              onToggle={() => setMenuOpen((o) => !o)}
              controls="dashboard-menu"
              className="rounded-md p-2 text-ink md:hidden dark:text-white"
            />
          </div>
        </div>
        {menuOpen && (
          <nav
            id="dashboard-menu"
            aria-label={pagesTexts.dashboardLayout.menu}
            className="border-t border-stone-200 bg-paper pb-4 md:hidden dark:border-stone-800 dark:bg-ink"
          >
            <ul className="container-page grid gap-1 pt-3">
              {nav.map(({ to, label, icon: Icon, end }) => (
                <li key={to}>
                  {/* Following a link closes the menu. */}
                  <NavLink to={to} end={end} className={linkClass} onClick={() => setMenuOpen(false)}>
                    <Icon aria-hidden className="size-4" /> {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <div className="container-page py-8 sm:py-12">
        <NamePrompt user={user} />
        <Outlet />
      </div>
    </div>
  );
}
