import { formatMoney } from '@studio/shared';

/** A price in Kenya shillings as the studio writes it, in the page's language: "Ksh 180,000". */
export function formatKes(amount: number): string {
  return formatMoney({ amount, currency: 'KES' });
}
