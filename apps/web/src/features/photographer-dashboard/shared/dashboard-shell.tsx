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
  Bell,
  CalendarCheck,
  CalendarDays,
  ChartColumn,
  Images,
  LayoutDashboard,
  LifeBuoy,
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
import type { ReactNode } from 'react';
import { AreaShell, type AreaNavItem } from '@/components/ui/area-shell';

const shellTexts = photographerDashboardTexts.shell;

/**
 * docs/rules/photographers-and-portfolios.md#dashboard-navigation: docs/rules/product.md#screens's order, only the links whose pages work now; the others arrive with their features.
 * Read at each render, in the language of the moment.
 */
export const dashboardNav = (): AreaNavItem[] => [
  { to: paths.photographerDashboard, label: shellTexts.nav.overview, icon: LayoutDashboard, end: true },
  { to: paths.photographerPortfolio, label: shellTexts.nav.portfolio, icon: Images },
  { to: paths.photographerBookings, label: shellTexts.nav.bookings, icon: CalendarCheck },
  { to: paths.photographerEarnings, label: paymentsTexts.earnings.nav, icon: Wallet },
  { to: paths.photographerGalleries, label: shellTexts.nav.galleries, icon: GalleryHorizontalEnd },
  { to: paths.photographerAnalytics, label: shellTexts.nav.analytics, icon: ChartColumn },
  { to: paths.photographerAvailability, label: shellTexts.nav.availability, icon: CalendarDays },
  { to: paths.photographerPackages, label: shellTexts.nav.packages, icon: Package },
  { to: paths.photographerTestimonials, label: reviewsTexts.pageTitle, icon: MessageSquareQuote },
  { to: paths.photographerSubscriptions, label: shellTexts.nav.subscriptions, icon: Users },
  { to: paths.photographerLeads, label: leadsTexts.navLabel, icon: SquareKanban },
  { to: paths.photographerNotifications, label: shellTexts.nav.notifications, icon: Bell },
  { to: paths.photographerSupport, label: studioSupportTexts.navLabel, icon: LifeBuoy },
  { to: paths.photographerSettings, label: shellTexts.nav.settings, icon: Settings },
];

/** The dark-mode switch, under the links (the sidebar, the phone menu). */
function ThemeToggle({ dark, onToggle }: { dark: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={dark}
      onClick={onToggle}
      title={dark ? shellTexts.toLightTheme : shellTexts.toDarkTheme}
      className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-stone-700 hover:bg-sand hover:text-ink dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white"
    >
      {dark ? <Sun aria-hidden className="size-[1.125rem]" /> : <Moon aria-hidden className="size-[1.125rem]" />}
      <span>{shellTexts.darkMode}</span>
      <span
        aria-hidden
        className={`ml-auto flex h-5 w-9 items-center rounded-full p-0.5 transition-colors ${dark ? 'bg-gold' : 'bg-stone-300'}`}
      >
        <span className={`size-4 rounded-full bg-white shadow transition-transform ${dark ? 'translate-x-4' : ''}`} />
      </span>
    </button>
  );
}

/**
 * The photographer dashboard's frame (docs/rules/product.md#screens, docs/rules/photographers-and-portfolios.md#dashboard-navigation):
 * the kit's area shell with 'manage your Photography business', the dashboard's links and the
 * dark-mode switch; the bell and the account menu (docs/rules/history.md#issue-23) in the top bar.
 * The way out is the public site (docs/rules/history.md#issue-23: it used to say "Back to dashboard"
 * and lead to the client's search, which is no photographer's dashboard).
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
  return (
    <AreaShell
      title={photographerDashboardTexts.manageBusiness}
      navLabel={shellTexts.navLabel}
      nav={dashboardNav()}
      menuId="photographer-dashboard-menu"
      backLabel={accountAreaTexts.backToSite}
      actions={
        (bell || account) && (
          <>
            {bell}
            {account}
          </>
        )
      }
      footer={<ThemeToggle dark={dark} onToggle={onToggleDark} />}
    >
      {children}
    </AreaShell>
  );
}
