import { studioTexts } from '@studio/shared';
import { describe, expect, it } from 'vitest';
import { auditChanges, auditLabel, auditValue } from './audit-changes';

describe('auditChanges', () => {
  it('keeps only the keys that changed, as words', () => {
    expect(auditChanges({ featured: false, hidden: false }, { featured: true, hidden: false })).toEqual([
      { key: 'featured', label: studioTexts.auditKeys.featured, before: 'No', after: 'Yes' },
    ]);
  });

  it('shows a key only one side has, and lists joined', () => {
    expect(
      auditChanges({ visible: true, affected: ['Amani', 'Baraka'] }, { visible: false }).map((c) => [
        c.label,
        c.before,
        c.after,
      ]),
    ).toEqual([
      [studioTexts.auditKeys.visible, 'Yes', 'No'],
      [studioTexts.auditKeys.affected, 'Amani, Baraka', studioTexts.auditNone],
    ]);
  });

  it('reads nothing, plain values and unknown keys', () => {
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges(null, 'on')).toEqual([{ key: 'value', label: 'Value', before: '—', after: 'on' }]);
    expect(auditLabel('targetKind')).toBe('Target kind');
    expect(auditValue({ a: 1 })).toBe('A: 1');
  });
});

describe('a review decision', () => {
  it('names the report states', () => {
    expect(
      auditChanges({ hidden: false, report: 'open' }, { hidden: true, report: 'hidden', reason: 'Abuse.' }).map(
        (c) => `${c.label}: ${c.before} → ${c.after}`,
      ),
    ).toEqual(['Hidden: No → Yes', 'Report: Waiting → Review hidden', 'Reason: — → Abuse.']);
  });
});
