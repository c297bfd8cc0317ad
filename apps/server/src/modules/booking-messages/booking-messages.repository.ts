import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { ConversationSide } from '@studio/shared';
import type { Locale } from '@studio/shared/i18n/locales';
import { alias } from 'drizzle-orm/pg-core';
import { MESSAGE_MAIL_INTERVAL_MINUTES } from '@studio/shared';
import type { Db, Tx } from '../../db/client';
import { bookingEvents, bookingMessages, bookingRequests } from '../../db/schema/bookings';
import { portfolios } from '../../db/schema/photographers';
import { users } from '../../db/schema/users';

export type BookingMessageRow = typeof bookingMessages.$inferSelect;
export type NewBookingMessage = typeof bookingMessages.$inferInsert;

/** A booking as its conversation needs it: the row, the portfolio and the account that owns it. */
export interface ThreadBooking {
  request: typeof bookingRequests.$inferSelect;
  photographer: {
    id: string;
    name: string;
    ownerId: string;
    libraryAvatarUrl: string | null;
    avatarFile: string | null;
    /** The owner's language: what a message's notice to them is written in (docs/rules/public-pages.md#languages). */
    language: Locale;
  };
  /** The client's account's language, for a message's notice to them; null without an account. */
  clientLanguage: Locale | null;
}

/** The client's account, beside the photographer's (both are users). */
const clientUsers = alias(users, 'client_users');

const threadColumns = {
  request: bookingRequests,
  photographer: {
    id: portfolios.id,
    name: portfolios.name,
    ownerId: portfolios.userId,
    libraryAvatarUrl: portfolios.libraryAvatarUrl,
    avatarFile: users.avatarFile,
    language: users.language,
  },
  clientLanguage: clientUsers.language,
};

/** The other side's messages, after the caller's read mark, are unread. */
const otherSide = (side: ConversationSide): ConversationSide => (side === 'client' ? 'photographer' : 'client');

/** Conversations (docs/rules/history.md#issue-12): the only module that reads or writes `booking_messages`. */
export function bookingMessagesRepository(db: Db) {
  const threads = (executor: Db | Tx = db) =>
    executor
      .select(threadColumns)
      .from(bookingRequests)
      .innerJoin(portfolios, eq(portfolios.id, bookingRequests.portfolioId))
      .innerJoin(users, eq(users.id, portfolios.userId))
      .leftJoin(clientUsers, eq(clientUsers.id, bookingRequests.clientUserId));

  /** The caller's unread count per booking, on whichever side of each booking they are. */
  const unreadFor = async (userId: string) => {
    const rows = await db.execute<{ id: string; n: number }>(sql`
      select m.booking_request_id as id, count(*)::int as n
      from ${bookingMessages} m
      join ${bookingRequests} b on b.id = m.booking_request_id
      join ${portfolios} p on p.id = b.portfolio_id
      where (
        (b.client_user_id = ${userId} and m.author_role = 'photographer'
          and m.created_at > coalesce(b.client_read_at, '-infinity'::timestamptz))
        or (p.user_id = ${userId} and m.author_role = 'client'
          and m.created_at > coalesce(b.photographer_read_at, '-infinity'::timestamptz))
      )
      group by m.booking_request_id`);
    return Object.fromEntries(rows.rows.map((r) => [r.id, r.n])) as Record<string, number>;
  };

  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async findThread(id: string, executor: Db | Tx = db): Promise<ThreadBooking | undefined> {
      const [row] = await threads(executor).where(eq(bookingRequests.id, id));
      return row;
    },

    /** The booking, its row locked until the transaction ends (a status change waits for it). */
    async lockThread(tx: Tx, id: string): Promise<ThreadBooking | undefined> {
      const [row] = await threads(tx).where(eq(bookingRequests.id, id)).for('update', { of: bookingRequests });
      return row;
    },

    /** The caller's bookings on one side (both without `as`), latest activity first. */
    async listThreads(userId: string, as?: 'received' | 'sent'): Promise<ThreadBooking[]> {
      const received = eq(portfolios.userId, userId);
      const sent = eq(bookingRequests.clientUserId, userId);
      return threads()
        .where(as === 'received' ? received : as === 'sent' ? sent : or(received, sent))
        .orderBy(
          desc(sql`coalesce(${bookingRequests.lastMessageAt}, ${bookingRequests.createdAt})`),
          desc(bookingRequests.id),
        );
    },

    async messages(bookingId: string): Promise<(BookingMessageRow & { authorName: string | null })[]> {
      const rows = await db
        .select({ message: bookingMessages, authorName: users.username })
        .from(bookingMessages)
        .leftJoin(users, eq(users.id, bookingMessages.authorUserId))
        .where(eq(bookingMessages.bookingRequestId, bookingId))
        .orderBy(asc(bookingMessages.createdAt), asc(bookingMessages.id));
      return rows.map((r) => ({ ...r.message, authorName: r.authorName }));
    },

    /** The booking's moves after its creation (its timeline), oldest first. */
    async moves(bookingId: string) {
      return db
        .select()
        .from(bookingEvents)
        .where(and(eq(bookingEvents.bookingRequestId, bookingId), isNotNull(bookingEvents.fromStatus)))
        .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
    },

    /** The latest message of each booking. */
    async lastMessages(bookingIds: string[]): Promise<Map<string, BookingMessageRow>> {
      if (bookingIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([bookingMessages.bookingRequestId])
        .from(bookingMessages)
        .where(inArray(bookingMessages.bookingRequestId, bookingIds))
        .orderBy(bookingMessages.bookingRequestId, desc(bookingMessages.createdAt), desc(bookingMessages.id));
      return new Map(rows.map((r) => [r.bookingRequestId, r]));
    },

    async insert(tx: Tx, values: NewBookingMessage): Promise<BookingMessageRow> {
      const [row] = await tx.insert(bookingMessages).values(values).returning();
      await tx
        .update(bookingRequests)
        .set({ lastMessageAt: row!.createdAt })
        .where(eq(bookingRequests.id, values.bookingRequestId));
      return row!;
    },

    /**
     * "At most once per MESSAGE_MAIL_INTERVAL_MINUTES per thread": claims the right to e-mail
     * `side` about a new message. The UPDATE locks the row, so of two writers at once the second
     * re-reads the mark the first set and claims nothing. True when this caller may e-mail.
     */
    async claimMail(tx: Tx, bookingId: string, side: ConversationSide): Promise<boolean> {
      const column = side === 'client' ? bookingRequests.clientMailedAt : bookingRequests.photographerMailedAt;
      const interval = sql.raw(`interval '${MESSAGE_MAIL_INTERVAL_MINUTES} minutes'`);
      const claimed = await tx
        .update(bookingRequests)
        .set(side === 'client' ? { clientMailedAt: sql`now()` } : { photographerMailedAt: sql`now()` })
        .where(and(eq(bookingRequests.id, bookingId), or(isNull(column), sql`${column} <= now() - ${interval}`)))
        .returning({ id: bookingRequests.id });
      return claimed.length > 0;
    },

    /**
     * Moves `side`'s read mark up to the message `upToId` (never back). Read from the row, not
     * passed as a JavaScript date: the database keeps microseconds, a Date only milliseconds.
     */
    async markRead(bookingId: string, side: ConversationSide, upToId: string): Promise<void> {
      const column = side === 'client' ? bookingRequests.clientReadAt : bookingRequests.photographerReadAt;
      const upTo = sql`(select ${bookingMessages.createdAt} from ${bookingMessages} where ${bookingMessages.id} = ${upToId})`;
      await db
        .update(bookingRequests)
        .set(side === 'client' ? { clientReadAt: upTo } : { photographerReadAt: upTo })
        .where(and(eq(bookingRequests.id, bookingId), or(isNull(column), sql`${column} < ${upTo}`)));
    },

    /** Unread counts per booking for the caller (messages from the other side after their read mark). */
    unreadFor,

    /** The ids of the bookings sent to a photographer's portfolios (their files go with the account). */
    async bookingIdsOfOwner(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: bookingRequests.id })
        .from(bookingRequests)
        .innerJoin(portfolios, eq(portfolios.id, bookingRequests.portfolioId))
        .where(eq(portfolios.userId, userId));
      return rows.map((r) => r.id);
    },

    otherSide,
  };
}
export type BookingMessagesRepository = ReturnType<typeof bookingMessagesRepository>;
