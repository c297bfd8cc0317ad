import { describe, expect, it } from 'vitest';
import { activityCountLabel, formatEventDate, formatShortDay, relativeTime } from './format';
import { niceScale, summarize } from '../analytics/chart';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each([
    [10, 'just now'],
    [5 * 60, '5 minutes ago'],
    [60 * 60, '1 hour ago'],
    [3 * 3600, '3 hours ago'],
    [26 * 3600, 'yesterday'],
    [3 * 86400, '3 days ago'],
    [14 * 86400, '2 weeks ago'],
    [65 * 86400, '2 months ago'],
  ])('%i seconds ago reads "%s"', (seconds, text) => expect(relativeTime(ago(seconds), now)).toBe(text));

  it('copes with a bad date', () => expect(relativeTime('not a date', now)).toBe('some time ago'));
});

describe('dates', () => {
  it('shows a bare event date as the calendar day it names', () => {
    expect(formatEventDate('2026-12-12')).toMatch(/^Saturday,? 12 December 2026$/);
    expect(formatEventDate(null)).toBeNull();
  });
  it('labels chart days', () => expect(formatShortDay('2026-11-03')).toBe('3 Nov'));
});

describe('activityCountLabel', () => {
  it('shows counts for aggregated rows only', () => {
    expect(activityCountLabel(1)).toBeNull();
    expect(activityCountLabel(12)).toBe('12 times');
    expect(activityCountLabel(1500)).toBe('1,500 times');
  });
});

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
