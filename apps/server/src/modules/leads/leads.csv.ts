import { type Lead, leadsTexts } from '@studio/shared';
import { stringify } from 'csv-stringify/sync';

/**
 * Leads as CSV for a spreadsheet: RFC 4180 (CRLF rows, fields with commas, quotes or line breaks
 * quoted, quotes doubled), a header row, UTF-8 with a byte-order mark so that Excel reads names
 * such as "Wambũi" right, and no formula injection: a cell starting with = + - @ tab or CR gets a
 * leading apostrophe, so a spreadsheet shows it as text instead of running it.
 */
export function leadsCsv(leads: Lead[], now: Date): string {
  const rows = leads.map((l) => [
    leadsTexts.stageLabels[l.stage],
    l.status,
    l.clientName,
    l.clientEmail,
    l.clientPhone ?? '',
    l.service,
    l.package?.title ?? '',
    l.eventDate ?? '',
    l.createdAt,
    l.lastMessage.text,
    l.lastMessage.author,
    l.lastMessage.at,
    l.waitingSince ?? '',
    l.waitingSince === null ? '' : Math.floor((now.getTime() - Date.parse(l.waitingSince)) / 3_600_000),
  ]);
  return stringify([[...leadsTexts.csvHeader], ...rows], {
    bom: true,
    record_delimiter: 'windows',
    // With a record delimiter given, the library quotes only fields holding that very sequence
    // unless told otherwise: a lone CR or LF must be quoted too (RFC 4180).
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: { number: (n) => String(n) },
  });
}
