import {
  paths,
  paymentsTexts,
  studioBlogTexts,
  studioContentTexts,
  studioMailTexts,
  studioSupportTexts,
  studioTexts,
} from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeft,
  BookOpen,
  CalendarClock,
  Camera,
  FileText,
  Flag,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Mail,
  Newspaper,
  ScrollText,
  UserCog,
  Wallet,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { MenuToggle } from '@/components/ui/menu-toggle';
import { DashboardPageHeading, type DashboardPageHeadingProps } from '@/components/ui/page-heading';
import { ToastProvider } from '@/components/ui/toasts';
import { overviewQuery } from './studio-api';
import { inboxSummaryQuery } from './mail-api';

interface NavItem {
  to: string;
  /** Read at each render, in the language of the moment. */
  label: () => string;
  icon: LucideIcon;
  end?: boolean;
  /** Shows the number of reports waiting. */
  reports?: boolean;
  /** Shows the number of unread contact messages. */
  unread?: boolean;
}

/** The console's pages (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console). */
export const studioNav: readonly NavItem[] = [
  { to: paths.studio, label: () => studioTexts.nav.overview, icon: LayoutDashboard, end: true },
  { to: paths.studioPhotographers, label: () => studioTexts.nav.photographers, icon: Camera },
  { to: paths.studioReviews, label: () => studioTexts.nav.reviews, icon: Flag, reports: true },
  { to: paths.studioBookings, label: () => studioTexts.nav.bookings, icon: CalendarClock },
  { to: paths.studioPayments, label: () => paymentsTexts.console.nav, icon: Wallet },
  { to: paths.studioContent, label: () => studioContentTexts.navLabel, icon: FileText },
  { to: paths.studioBlog, label: () => studioBlogTexts.navLabel, icon: Newspaper },
  { to: paths.studioInbox, label: () => studioMailTexts.inboxNav, icon: Inbox, unread: true },
  { to: paths.studioNewsletter, label: () => studioMailTexts.newsletterNav, icon: Mail },
  { to: paths.studioSupport, label: () => studioSupportTexts.inboxTitle, icon: LifeBuoy },
  { to: paths.studioHelpArticles, label: () => studioSupportTexts.consoleArticlesTitle, icon: BookOpen },
  { to: paths.studioStaff, label: () => studioSupportTexts.staffTitle, icon: UserCog },
  { to: paths.studioAudit, label: () => studioTexts.nav.audit, icon: ScrollText },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `group flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
    isActive
      ? 'bg-ink text-white shadow-sm dark:bg-white dark:text-ink'
      : 'text-stone-700 hover:bg-sand hover:text-ink dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white'
  }`;

/** The reports waiting, beside Reported reviews: a number for the eye, words for assistive technology. */
function ReportsBadge({
  count,
  words = (count: number) => studioTexts.reportsWaiting({ count }),
}: {
  count: number | undefined;
  words?: (n: number) => string;
}) {
  if (!count) return null;
  return (
    <>
      <span
        aria-hidden
        className="ml-auto min-w-6 rounded-full bg-clay px-2 py-0.5 text-center text-xs font-semibold text-white tabular-nums dark:bg-gold dark:text-ink"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">, {words(count)}</span>
    </>
  );
}

function NavLinks({
  reports,
  unread,
  onFollow,
}: {
  reports: number | undefined;
  unread?: number | undefined;
  onFollow?: () => void;
}) {
  return (
    <ul className="grid gap-1">
      {studioNav.map(({ to, label, icon: Icon, end, reports: badge, unread: unreadBadge }) => (
        <li key={to}>
          <NavLink to={to} end={end} className={linkClass} onClick={onFollow}>
            <Icon aria-hidden className="size-[1.125rem] shrink-0" /> {label()}
            {badge && <ReportsBadge count={reports} />}
            {unreadBadge && <ReportsBadge count={unread} words={(count) => studioMailTexts.inboxUnread({ count })} />}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function BackToSite({ compact = false }: { compact?: boolean }) {
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
      <span className={compact ? 'sr-only' : ''}>{studioTexts.backToSite}</span>
    </Link>
  );
}

/**
 * The studio console's frame (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): back to the site, the console's name, its pages (a
 * sidebar on wide screens, a menu on phones; Reported reviews with the number waiting) and the
 * staff member's account menu, composed by the route (features do not import features).
 */
export function StudioShell({ account, children }: { account: ReactNode; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  const overview = useQuery(overviewQuery());
  const reports = overview.data?.reports;
  const unread = useQuery(inboxSummaryQuery()).data?.unread;

  return (
    <ToastProvider>
      <div className="min-h-svh bg-paper text-ink lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] dark:bg-ink dark:text-stone-100">
        <aside className="sticky top-0 hidden h-svh flex-col gap-8 border-r border-stone-200 bg-white/60 px-5 py-7 lg:flex dark:border-stone-800 dark:bg-stone-950/60">
          <div className="space-y-5">
            <BackToSite />
            <div className="flex items-center gap-3">
              <img src="/favicon.svg" alt="" width="36" height="36" className="size-9 dark:invert" />
              <p className="font-serif text-lg leading-snug text-ink italic dark:text-white">
                {studioTexts.consoleTitle}
              </p>
            </div>
          </div>
          <nav aria-label={studioTexts.consoleTitle} className="flex-1">
            <NavLinks reports={reports} unread={unread} />
          </nav>
        </aside>

        <div className="min-w-0">
          <header className="sticky top-0 z-40 border-b border-stone-200 bg-paper/95 backdrop-blur lg:hidden dark:border-stone-800 dark:bg-ink/95">
            <div className="flex h-16 items-center gap-1 px-3 sm:gap-2 sm:px-6">
              <BackToSite compact />
              {/* On phones the staff member's name needs the room: the console's name is in every page's eyebrow. */}
              <p className="flex min-w-0 flex-1 items-center gap-2">
                <img src="/favicon.svg" alt="" width="28" height="28" className="size-7 shrink-0 dark:invert" />
                <span className="sr-only truncate font-serif text-lg text-ink italic sm:not-sr-only dark:text-white">
                  {studioTexts.consoleTitle}
                </span>
              </p>
              {account}
              <MenuToggle
                open={menuOpen}
                onToggle={() => setMenuOpen((o) => !o)}
                controls="studio-console-menu"
                className="relative grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-sand dark:text-white dark:hover:bg-stone-800"
              />
            </div>
            {menuOpen && (
              <nav
                id="studio-console-menu"
                aria-label={studioTexts.consoleTitle}
                className="border-t border-stone-200 px-3 pt-3 pb-4 sm:px-6 dark:border-stone-800"
              >
                <NavLinks reports={reports} unread={unread} onFollow={() => setMenuOpen(false)} />
              </nav>
            )}
          </header>
          <div className="sticky top-0 z-40 hidden h-16 items-center justify-end border-b border-stone-200 bg-paper/95 px-12 backdrop-blur lg:flex dark:border-stone-800 dark:bg-ink/95">
            {account}
          </div>
          <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-8 sm:py-10 lg:px-12 lg:py-12">{children}</div>
        </div>
      </div>
    </ToastProvider>
  );
}

/** A console page's heading: the kit's signed-in page heading under the console's name. */
export function StudioPageHeading(props: Omit<DashboardPageHeadingProps, 'eyebrow'>) {
  return <DashboardPageHeading eyebrow={studioTexts.consoleTitle} {...props} />;
}
