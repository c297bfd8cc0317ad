import type { BookingRequest } from '@studio/shared';
import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingRequests, portfolios } from '../../db/schema/photographers';
import { MARKET_TIME_ZONE } from '../activities/nairobi-day';

/** The zone as an SQL literal (a constant), so GROUP BY sees the same expression as SELECT. */
const TZ = sql.raw(`'${MARKET_TIME_ZONE}'`);

export type BookingRequestRow = typeof bookingRequests.$inferSelect;
export type NewBookingRequest = typeof bookingRequests.$inferInsert;

export function toBookingRequest(row: BookingRequestRow): BookingRequest {
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
  };
}

export function bookingRequestsRepository(db: Db) {
  return {
    async insert(values: NewBookingRequest[]): Promise<BookingRequestRow[]> {
      if (values.length === 0) return [];
      return db.insert(bookingRequests).values(values).returning();
    },

    /**
     * D14: the caller's own requests, newest first: those sent to their portfolio (a photographer)
     * and those they sent while signed in (a client).
     */
    async listForUser(userId: string): Promise<BookingRequestRow[]> {
      const mine = db.select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.userId, userId));
      return db
        .select()
        .from(bookingRequests)
        .where(or(inArray(bookingRequests.portfolioId, mine), eq(bookingRequests.clientUserId, userId)))
        .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id));
    },

    /**
     * D19: all requests received, and projects completed: marked completed, or accepted with an
     * event date already past (in Nairobi).
     */
    async counts(portfolioId: string, today: string): Promise<{ total: number; completed: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          completed: sql<number>`count(*) filter (where ${bookingRequests.status} = 'completed' or (${bookingRequests.status} = 'accepted' and ${bookingRequests.eventDate} < ${today}::date))::int`,
        })
        .from(bookingRequests)
        .where(eq(bookingRequests.portfolioId, portfolioId));
      return { total: row?.total ?? 0, completed: row?.completed ?? 0 };
    },

    /** Requests received per Nairobi day from `fromDay` on. */
    async perDay(portfolioId: string, fromDay: string): Promise<Map<string, number>> {
      const day = sql<string>`to_char((${bookingRequests.createdAt} at time zone ${TZ})::date, 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, n: sql<number>`count(*)::int` })
        .from(bookingRequests)
        .where(
          and(
            eq(bookingRequests.portfolioId, portfolioId),
            gte(bookingRequests.createdAt, sql`(${fromDay}::date)::timestamp at time zone ${TZ}`),
          ),
        )
        .groupBy(day);
      return new Map(rows.map((r) => [r.day, r.n]));
    },
  };
}
export type BookingRequestsRepository = ReturnType<typeof bookingRequestsRepository>;
