import { formatDate } from '@studio/shared/i18n/format';
/** The market's zone (Africa/Nairobi) is UTC+3 all year (no daylight saving): the console shows and takes its times there. */
const NAIROBI_OFFSET_MS = 3 * 3600_000;

/** An instant as a `datetime-local` value in Nairobi ("2026-12-01T09:30"), or '' for none. */
export function toNairobiInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Nairobi time, as ISO 8601 with its offset; '' stays ''. */
export function fromNairobiInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value;
  return `${value}:00+03:00`;
}

/** "Tue, 1 Dec 2026, 09:30" in Nairobi. */
export function formatNairobi(iso: string): string {
  return formatDate(iso, 'dateTime');
}
