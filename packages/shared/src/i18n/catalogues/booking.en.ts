/**
 * Booking requests, from both sides: the photographer's list and answers at
 * /photographer-dashboard/booking-requests, the client's messages and calendar, and the messages
 * of `/api/booking-requests` (docs/rules/product.md#screens and #messages Booking requests; docs/rules/accounts-and-auth.md#roles, docs/rules/bookings.md#requests). A key marked `// docs/rules/product.md#…`
 * is the spec's wording, word for word; the others are written in its voice.
 */
export default {
  requestsFailure: 'Failed to load booking requests.', // docs/rules/product.md#screens, #messages
  requestsEmpty: 'No booking requests available.', // docs/rules/product.md#screens, #messages
  /** A booking's status, as its badge and the calendars' keys show it. */
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
  /** The photographer's answer, confirmed. */
  answered: {
    accepted: 'Request accepted.',
    declined: 'Request declined.',
    completed: 'Request marked as completed.',
  },
  answerFailure: 'Failed to answer the request. Please try again.',
  /** `max`: INQUIRY_REPLY_MAX. */
  replyTooLong: 'Reply must be at most {max} characters',
  cancelled: 'Booking cancelled.',
  cancelFailure: 'Failed to cancel the booking. Please try again.',
  /** The server's 409s (docs/rules/history.md#issue-12): a move the booking's state does not allow, and why. */
  alreadyAnswered: 'This request has already been answered.',
  /** `status`: the booking's status (BOOKING_STATUSES); `move`: the status asked for (accepted, declined, completed or cancelled). */
  moveNotAllowed:
    '{status, select, pending {A pending} accepted {An accepted} declined {A declined} expired {An expired} cancelled {A cancelled} other {A completed}} booking cannot be {move, select, accepted {accepted} declined {declined} completed {marked completed} other {cancelled}}.',
  declineInstead: 'A pending request is declined, not cancelled: decline it instead.',
  onlyPhotographerAnswers: 'Only the photographer a request was sent to can answer it.',
  completeTooEarly: 'You can mark a booking completed once its event date has passed.',
  completeNoDate: 'This booking has no event date to complete it after.',
  /** Accepting on a date that is not free; `day` reads "12 June 2027". */
  dateHeld: 'You already have a booking on {day}',
  dateBlocked: 'You blocked {day} in your availability',
  cancelReasonRequired: 'Please say why you are cancelling this booking.',
  /** `max`: INQUIRY_REPLY_MAX. */
  cancelReasonTooLong: 'The reason must be at most {max} characters',
  /** The client's cancel dialog: a pending request is confirmed, an accepted booking needs a reason. `name`: the photographer's. */
  cancelDialog: {
    photographerFallback: 'the photographer',
    bookingTitle: 'Cancel your booking with {name}?',
    requestTitle: 'Cancel your request to {name}?',
    bookingIntro: '{name} accepted it and keeps the day for you. They are told at once, with your reason.',
    requestIntro: '{name} has not answered yet. They are told that you no longer need them.',
    reasonLabel: 'Why are you cancelling?',
    keep: 'Keep it',
    cancelBooking: 'Cancel booking',
    cancelRequest: 'Cancel request',
  },
  /** The timeline both sides see: what happened, from the viewer's side. */
  timelineTitle: 'Timeline',
  /** `when` is already written, e.g. "in 3 days". */
  expiresIn: 'Expires {when}',
  addToCalendar: 'Add to calendar',
  /** The calendar link's accessible name; `service` and `name`: the booking's service and the other person. */
  addToCalendarFor: 'Add to calendar: {service} with {name}',
  requestNotFound: 'Booking request not found.',
  calendarNoDate: 'This booking has no event date to add to a calendar.',
  requestIdInvalid: 'This is not a booking request id.',
  statusInvalid: 'Status must be accepted, declined or completed.',
  /** `GET /api/booking-requests?as=`. */
  sideInvalid: "'as' must be received or sent.",
  /** A booking's timeline, each move told from the reader's side (components/ui/booking-timeline.tsx). */
  timeline: {
    /** The system's moves. */
    expiredUnanswered: 'Expired unanswered',
    updated: 'Updated',
    youSent: 'You sent the request',
    /** `client`: the client's name. */
    clientSent: '{client} sent the request',
    /** The reader's own move; `move`: the state the booking moved to. */
    youMoved:
      '{move, select, accepted {You accepted} declined {You declined} completed {You marked it completed} cancelled {You cancelled} other {You updated it}}',
    /** The photographer's move, read by the client; `photographer`: their name. */
    photographerMoved:
      '{photographer} {move, select, accepted {accepted your request} declined {declined your request} completed {marked the booking completed} cancelled {cancelled the booking} other {updated it}}',
    /** The client's move, read by the photographer; `client`: their name. */
    clientMoved: '{client} {move, select, cancelled {cancelled} other {updated it}}',
  },
} as const;
