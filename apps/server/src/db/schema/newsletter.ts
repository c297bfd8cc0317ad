import { sql } from 'drizzle-orm';
import { LOCALES } from '@studio/shared/i18n/locales';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Random token for the confirm and unsubscribe links. */
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The language of the page the address was last given on: its confirmation e-mail is written in it (docs/rules/public-pages.md#languages). */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
  },
  (t) => [
    check('newsletter_subscribers_language_check', sql`${t.language} in ('en', 'sw')`),
    uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_subscribers_token_key').on(t.token),
  ],
);

/** docs/rules/history.md#issue-14: a newsletter written in the studio console; a draft until sent, once. */
export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    /** Markdown, rendered by the server (lib/markdown.ts) into the e-mail's HTML and text parts. */
    body: text('body').notNull(),
    /** The Kiswahili version, both or neither (docs/rules/public-pages.md#languages); null: Kiswahili subscribers get the English. */
    subjectSw: text('subject_sw'),
    bodySw: text('body_sw'),
    status: text('status', { enum: ['draft', 'sending', 'sent'] })
      .notNull()
      .default('draft'),
    createdByEmail: text('created_by_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentByEmail: text('sent_by_email'),
    sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** While a process sends this campaign it holds this lease (renewed as it goes), so only one sends at a time. */
    senderLeaseUntil: timestamp('sender_lease_until', { withTimezone: true }),
  },
  (t) => [
    index('newsletter_campaigns_created_idx').on(t.createdAt.desc()),
    check('newsletter_campaigns_status_check', sql`${t.status} in ('draft', 'sending', 'sent')`),
  ],
);

/**
 * One row per recipient of a campaign, written when it is sent: unique per campaign and
 * subscriber, so a restart neither loses nor repeats a recipient. A row is locked while its mail
 * is being handed to SMTP and marked in the same transaction.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    /** queued (owed), sent, failed (gave up after retries), bounced (permanent SMTP rejection), skipped (unsubscribed meanwhile). */
    status: text('status', { enum: ['queued', 'sent', 'failed', 'bounced', 'skipped'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_campaign_subscriber_key').on(t.campaignId, t.subscriberId),
    index('newsletter_deliveries_due_idx').on(t.campaignId, t.status, t.nextAttemptAt),
    check('newsletter_deliveries_status_check', sql`${t.status} in ('queued', 'sent', 'failed', 'bounced', 'skipped')`),
  ],
);
