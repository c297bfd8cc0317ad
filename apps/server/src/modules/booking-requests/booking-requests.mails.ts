import { bookingNoticesTexts, bookingTexts, paths } from '@studio/shared';
import { localHref } from '@studio/shared/i18n/current-locale';
import { formatDate } from '@studio/shared/i18n/format';
import { renderMail } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';
import type { BookingRequestWithPhotographer } from './booking-requests.repository';

export const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);

/** An ISO day as the current language writes it: "12 June 2027", "12 Juni 2027". */
export const eventDay = (day: string | null) => (day ? formatDate(day, 'day') : bookingTexts.noEventDate);

/**
 * An e-mail to a client who sent the request signed out (no account, so no notification): what
 * happened, the photographer's note if any, and how to reach them. Replying reaches the photographer.
 * Written in the current language (the caller's `inLocale`), its link to that language's profile.
 */
export function guestMail(
  request: BookingRequestWithPhotographer,
  content: { subject: string; line: string; note: string | null; noteBy: string },
  publicUrl: string,
): MailMessage {
  const t = bookingNoticesTexts.guest;
  const what = bookingNoticesTexts.what({ service: request.service, day: eventDay(request.eventDate) });
  return {
    to: request.clientEmail,
    replyTo: request.photographer.email,
    ...renderMail({
      subject: content.subject,
      paragraphs: [
        t.greeting({ name: oneLine(request.clientName) }),
        t.line({ line: content.line, what }),
        ...(content.note ? [t.wrote({ name: content.noteBy }), ...paragraphs(content.note)] : []),
        t.reply({ email: request.photographer.email }),
      ],
      action: {
        label: t.profile({ photographer: oneLine(request.photographer.name) }),
        url: `${publicUrl}${localHref(paths.photographerProfile.replace(':id', request.photographer.id))}`,
      },
    }),
  };
}
