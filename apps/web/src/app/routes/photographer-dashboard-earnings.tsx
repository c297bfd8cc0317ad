import { pagesTexts, paymentsTexts } from '@studio/shared';
import { EarningsView } from '@/features/photographer-dashboard/earnings/earnings-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${paymentsTexts.earnings.title} · ${pagesTexts.photographerDashboard.title}`,
    description: pagesTexts.photographerDashboard.earningsDescription,
    noindex: true,
  }),
};

/** /photographer-dashboard/earnings (docs/decisions/0038-mpesa-payments.md): the photographer's earnings and payouts. */
export function Component() {
  return <EarningsView />;
}
