import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** D23: every contact message is stored before any mail is tried. */
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
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);
