import { accountTexts, directoryTexts, homePathFor, pagesTexts } from '@studio/shared';
import { redirect } from 'react-router';
import { ArrivalNotice } from '@/features/auth/components/arrival-notice';
import { PhotographerSearch } from '@/features/marketplace/components/photographer-search';
import { useRouterSearchNavigation } from '@/features/marketplace/hooks/router-search-navigation';
import { SearchNavigationContext } from '@/features/marketplace/hooks/search-navigation';
import { sessionStore, useCurrentUser } from '@/lib/session-store';
import { DashboardPageHeading } from '@/components/ui/page-heading';

/**
 * docs/rules/history.md#issue-23: the client's search is a client's dashboard. A photographer or studio staff member who
 * opens /dashboard (the site's Login link, an old bookmark) goes to their own area instead of a
 * page of a role they lack.
 */
export function loader() {
  const role = sessionStore.get()?.role;
  if (role && role !== 'client') throw redirect(homePathFor(role));
  return null;
}

/**
 * /dashboard, the client dashboard (docs/rules/product.md#screens, docs/rules/photographers-and-portfolios.md#directory-search): the welcome, then the search and filter bar
 * with the 'Featured Photographers' and 'All Photographers' cards. A 401 from the API here clears
 * the stored user and goes to /signup (the dashboard guard, docs/rules/product.md#calls).
 */
export function Component() {
  const user = useCurrentUser();
  const navigation = useRouterSearchNavigation();
  return (
    <>
      <ArrivalNotice className="mb-8" />
      <DashboardPageHeading
        eyebrow={pagesTexts.dashboardHome.eyebrow}
        title={pagesTexts.dashboardHome.welcome({ name: user?.username || accountTexts.guest })}
      >
        {directoryTexts.dashboardIntro}
      </DashboardPageHeading>
      <SearchNavigationContext value={navigation}>
        <PhotographerSearch />
      </SearchNavigationContext>
    </>
  );
}
