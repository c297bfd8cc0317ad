import { INQUIRY_REPLY_MAX } from '../constants';

/**
 * Booking requests, from both sides: the photographer's list and answers at
 * /photographer-dashboard/booking-requests, the client's messages and calendar, and the messages
 * of `/api/booking-requests` (docs/rules/product.md#screens and #messages Booking requests; docs/rules/accounts-and-auth.md#roles, docs/rules/bookings.md#requests). A key marked `// docs/rules/product.md#…`
 * is the spec's wording, word for word; the others are written in its voice.
 */
export const bookingTexts = {
  requestsFailure: 'Failed to load booking requests.', // docs/rules/product.md#screens, #messages
  requestsEmpty: 'No booking requests available.', // docs/rules/product.md#screens, #messages
  statusLabels: {
    pending: 'Pending',
    accepted: 'Accepted',
    declined: 'Declined',
    expired: 'Expired',
    cancelled: 'Cancelled',
    completed: 'Completed',
  },
  noEventDate: 'Date not set yet',
  messagesFailure: 'Failed to load your messages.',
  messagesEmpty: 'You have not sent any inquiries yet.',
  calendarFailure: 'Failed to load your calendar.',
  calendarNoEvents: 'No events this month.',
  answered: {
    accepted: 'Request accepted.',
    declined: 'Request declined.',
    completed: 'Request marked as completed.',
  },
  answerFailure: 'Failed to answer the request. Please try again.',
  replyTooLong: `Reply must be at most ${INQUIRY_REPLY_MAX} characters`,
  cancelled: 'Booking cancelled.',
  cancelFailure: 'Failed to cancel the booking. Please try again.',
  /** The server's 409s (docs/rules/history.md#issue-12): a move the booking's state does not allow, and why. */
  alreadyAnswered: 'This request has already been answered.',
  moveNotAllowed: (status: string, move: string) =>
    `${/^[aeiou]/i.test(status) ? 'An' : 'A'} ${status.toLowerCase()} booking cannot be ${move}.`,
  moveVerbs: { accepted: 'accepted', declined: 'declined', completed: 'marked completed', cancelled: 'cancelled' },
  declineInstead: 'A pending request is declined, not cancelled: decline it instead.',
  onlyPhotographerAnswers: 'Only the photographer a request was sent to can answer it.',
  completeTooEarly: 'You can mark a booking completed once its event date has passed.',
  completeNoDate: 'This booking has no event date to complete it after.',
  /** Accepting on a date that is not free; `day` reads "12 June 2027". */
  dateHeld: (day: string) => `You already have a booking on ${day}`,
  dateBlocked: (day: string) => `You blocked ${day} in your availability`,
  cancelReasonRequired: 'Please say why you are cancelling this booking.',
  cancelReasonTooLong: `The reason must be at most ${INQUIRY_REPLY_MAX} characters`,
  /** The client's cancel dialog: a pending request is confirmed, an accepted booking needs a reason. */
  cancelDialog: {
    photographerFallback: 'the photographer',
    bookingTitle: (name: string) => `Cancel your booking with ${name}?`,
    requestTitle: (name: string) => `Cancel your request to ${name}?`,
    bookingIntro: (name: string) =>
      `${name} accepted it and keeps the day for you. They are told at once, with your reason.`,
    requestIntro: (name: string) => `${name} has not answered yet. They are told that you no longer need them.`,
    reasonLabel: 'Why are you cancelling?',
    keep: 'Keep it',
    cancelBooking: 'Cancel booking',
    cancelRequest: 'Cancel request',
  },
  /** The timeline both sides see: what happened, from the viewer's side. */
  timelineTitle: 'Timeline',
  expiresIn: (when: string) => `Expires ${when}`,
  addToCalendar: 'Add to calendar',
  requestNotFound: 'Booking request not found.',
  calendarNoDate: 'This booking has no event date to add to a calendar.',
  requestIdInvalid: 'This is not a booking request id.',
  statusInvalid: 'Status must be accepted, declined or completed.',
  /** `GET /api/booking-requests?as=`. */
  sideInvalid: "'as' must be received or sent.",
} as const;
