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
} as const;
