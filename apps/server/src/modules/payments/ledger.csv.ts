import { paymentsTexts } from '@studio/shared';
import { stringify } from 'csv-stringify/sync';

/**
 * The ledger as CSV for the studio's accountant (docs/decisions/0038-mpesa-payments.md): one row
 * per entry, amounts in KES with two decimals, debits positive. RFC 4180 with a byte-order mark
 * and no formula injection, as the other exports (leads.csv.ts).
 */
export function ledgerCsv(
  rows: Array<{
    at: Date;
    bookingId: string;
    photographerName: string;
    clientName: string;
    kind: string;
    account: string;
    amountCents: number;
  }>,
): string {
  return stringify(
    [
      [...paymentsTexts.ledgerCsvHeader],
      ...rows.map((r) => [
        r.at.toISOString(),
        r.bookingId,
        r.photographerName,
        r.clientName,
        r.kind,
        r.account,
        (r.amountCents / 100).toFixed(2),
      ]),
    ],
    { bom: true, record_delimiter: 'windows', quote_record_delimiter: true, escape_formulas: true },
  );
}
