import { describe, expect, it } from 'vitest';
import {
  addMonths,
  daysInMonth,
  groupByDay,
  mondayIndex,
  monthGrid,
  monthKey,
  monthLabel,
  monthOf,
  parseMonthKey,
  shiftMonths,
} from './month-grid';

describe('month key', () => {
  it('reads YYYY-MM and refuses anything else', () => {
    expect(parseMonthKey('2026-12')).toEqual({ year: 2026, month: 12 });
    expect(parseMonthKey('2027-01')).toEqual({ year: 2027, month: 1 });
    for (const bad of [null, '', '2026-13', '2026-00', '2026-1', '26-12', '2026-12-01', 'december'])
      expect(parseMonthKey(bad)).toBeNull();
  });
  it('writes it back with leading zeros', () => {
    expect(monthKey({ year: 2026, month: 3 })).toBe('2026-03');
    expect(monthOf('2026-12-31')).toEqual({ year: 2026, month: 12 });
  });
});

describe('month maths', () => {
  it('steps across year boundaries both ways', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(addMonths({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
    expect(addMonths({ year: 2026, month: 5 }, 24)).toEqual({ year: 2028, month: 5 });
  });
  it('knows the length of each month, leap years included', () => {
    expect(daysInMonth({ year: 2026, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2028, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2100, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2000, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2026, month: 4 })).toBe(30);
    expect(daysInMonth({ year: 2026, month: 12 })).toBe(31);
  });
  it('moves a day by months, to the last day of a shorter month', () => {
    expect(shiftMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftMonths('2026-03-15', -3)).toBe('2025-12-15');
  });
  it('counts weekdays from Monday', () => {
    expect(mondayIndex('2026-11-30')).toBe(0); // a Monday
    expect(mondayIndex('2026-12-12')).toBe(5); // a Saturday
    expect(mondayIndex('2026-12-13')).toBe(6); // a Sunday
  });
  it('names the month', () => expect(monthLabel({ year: 2026, month: 12 })).toBe('December 2026'));
});

describe('monthGrid', () => {
  it('lays December 2026 out in whole weeks starting on Monday', () => {
    const weeks = monthGrid({ year: 2026, month: 12 });
    expect(weeks).toHaveLength(5);
    for (const week of weeks) {
      expect(week).toHaveLength(7);
      expect(mondayIndex(week[0]!.date)).toBe(0);
    }
    // 1 December 2026 is a Tuesday: Monday 30 November fills the first cell.
    expect(weeks[0]![0]).toEqual({ date: '2026-11-30', day: 30, inMonth: false });
    expect(weeks[0]![1]).toEqual({ date: '2026-12-01', day: 1, inMonth: true });
    // 31 December is a Thursday: 1 to 3 January close the last week.
    expect(weeks[4]!.map((d) => d.date)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(31);
  });
  it('needs no filler when a month starts on Monday and ends on Sunday', () => {
    // February 2027: 1st is a Monday, 28th a Sunday.
    const weeks = monthGrid({ year: 2027, month: 2 });
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((d) => d.inMonth)).toBe(true);
  });
  it('takes six weeks when the month needs them', () => {
    // August 2027: 1st is a Sunday, 31 days.
    const weeks = monthGrid({ year: 2027, month: 8 });
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![6]).toEqual({ date: '2027-08-01', day: 1, inMonth: true });
    expect(weeks[5]![1]).toEqual({ date: '2027-08-31', day: 31, inMonth: true });
  });
  it('ends with the week of the last day, even when the month ends on a Sunday', () => {
    // May 2026 starts on a Friday and ends on Sunday 31 May: five weeks, not a sixth of June days.
    const may = monthGrid({ year: 2026, month: 5 }).flat();
    expect(may).toHaveLength(35);
    expect(may[0]).toEqual({ date: '2026-04-27', day: 27, inMonth: false });
    expect(may.at(-1)).toEqual({ date: '2026-05-31', day: 31, inMonth: true });
  });
  it('fills the last week with the next month when the month ends mid-week', () => {
    const nov = monthGrid({ year: 2026, month: 11 }).flat();
    expect(nov.at(-1)).toEqual({ date: '2026-12-06', day: 6, inMonth: false });
  });
  it('handles a leap February', () => {
    const days = monthGrid({ year: 2028, month: 2 })
      .flat()
      .filter((d) => d.inMonth);
    expect(days.at(-1)!.date).toBe('2028-02-29');
  });
});

describe('groupByDay', () => {
  it("keeps only the month's items, by date in order, and skips missing or bad dates", () => {
    const items = [
      { id: 'a', date: '2026-12-20' },
      { id: 'b', date: '2026-12-05' },
      { id: 'c', date: '2027-01-05' },
      { id: 'd', date: null },
      { id: 'e', date: '2026-12-05' },
      { id: 'f', date: '2026-12-32' },
      { id: 'g', date: '2026-11-30' },
    ];
    const groups = groupByDay(items, (i) => i.date, { year: 2026, month: 12 });
    expect([...groups.keys()]).toEqual(['2026-12-05', '2026-12-20']);
    expect(groups.get('2026-12-05')!.map((i) => i.id)).toEqual(['b', 'e']);
  });
});
