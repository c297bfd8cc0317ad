import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookingRequests } from './bookings';
import { portfolios } from './photographers';
import { users } from './users';

/** A review photo's web variants (docs/rules/photographers-and-portfolios.md#uploads), stored with the portfolio's files: `${base}-${w}.webp|avif`. */
export interface ReviewImageRow {
  id: string;
  base: string;
  widths: number[];
  width: number;
  height: number;
  placeholder: string;
}

/**
 * docs/rules/history.md#issue-13 (docs/rules/reviews.md#who-may-review): the review of one completed booking by its client. The photographer replies,
 * features and reports; the studio keeps or hides a reported one. Hidden reviews count nowhere.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingRequestId: uuid('booking_request_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** As the public sees the author: first name and initial, fixed when written. */
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    images: jsonb('images').$type<ReviewImageRow[]>().notNull().default(sql`'[]'::jsonb`),
    /** "The studio may quote this review": the author's consent for the studio's own Testimonials. */
    studioMayQuote: boolean('studio_may_quote').notNull().default(false),
    reply: text('reply'),
    replyCreatedAt: timestamp('reply_created_at', { withTimezone: true }),
    replyUpdatedAt: timestamp('reply_updated_at', { withTimezone: true }),
    /** When the photographer featured it on the profile (null: not featured). */
    featuredAt: timestamp('featured_at', { withTimezone: true }),
    reportReason: text('report_reason'),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    /** 'open' until the studio keeps or hides it. */
    reportState: text('report_state', { enum: ['open', 'kept', 'hidden'] }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** Seeded demo data (SEED_DEMO), like the demo photographers. */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its author last changed it (null: never). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_booking_request_key').on(t.bookingRequestId),
    index('reviews_portfolio_created_idx').on(t.portfolioId, t.createdAt.desc(), t.id.desc()),
    index('reviews_portfolio_rating_idx').on(t.portfolioId, t.rating.desc(), t.createdAt.desc(), t.id.desc()),
    index('reviews_author_idx').on(t.authorUserId),
    index('reviews_report_open_idx').on(t.reportedAt).where(sql`${t.reportState} = 'open'`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_report_state_check', sql`${t.reportState} in ('open', 'kept', 'hidden')`),
  ],
);
