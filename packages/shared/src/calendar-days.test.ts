import { describe, expect, it } from 'vitest';
import { addDays, canonicalTimeZone, daysBetween, eachDay, isRealDay, todayIn, weekdayOf } from './calendar-days';

describe('calendar days (issue 12)', () => {
  it('knows real days', () => {
    expect(['2030-02-28', '2028-02-29', '2030-12-31'].every(isRealDay)).toBe(true);
    expect(
      ['2030-02-30', '2029-02-29', '2030-13-01', '0999-01-01', '2030-1-01', ' 2030-01-01', ''].some(isRealDay),
    ).toBe(false);
  });

  it('counts days across months, years and leap days', () => {
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2030-01-01', '2031-01-01')).toBe(365);
    expect(eachDay('2030-02-27', '2030-03-01')).toEqual(['2030-02-27', '2030-02-28', '2030-03-01']);
    expect(weekdayOf('2026-12-12')).toBe(6);
  });

  it('finds today in a zone, and only accepts IANA zones', () => {
    const at = new Date('2030-06-01T22:00:00Z');
    expect(todayIn('Africa/Nairobi', at)).toBe('2030-06-02');
    expect(todayIn('UTC', at)).toBe('2030-06-01');
    expect(canonicalTimeZone('africa/nairobi')).toBe('Africa/Nairobi');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
    expect(canonicalTimeZone('+03:00')).toBeNull();
  });
});
