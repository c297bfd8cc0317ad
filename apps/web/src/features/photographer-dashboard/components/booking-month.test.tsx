import { describe, expect, it } from 'vitest';
import { monthDays } from './booking-month';

describe("the month view's grid", () => {
  it('ends with the week of the last day, even when the month ends on a Sunday', () => {
    // May 2026 starts on a Friday and ends on Sunday 31 May: five weeks, not a sixth of June days.
    const may = monthDays(2026, 5);
    expect(may).toHaveLength(35);
    expect(may[0]).toEqual({ date: '2026-04-27', inMonth: false });
    expect(may.at(-1)).toEqual({ date: '2026-05-31', inMonth: true });
  });

  it('fills the last week with the next month when the month ends mid-week', () => {
    const nov = monthDays(2026, 11);
    expect(nov.at(-1)).toEqual({ date: '2026-12-06', inMonth: false });
    expect(nov.length % 7).toBe(0);
  });
});
