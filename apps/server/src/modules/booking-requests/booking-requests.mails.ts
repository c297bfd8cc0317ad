import { bookingTexts, paths } from '@studio/shared';
import { renderMail } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';
import type { BookingRequestWithPhotographer } from './booking-requests.repository';

export const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);

/** "12 June 2027" for an ISO day. */
export function eventDay(day: string | null): string {
  if (!day) return bookingTexts.noEventDate;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * An e-mail to a client who sent the request signed out (no account, so no notification): what
 * happened, the photographer's note if any, and how to reach them. Replying reaches the photographer.
 */
export function guestMail(
  request: BookingRequestWithPhotographer,
  content: { subject: string; line: string; note: string | null; noteBy: string },
  publicUrl: string,
): MailMessage {
  const photographer = oneLine(request.photographer.name);
  return {
    to: request.clientEmail,
    replyTo: request.photographer.email,
    ...renderMail({
      subject: content.subject,
      paragraphs: [
        `Hello ${oneLine(request.clientName)},`,
        `${content.line} (${request.service}, ${eventDay(request.eventDate)}).`,
        ...(content.note ? [`${content.noteBy}:`, ...paragraphs(content.note)] : []),
        `To answer, reply to this e-mail or write to ${request.photographer.email}.`,
      ],
      action: {
        label: `View ${photographer}'s profile`,
        url: `${publicUrl}${paths.photographerProfile.replace(':id', request.photographer.id)}`,
      },
    }),
  };
}
