import type { BookingStatus, StudioBooking } from '@studio/shared';
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import { contactMessages } from '../../db/schema/contact';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { bookingRequests } from '../../db/schema/bookings';
import { packages } from '../../db/schema/packages';
import { portfolios } from '../../db/schema/photographers';
import { reviews } from '../../db/schema/reviews';
import { supportTickets } from '../../db/schema/support';
import { toBookingEvent } from '../booking-requests/booking-request.mapper';
import type { BookingRequestsRepository } from '../booking-requests/booking-requests.repository';

export interface StudioBookingsFilter {
  state?: BookingStatus;
  photographer?: string;
  from?: string;
  to?: string;
  q?: string;
}

const count = sql<number>`count(*)::int`;

/**
 * The console's reads across the marketplace (docs/rules/history.md#issue-23): what needs attention on the overview,
 * and every booking request with its timeline. Read-only: nothing here changes a row.
 */
export function studioBookingsRepository(db: Db, bookings: Pick<BookingRequestsRepository, 'events'>) {
  return {
    /** Unread contact messages, open tickets, open reports, pending requests, subscribers confirmed since `since`. */
    async attention(since: Date) {
      const one = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
      const [messages, tickets, reports, bookings, subscribers] = await Promise.all([
        one(
          db
            .select({ n: count })
            .from(contactMessages)
            .where(and(isNull(contactMessages.readAt), isNull(contactMessages.archivedAt))),
        ),
        one(db.select({ n: count }).from(supportTickets).where(eq(supportTickets.state, 'open'))),
        one(db.select({ n: count }).from(reviews).where(eq(reviews.reportState, 'open'))),
        one(db.select({ n: count }).from(bookingRequests).where(eq(bookingRequests.status, 'pending'))),
        one(
          db
            .select({ n: count })
            .from(newsletterSubscribers)
            .where(
              and(
                isNotNull(newsletterSubscribers.confirmedAt),
                gte(newsletterSubscribers.confirmedAt, since),
                isNull(newsletterSubscribers.unsubscribedAt),
              ),
            ),
        ),
      ]);
      return { messages, tickets, reports, bookings, subscribers };
    },

    /** One page of booking requests, newest first, with the total that match and their timelines. */
    async page(filter: StudioBookingsFilter, limit: number, offset: number) {
      const conditions: SQL[] = [];
      if (filter.state) conditions.push(eq(bookingRequests.status, filter.state));
      if (filter.photographer) conditions.push(eq(bookingRequests.portfolioId, filter.photographer));
      if (filter.from) conditions.push(gte(bookingRequests.eventDate, filter.from));
      if (filter.to) conditions.push(lte(bookingRequests.eventDate, filter.to));
      if (filter.q) {
        const pattern = `%${escapeLike(filter.q)}%`;
        conditions.push(or(ilike(bookingRequests.clientName, pattern), ilike(portfolios.name, pattern))!);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: bookingRequests.id,
            status: bookingRequests.status,
            clientName: bookingRequests.clientName,
            clientEmail: bookingRequests.clientEmail,
            clientPhone: bookingRequests.clientPhone,
            service: bookingRequests.service,
            eventDate: bookingRequests.eventDate,
            message: bookingRequests.message,
            packageTitle: packages.title,
            photographerId: portfolios.id,
            photographerName: portfolios.name,
            createdAt: bookingRequests.createdAt,
            updatedAt: bookingRequests.updatedAt,
            expiresAt: bookingRequests.expiresAt,
          })
          .from(bookingRequests)
          .innerJoin(portfolios, eq(portfolios.id, bookingRequests.portfolioId))
          .leftJoin(packages, eq(packages.id, bookingRequests.packageId))
          .where(where)
          .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count })
          .from(bookingRequests)
          .innerJoin(portfolios, eq(portfolios.id, bookingRequests.portfolioId))
          .where(where),
      ]);
      const events = await bookings.events(rows.map((r) => r.id));
      const data: StudioBooking[] = rows.map((r) => ({
        id: r.id,
        status: r.status,
        clientName: r.clientName,
        clientEmail: r.clientEmail,
        clientPhone: r.clientPhone,
        service: r.service,
        eventDate: r.eventDate,
        message: r.message,
        packageTitle: r.packageTitle,
        photographer: { id: r.photographerId, name: r.photographerName },
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        expiresAt: r.status === 'pending' && r.expiresAt ? r.expiresAt.toISOString() : null,
        timeline: (events.get(r.id) ?? []).map(toBookingEvent),
      }));
      return { data, total: totals[0]?.n ?? 0 };
    },

    /** The photographers who have booking requests, by name: the filter's choices. */
    async photographers() {
      return db
        .selectDistinct({ id: portfolios.id, name: portfolios.name })
        .from(portfolios)
        .where(inArray(portfolios.id, db.select({ id: bookingRequests.portfolioId }).from(bookingRequests)))
        .orderBy(asc(portfolios.name), asc(portfolios.id));
    },
  };
}
