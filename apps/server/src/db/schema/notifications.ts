import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '@studio/shared/constants';
import { bookingRequests } from './bookings';
import { users } from './users';

const kindCheck = (column: unknown) =>
  sql`${column} in (${sql.join(
    NOTIFICATION_KINDS.map((k) => sql.raw(`'${k}'`)),
    sql`, `,
  )})`;

/**
 * docs/rules/history.md#issue-12 (docs/rules/bookings.md#lifecycle): what happened that concerns a user, newest first, read or not. `mailState`
 * says whether its e-mail is still owed ('pending'), went out ('sent'), was not wanted by the
 * user's preferences ('skipped') or gave up after retries ('failed'); a pending mail survives a
 * crash because it is a row, not a promise.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    bookingRequestId: uuid('booking_request_id').references(() => bookingRequests.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The page it leads to, a path on this site. */
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    mailState: text('mail_state', { enum: ['pending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('skipped'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_mail_pending_idx').on(t.createdAt).where(sql`${t.mailState} = 'pending'`),
    check('notifications_kind_check', kindCheck(t.kind)),
  ],
);

/** docs/rules/history.md#issue-12: per-kind e-mail choices; no row means e-mail is on for that kind. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [
    primaryKey({ name: 'notification_preferences_pkey', columns: [t.userId, t.kind] }),
    check('notification_preferences_kind_check', kindCheck(t.kind)),
  ],
);
