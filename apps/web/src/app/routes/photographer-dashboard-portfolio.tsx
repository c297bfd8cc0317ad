import { PortfolioManager } from '@/features/photographer-dashboard/components/portfolio-manager';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: {
    title: 'Portfolio · Photographer dashboard',
    description: 'Create and update your portfolio.',
    noindex: true,
  },
};

export function Component() {
  return <PortfolioManager />;
}
