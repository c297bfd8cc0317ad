import { bookingTexts, packagesTexts, paths, STUDIO_NAME } from '@studio/shared';
import { renderMail } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';
import type { AnswerStatus, BookingRequestWithPhotographer } from './booking-requests.repository';

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);

/** "12 June 2027" for an ISO day. */
function eventDay(day: string | null): string {
  if (!day) return bookingTexts.noEventDate;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** D18: a new inquiry, to the photographer; replying to the e-mail reaches the client. */
export function inquiryMail(request: BookingRequestWithPhotographer, publicUrl: string): MailMessage {
  const client = oneLine(request.clientName);
  return {
    to: request.photographer.email,
    replyTo: request.clientEmail,
    ...renderMail({
      subject: `New booking request from ${client.slice(0, 80)}`,
      paragraphs: [
        `Hello ${oneLine(request.photographer.name)},`,
        `${client} sent you a booking request through ${STUDIO_NAME}.`,
        `Service: ${request.service}`,
        ...(request.package
          ? [
              `${packagesTexts.requested}: ${oneLine(request.package.title)}, ${packagesTexts.price(request.package.priceKes, request.package.priceUsd)}`,
            ]
          : []),
        `Event date: ${eventDay(request.eventDate)}`,
        `E-mail: ${request.clientEmail}`,
        ...(request.clientPhone ? [`Phone: ${request.clientPhone}`] : []),
        'Their message:',
        ...paragraphs(request.message),
        'Accept or decline it from your Booking requests page: your answer is e-mailed to the client.',
      ],
      action: { label: 'Open your booking requests', url: `${publicUrl}${paths.photographerBookings}` },
    }),
  };
}

const outcome: Record<AnswerStatus, (photographer: string) => string> = {
  accepted: (p) => `${p} accepted your booking request`,
  declined: (p) => `${p} declined your booking request`,
  completed: (p) => `${p} marked your booking as completed`,
};

/** The photographer's answer, to the client; replying to the e-mail reaches the photographer. */
export function answerMail(
  request: BookingRequestWithPhotographer,
  message: string | null,
  publicUrl: string,
): MailMessage {
  const photographer = oneLine(request.photographer.name);
  const status = request.status as AnswerStatus;
  return {
    to: request.clientEmail,
    replyTo: request.photographer.email,
    ...renderMail({
      subject: outcome[status](photographer.slice(0, 80)),
      paragraphs: [
        `Hello ${oneLine(request.clientName)},`,
        `${outcome[status](photographer)} (${request.service}, ${eventDay(request.eventDate)}).`,
        ...(message ? [`${photographer} wrote:`, ...paragraphs(message)] : []),
        `To answer, reply to this e-mail or write to ${request.photographer.email}.`,
      ],
      action: {
        label: `View ${photographer}'s profile`,
        url: `${publicUrl}${paths.photographerProfile.replace(':id', request.photographer.id)}`,
      },
    }),
  };
}
