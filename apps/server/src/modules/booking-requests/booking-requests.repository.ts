import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blockedDates, bookingEvents, bookingRequests, portfolios } from '../../db/schema/photographers';
import { users } from '../../db/schema/users';
import { MARKET_TIME_ZONE } from '../activities/nairobi-day';

/** The zone as an SQL literal (a constant), so GROUP BY sees the same expression as SELECT. */
const TZ = sql.raw(`'${MARKET_TIME_ZONE}'`);

export type BookingRequestRow = typeof bookingRequests.$inferSelect;
export type NewBookingRequest = typeof bookingRequests.$inferInsert;
export type BookingEventRow = typeof bookingEvents.$inferSelect;
export type NewBookingEvent = typeof bookingEvents.$inferInsert;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The photographer a request went to, as the list shows it, and the account that owns the portfolio. */
export interface RequestPhotographer {
  id: string;
  name: string;
  email: string;
  ownerId: string;
  libraryAvatarUrl: string | null;
  avatarFile: string | null;
}
export type BookingRequestWithPhotographer = BookingRequestRow & { photographer: RequestPhotographer };

const photographerColumns = {
  id: portfolios.id,
  name: portfolios.name,
  email: portfolios.email,
  ownerId: portfolios.userId,
  libraryAvatarUrl: portfolios.libraryAvatarUrl,
  avatarFile: users.avatarFile,
};

const flatten = (r: { request: BookingRequestRow; photographer: RequestPhotographer }) => ({
  ...r.request,
  photographer: r.photographer,
});

export function bookingRequestsRepository(db: Db) {
  const withPhotographer = (executor: Db | Tx = db) =>
    executor
      .select({ request: bookingRequests, photographer: photographerColumns })
      .from(bookingRequests)
      .innerJoin(portfolios, eq(portfolios.id, bookingRequests.portfolioId))
      .innerJoin(users, eq(users.id, portfolios.userId));

  return {
    async insert(values: NewBookingRequest[]): Promise<BookingRequestRow[]> {
      if (values.length === 0) return [];
      return db.insert(bookingRequests).values(values).returning();
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async create(tx: Tx, values: NewBookingRequest): Promise<BookingRequestRow> {
      const [row] = await tx.insert(bookingRequests).values(values).returning();
      return row!;
    },

    /**
     * D14: the caller's own requests, newest first: those sent to their portfolio ('received')
     * and those they sent while signed in ('sent'); both without `side`.
     */
    async listForUser(userId: string, side?: 'received' | 'sent'): Promise<BookingRequestWithPhotographer[]> {
      const received = eq(portfolios.userId, userId);
      const sent = eq(bookingRequests.clientUserId, userId);
      const where: SQL | undefined = side === 'received' ? received : side === 'sent' ? sent : or(received, sent);
      const rows = await withPhotographer()
        .where(where)
        .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id));
      return rows.map(flatten);
    },

    async findWithPhotographer(id: string): Promise<BookingRequestWithPhotographer | undefined> {
      const [row] = await withPhotographer().where(eq(bookingRequests.id, id));
      return row && flatten(row);
    },

    /** The timelines of the given requests, each oldest first, in one query. */
    async events(requestIds: string[]): Promise<Map<string, BookingEventRow[]>> {
      const byRequest = new Map<string, BookingEventRow[]>();
      if (requestIds.length === 0) return byRequest;
      const rows = await db
        .select()
        .from(bookingEvents)
        .where(inArray(bookingEvents.bookingRequestId, requestIds))
        .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
      for (const row of rows) {
        const list = byRequest.get(row.bookingRequestId) ?? [];
        list.push(row);
        byRequest.set(row.bookingRequestId, list);
      }
      return byRequest;
    },

    async addEvents(tx: Tx, values: NewBookingEvent[]): Promise<void> {
      if (values.length > 0) await tx.insert(bookingEvents).values(values);
    },

    /** Whether the photographer blocked `day` in their availability. */
    async isBlocked(tx: Tx, portfolioId: string, day: string): Promise<boolean> {
      const [row] = await tx
        .select({ day: blockedDates.day })
        .from(blockedDates)
        .where(and(eq(blockedDates.portfolioId, portfolioId), eq(blockedDates.day, day)));
      return row !== undefined;
    },

    /**
     * The expiry sweep's one statement: every pending request due by `now` becomes expired, each
     * once (a second sweep, or one running at the same time, finds them no longer pending).
     */
    async expireDue(tx: Tx, now: Date): Promise<BookingRequestRow[]> {
      return tx
        .update(bookingRequests)
        .set({ status: 'expired', expiresAt: null, updatedAt: now })
        .where(and(eq(bookingRequests.status, 'pending'), lte(bookingRequests.expiresAt, now)))
        .returning();
    },

    /** The photographers of the given requests (for the expiry's notifications). */
    async photographersOf(tx: Tx, requestIds: string[]): Promise<Map<string, RequestPhotographer>> {
      if (requestIds.length === 0) return new Map();
      const rows = await withPhotographer(tx).where(inArray(bookingRequests.id, requestIds));
      return new Map(rows.map((r) => [r.request.id, r.photographer]));
    },

    /**
     * Runs `work` with the request's row locked (SELECT ... FOR UPDATE), so two answers to the same
     * request are decided one after the other. Undefined when there is no such request.
     */
    async locked<T>(
      id: string,
      work: (tx: Tx, row: BookingRequestWithPhotographer) => Promise<T>,
    ): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await withPhotographer(tx)
          .where(eq(bookingRequests.id, id))
          .for('update', { of: bookingRequests });
        if (!row) return undefined;
        return work(tx, flatten(row));
      });
    },

    /**
     * Moves the request to `status` (its timeline event is the caller's); a pending request's
     * expiry no longer applies, and `reply` stays the photographer's latest message.
     * Accepting on a held date fails here with the held-date index's unique violation.
     */
    async move(
      tx: Tx,
      id: string,
      status: BookingRequestRow['status'],
      reply: string | null,
    ): Promise<BookingRequestRow> {
      const [row] = await tx
        .update(bookingRequests)
        .set({
          status,
          reply: sql`coalesce(${reply}, ${bookingRequests.reply})`,
          expiresAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(bookingRequests.id, id))
        .returning();
      return row!;
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
