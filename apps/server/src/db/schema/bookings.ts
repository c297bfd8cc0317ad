import { LOCALES } from '@studio/shared/i18n/locales';
import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES } from '@studio/shared/constants';
import { packages } from './packages';
import { portfolios } from './photographers';
import { users } from './users';

/**
 * Booking requests (docs/rules/bookings.md#requests): created by clients from /contact/:id (docs/rules/history.md#issue-6), answered by the
 * photographer. `clientUserId` is set when the client was signed in.
 */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    clientUserId: uuid('client_user_id').references(() => users.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone'),
    service: text('service').notNull(),
    eventDate: date('event_date', { mode: 'string' }),
    message: text('message').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    reply: text('reply'),
    /** docs/rules/history.md#issue-12: the package the client picked, or null for "not sure yet" (packages are soft-deleted). */
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    /** When a pending request expires unanswered (created_at + BOOKING_EXPIRY_HOURS). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The latest message of the conversation, for the leads' "last message" and the thread list. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** Unread counts: each side's messages after the other side's read mark are unread. */
    clientReadAt: timestamp('client_read_at', { withTimezone: true }),
    photographerReadAt: timestamp('photographer_read_at', { withTimezone: true }),
    /** "At most once per 15 minutes per thread": when each side was last e-mailed about a message. */
    clientMailedAt: timestamp('client_mailed_at', { withTimezone: true }),
    photographerMailedAt: timestamp('photographer_mailed_at', { withTimezone: true }),
    /**
     * The language the request was sent in (its page's): a client without an account is written to
     * in it (docs/rules/public-pages.md#languages); one with an account, in the account's.
     */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_requests_portfolio_created_idx').on(t.portfolioId, t.createdAt),
    check('booking_requests_language_check', sql`${t.language} in ('en', 'sw')`),
    index('booking_requests_client_created_idx').on(t.clientUserId, t.createdAt),
    check(
      'booking_requests_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'expired', 'cancelled', 'completed')`,
    ),
    // An accepted (or completed) booking holds its date: two can never hold the same one (docs/rules/history.md#issue-12).
    uniqueIndex('booking_requests_portfolio_held_date_key')
      .on(t.portfolioId, t.eventDate)
      .where(sql`${t.status} in ('accepted', 'completed')`),
    // The expiry job's sweep reads pending requests by deadline.
    index('booking_requests_pending_expires_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * docs/rules/history.md#issue-12: every move of a booking's state, oldest first (who, when, from, to, note): the
 * timeline both sides see. `fromStatus` is null for the request's creation; `actorUserId` is null
 * for the system (expiry) and for signed-out clients.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingRequestId: uuid('booking_request_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: ['client', 'photographer', 'system'] }).notNull(),
    fromStatus: text('from_status', { enum: BOOKING_STATUSES }),
    toStatus: text('to_status', { enum: BOOKING_STATUSES }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_events_request_created_idx').on(t.bookingRequestId, t.createdAt)],
);

/** docs/rules/history.md#issue-12: the conversation of a booking, oldest first. Images follow docs/rules/photographers-and-portfolios.md#uploads (variants as portfolio_images). */
export const bookingMessages = pgTable(
  'booking_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingRequestId: uuid('booking_request_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role', { enum: ['client', 'photographer'] }).notNull(),
    body: text('body').notNull(),
    images: jsonb('images')
      .$type<{ base: string; widths: number[]; width: number; height: number; placeholder: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_messages_request_created_idx').on(t.bookingRequestId, t.createdAt)],
);
