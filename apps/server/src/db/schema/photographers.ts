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
import { RATING_PRIOR_MEAN, RATING_PRIOR_WEIGHT } from '@studio/shared/constants';
import { users } from './users';

/**
 * The photographer marketplace (docs/rules/history.md#issue-5): one portfolio per photographer account, its images and
 * video, the activity feed and counted profile views (docs/rules/product.md#entities, docs/rules/photographers-and-portfolios.md).
 * A portfolio's bookings are in bookings.ts, its packages in packages.ts, its availability in availability.ts.
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
