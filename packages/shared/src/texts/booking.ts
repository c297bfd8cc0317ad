import { INQUIRY_REPLY_MAX } from '../constants';

/**
 * Booking requests, from both sides: the photographer's list and answers at
 * /photographer-dashboard/booking-requests, the client's messages and calendar, and the messages
 * of `/api/booking-requests` (SPEC 2 and 8 Booking requests; D14, D18). A key marked `// SPEC n`
 * is the spec's wording, word for word; the others are written in its voice.
 */
export const bookingTexts = {
  requestsFailure: 'Failed to load booking requests.', // SPEC 2, SPEC 8
  requestsEmpty: 'No booking requests available.', // SPEC 2, SPEC 8
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
  notYours: 'You can only answer requests sent to your own portfolio.',
  alreadyAnswered: 'This request has already been answered.',
  requestNotFound: 'Booking request not found.',
  requestIdInvalid: 'This is not a booking request id.',
  statusInvalid: 'Status must be accepted, declined or completed.',
  /** `GET /api/booking-requests?as=`. */
  sideInvalid: "'as' must be received or sent.",
} as const;
