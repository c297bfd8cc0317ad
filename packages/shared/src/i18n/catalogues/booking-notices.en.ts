/**
 * What each move of a booking tells the other side (docs/rules/bookings.md#lifecycle): the
 * notification's title and text, and the e-mail to a client who sent the request without an
 * account. Each is written in its reader's language. `{what}` is `what` below; `{quote}` is `quote`
 * (or nothing when the mover left no note).
 */
export default {
  /** A name left empty. */
  somePhotographer: 'Your photographer',
  someClient: 'Your client',
  /** The booking in a few words: its service and day. */
  what: '{service}, {day}',
  /** The mover's note, after the text (it starts with a space). */
  quote: ' {name} wrote: “{note}”',
  created: {
    title: 'New booking request from {client}',
    body: '{client} ({contact}) sent you a booking request through {studio} for {what}. Their message: “{message}” Accept or decline it from your Booking requests.',
  },
  accepted: {
    title: '{photographer} accepted your booking request',
    body: '{photographer} accepted your booking request ({what}).{quote}',
  },
  declined: {
    title: '{photographer} declined your booking request',
    body: '{photographer} declined your booking request ({what}).{quote}',
  },
  completed: {
    title: '{photographer} marked your booking as completed',
    /** With the invitation to review it (`{invite}`, `{write}`: the review's words); the thread's link opens the form. */
    body: '{photographer} marked your booking as completed ({what}). Thank you for booking through {studio}.{quote} {invite} {write} from your Messages.',
  },
  cancelledByClient: {
    title: '{client} cancelled their booking',
    body: '{client} cancelled their booking ({what}). The date is free again.{quote}',
  },
  cancelledByPhotographer: {
    title: '{photographer} cancelled your booking',
    body: '{photographer} cancelled your booking ({what}).{quote}',
  },
  expired: {
    toPhotographer: {
      title: 'The booking request from {client} expired',
      body: 'The booking request from {client} ({what}) expired because it was not answered in time. {client} has been told.',
    },
    toClient: {
      title: 'Your booking request to {photographer} expired',
      body: '{photographer} did not answer your booking request ({what}) in time, so it expired. You can send a request to another photographer.',
      /** The e-mail's line to a client without an account. */
      line: '{photographer} did not answer your booking request in time, so it expired',
    },
  },
  /** The e-mail to a client without an account. */
  guest: {
    greeting: 'Hello {name},',
    /** `{line}`: the notification's title, as a sentence. */
    line: '{line} ({what}).',
    wrote: '{name} wrote:',
    reply: 'To answer, reply to this e-mail or write to {email}.',
    profile: "View {photographer}'s profile",
  },
  /** The booking's .ics file (its calendar event): `service`, `name` the other side's name, `studio`, `zone` the time zone. */
  calendar: {
    summary: '{service} with {name}',
    description: '{service} with {name}, booked through {studio} ({zone}).',
  },
} as const;
