import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** D24: one row per content key (hero slides, FAQs, ...), validated by the shared schema. */
export const studioContent = pgTable('studio_content', {
  key: text('key').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
