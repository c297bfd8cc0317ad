import type { BookingRequestDetail } from '@studio/shared';
import { avatarUrl } from '../users/current-user';
import type { BookingReplyRow, BookingRequestWithPhotographer } from './booking-requests.repository';

/** A booking request as the caller sees it: 'received' when it went to their own portfolio. */
export function toBookingRequestDetail(
  row: BookingRequestWithPhotographer,
  replies: BookingReplyRow[],
  viewerId: string | null,
): BookingRequestDetail {
  return {
    id: row.id,
    clientName: row.clientName,
    service: row.service,
    status: row.status,
    eventDate: row.eventDate,
    message: row.message,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    reply: row.reply,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    photographer: {
      _id: row.photographer.id,
      name: row.photographer.name,
      profile_picture: avatarUrl(row.photographer.avatarFile) ?? row.photographer.libraryAvatarUrl,
    },
    direction: viewerId !== null && viewerId === row.photographer.ownerId ? 'received' : 'sent',
    replies: replies.map((r) => ({ status: r.status, message: r.message, createdAt: r.createdAt.toISOString() })),
    package: row.package && {
      id: row.package.id,
      title: row.package.title,
      priceKes: row.package.priceKes,
      priceUsd: row.package.priceUsd,
    },
  };
}
