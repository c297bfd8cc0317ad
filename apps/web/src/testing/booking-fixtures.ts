import type { BookingRequestDetail } from '@studio/shared';

/** A booking request as GET /api/booking-requests lists it (docs/rules/bookings.md#requests). */
export const bookingRequestFixture = (over: Partial<BookingRequestDetail> = {}): BookingRequestDetail => ({
  id: 'b1',
  clientName: 'Achieng Otieno',
  service: 'Wedding',
  status: 'pending',
  eventDate: '2026-12-12',
  message: 'A garden wedding in Karen, about 150 guests.',
  clientEmail: 'achieng@example.com',
  clientPhone: '+254 722 000 111',
  reply: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  photographer: { _id: 'p1', name: 'Wanjiru Kamau', profile_picture: null },
  direction: 'received',
  package: null,
  expiresAt: '2026-11-23T08:00:00.000Z',
  timeline: [{ actor: 'client', from: null, to: 'pending', note: null, at: '2026-11-20T08:00:00.000Z' }],
  moves: ['accepted', 'declined'],
  ...over,
});

export function jsonResponse(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
