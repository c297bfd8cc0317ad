import { pagesTexts } from '@studio/shared';
import { LeadsView } from '@/features/photographer-dashboard/leads/leads-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${pagesTexts.photographerDashboard.leads} · ${pagesTexts.photographerDashboard.title}`,
    description: pagesTexts.photographerDashboard.leadsDescription,
    noindex: true,
  }),
};

/** /photographer-dashboard/leads (docs/rules/history.md#issue-12): the pipeline of booking requests. */
export function Component() {
  return <LeadsView />;
}
