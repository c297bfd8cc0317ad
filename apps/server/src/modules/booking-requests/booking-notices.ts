import type { BookingActor } from '@studio/shared';
import { paths, reviewsMessages, STUDIO_NAME } from '@studio/shared';
import type { MailMessage } from '../../mail/mailer';
import type { NewNotification } from '../notifications/notifications.repository';
import type { Transition } from './booking-lifecycle';
import { eventDay, guestMail, oneLine } from './booking-requests.mails';
import type { BookingRequestWithPhotographer } from './booking-requests.repository';

/** The review invitation in the client's notice: English, like the rest of the notice, until accounts keep a language (docs/decisions/0046-languages.md). */
const reviews = reviewsMessages.texts('en');

/** Where each side opens a booking: the photographer's Booking requests, the client's Messages. */
export const photographerLink = (id: string) => `${paths.photographerBookings}?request=${encodeURIComponent(id)}`;
export const clientLink = (id: string) => `${paths.dashboardMessages}?request=${encodeURIComponent(id)}`;

/** What a move owes: notifications (stored in the move's transaction) and e-mails to clients without an account. */
export interface Notices {
  notifications: NewNotification[];
  guestMails: MailMessage[];
}

const NOTE_MAX = 600;
const excerpt = (text: string) => {
  const flat = oneLine(text);
  return flat.length > NOTE_MAX ? `${flat.slice(0, NOTE_MAX - 1)}…` : flat;
};
const quoted = (note: string | null, who: string) => (note ? ` ${who} wrote: “${excerpt(note)}”` : '');

/**
 * The notices of one move (docs/rules/history.md#issue-12): new inquiry -> photographer; accepted, declined, completed
 * -> client; cancelled -> the other side; expired -> both. The client is notified in the app when
 * signed up, else e-mailed directly.
 */
export function noticesFor(
  request: BookingRequestWithPhotographer,
  move: Transition | 'created',
  actor: BookingActor,
  note: string | null,
  publicUrl: string,
): Notices {
  const p = oneLine(request.photographer.name) || 'Your photographer';
  const c = oneLine(request.clientName) || 'Your client';
  const what = `${request.service}, ${eventDay(request.eventDate)}`;
  const notifications: NewNotification[] = [];
  const guestMails: MailMessage[] = [];
  const toPhotographer = (kind: NewNotification['kind'], title: string, body: string) =>
    notifications.push({
      userId: request.photographer.ownerId,
      kind,
      bookingRequestId: request.id,
      title,
      body,
      link: photographerLink(request.id),
    });
  const toClient = (kind: NewNotification['kind'], title: string, body: string, guestLine: string) => {
    if (request.clientUserId) {
      notifications.push({
        userId: request.clientUserId,
        kind,
        bookingRequestId: request.id,
        title,
        body,
        link: clientLink(request.id),
      });
    } else {
      guestMails.push(guestMail(request, { subject: title, line: guestLine, note, noteBy: `${p} wrote` }, publicUrl));
    }
  };

  switch (move) {
    case 'created': {
      const contact = [request.clientEmail, request.clientPhone].filter(Boolean).join(', ');
      toPhotographer(
        'inquiry',
        `New booking request from ${c.slice(0, 80)}`,
        `${c} (${contact}) sent you a booking request through ${STUDIO_NAME} for ${what}. Their message: “${excerpt(request.message)}” Accept or decline it from your Booking requests.`,
      );
      break;
    }
    case 'accepted':
      toClient(
        'answer',
        `${p.slice(0, 80)} accepted your booking request`,
        `${p} accepted your booking request (${what}).${quoted(note, p)}`,
        `${p} accepted your booking request`,
      );
      break;
    case 'declined':
      toClient(
        'answer',
        `${p.slice(0, 80)} declined your booking request`,
        `${p} declined your booking request (${what}).${quoted(note, p)}`,
        `${p} declined your booking request`,
      );
      break;
    case 'completed':
      toClient(
        'completed',
        `${p.slice(0, 80)} marked your booking as completed`,
        // docs/rules/history.md#issue-13: the invitation to review it (the thread's link opens the review form).
        `${p} marked your booking as completed (${what}). Thank you for booking through ${STUDIO_NAME}.${quoted(note, p)} ${reviews.inviteBody({ photographer: p })} ${reviews.writeAction} from your Messages.`,
        `${p} marked your booking as completed`,
      );
      break;
    case 'cancelled':
      if (actor === 'client') {
        toPhotographer(
          'cancelled',
          `${c.slice(0, 80)} cancelled their booking`,
          `${c} cancelled their booking (${what}). The date is free again.${quoted(note, c)}`,
        );
      } else {
        toClient(
          'cancelled',
          `${p.slice(0, 80)} cancelled your booking`,
          `${p} cancelled your booking (${what}).${quoted(note, p)}`,
          `${p} cancelled your booking`,
        );
      }
      break;
    case 'expired':
      toPhotographer(
        'expired',
        `The booking request from ${c.slice(0, 80)} expired`,
        `The booking request from ${c} (${what}) expired because it was not answered in time. ${c} has been told.`,
      );
      toClient(
        'expired',
        `Your booking request to ${p.slice(0, 80)} expired`,
        `${p} did not answer your booking request (${what}) in time, so it expired. You can send a request to another photographer.`,
        `${p} did not answer your booking request in time, so it expired`,
      );
      break;
  }
  return { notifications, guestMails };
}
