import { LOCALES } from '@studio/shared/i18n/locales';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** docs/rules/public-pages.md#newsletter-and-contact: every contact message is stored before any mail is tried. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the studio inbox has been e-mailed; null means the mail is still owed. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    mailError: text('mail_error'),
    /** docs/rules/history.md#issue-14, the studio console's inbox: first opened by staff; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Marked handled by staff; null while open. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Archived by staff: out of the open and handled lists. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The language of the page the message was sent from: the studio's answer is framed in it (docs/rules/public-pages.md#languages). */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    check('contact_messages_language_check', sql`${t.language} in ('en', 'sw')`),
  ],
);

/** docs/rules/history.md#issue-14: the studio's answers to a contact message, sent by e-mail from the console. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's address at the time. */
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);
