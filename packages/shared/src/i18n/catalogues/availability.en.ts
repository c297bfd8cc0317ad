/**
 * Availability (docs/rules/history.md#issue-12, docs/rules/bookings.md#lifecycle): the photographer's weekly hours, blocked days and accepted
 * bookings (/photographer-dashboard/availability, `/api/photographers/me/availability`,
 * `/api/photographers/me/blocked-dates`), and the public free-or-busy answer
 * (`/api/photographers/:id/availability`) read by the profile and the inquiry form. Not worded by
 * the spec; written in its voice.
 */
export default {
  // The API's messages.
  onlyPhotographers: 'Only photographers have availability.',
  noPortfolio: 'Create your portfolio first: your availability belongs to it.',
  dateRequired: 'Please give a date.',
  dateInvalid: 'Please give a real date, written YYYY-MM-DD.',
  datePast: 'This day has already passed.',
  /** `days`: BLOCKED_DATE_MAX_DAYS_AHEAD. */
  dateTooFar: 'You can block days at most {days} days ahead.',
  fromRequired: 'Please give the first day (from).',
  toRequired: 'Please give the last day (to).',
  rangeReversed: 'The first day (from) must not be after the last day (to).',
  /** `days`: AVAILABILITY_RANGE_MAX_DAYS. */
  rangeTooLong: 'Ask for at most {days} days at once.',
  timeZoneInvalid: 'Please choose a time zone from the list.',
  timeInvalid: 'Please write the time as HH:MM, e.g. 09:00.',
  startBeforeEnd: 'The day must start before it ends.',
  weekdayInvalid: 'A weekday is a number from 0 (Sunday) to 6 (Saturday).',
  weekdayTwice: 'Each weekday can appear only once.',
  weeklyHoursInvalid: 'Please give the working days as a list.',

  // The dashboard page.
  title: 'Availability',
  intro:
    'Your working week and the days you are away. Clients see only whether a day is free; they never see why a day is busy.',
  hoursTitle: 'Working week',
  hoursIntro: 'The days you take bookings and your hours, in your time zone.',
  timeZone: 'Time zone',
  working: 'Working',
  start: 'Start',
  end: 'End',
  hoursSaved: 'Your working week has been saved.',
  hoursFailure: 'Your working week could not be saved. Please try again.',
  calendarTitle: 'Calendar',
  calendarIntro: 'Choose a day to block it (a holiday, other work); choose a blocked day to free it again.',
  /** Announced when a day is blocked; `day` is already written, e.g. "Tuesday, 18 June 2030". */
  blocked: '{day} is blocked.',
  /** Announced when a blocked day is freed. */
  freed: '{day} is free again.',
  toggleFailure: 'The day could not be changed. Please try again.',
  loadFailure: 'Failed to load your availability.',
  /** The calendars' column heads, Monday first: two letters each (the full names come from CLDR). */
  weekdayHeads: { mon: 'Mo', tue: 'Tu', wed: 'We', thu: 'Th', fri: 'Fr', sat: 'Sa', sun: 'Su' },
  /** The calendars' legend: its name, and each day state's. */
  legendLabel: 'Legend',
  legend: {
    free: 'Free',
    blocked: 'Blocked by you',
    booked: 'Accepted booking',
    nonWorking: 'Not a working day',
    past: 'Past',
    busy: 'Not available',
    selected: 'Chosen',
  },

  // The public profile and the inquiry form.
  nextFreeTitle: 'Next free dates',
  /** `days`: the window looked at. */
  nextFreeNone: 'No free dates in the next {days} days.',
  nextFreeFailure: 'Free dates could not be loaded.',
  pickerOpen: 'Choose from the calendar',
  pickerClose: 'Close the calendar',
  pickerHint: 'Days the photographer is not available are crossed out.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
} as const;
