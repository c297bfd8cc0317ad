import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate, studioToday, toCalendarDate } from './calendar-date';

describe('calendar dates', () => {
  it('parses only real dates', () => {
    expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseCalendarDate('2027-02-29')).toBeNull();
    expect(parseCalendarDate('2026-12-1')).toBeNull();
    expect(parseCalendarDate(null)).toBeNull();
    expect(toCalendarDate({ year: 2026, month: 3, day: 7 })).toBe('2026-03-07');
  });

  it('shows the day as written, whatever the time zone', () => {
    expect(formatCalendarDate('2026-12-12')).toMatch(/^Saturday,? 12 December 2026$/);
    expect(formatCalendarDate('2026-12-12', 'short')).toMatch(/^Sat,? 12 Dec 2026$/);
    expect(formatCalendarDate('next week')).toBe('next week');
  });

  it("takes today's date in Nairobi (UTC+3)", () => {
    expect(studioToday(new Date('2026-12-31T20:59:00Z'))).toBe('2026-12-31');
    expect(studioToday(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });
});
