import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * docs/rules/history.md#issue-14 (docs/rules/studio-console.md#staff-and-console): help articles written in the console for photographers (Markdown, rendered by
 * the server), shown in `position` order once published.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Markdown, rendered safely by the server (lib/markdown.ts). */
    body: text('body').notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('help_articles_position_idx').on(t.position, t.createdAt),
    check('help_articles_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);

/**
 * docs/rules/history.md#issue-14 (docs/rules/studio-console.md#staff-and-console): a photographer's question to the studio: open until the studio answers
 * ('answered'), open again when the photographer adds to it, 'closed' by the studio.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    state: text('state', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId, t.createdAt),
    index('support_tickets_state_updated_idx').on(t.state, t.updatedAt),
    check('support_tickets_state_check', sql`${t.state} in ('open', 'answered', 'closed')`),
  ],
);

/** The messages of a ticket, the photographer's and the studio's answers, oldest first. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['photographer', 'studio'] }).notNull(),
    /** The staff member who answered (kept as null when their account goes). */
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /**
     * The e-mail of a studio answer: owed ('pending') until sent ('sent') or given up ('failed');
     * the photographer's own messages owe none ('skipped'). A row, so a crash loses no answer's e-mail.
     */
    mailState: text('mail_state', { enum: ['pending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('skipped'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_ticket_idx').on(t.ticketId, t.createdAt),
    index('support_messages_mail_pending_idx').on(t.createdAt).where(sql`${t.mailState} = 'pending'`),
    check('support_messages_author_check', sql`${t.author} in ('photographer', 'studio')`),
  ],
);

/**
 * docs/rules/history.md#issue-14 (docs/rules/studio-console.md#staff-and-console): an invitation to join the studio staff (role admin), valid 48 hours, used once.
 * Only the SHA-256 of its random token is stored.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Trimmed and lower-cased, as accounts store theirs. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    invitedByEmail: text('invited_by_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash_key').on(t.tokenHash),
    index('staff_invitations_email_idx').on(t.email),
  ],
);
