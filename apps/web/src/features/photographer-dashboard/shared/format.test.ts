import { describe, expect, it } from 'vitest';
import { activityCountLabel, formatEventDate, formatShortDay, relativeTime } from './format';

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
