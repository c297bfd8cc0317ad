import { pagesTexts } from '@studio/shared';
import { PortfolioManager } from '@/features/photographer-dashboard/portfolio/portfolio-manager';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${pagesTexts.photographerDashboard.portfolio} · ${pagesTexts.photographerDashboard.title}`,
    description: pagesTexts.photographerDashboard.portfolioDescription,
    noindex: true,
  }),
};

export function Component() {
  return <PortfolioManager />;
}
