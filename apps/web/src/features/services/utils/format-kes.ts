const kes = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/** A price in Kenya shillings as the studio writes it: "KES 180,000". */
export function formatKes(amount: number): string {
  return `KES ${kes.format(amount)}`;
}
