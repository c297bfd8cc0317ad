import { formatNumber } from '@studio/shared/i18n/format';
import { studioTexts } from '@studio/shared';

/** One key an audit entry changed: its label and its value before and after, as words. */
export interface AuditChange {
  key: string;
  label: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value of the log as people read it: Yes/No, lists joined, nothing as a dash. */
export function auditValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return studioTexts.auditNone;
  if (typeof value === 'boolean') return value ? studioTexts.auditYes : studioTexts.auditNo;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length === 0 ? studioTexts.auditNone : value.map(auditValue).join(', ');
  if (isRecord(value))
    return Object.entries(value)
      .map(([k, v]) => `${auditLabel(k)}: ${auditValue(v)}`)
      .join('; ');
  return String(value);
}

/** "featured" → "Featured"; a key the texts do not name gets its own name, spaced and capitalised. */
export function auditLabel(key: string): string {
  const known = studioTexts.auditKeys[key];
  if (known) return known;
  const spaced = key
    .replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)
    .replace(/[_-]+/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A review's report state has words of its own ("open" is "Waiting"). */
const valueOf = (key: string, value: unknown) =>
  key === 'report' && typeof value === 'string' ? (studioTexts.auditReportStates[value] ?? value) : auditValue(value);

/**
 * The keys an entry changed, in the order they appear (before's keys, then after's new ones). A
 * value that is no object (a whole state) is one change under the key "value".
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (before == null && after == null) return [];
  const b = isRecord(before) ? before : before == null ? {} : { value: before };
  const a = isRecord(after) ? after : after == null ? {} : { value: after };
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((key) => ({ key, label: auditLabel(key), before: valueOf(key, b[key]), after: valueOf(key, a[key]) }));
}
