import type { BookingStatus } from '@studio/shared';
import { currentLocale } from '@studio/shared/i18n/current-locale';
import type { Locale } from '@studio/shared/i18n/locales';
import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { blockedDates } from '../../db/schema/availability';
import { bookingEvents, bookingRequests } from '../../db/schema/bookings';
import { packages } from '../../db/schema/packages';
import { portfolios } from '../../db/schema/photographers';
import { users } from '../../db/schema/users';
import { MARKET_TIME_ZONE } from '@studio/shared';

/** The zone as an SQL literal (a constant), so GROUP BY sees the same expression as SELECT. */
const TZ = sql.raw(`'${MARKET_TIME_ZONE}'`);

export type BookingRequestRow = typeof bookingRequests.$inferSelect;
export type NewBookingRequest = typeof bookingRequests.$inferInsert;
export type BookingEventRow = typeof bookingEvents.$inferSelect;
export type NewBookingEvent = typeof bookingEvents.$inferInsert;

/** A portfolio's requests by state, and those of a recent window (docs/rules/history.md#issue-12, docs/rules/photographers-and-portfolios.md#overview-and-analytics). */
export interface BookingCounts {
  total: number;
  statuses: Record<BookingStatus, number>;
  window: { inquiries: number; accepted: number };
}

/** The photographer a request went to, as the list shows it, and the account that owns the portfolio. */
export interface RequestPhotographer {
  id: string;
  name: string;
  email: string;
  ownerId: string;
  libraryAvatarUrl: string | null;
  avatarFile: string | null;
  /** The language the owner reads the product in: what the request's notices to them are written in. */
  language: Locale;
}
/** docs/rules/history.md#issue-12: the package a request asked for (deleted ones included: they are kept for it). */
export interface RequestPackage {
  id: string;
  title: string;
  priceKes: number;
  priceUsd: number | null;
}
export type BookingRequestWithPhotographer = BookingRequestRow & {
  photographer: RequestPhotographer;
  package: RequestPackage | null;
  /** What the client is written to in: their account's language, else the request's (docs/rules/public-pages.md#languages). */
  clientLanguage: Locale;
};

/** The client's account, beside the photographer's (both are users). */
const clientUsers = alias(users, 'client_users');

const photographerColumns = {
  id: portfolios.id,
  name: portfolios.name,
  email: portfolios.email,
  ownerId: portfolios.userId,
  libraryAvatarUrl: portfolios.libraryAvatarUrl,
  avatarFile: users.avatarFile,
  language: users.language,
};

const packageColumns = {
  id: packages.id,
  title: packages.title,
  priceKes: packages.priceKes,
  priceUsd: packages.priceUsd,
};

const flatten = (r: {
  request: BookingRequestRow;
  photographer: RequestPhotographer;
  package: RequestPackage | null;
  clientAccountLanguage: Locale | null;
}): BookingRequestWithPhotographer => ({
  package: r.package?.id ? r.package : null,
  ...r.request,
  photographer: r.photographer,
  clientLanguage: r.clientAccountLanguage ?? r.request.language,
});

export function bookingRequestsRepository(db: Db) {
  const withPhotographer = (executor: Db | Tx = db) =>
    executor
      .select({
        request: bookingRequests,
        photographer: photographerColumns,
        package: packageColumns,
        clientAccountLanguage: clientUsers.language,
      })
      .from(bookingRequests)
      .innerJoin(portfolios, eq(portfolios.id, bookingRequests.portfolioId))
      .innerJoin(users, eq(users.id, portfolios.userId))
      .leftJoin(packages, eq(packages.id, bookingRequests.packageId))
      .leftJoin(clientUsers, eq(clientUsers.id, bookingRequests.clientUserId));

  return {
    async insert(values: NewBookingRequest[]): Promise<BookingRequestRow[]> {
      if (values.length === 0) return [];
      return db
        .insert(bookingRequests)
        .values(values.map((v) => ({ language: currentLocale(), ...v })))
        .returning();
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** A request, in the language of the page it was sent from (the request's). */
    async create(tx: Tx, values: NewBookingRequest): Promise<BookingRequestRow> {
      const [row] = await tx
        .insert(bookingRequests)
        .values({ language: currentLocale(), ...values })
        .returning();
      return row!;
    },

    /**
     * docs/rules/accounts-and-auth.md#roles: the caller's own requests, newest first: those sent to their portfolio ('received')
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
    async photographersOf(
      tx: Tx,
      requestIds: string[],
    ): Promise<Map<string, Pick<BookingRequestWithPhotographer, 'photographer' | 'package' | 'clientLanguage'>>> {
      if (requestIds.length === 0) return new Map();
      const rows = await withPhotographer(tx).where(inArray(bookingRequests.id, requestIds));
      return new Map(rows.map((r) => [r.request.id, flatten(r)]));
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
     * docs/rules/photographers-and-portfolios.md#overview-and-analytics and docs/rules/history.md#issue-12: every request received, by its state now (projects completed are the
     * completed ones), and the conversion from inquiry to accepted over the requests received
     * since `fromDay` (a Nairobi day): those that reached accepted, whether they are accepted or
     * completed now or were accepted once (the timeline says so) and cancelled since.
     */
    async counts(portfolioId: string, fromDay: string): Promise<BookingCounts> {
      const since = sql`(${fromDay}::date)::timestamp at time zone ${TZ}`;
      const count = (where: SQL) => sql<number>`(count(*) filter (where ${where}))::int`;
      const status = (s: BookingStatus) => count(sql`${bookingRequests.status} = ${s}`);
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          pending: status('pending'),
          accepted: status('accepted'),
          declined: status('declined'),
          expired: status('expired'),
          cancelled: status('cancelled'),
          completed: status('completed'),
          windowInquiries: count(sql`${bookingRequests.createdAt} >= ${since}`),
          windowAccepted: count(
            sql`${bookingRequests.createdAt} >= ${since} and (${bookingRequests.status} in ('accepted', 'completed')
              or exists (select 1 from ${bookingEvents} where ${bookingEvents.bookingRequestId} = ${bookingRequests.id}
                and ${bookingEvents.toStatus} = 'accepted'))`,
          ),
        })
        .from(bookingRequests)
        .where(eq(bookingRequests.portfolioId, portfolioId));
      const n = (v: number | undefined) => v ?? 0;
      return {
        total: n(row?.total),
        statuses: {
          pending: n(row?.pending),
          accepted: n(row?.accepted),
          declined: n(row?.declined),
          expired: n(row?.expired),
          cancelled: n(row?.cancelled),
          completed: n(row?.completed),
        },
        window: { inquiries: n(row?.windowInquiries), accepted: n(row?.windowAccepted) },
      };
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
