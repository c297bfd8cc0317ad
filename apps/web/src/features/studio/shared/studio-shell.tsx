import {
  galleriesTexts,
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
  BookOpen,
  CalendarClock,
  Camera,
  FileText,
  Flag,
  Images,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  Mail,
  Newspaper,
  ScrollText,
  UserCog,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { AreaShell, type AreaNavItem } from '@/components/ui/area-shell';
import { DashboardPageHeading, type DashboardPageHeadingProps } from '@/components/ui/page-heading';
import { overviewQuery } from './studio-api';
import { inboxSummaryQuery } from './mail-api';

/**
 * The console's pages (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console), read at each
 * render in the language of the moment; Reported reviews with the reports waiting, the inbox with its unread messages.
 */
export const studioNav = ({ reports, unread }: { reports?: number; unread?: number } = {}): AreaNavItem[] => [
  { to: paths.studio, label: studioTexts.nav.overview, icon: LayoutDashboard, end: true },
  { to: paths.studioPhotographers, label: studioTexts.nav.photographers, icon: Camera },
  {
    to: paths.studioReviews,
    label: studioTexts.nav.reviews,
    icon: Flag,
    badge: { count: reports, words: (count) => studioTexts.reportsWaiting({ count }) },
  },
  { to: paths.studioBookings, label: studioTexts.nav.bookings, icon: CalendarClock },
  { to: paths.studioGalleries, label: galleriesTexts.studio.navLabel, icon: Images },
  { to: paths.studioPayments, label: paymentsTexts.console.nav, icon: Wallet },
  { to: paths.studioContent, label: studioContentTexts.navLabel, icon: FileText },
  { to: paths.studioBlog, label: studioBlogTexts.navLabel, icon: Newspaper },
  {
    to: paths.studioInbox,
    label: studioMailTexts.inboxNav,
    icon: Inbox,
    badge: { count: unread, words: (count) => studioMailTexts.inboxUnread({ count }) },
  },
  { to: paths.studioNewsletter, label: studioMailTexts.newsletterNav, icon: Mail },
  { to: paths.studioSupport, label: studioSupportTexts.inboxTitle, icon: LifeBuoy },
  { to: paths.studioHelpArticles, label: studioSupportTexts.consoleArticlesTitle, icon: BookOpen },
  { to: paths.studioStaff, label: studioSupportTexts.staffTitle, icon: UserCog },
  { to: paths.studioAudit, label: studioTexts.nav.audit, icon: ScrollText },
];

/**
 * The studio console's frame (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): the kit's
 * area shell with the console's name and pages, and the staff member's account menu, composed by the
 * route (features do not import features).
 */
export function StudioShell({ account, children }: { account: ReactNode; children: ReactNode }) {
  const reports = useQuery(overviewQuery()).data?.reports;
  const unread = useQuery(inboxSummaryQuery()).data?.unread;
  return (
    <AreaShell
      title={studioTexts.consoleTitle}
      navLabel={studioTexts.consoleTitle}
      nav={studioNav({ reports, unread })}
      menuId="studio-console-menu"
      backLabel={studioTexts.backToSite}
      actions={account}
    >
      {children}
    </AreaShell>
  );
}

/** A console page's heading: the kit's signed-in page heading under the console's name. */
export function StudioPageHeading(props: Omit<DashboardPageHeadingProps, 'eyebrow'>) {
  return <DashboardPageHeading eyebrow={studioTexts.consoleTitle} {...props} />;
}
