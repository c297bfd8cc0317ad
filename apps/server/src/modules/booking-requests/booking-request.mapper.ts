import type { BookingActor, BookingEvent, BookingRequestDetail } from '@studio/shared';
import { avatarUrl } from '../users/current-user';
import { allowedMoves } from './booking-lifecycle';
import type { BookingEventRow, BookingRequestWithPhotographer } from './booking-requests.repository';

/** Which side of a request the viewer is on: its photographer, its signed-in client, or neither. */
export function sideOf(row: BookingRequestWithPhotographer, viewerId: string | null): BookingActor | null {
  if (viewerId === null) return null;
  if (viewerId === row.photographer.ownerId) return 'photographer';
  if (viewerId === row.clientUserId) return 'client';
  return null;
}

/** One move of a booking's timeline, as both sides (and the console) read it. */
export const toBookingEvent = (e: BookingEventRow): BookingEvent => ({
  actor: e.actorRole,
  from: e.fromStatus,
  to: e.toStatus,
  note: e.note,
  at: e.createdAt.toISOString(),
});

/**
 * A booking request as the caller sees it: 'received' when it went to their own portfolio; its
 * timeline oldest first, and the moves the caller may make on `today` (Nairobi).
 */
export function toBookingRequestDetail(
  row: BookingRequestWithPhotographer,
  events: BookingEventRow[],
  viewerId: string | null,
  today: string,
): BookingRequestDetail {
  const side = sideOf(row, viewerId);
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
    direction: side === 'photographer' ? 'received' : 'sent',
    expiresAt: row.status === 'pending' && row.expiresAt ? row.expiresAt.toISOString() : null,
    timeline: events.map(toBookingEvent),
    moves: side ? allowedMoves(row, side, today) : [],
    package: row.package && {
      id: row.package.id,
      title: row.package.title,
      priceKes: row.package.priceKes,
      priceUsd: row.package.priceUsd,
    },
  };
}
