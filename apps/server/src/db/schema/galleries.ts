import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookingRequests } from './bookings';
import { users } from './users';

/**
 * A booking's delivered photographs (docs/decisions/0039-client-galleries.md): one gallery per
 * booking, its photographs in sets, shared by revocable links, with each person's favourites, the
 * client's proofing selection and an expiry after which the files are deleted.
 */
export const galleries = pgTable(
  'galleries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The booking it delivers; null for a gallery staff made for one of the studio's own clients (below). */
    bookingRequestId: uuid('booking_request_id').references(() => bookingRequests.id, { onDelete: 'cascade' }),
    /**
     * A studio client's gallery (docs/decisions/0047-studio-client-galleries.md): who it is for, the
     * account that accepted its e-mailed invitation, and the hash of the latest invitation's token
     * (one use; a new invitation replaces it).
     */
    studioClientName: text('studio_client_name'),
    studioClientEmail: text('studio_client_email'),
    studioClientUserId: uuid('studio_client_user_id').references(() => users.id, { onDelete: 'set null' }),
    invitationHash: text('invitation_hash'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    title: text('title').notNull(),
    /** Key of the HMAC that signs this gallery's image URLs (never leaves the server). */
    urlKey: text('url_key').notNull(),
    /** Whether the booking's client may download originals (links carry their own right). */
    clientDownloads: boolean('client_downloads').notNull().default(true),
    selectionMin: integer('selection_min'),
    selectionMax: integer('selection_max'),
    selectionSubmittedAt: timestamp('selection_submitted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** Set once housekeeping deleted the files, a set time after expiry. */
    filesDeletedAt: timestamp('files_deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('galleries_booking_request_key').on(t.bookingRequestId),
    uniqueIndex('galleries_invitation_hash_key').on(t.invitationHash),
    index('galleries_studio_client_user_idx').on(t.studioClientUserId),
    // Either a booking's gallery or a studio client's, never both nor neither.
    check(
      'galleries_owner_check',
      sql`(${t.bookingRequestId} is null) = (${t.studioClientEmail} is not null) and (${t.studioClientEmail} is null) = (${t.studioClientName} is null)`,
    ),
    index('galleries_expires_idx').on(t.expiresAt),
    check(
      'galleries_selection_check',
      sql`(${t.selectionMin} is null or ${t.selectionMin} >= 0) and (${t.selectionMax} is null or ${t.selectionMax} >= 1) and (${t.selectionMin} is null or ${t.selectionMax} is null or ${t.selectionMin} <= ${t.selectionMax})`,
    ),
  ],
);

export const gallerySets = pgTable(
  'gallery_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    galleryId: uuid('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gallery_sets_gallery_name_key').on(t.galleryId, t.name)],
);

export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    galleryId: uuid('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    setId: uuid('set_id')
      .notNull()
      .references(() => gallerySets.id, { onDelete: 'cascade' }),
    /** The name the photographer's file had (exports and ZIP entries use it). */
    fileName: text('file_name').notNull(),
    /** The stored files' random stem: `originals/{stem}.{ext}` and `web/{stem}-{width}.webp|avif`. */
    stem: text('stem').notNull(),
    ext: text('ext').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    widths: jsonb('widths').$type<number[]>().notNull(),
    placeholder: text('placeholder').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gallery_photos_gallery_idx').on(t.galleryId, t.createdAt),
    index('gallery_photos_set_idx').on(t.setId, t.fileName),
    // The stem is the upload's id, so a retried processing finds the row an earlier run made (0022).
    uniqueIndex('gallery_photos_gallery_stem_key').on(t.galleryId, t.stem),
  ],
);

/** A private link to a gallery: the token and the PIN are kept only as hashes. */
export const galleryLinks = pgTable(
  'gallery_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    galleryId: uuid('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    pinHash: text('pin_hash'),
    label: text('label').notNull(),
    canFavourite: boolean('can_favourite').notNull().default(true),
    canDownload: boolean('can_download').notNull().default(false),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gallery_links_token_hash_key').on(t.tokenHash),
    index('gallery_links_gallery_idx').on(t.galleryId),
  ],
);

/**
 * Everyone who favourites or comments: the booking's client (user id) or a guest who came by a
 * link and gave a name (the guest's key is kept as a hash, in the guest's cookie as it is).
 */
export const galleryPeople = pgTable(
  'gallery_people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    galleryId: uuid('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id').references(() => galleryLinks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gallery_people_gallery_user_key').on(t.galleryId, t.userId),
    uniqueIndex('gallery_people_key_hash_key').on(t.keyHash),
    check('gallery_people_who_check', sql`(${t.userId} is null) <> (${t.linkId} is null)`),
  ],
);

export const galleryFavourites = pgTable(
  'gallery_favourites',
  {
    personId: uuid('person_id')
      .notNull()
      .references(() => galleryPeople.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => galleryPhotos.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'gallery_favourites_pkey', columns: [t.personId, t.photoId] }),
    index('gallery_favourites_photo_idx').on(t.photoId),
  ],
);

export const galleryComments = pgTable(
  'gallery_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => galleryPhotos.id, { onDelete: 'cascade' }),
    personId: uuid('person_id').references(() => galleryPeople.id, { onDelete: 'cascade' }),
    /** Set when the photographer answers on a photograph (the photographer is not a person of the gallery). */
    photographerUserId: uuid('photographer_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gallery_comments_photo_idx').on(t.photoId, t.createdAt)],
);

/** The client's proofing selection: photographs chosen, locked once the gallery's selection is submitted. */
export const gallerySelections = pgTable(
  'gallery_selections',
  {
    galleryId: uuid('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => galleryPhotos.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'gallery_selections_pkey', columns: [t.galleryId, t.photoId] })],
);

export type GalleryRow = typeof galleries.$inferSelect;
export type GalleryPhotoRow = typeof galleryPhotos.$inferSelect;
export type GalleryLinkRow = typeof galleryLinks.$inferSelect;
export type GalleryPersonRow = typeof galleryPeople.$inferSelect;
