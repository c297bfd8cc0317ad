import { describe, expect, it } from 'vitest';
import { niceScale, summarize } from './chart';

describe('chart helpers', () => {
  it('finds a round top and ticks from zero', () => {
    expect(niceScale(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(17)).toEqual({ top: 20, ticks: [0, 5, 10, 15, 20] });
    expect(niceScale(230).top).toBeGreaterThanOrEqual(230);
    for (const max of [1, 7, 9, 42, 99, 1234]) {
      const { top, ticks } = niceScale(max);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBe(top);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(ticks.every(Number.isInteger)).toBe(true);
    }
  });

  it('summarises a series', () => {
    const days = [
      { date: '2026-11-01', v: 2 },
      { date: '2026-11-02', v: 5 },
      { date: '2026-11-03', v: 5 },
      { date: '2026-11-04', v: 0 },
    ];
    expect(summarize(days, (d) => d.v)).toEqual({ total: 12, peak: { date: '2026-11-03', value: 5 }, average: 3 });
    expect(summarize([{ date: 'x', v: 0 }], (d) => d.v).peak).toBeNull();
  });
});
