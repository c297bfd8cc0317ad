import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** docs/rules/public-pages.md#studio-content: one row per content key (hero slides, FAQs, ...), validated by the shared schema. */
export const studioContent = pgTable('studio_content', {
  key: text('key').primaryKey(),
  data: jsonb('data').notNull(),
  /** Goes up by one with each edit from the console: an edit made on an older version is refused (409). */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** docs/rules/history.md#issue-23: the unpublished draft staff saved (null when none); `data` is what the site shows. */
  draft: jsonb('draft'),
  draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }),
});
