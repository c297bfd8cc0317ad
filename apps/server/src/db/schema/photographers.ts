import { LOCALES } from '@studio/shared/i18n/locales';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES, MARKET_TIME_ZONE, RATING_PRIOR_MEAN, RATING_PRIOR_WEIGHT } from '@studio/shared/constants';
import { users } from './users';

/**
 * The photographer marketplace (docs/rules/history.md#issue-5): one portfolio per photographer account, its images and
 * video, the activity feed, counted profile views and booking requests (docs/rules/product.md#entities, docs/rules/photographers-and-portfolios.md).
 */

/** Separates the fields of `portfolios.search_text`; the search's own text never contains it. */
export const SEARCH_FIELD_SEPARATOR = sql.raw(`E'\\x1f'`);

/** docs/rules/product.md#entities "Photographer portfolio": one per user; `price` and `experience` stay free text (docs/rules/photographers-and-portfolios.md#prices-and-experience). */
export const portfolios = pgTable(
  'portfolios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The owner's role, kept equal to users.role by the foreign key below (ON UPDATE CASCADE): the
     * directory lists photographers' portfolios only (docs/rules/history.md#issue-6) without reading the accounts.
     */
    ownerRole: text('owner_role', { enum: ['client', 'photographer', 'admin'] })
      .notNull()
      .default('photographer'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    speciality: text('speciality').notNull(),
    price: text('price').notNull(),
    location: text('location').notNull(),
    experience: text('experience').notNull(),
    website: text('website').notNull(),
    /** docs/rules/history.md#issue-23: the Instagram handle without `@` ('' for none). */
    instagram: text('instagram').notNull().default(''),
    availability: text('availability'),
    featured: boolean('featured').notNull().default(false),
    /**
     * docs/rules/history.md#issue-14: a listing the studio hid, with the reason the photographer is told; 'demo' when the
     * studio's demo switch hid it (the switch shows again only those). Hidden listings are not in
     * the directory and their profile answers 404.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenKind: text('hidden_kind', { enum: ['moderation', 'demo'] }),
    /**
     * docs/rules/photographers-and-portfolios.md#prices-and-experience as docs/rules/photographers-and-portfolios.md#kenyan-marketplace amends it (ADR 0030): the amount understood from `price`, in `starting_currency`
     * (the currency it was written in), or null. A price with no currency is a row from before
     * migration 0015 (US dollars) that the server reads again on start.
     */
    startingPrice: integer('starting_price'),
    startingCurrency: text('starting_currency', { enum: ['KES', 'USD'] }),
    /**
     * ADR 0017 as ADR 0030 amends it: the cheapest active package (by its KES price), kept by the
     * packages module in the transaction that changes them: its KES price and the USD price the
     * photographer gave beside it, if any. Both null without an active package.
     */
    packagePriceKes: integer('package_price_kes'),
    packagePriceUsd: integer('package_price_usd'),
    /**
     * ADR 0030: what the directory's price filter and sorts compare, split by currency so that the
     * exchange rate is applied at search time and nothing stored depends on it: `listed_kes` is the
     * package's KES price, else a starting price in KES; `listed_usd` a starting price in dollars
     * (only without a package).
     */
    listedKes: integer('listed_kes').generatedAlwaysAs(
      (): SQL =>
        sql`coalesce(${portfolios.packagePriceKes}, case when ${portfolios.startingCurrency} = 'KES' then ${portfolios.startingPrice} end)`,
    ),
    listedUsd: integer('listed_usd').generatedAlwaysAs(
      (): SQL =>
        sql`case when ${portfolios.packagePriceKes} is null and ${portfolios.startingCurrency} = 'USD' then ${portfolios.startingPrice} end`,
    ),
    /**
     * docs/rules/history.md#issue-13 (ADR 0020): the count and the sum of the stars of the visible reviews, kept by the
     * reviews module in the transaction that changes them; `rating_score` is the Bayesian average
     * 'Highest Rated' orders by, null without reviews (they sort last).
     */
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingScore: real('rating_score').generatedAlwaysAs(
      (): SQL =>
        sql.raw(
          `case when review_count > 0 then (rating_sum + ${RATING_PRIOR_WEIGHT * RATING_PRIOR_MEAN})::real / (review_count + ${RATING_PRIOR_WEIGHT}) end`,
        ),
    ),
    /** docs/rules/photographers-and-portfolios.md#prices-and-experience: years understood from `experience`, or null. */
    experienceYears: real('experience_years'),
    /** The video's URL: /uploads/portfolios/{id}/{file} when uploaded, /media/video/... for the demo. */
    videoUrl: text('video_url'),
    /** The uploaded video's file name in MEDIA_DIR/portfolios/{id}/ (null for library videos). */
    videoFile: text('video_file'),
    /** A studio-library portrait (demo photographers); the account's own avatar takes precedence. */
    libraryAvatarUrl: text('library_avatar_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the directory's text search looks in (docs/rules/history.md#issue-6): name, speciality, location and message,
     * lower-cased once when written rather than on every search, joined by the unit separator
     * (U+001F, which the search removes from its text) so that no match spans two fields.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${portfolios.name} || ${SEARCH_FIELD_SEPARATOR} || ${portfolios.speciality} || ${SEARCH_FIELD_SEPARATOR} || ${portfolios.location} || ${SEARCH_FIELD_SEPARATOR} || ${portfolios.message})`,
      ),
  },
  (t) => [
    uniqueIndex('portfolios_user_id_key').on(t.userId),
    check('portfolios_starting_currency_check', sql`${t.startingCurrency} in ('KES', 'USD')`),
    foreignKey({
      name: 'portfolios_owner_role_fk',
      columns: [t.userId, t.ownerRole],
      foreignColumns: [users.id, users.role],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    // docs/rules/history.md#issue-6, the directory's filters and sorts (docs/rules/photographers-and-portfolios.md#directory-search): the default order (featured first, then
    // newest, id as the tie-breaker) is read straight from the first index.
    index('portfolios_featured_created_id_idx').on(t.featured, t.createdAt, t.id),
    index('portfolios_location_idx').on(t.location),
    index('portfolios_speciality_idx').on(t.speciality),
    // ADR 0030: the price filter reads either column's range (the dollar bounds at the rate).
    index('portfolios_listed_kes_idx').on(t.listedKes),
    index('portfolios_listed_usd_idx').on(t.listedUsd),
    index('portfolios_experience_years_idx').on(t.experienceYears.desc().nullsLast()),
    // docs/rules/history.md#issue-13: 'Highest Rated' and 'Most Reviews', each with the default order's tie-breakers, so
    // a page is read from the index in order.
    index('portfolios_rating_order_idx').on(
      t.ratingScore.desc().nullsLast(),
      t.featured.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('portfolios_review_count_order_idx').on(
      t.reviewCount.desc(),
      t.featured.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // Text search: a trigram index (pg_trgm) serves `search_text LIKE '%…%'`.
    index('portfolios_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * One image of a portfolio, in the photographer's order. Variants are `${base}-${w}.webp|avif`
 * for each of `widths`. Uploaded images have a `stem` (their files are
 * MEDIA_DIR/portfolios/{portfolio}/{stem}-{w}.webp|avif); demo images point at the media library.
 */
export const portfolioImages = pgTable(
  'portfolio_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    base: text('base').notNull(),
    widths: jsonb('widths').$type<number[]>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    placeholder: text('placeholder').notNull(),
    stem: text('stem'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portfolio_images_portfolio_position_idx').on(t.portfolioId, t.position)],
);

/**
 * docs/rules/product.md#entities Activity, recorded by the server. Repeated actions aggregate into one row with a `count`:
 * 'Profile viewed' has one row per Nairobi day (`dayKey` = YYYY-MM-DD); one-off actions such as
 * 'Joined platform' use a fixed key so they are recorded once.
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    count: integer('count').notNull().default(1),
    /** Set for aggregated or one-off actions; null rows never merge. */
    dayKey: text('day_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The latest occurrence (what the feed orders and shows). */
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activities_user_action_day_key').on(t.userId, t.action, t.dayKey),
    index('activities_user_last_at_idx').on(t.userId, t.lastAt),
  ],
);

/**
 * docs/rules/photographers-and-portfolios.md#overview-and-analytics: a profile view counted once per visitor per Nairobi day. The visitor key is the user id
 * for signed-in visitors, otherwise a hash of IP address and user agent keyed with that day's
 * random salt (profile_view_salts), so the raw address is never stored and cannot be recovered
 * once the salt is gone.
 */
export const profileViews = pgTable(
  'profile_views',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitorKey: text('visitor_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'profile_views_pkey', columns: [t.portfolioId, t.day, t.visitorKey] })],
);

/** One random salt per day for anonymous visitor keys; old salts are deleted. */
export const profileViewSalts = pgTable('profile_view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

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

/**
 * docs/rules/history.md#issue-12: a photographer's packages, in their order. A package a booking refers to is never
 * deleted, only marked `deletedAt`, so that booking keeps its record.
 */
export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceKes: integer('price_kes').notNull(),
    priceUsd: integer('price_usd'),
    durationValue: integer('duration_value').notNull(),
    durationUnit: text('duration_unit', { enum: ['hours', 'days'] }).notNull(),
    deliverables: text('deliverables').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull(),
    /** ADR 0038: the deposit that secures a booking, a percentage of the price or a fixed KES amount. */
    depositKind: text('deposit_kind', { enum: ['percent', 'fixed'] })
      .notNull()
      .default('percent'),
    depositValue: integer('deposit_value').notNull().default(30),
    /** The balance is due this many days before the event. */
    balanceDueDays: integer('balance_due_days').notNull().default(7),
    cancellationPolicy: text('cancellation_policy', { enum: ['flexible', 'moderate', 'strict'] })
      .notNull()
      .default('moderate'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('packages_portfolio_position_idx').on(t.portfolioId, t.position),
    check('packages_duration_unit_check', sql`${t.durationUnit} in ('hours', 'days')`),
    check('packages_prices_check', sql`${t.priceKes} >= 0 and (${t.priceUsd} is null or ${t.priceUsd} >= 0)`),
    check(
      'packages_deposit_check',
      sql`(${t.depositKind} = 'percent' and ${t.depositValue} between 1 and 100) or (${t.depositKind} = 'fixed' and ${t.depositValue} >= 1)`,
    ),
    check('packages_balance_due_days_check', sql`${t.balanceDueDays} between 0 and 365`),
    check('packages_cancellation_policy_check', sql`${t.cancellationPolicy} in ('flexible', 'moderate', 'strict')`),
  ],
);

/**
 * docs/rules/history.md#issue-12: a photographer's working week, one entry per working weekday (0 = Sunday) with its
 * hours as HH:MM in `timeZone`. No row: every day free, Africa/Nairobi.
 */
export const availabilitySettings = pgTable('availability_settings', {
  portfolioId: uuid('portfolio_id')
    .primaryKey()
    .references(() => portfolios.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull().default(MARKET_TIME_ZONE),
  weeklyHours: jsonb('weekly_hours').$type<{ weekday: number; start: string; end: string }[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** docs/rules/history.md#issue-12: days a photographer has blocked off (holidays, other work). */
export const blockedDates = pgTable(
  'blocked_dates',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'blocked_dates_pkey', columns: [t.portfolioId, t.day] })],
);
