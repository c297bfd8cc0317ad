import { paymentsTexts } from '@studio/shared';
import { EarningsView } from '@/features/photographer-dashboard/components/earnings-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: {
    title: `${paymentsTexts.earnings.title} · Photographer dashboard`,
    description: 'What clients paid by M-Pesa, the studio commission and your payouts.',
    noindex: true,
  },
};

/** /photographer-dashboard/earnings (docs/decisions/0038-mpesa-payments.md): the photographer's earnings and payouts. */
export function Component() {
  return <EarningsView />;
}
