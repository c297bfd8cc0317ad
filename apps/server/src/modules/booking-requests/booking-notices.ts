import type { BookingActor } from '@studio/shared';
import { bookingNoticesTexts, paths, reviewsTexts, STUDIO_NAME } from '@studio/shared';
import { inLocale } from '../../lib/request-context';
import type { MailMessage } from '../../mail/mailer';
import type { NewNotification } from '../notifications/notifications.repository';
import type { Transition } from './booking-lifecycle';
import { eventDay, guestMail, oneLine } from './booking-requests.mails';
import type { BookingRequestWithPhotographer } from './booking-requests.repository';

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

/** A title's name, kept short. */
const short = (name: string) => name.slice(0, 80);

/**
 * The notices of one move (docs/rules/history.md#issue-12): new inquiry -> photographer; accepted, declined, completed
 * -> client; cancelled -> the other side; expired -> both. The client is notified in the app when
 * signed up, else e-mailed directly. Each is written in its reader's language
 * (docs/rules/public-pages.md#languages), whoever made the move.
 */
export function noticesFor(
  request: BookingRequestWithPhotographer,
  move: Transition | 'created',
  actor: BookingActor,
  note: string | null,
  publicUrl: string,
): Notices {
  const t = bookingNoticesTexts;
  const notifications: NewNotification[] = [];
  const guestMails: MailMessage[] = [];
  /** The words every notice of this request uses, in the language being written. */
  const words = () => {
    const p = oneLine(request.photographer.name) || t.somePhotographer;
    const c = oneLine(request.clientName) || t.someClient;
    const what = t.what({ service: request.service, day: eventDay(request.eventDate) });
    const quote = (name: string) => (note ? t.quote({ name, note: excerpt(note) }) : '');
    return { p, c, what, quote };
  };
  type Words = ReturnType<typeof words>;

  const toPhotographer = (kind: NewNotification['kind'], write: (w: Words) => { title: string; body: string }) =>
    notifications.push({
      userId: request.photographer.ownerId,
      kind,
      bookingRequestId: request.id,
      ...inLocale(request.photographer.language, () => write(words())),
      link: photographerLink(request.id),
    });
  const toClient = (
    kind: NewNotification['kind'],
    write: (w: Words) => { title: string; body: string; line?: string },
  ) =>
    inLocale(request.clientLanguage, () => {
      const w = words();
      const { title, body, line } = write(w);
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
        guestMails.push(guestMail(request, { subject: title, line: line ?? title, note, noteBy: w.p }, publicUrl));
      }
    });

  switch (move) {
    case 'created': {
      const contact = [request.clientEmail, request.clientPhone].filter(Boolean).join(', ');
      toPhotographer('inquiry', ({ c, what }) => ({
        title: t.created.title({ client: short(c) }),
        body: t.created.body({ client: c, contact, studio: STUDIO_NAME, what, message: excerpt(request.message) }),
      }));
      break;
    }
    case 'accepted':
      toClient('answer', ({ p, what, quote }) => ({
        title: t.accepted.title({ photographer: short(p) }),
        body: t.accepted.body({ photographer: p, what, quote: quote(p) }),
        line: t.accepted.title({ photographer: p }),
      }));
      break;
    case 'declined':
      toClient('answer', ({ p, what, quote }) => ({
        title: t.declined.title({ photographer: short(p) }),
        body: t.declined.body({ photographer: p, what, quote: quote(p) }),
        line: t.declined.title({ photographer: p }),
      }));
      break;
    case 'completed':
      // docs/rules/history.md#issue-13: the invitation to review it (the thread's link opens the review form).
      toClient('completed', ({ p, what, quote }) => ({
        title: t.completed.title({ photographer: short(p) }),
        body: t.completed.body({
          photographer: p,
          what,
          studio: STUDIO_NAME,
          quote: quote(p),
          invite: reviewsTexts.inviteBody({ photographer: p }),
          write: reviewsTexts.writeAction,
        }),
        line: t.completed.title({ photographer: p }),
      }));
      break;
    case 'cancelled':
      if (actor === 'client') {
        toPhotographer('cancelled', ({ c, what, quote }) => ({
          title: t.cancelledByClient.title({ client: short(c) }),
          body: t.cancelledByClient.body({ client: c, what, quote: quote(c) }),
        }));
      } else {
        toClient('cancelled', ({ p, what, quote }) => ({
          title: t.cancelledByPhotographer.title({ photographer: short(p) }),
          body: t.cancelledByPhotographer.body({ photographer: p, what, quote: quote(p) }),
          line: t.cancelledByPhotographer.title({ photographer: p }),
        }));
      }
      break;
    case 'expired':
      toPhotographer('expired', ({ c, what }) => ({
        title: t.expired.toPhotographer.title({ client: short(c) }),
        body: t.expired.toPhotographer.body({ client: c, what }),
      }));
      toClient('expired', ({ p, what }) => ({
        title: t.expired.toClient.title({ photographer: short(p) }),
        body: t.expired.toClient.body({ photographer: p, what }),
        line: t.expired.toClient.line({ photographer: p }),
      }));
      break;
  }
  return { notifications, guestMails };
}
