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
import { users } from './users';

/**
 * The photographer marketplace (issue 5): one portfolio per photographer account, its images and
 * video, the activity feed, counted profile views and booking requests (SPEC 3, D14-D21).
 */

/** Separates the fields of `portfolios.search_text`; the search's own text never contains it. */
export const SEARCH_FIELD_SEPARATOR = sql.raw(`E'\\x1f'`);

/** SPEC 3 "Photographer portfolio": one per user; `price` and `experience` stay free text (D15). */
export const portfolios = pgTable(
  'portfolios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The owner's role, kept equal to users.role by the foreign key below (ON UPDATE CASCADE): the
     * directory lists photographers' portfolios only (issue 6) without reading the accounts.
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
    availability: text('availability'),
    featured: boolean('featured').notNull().default(false),
    /** D15: US dollars understood from `price`, or null. */
    startingPrice: integer('starting_price'),
    /** D15: years understood from `experience`, or null. */
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
     * What the directory's text search looks in (issue 6): name, speciality, location and message,
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
    foreignKey({
      name: 'portfolios_owner_role_fk',
      columns: [t.userId, t.ownerRole],
      foreignColumns: [users.id, users.role],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    // Issue 6, the directory's filters and sorts (D16): the default order (featured first, then
    // newest, id as the tie-breaker) is read straight from the first index.
    index('portfolios_featured_created_id_idx').on(t.featured, t.createdAt, t.id),
    index('portfolios_location_idx').on(t.location),
    index('portfolios_speciality_idx').on(t.speciality),
    // Ascending serves the price filter and Price: Low to High; High to Low wants nulls last too.
    index('portfolios_starting_price_idx').on(t.startingPrice),
    index('portfolios_starting_price_desc_idx').on(t.startingPrice.desc().nullsLast()),
    index('portfolios_experience_years_idx').on(t.experienceYears.desc().nullsLast()),
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
 * SPEC 3 Activity, recorded by the server. Repeated actions aggregate into one row with a `count`:
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
 * D19: a profile view counted once per visitor per Nairobi day. The visitor key is the user id
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
 * Booking requests (D18): created by clients from /contact/:id (issue 6), answered by the
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
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'completed'] })
      .notNull()
      .default('pending'),
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_requests_portfolio_created_idx').on(t.portfolioId, t.createdAt),
    index('booking_requests_client_created_idx').on(t.clientUserId, t.createdAt),
    check('booking_requests_status_check', sql`${t.status} in ('pending', 'accepted', 'declined', 'completed')`),
  ],
);

/**
 * The photographer's answers to a booking request (issue 6), oldest first: the status each one
 * set and its message. booking_requests keeps the current status and the latest message.
 */
export const bookingRequestReplies = pgTable(
  'booking_request_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingRequestId: uuid('booking_request_id').notNull(),
    status: text('status', { enum: ['accepted', 'declined', 'completed'] }).notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Named: the generated name would pass PostgreSQL's 63-character limit.
    foreignKey({
      name: 'booking_request_replies_request_fk',
      columns: [t.bookingRequestId],
      foreignColumns: [bookingRequests.id],
    }).onDelete('cascade'),
    index('booking_request_replies_request_created_idx').on(t.bookingRequestId, t.createdAt),
    check('booking_request_replies_status_check', sql`${t.status} in ('accepted', 'declined', 'completed')`),
  ],
);
