import {
  accountAreaTexts,
  leadsTexts,
  paths,
  paymentsTexts,
  photographerDashboardTexts,
  reviewsTexts,
  studioSupportTexts,
} from '@studio/shared';
import {
  ArrowLeft,
  Bell,
  CalendarCheck,
  CalendarDays,
  ChartColumn,
  Images,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  MessageSquareQuote,
  Moon,
  Package,
  Settings,
  SquareKanban,
  Sun,
  Users,
  GalleryHorizontalEnd,
  Wallet,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ToastProvider } from '@/components/ui/toasts';
import { MenuToggle } from '@/components/ui/menu-toggle';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
}

const shellTexts = photographerDashboardTexts.shell;

/** docs/rules/photographers-and-portfolios.md#dashboard-navigation: docs/rules/product.md#screens's order, only the links whose pages work now; the others arrive with their features. */
export const dashboardNav: readonly NavItem[] = [
  {
    to: paths.photographerDashboard,
    get label() {
      return shellTexts.nav.overview;
    },
    icon: LayoutDashboard,
    end: true,
  },
  {
    to: paths.photographerPortfolio,
    get label() {
      return shellTexts.nav.portfolio;
    },
    icon: Images,
  },
  {
    to: paths.photographerBookings,
    get label() {
      return shellTexts.nav.bookings;
    },
    icon: CalendarCheck,
  },
  {
    to: paths.photographerEarnings,
    get label() {
      return paymentsTexts.earnings.nav;
    },
    icon: Wallet,
  },
  {
    to: paths.photographerGalleries,
    get label() {
      return shellTexts.nav.galleries;
    },
    icon: GalleryHorizontalEnd,
  },
  {
    to: paths.photographerAnalytics,
    get label() {
      return shellTexts.nav.analytics;
    },
    icon: ChartColumn,
  },
  {
    to: paths.photographerAvailability,
    get label() {
      return shellTexts.nav.availability;
    },
    icon: CalendarDays,
  },
  {
    to: paths.photographerPackages,
    get label() {
      return shellTexts.nav.packages;
    },
    icon: Package,
  },
  {
    to: paths.photographerTestimonials,
    get label() {
      return reviewsTexts.pageTitle;
    },
    icon: MessageSquareQuote,
  },
  {
    to: paths.photographerSubscriptions,
    get label() {
      return shellTexts.nav.subscriptions;
    },
    icon: Users,
  },
  {
    to: paths.photographerLeads,
    get label() {
      return leadsTexts.navLabel;
    },
    icon: SquareKanban,
  },
  {
    to: paths.photographerNotifications,
    get label() {
      return shellTexts.nav.notifications;
    },
    icon: Bell,
  },
  {
    to: paths.photographerSupport,
    get label() {
      return studioSupportTexts.navLabel;
    },
    icon: LifeBuoy,
  },
  {
    to: paths.photographerSettings,
    get label() {
      return shellTexts.nav.settings;
    },
    icon: Settings,
  },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
    isActive
      ? 'bg-ink text-white shadow-sm dark:bg-white dark:text-ink'
      : 'text-stone-700 hover:bg-sand hover:text-ink dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white'
  }`;

function NavLinks({ onFollow }: { onFollow?: () => void }) {
  return (
    <ul className="grid gap-1">
      {dashboardNav.map(({ to, label, icon: Icon, end }) => (
        <li key={to}>
          <NavLink to={to} end={end} className={linkClass} onClick={onFollow}>
            <Icon aria-hidden className="size-[1.125rem] shrink-0" /> {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function ThemeToggle({ dark, onToggle, compact = false }: { dark: boolean; onToggle: () => void; compact?: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={dark}
      onClick={onToggle}
      title={dark ? shellTexts.toLightTheme : shellTexts.toDarkTheme}
      className={
        compact
          ? 'grid size-10 place-items-center rounded-full text-ink hover:bg-sand dark:text-white dark:hover:bg-stone-800'
          : 'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-stone-700 hover:bg-sand hover:text-ink dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white'
      }
    >
      {dark ? <Sun aria-hidden className="size-[1.125rem]" /> : <Moon aria-hidden className="size-[1.125rem]" />}
      <span className={compact ? 'sr-only' : ''}>{shellTexts.darkMode}</span>
      {!compact && (
        <span
          aria-hidden
          className={`ml-auto flex h-5 w-9 items-center rounded-full p-0.5 transition-colors ${dark ? 'bg-gold' : 'bg-stone-300'}`}
        >
          <span className={`size-4 rounded-full bg-white shadow transition-transform ${dark ? 'translate-x-4' : ''}`} />
        </span>
      )}
    </button>
  );
}

/**
 * docs/rules/history.md#issue-23: the way out of the dashboard is the public site. It used to say "Back to dashboard"
 * and lead to the client's search, which is no photographer's dashboard; their own area is this one
 * (the account menu names it).
 */
function BackLink({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to={paths.home}
      className={
        compact
          ? 'grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-sand dark:text-white dark:hover:bg-stone-800'
          : 'inline-flex items-center gap-2 rounded-md text-sm font-semibold text-stone-700 hover:text-clay dark:text-stone-300 dark:hover:text-gold'
      }
    >
      <ArrowLeft aria-hidden className="size-4" />
      <span className={compact ? 'sr-only' : ''}>{accountAreaTexts.backToSite}</span>
    </Link>
  );
}

/**
 * The photographer dashboard's frame (docs/rules/product.md#screens, docs/rules/photographers-and-portfolios.md#dashboard-navigation): back to the site, 'manage your Photography
 * business', the dark-mode toggle and the links; a sidebar on wide screens, a menu on phones; the
 * bell and the account menu (docs/rules/history.md#issue-23) in the top bar.
 */
export function DashboardShell({
  dark,
  onToggleDark,
  bell,
  account,
  children,
}: {
  dark: boolean;
  onToggleDark: () => void;
  /** The notifications bell (docs/rules/history.md#issue-12), composed by the route: features do not import features. */
  bell?: ReactNode;
  /** The account menu (docs/rules/history.md#issue-23: name, the user's areas, settings, sign out), composed by the route. */
  account?: ReactNode;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <ToastProvider>
      <div className="min-h-svh bg-paper text-ink lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] dark:bg-ink dark:text-stone-100">
        <aside className="sticky top-0 hidden h-svh flex-col gap-8 border-r border-stone-200 bg-white/60 px-5 py-7 lg:flex dark:border-stone-800 dark:bg-stone-950/60">
          <div className="space-y-5">
            <BackLink />
            <div className="flex items-center gap-3">
              <img src="/favicon.svg" alt="" width="36" height="36" className="size-9 dark:invert" />
              <p className="font-serif text-lg leading-snug text-ink italic dark:text-white">
                {photographerDashboardTexts.manageBusiness}
              </p>
            </div>
          </div>
          <nav aria-label={shellTexts.navLabel} className="flex-1">
            <NavLinks />
          </nav>
          <ThemeToggle dark={dark} onToggle={onToggleDark} />
        </aside>

        <div className="min-w-0">
          <header className="sticky top-0 z-40 border-b border-stone-200 bg-paper/95 backdrop-blur lg:hidden dark:border-stone-800 dark:bg-ink/95">
            <div className="flex h-16 items-center gap-2 px-3 sm:px-6">
              <BackLink compact />
              {/* At 390 px the line takes two rows whole; the dark-mode switch waits in the menu (docs/rules/history.md#issue-23). */}
              <p className="min-w-0 flex-1 font-serif text-sm leading-tight [overflow-wrap:anywhere] text-ink italic sm:text-lg dark:text-white">
                {photographerDashboardTexts.manageBusiness}
              </p>
              {bell}
              <div className="hidden sm:block">
                <ThemeToggle dark={dark} onToggle={onToggleDark} compact />
              </div>
              {account}
              <MenuToggle
                open={menuOpen}
                onToggle={() => setMenuOpen((o) => !o)}
                controls="photographer-dashboard-menu"
                className="grid size-10 place-items-center rounded-full text-ink hover:bg-sand dark:text-white dark:hover:bg-stone-800"
              />
            </div>
            {menuOpen && (
              <nav
                id="photographer-dashboard-menu"
                aria-label={shellTexts.navLabel}
                className="border-t border-stone-200 px-3 pt-3 pb-4 sm:px-6 dark:border-stone-800"
              >
                <NavLinks onFollow={() => setMenuOpen(false)} />
                <div className="mt-3 border-t border-stone-200 pt-3 sm:hidden dark:border-stone-800">
                  <ThemeToggle dark={dark} onToggle={onToggleDark} />
                </div>
              </nav>
            )}
          </header>
          {(bell || account) && (
            <div className="sticky top-0 z-40 hidden h-16 items-center justify-end gap-2 border-b border-stone-200 bg-paper/95 px-12 backdrop-blur lg:flex dark:border-stone-800 dark:bg-ink/95">
              {bell}
              {account}
            </div>
          )}
          <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-8 sm:py-10 lg:px-12 lg:py-12">{children}</div>
        </div>
      </div>
    </ToastProvider>
  );
}
