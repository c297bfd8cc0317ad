import { pagesTexts, paymentsTexts, studioTexts } from '@studio/shared';
import { PaymentsView } from '@/features/studio/payments/payments-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${paymentsTexts.console.title} · ${studioTexts.consoleTitle}`,
    description: pagesTexts.studio.payments,
    noindex: true,
  }),
};

/** /studio/payments (docs/decisions/0038-mpesa-payments.md): the console's money, staff only. */
export function Component() {
  return <PaymentsView />;
}
