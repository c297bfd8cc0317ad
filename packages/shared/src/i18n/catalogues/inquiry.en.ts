/**
 * The inquiry form at /contact/:id and `POST /api/booking-requests` (docs/rules/bookings.md#requests): a client asks a
 * photographer for a shoot. Name, e-mail and message read as the studio's contact form
 * (`contactTexts`), the phone as the portfolio form (`portfolioTexts.phoneInvalid`). What follows
 * the inquiry is in `bookingTexts`. Not worded by the spec; written in its voice.
 */
export default {
  serviceRequired: 'Please choose a service.',
  eventDateRequired: 'Please choose the date of your event.',
  eventDateInvalid: 'Please choose a valid date.',
  eventDatePast: 'The event date cannot be in the past.',
  /** docs/rules/history.md#issue-12: the photographer is not free that day (never why). */
  eventDateBusy: 'The photographer is not available on this date. Please choose another day.',
  sent: 'Thank you! Your inquiry has been sent. The photographer will reply by e-mail.',
  failure: 'There was an issue sending your inquiry. Please try again later.',
  ownPortfolio: 'You cannot send an inquiry to your own portfolio.',
  /** /contact/:id, the page around the form. `name` is the photographer's name. */
  page: {
    eyebrow: 'Book a photographer',
    title: 'Contact {name}',
    /** Under the error when the photographer could not be loaded. */
    retry: 'Please try again in a moment.',
    missing: 'The photographer you want to contact is not on Picha Studio, or no longer is.',
    browse: 'Browse photographers',
    nextTitle: 'What happens next',
    nextReceives: '{name} receives your inquiry by e-mail and in their booking requests.',
    nextAnswer: 'They accept or decline, often with a note, and you hear back by e-mail.',
    nextFollow: 'Signed in? Follow every reply and your event dates in your dashboard.',
  },
  /** The card beside the form: who the inquiry goes to. */
  summary: {
    goesTo: 'Your inquiry goes to',
    speciality: 'Speciality',
    location: 'Location',
    back: 'Back to {name}’s profile',
  },
  /** The inquiry form's own words. */
  form: {
    title: 'Send an inquiry',
    intro:
      'Tell {name} about the day, the place and the pictures you have in mind. Everything except the phone number is required.',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    phoneHint: 'International format, with the country code.',
    service: 'Service',
    chooseService: 'Choose a service',
    eventDate: 'Event date',
    /** The name of the month calendar of the photographer's free days. */
    freeDays: 'Free days',
    message: 'Message',
    messagePlaceholder:
      'For example: a garden wedding in Karen, about 150 guests, from the ceremony to the first dance.',
    /** After the message's "120 / 2,000" counter, for screen readers (starts with a space). */
    characters: ' characters',
    send: 'Send inquiry',
    /** After sending, for a signed-in client: followed by the link `yourMessages` and a full stop. */
    followIn: 'Follow it in',
    yourMessages: 'your messages',
  },
  /** /dashboard/Calendar, the client's event dates month by month. `month` is the month's name and year, as formatted. */
  calendar: {
    eyebrow: 'Your events',
    title: 'Calendar',
    intro: 'The dates you asked photographers about, with where each request stands.',
    statusColours: 'Status colours',
    caption: '{month}: the dates of your events',
    /** A day with events; `date` is the date as formatted. */
    day: '{date}, {count, plural, one {# event} other {# events}}',
    dayToday: '{date}, today, {count, plural, one {# event} other {# events}}',
    /** Under the first two events of a day in the grid. */
    more: '+{count} more',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    thisMonth: 'This month',
    eventsIn: 'Events in {month}',
    loading: 'Loading your events…',
    goTo: 'Go to {month}',
    /** Followed by the link `find`. */
    empty: 'The dates of the inquiries you send show here.',
    find: 'Find photographers',
    follow: 'Follow each booking in your messages',
  },
} as const;
