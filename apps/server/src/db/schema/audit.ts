import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * docs/rules/history.md#issue-14 (docs/rules/studio-console.md#staff-and-console): every change made from the studio console: who, when, what (an action and its
 * target), and the target's state before and after. Kept when the staff account goes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's address at the time (the account may change or go). */
    actorEmail: text('actor_email').notNull(),
    /** e.g. 'photographer.hide', 'review.keep'. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** A short human label of the target (a photographer's name, a post's title). */
    targetLabel: text('target_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
