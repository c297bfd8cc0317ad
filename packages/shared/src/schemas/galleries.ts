import { z } from 'zod/mini';
import { galleriesTexts as t } from '../texts/galleries';
import { accountEmailSchema } from './auth';

/**
 * Client galleries (docs/decisions/0039-client-galleries.md): the contracts of the photographer's,
 * the client's and the guests' sides.
 */

/** Largest photograph accepted by the resumable upload. */
export const GALLERY_PHOTO_MAX_BYTES = 50 * 1024 * 1024;
export const GALLERY_TITLE_MAX = 120;
export const GALLERY_SET_NAME_MAX = 60;
export const GALLERY_COMMENT_MAX = 1000;
export const GALLERY_GUEST_NAME_MAX = 60;
export const GALLERY_LINK_LABEL_MAX = 60;
/** Days before expiry on which the client is reminded by e-mail. */
export const GALLERY_REMINDER_DAYS = 7;
/** The longest a gallery may stay open from now, in days. */
export const GALLERY_OPEN_DAYS_MAX = 730;
/** Where the resumable (tus) uploads of gallery photographs go. */
export const GALLERY_UPLOADS_PATH = '/api/gallery-uploads';

/** Each message is read when a check fails, in the language of the moment (docs/decisions/0046-languages.md). */
const trimmed = (min: () => string, tooLong: () => string, max: number) =>
  z.string({ error: min }).check(z.trim(), z.minLength(1, { error: min }), z.maxLength(max, { error: tooLong }));

const expiry = z.iso.date({ error: () => t.expiresInPast });
const selectionBound = z.nullable(z.int().check(z.minimum(0), z.maximum(10_000)));

/** A gallery's settings as the photographer gives them; every one may change later but the booking. */
const gallerySettings = z.object({
  title: trimmed(
    () => t.titleRequired,
    () => t.titleTooLong,
    GALLERY_TITLE_MAX,
  ),
  expiresOn: expiry,
  selectionMin: z.optional(selectionBound),
  selectionMax: z.optional(selectionBound),
  clientDownloads: z.optional(z.boolean()),
});
const boundsInOrder = z.refine<{ selectionMin?: number | null; selectionMax?: number | null }>(
  (v) => v.selectionMin == null || v.selectionMax == null || v.selectionMin <= v.selectionMax,
  { error: () => t.selectionRange, path: ['selectionMin'] },
);

export const galleryCreateSchema = gallerySettings.check(boundsInOrder);
export type GalleryCreateInput = z.infer<typeof galleryCreateSchema>;

export const galleryUpdateSchema = z.partial(gallerySettings).check(boundsInOrder);
export type GalleryUpdateInput = z.infer<typeof galleryUpdateSchema>;

export const STUDIO_CLIENT_NAME_MAX = 80;

/**
 * A gallery for one of the studio's own clients (docs/decisions/0047-studio-client-galleries.md):
 * the settings of any gallery, and the client it is for instead of a booking.
 */
export const studioGalleryCreateSchema = z
  .extend(gallerySettings, {
    clientName: trimmed(
      () => t.studio.clientNameRequired,
      () => t.studio.clientNameTooLong,
      STUDIO_CLIENT_NAME_MAX,
    ),
    clientEmail: accountEmailSchema,
  })
  .check(boundsInOrder);
export type StudioGalleryCreateInput = z.infer<typeof studioGalleryCreateSchema>;

/** The client of a studio gallery, as staff see it: who, and where the e-mailed invitation stands. */
export const studioGalleryClientSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** When the latest invitation was e-mailed; null before the first. */
  invitedAt: z.nullable(z.string()),
  /** Whether the client added the gallery to their account (the invitation was opened). */
  accepted: z.boolean(),
});
export type StudioGalleryClient = z.infer<typeof studioGalleryClientSchema>;

/** The token of an invitation's link (the part after `#`). */
export const galleryInvitationSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });
/** What an invitation opens before it is accepted. */
export const galleryInvitationLookupSchema = z.object({ title: z.string() });
export const galleryInvitationAcceptedSchema = z.object({ id: z.string() });

export const gallerySetCreateSchema = z.object({
  name: trimmed(
    () => t.setNameRequired,
    () => t.setNameTooLong,
    GALLERY_SET_NAME_MAX,
  ),
});

export const galleryLinkCreateSchema = z.object({
  label: trimmed(
    () => t.linkLabelRequired,
    () => t.linkLabelRequired,
    GALLERY_LINK_LABEL_MAX,
  ),
  pin: z.optional(z.nullable(z.string().check(z.regex(/^\d{4,8}$/, { error: () => t.pinFormat })))),
  canFavourite: z.optional(z.boolean()),
  canDownload: z.optional(z.boolean()),
});
export type GalleryLinkCreateInput = z.infer<typeof galleryLinkCreateSchema>;

export const galleryVisitSchema = z.object({
  name: trimmed(
    () => t.guestNameRequired,
    () => t.guestNameTooLong,
    GALLERY_GUEST_NAME_MAX,
  ),
  pin: z.optional(z.string().check(z.maxLength(16, { error: () => t.pinWrong }))),
});

export const galleryCommentCreateSchema = z.object({
  body: trimmed(
    () => t.commentRequired,
    () => t.commentTooLong,
    GALLERY_COMMENT_MAX,
  ),
});

export const gallerySelectionSchema = z.object({
  photoIds: z.array(z.uuid({ error: () => t.selectionUnknownPhoto })).check(z.maxLength(10_000)),
});

/** A comment on a photograph, by a person of the gallery or its photographer. */
export const galleryCommentSchema = z.object({
  id: z.string(),
  author: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

/** An image address with its signature; it stops working when it expires or its link is revoked. */
const photoSchema = z.object({
  id: z.string(),
  setId: z.string(),
  fileName: z.string(),
  width: z.number(),
  height: z.number(),
  placeholder: z.string(),
  /** srcset of the WebP sizes: "url 400w, url 800w, ...". */
  srcset: z.string(),
  /** The largest web size, for the full-screen viewer. */
  large: z.string(),
  /** Download addresses, present only when the viewer may download. */
  downloadWeb: z.nullable(z.string()),
  downloadOriginal: z.nullable(z.string()),
  favourite: z.boolean(),
  selected: z.boolean(),
  favourites: z.number(),
  comments: z.array(galleryCommentSchema),
});
export type GalleryPhoto = z.infer<typeof photoSchema>;

export const galleryViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  role: z.enum(['photographer', 'client', 'guest']),
  viewerName: z.nullable(z.string()),
  expiresAt: z.string(),
  expired: z.boolean(),
  canFavourite: z.boolean(),
  canDownload: z.boolean(),
  canSelect: z.boolean(),
  canShare: z.boolean(),
  /** The photographer's switch for the client's (and the guests') downloads. */
  clientDownloads: z.boolean(),
  /**
   * Downloads wait until the booking, paid through the site, is paid in full (ADR 0039); false
   * when nothing is due or the booking is paid outside the site.
   */
  downloadsAwaitPayment: z.boolean(),
  /** What is still to pay, in cents; null to a guest (the amount is the client's business). */
  balanceDueCents: z.nullable(z.number()),
  /** The booking the gallery belongs to (the client pays its balance there); null for a studio client's gallery. */
  bookingId: z.nullable(z.string()),
  /** A studio client's gallery, to staff: the client and their invitation; null otherwise. */
  studioClient: z.nullable(studioGalleryClientSchema),
  selection: z.object({
    min: z.nullable(z.number()),
    max: z.nullable(z.number()),
    count: z.number(),
    submittedAt: z.nullable(z.string()),
  }),
  sets: z.array(z.object({ id: z.string(), name: z.string(), photos: z.number() })),
  photos: z.array(photoSchema),
});
export type GalleryView = z.infer<typeof galleryViewSchema>;

/**
 * Photographs a share link's view answers at a time (docs/decisions/0044-gallery-first-screen.md):
 * a few phone screens, the grid's first step.
 */
export const GALLERY_PAGE_SIZE = 60;

/** One page of a share link's photographs, in the gallery's order; `next` asks for the following page. */
export const galleryPhotoPageSchema = z.object({
  photos: z.array(photoSchema),
  /** The `after` of the next page, or null on the last. */
  next: z.nullable(z.string()),
});
export type GalleryPhotoPage = z.infer<typeof galleryPhotoPageSchema>;

/**
 * A share link's gallery as its guest first opens it: the view with the first page of photographs
 * only (`photos`), `next` for the rest (`…/photos?after=`); the sets carry the counts.
 */
export const sharedGalleryViewSchema = z.extend(galleryViewSchema, { next: z.nullable(z.string()) });
export type SharedGalleryView = z.infer<typeof sharedGalleryViewSchema>;

export const galleryLinkSchema = z.object({
  id: z.string(),
  label: z.string(),
  hasPin: z.boolean(),
  canFavourite: z.boolean(),
  canDownload: z.boolean(),
  createdAt: z.string(),
  revokedAt: z.nullable(z.string()),
});
export const galleryLinkCreatedSchema = z.object({
  link: galleryLinkSchema,
  /** The share address; shown once (only the token's hash is kept). */
  url: z.string(),
});
export const galleryLinksSchema = z.object({ data: z.array(galleryLinkSchema) });

export const gallerySummarySchema = z.object({
  id: z.string(),
  /** Null for a gallery the studio made for its own client. */
  bookingRequestId: z.nullable(z.string()),
  title: z.string(),
  role: z.enum(['photographer', 'client']),
  photos: z.number(),
  expiresAt: z.string(),
  expired: z.boolean(),
  createdAt: z.string(),
});
export const galleriesListSchema = z.object({ data: z.array(gallerySummarySchema) });

/** A studio client's gallery in the console's list. */
export const studioGallerySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  client: studioGalleryClientSchema,
  photos: z.number(),
  expiresAt: z.string(),
  expired: z.boolean(),
  createdAt: z.string(),
});
export type StudioGallerySummary = z.infer<typeof studioGallerySummarySchema>;
export const studioGalleriesListSchema = z.object({ data: z.array(studioGallerySummarySchema) });

export const galleryPicksSchema = z.object({
  people: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(['client', 'guest']),
      favourites: z.array(z.object({ photoId: z.string(), fileName: z.string() })),
    }),
  ),
  selection: z.object({
    submittedAt: z.nullable(z.string()),
    photos: z.array(z.object({ photoId: z.string(), fileName: z.string() })),
  }),
});
export type GalleryPicks = z.infer<typeof galleryPicksSchema>;

/** What a share link shows before its visitor gives a name (and the PIN when it has one). */
export const sharedGalleryDoorSchema = z.object({
  title: z.string(),
  needsPin: z.boolean(),
  expired: z.boolean(),
  /** Whether this browser's guest cookie already opens the link (then the page asks for nothing). */
  visited: z.boolean(),
});
