import { z } from 'zod/mini';
import {
  BOOKING_STATUSES,
  EMAIL_PATTERN,
  INQUIRY_MESSAGE_MAX,
  INQUIRY_NAME_MAX,
  INQUIRY_REPLY_MAX,
  INQUIRY_SERVICES,
  LOCATIONS,
  PHONE_PATTERN,
  SEARCH_PAGE_SIZE_MAX,
  SEARCH_TEXT_MAX,
  SORT_OPTIONS,
  STYLES,
} from '../constants';
import { PRICE_RANGES } from '../money';
import { packagesTexts } from '../texts/packages';
import { cardPackagePriceSchema, requestedPackageSchema } from './packages';
import { photographerSchema, portfolioImageSchema } from './photographer';
import { bookingTexts } from '../texts/booking';
import { contactTexts } from '../texts/contact';
import { directoryTexts } from '../texts/directory';
import { inquiryTexts } from '../texts/inquiry';
import { portfolioTexts } from '../texts/portfolio';
import { profileTexts } from '../texts/profile';

/**
 * The marketplace for clients (docs/rules/history.md#issue-6): searching photographers (docs/rules/photographers-and-portfolios.md#directory-search, #public-directory), favourites and the
 * photographer's subscribers (docs/rules/photographers-and-portfolios.md#dashboard-navigation), inquiries and their answers (docs/rules/bookings.md#requests). One contract for the web
 * app and the server, with the messages a user sees.
 */

/** A message read when a check fails, in the language of the moment (docs/decisions/0046-languages.md). */
type Message = () => string;

const oneOf = (values: readonly string[], message: Message) =>
  z.string().check(z.refine((v) => values.includes(v), { error: message }));

const wholeNumber = (message: Message, min: number, max: number) =>
  z.pipe(
    z.string().check(
      z.regex(/^\d{1,7}$/, { error: message }),
      z.refine((v) => Number(v) >= min && Number(v) <= max, { error: message }),
    ),
    z.transform(Number),
  );

/**
 * GET /api/photographers/portfolio/get-all query (docs/rules/photographers-and-portfolios.md#directory-search). Every parameter is optional; an empty
 * value means "any" (the web app's selects send none). `q` matches name, speciality, location and
 * message, case-insensitively, as plain text (`%` and `_` are not wildcards).
 */
export const photographerSearchQuerySchema = z.object({
  q: z.optional(
    z.string().check(z.trim(), z.maxLength(SEARCH_TEXT_MAX, { error: () => directoryTexts.searchTooLong })),
  ),
  location: z.optional(z.union([z.literal(''), oneOf(LOCATIONS, () => directoryTexts.locationInvalid)])),
  style: z.optional(z.union([z.literal(''), oneOf(STYLES, () => directoryTexts.styleInvalid)])),
  /** One of PRICE_RANGES' values (KES, docs/rules/photographers-and-portfolios.md#kenyan-marketplace): the listed price in KES lies within the range. */
  price: z.optional(
    z.union([
      z.literal(''),
      oneOf(
        PRICE_RANGES.map((p) => p.value),
        () => directoryTexts.priceInvalid,
      ),
    ]),
  ),
  /** SORT_OPTIONS' values; '' (Default) is featured first, then newest. Ties keep a stable order. */
  sort: z.optional(
    z.union([
      z.literal(''),
      oneOf(
        SORT_OPTIONS.filter((s) => s !== ''),
        () => directoryTexts.sortInvalid,
      ),
    ]),
  ),
  /** 'true' limits the page to featured photographers. */
  featured: z.optional(z.enum(['true', 'false'], { error: () => directoryTexts.featuredInvalid })),
  page: z.optional(wholeNumber(() => directoryTexts.pageInvalid, 1, 1_000_000)),
  pageSize: z.optional(wholeNumber(() => directoryTexts.pageSizeInvalid, 1, SEARCH_PAGE_SIZE_MAX)),
});
export type PhotographerSearchQuery = z.infer<typeof photographerSearchQuerySchema>;
/** The query as the URL holds it (the web app's search parameters). */
export type PhotographerSearchParams = z.input<typeof photographerSearchQuerySchema>;

/**
 * A photographer as a card shows it (docs/rules/product.md#screens): at most CARD_IMAGE_COUNT images, and no contact
 * details (those are on the profile).
 */
export const photographerCardSchema = z.object({
  ...z.pick(photographerSchema, {
    _id: true,
    name: true,
    message: true,
    speciality: true,
    price: true,
    location: true,
    experience: true,
    profile_picture: true,
    featured: true,
    availability: true,
    startingPrice: true,
    startingCurrency: true,
    experienceYears: true,
    createdAt: true,
    rating: true,
  }).shape,
  /** The first CARD_IMAGE_COUNT image URLs. */
  images: z.array(z.string()),
  /** The same images with their variants. */
  gallery: z.array(portfolioImageSchema),
  /** How many images the whole portfolio holds. */
  imageCount: z.number(),
  /**
   * The cheapest active package (ADR 0017, by its KES price), or null without one; the card shows
   * it rather than `startingPrice`.
   */
  packagePrice: z.nullable(cardPackagePriceSchema),
  /**
   * docs/rules/photographers-and-portfolios.md#kenyan-marketplace (ADR 0030): what the price filter and sorts compared, in KES: the package's KES price, else
   * the starting price (a dollar one at the studio's rate), or null.
   */
  listedPriceKes: z.nullable(z.number()),
});
export type PhotographerCard = z.infer<typeof photographerCardSchema>;

export const pageMetaSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/**
 * GET /api/photographers/portfolio/get-all (docs/rules/product.md#calls keeps `{data}`): `data` is the requested page
 * of every matching photographer ('All Photographers'); `featured` the featured ones among the
 * matches (at most FEATURED_GROUP_MAX, same order; 'Featured Photographers'); `meta` the paging.
 */
/** docs/rules/photographers-and-portfolios.md#kenyan-marketplace (ADR 0030): the rate staff set in the studio console, and when they set it (null: the default). */
export const exchangeRateSchema = z.object({
  kesPerUsd: z.number(),
  updatedAt: z.nullable(z.string()),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const photographerSearchResponseSchema = z.object({
  data: z.array(photographerCardSchema),
  featured: z.array(photographerCardSchema),
  meta: pageMetaSchema,
  /** docs/rules/photographers-and-portfolios.md#kenyan-marketplace: the rate the filter counted dollar prices at, for the USD view. */
  rate: exchangeRateSchema,
});
export type PhotographerSearchResponse = z.infer<typeof photographerSearchResponseSchema>;

/** GET /api/favourites: the caller's saved photographers, most recently saved first. */
export const favouritesResponseSchema = z.object({
  data: z.array(z.object({ ...photographerCardSchema.shape, savedAt: z.string() })),
});
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>;
/** PUT and DELETE /api/favourites/:photographerId (both idempotent). */
export const favouriteChangeResponseSchema = z.object({ saved: z.boolean() });

/**
 * GET /api/photographers/subscribers (docs/rules/photographers-and-portfolios.md#dashboard-navigation): the accounts that saved the caller's portfolio, most
 * recent first (at most SUBSCRIBERS_LIST_MAX; `total` counts all). No e-mail addresses.
 */
export const subscribersResponseSchema = z.object({
  data: z.array(z.object({ username: z.string(), avatar: z.nullable(z.string()), savedAt: z.string() })),
  total: z.number(),
});
export type Subscriber = z.infer<typeof subscribersResponseSchema>['data'][number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};

/**
 * POST /api/booking-requests (docs/rules/bookings.md#requests), from /contact/:id. Anyone may send one; a signed-in sender is
 * linked to it. The event date must not be before today in Nairobi (checked by the server).
 */
export const inquiryRequestSchema = z.object({
  photographerId: z.string({ error: () => profileTexts.notFound }),
  name: z
    .string({ error: () => contactTexts.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: () => contactTexts.nameRequired, abort: true }),
      z.maxLength(INQUIRY_NAME_MAX, { error: () => contactTexts.nameTooLong({ max: INQUIRY_NAME_MAX }) }),
    ),
  email: z
    .string({ error: () => contactTexts.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: () => contactTexts.emailRequired, abort: true }),
      z.maxLength(254, { error: () => contactTexts.emailInvalid, abort: true }),
      z.regex(EMAIL_PATTERN, { error: () => contactTexts.emailInvalid }),
    ),
  phone: z.optional(
    z.string({ error: () => portfolioTexts.phoneInvalid }).check(
      z.trim(),
      z.refine((v) => v === '' || (v.length <= 30 && PHONE_PATTERN.test(v)), {
        error: () => portfolioTexts.phoneInvalid,
      }),
    ),
  ),
  service: z.string({ error: () => inquiryTexts.serviceRequired }).check(
    z.refine((v) => (INQUIRY_SERVICES as readonly string[]).includes(v), {
      error: () => inquiryTexts.serviceRequired,
    }),
  ),
  eventDate: z
    .string({ error: () => inquiryTexts.eventDateRequired })
    .check(
      z.minLength(1, { error: () => inquiryTexts.eventDateRequired, abort: true }),
      z.regex(ISO_DATE, { error: () => inquiryTexts.eventDateInvalid, abort: true }),
      z.refine(isRealDate, { error: () => inquiryTexts.eventDateInvalid }),
    ),
  message: z
    .string({ error: () => contactTexts.messageRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: () => contactTexts.messageRequired, abort: true }),
      z.maxLength(INQUIRY_MESSAGE_MAX, { error: () => contactTexts.messageTooLong({ max: INQUIRY_MESSAGE_MAX }) }),
    ),
  /**
   * docs/rules/history.md#issue-12: one of the photographer's active packages; absent or '' is "Not sure yet". The
   * server refuses a package that is not this photographer's active one.
   */
  packageId: z.optional(
    z
      .string({ error: () => packagesTexts.packageUnavailable })
      .check(z.refine((v) => v === '' || UUID.test(v), { error: () => packagesTexts.packageUnavailable })),
  ),
});
export type InquiryRequest = z.infer<typeof inquiryRequestSchema>;
export type InquiryField = Exclude<keyof InquiryRequest, 'photographerId'>;

/** Who made a move in a booking's timeline (docs/rules/history.md#issue-12): the system is the expiry job. */
export const BOOKING_ACTORS = ['client', 'photographer', 'system'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

/** The moves a side may ask for (PATCH for the photographer's answers, POST .../cancel for either side). */
export const BOOKING_MOVES = ['accepted', 'declined', 'completed', 'cancelled'] as const;
export type BookingMove = (typeof BOOKING_MOVES)[number];

/** One move of a booking (docs/rules/history.md#issue-12, docs/rules/bookings.md#lifecycle): who, from which state (null: the request was sent), to which, when, and why. */
export const bookingEventSchema = z.object({
  actor: z.enum(BOOKING_ACTORS),
  from: z.nullable(z.enum(BOOKING_STATUSES)),
  to: z.enum(BOOKING_STATUSES),
  note: z.nullable(z.string()),
  at: z.string(),
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;

/**
 * A booking request as GET /api/booking-requests lists it: docs/rules/product.md#entities's fields, who it went to, which
 * side the caller is on, its timeline and what the caller may do next.
 */
export const bookingRequestDetailSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  service: z.string(),
  status: z.enum(BOOKING_STATUSES),
  eventDate: z.nullable(z.string()),
  message: z.string(),
  clientEmail: z.string(),
  clientPhone: z.nullable(z.string()),
  /** The latest answer's message (kept for the issue-5 dashboard). */
  reply: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  photographer: z.object({ _id: z.string(), name: z.string(), profile_picture: z.nullable(z.string()) }),
  /** 'received': sent to the caller's portfolio; 'sent': the caller sent it as a client. */
  direction: z.enum(['received', 'sent']),
  /** When a pending request expires unanswered (null once answered, and for requests from before docs/rules/history.md#issue-12). */
  expiresAt: z.nullable(z.string()),
  /** Every move of the request, oldest first, starting with its creation. */
  timeline: z.array(bookingEventSchema),
  /** What the caller may do with it now (the server allows exactly these). */
  moves: z.array(z.enum(BOOKING_MOVES)),
  /** docs/rules/history.md#issue-12: the package the client asked for (kept when deleted since), or null for "not sure yet". */
  package: z.nullable(requestedPackageSchema),
});
export type BookingRequestDetail = z.infer<typeof bookingRequestDetailSchema>;

/** POST /api/booking-requests: 201. */
export const inquiryResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  bookingRequest: bookingRequestDetailSchema,
});

/**
 * PATCH /api/booking-requests/:id, by the photographer it was sent to. Allowed: pending ->
 * accepted or declined; accepted -> completed once the event date has passed. Anything else is 409.
 */
export const bookingAnswerSchema = z.object({
  status: z.enum(['accepted', 'declined', 'completed'], { error: () => bookingTexts.statusInvalid }),
  reply: z.optional(
    z.string().check(z.trim(), z.maxLength(INQUIRY_REPLY_MAX, { error: () => bookingTexts.replyTooLong })),
  ),
});
export type BookingAnswer = z.infer<typeof bookingAnswerSchema>;
/**
 * POST /api/booking-requests/:id/cancel, by either side: the client may cancel a pending or an
 * accepted booking, the photographer an accepted one. An accepted booking needs a reason.
 */
export const bookingCancelSchema = z.object({
  reason: z.optional(
    z
      .string({ error: () => bookingTexts.cancelReasonRequired })
      .check(z.trim(), z.maxLength(INQUIRY_REPLY_MAX, { error: () => bookingTexts.cancelReasonTooLong })),
  ),
});
export type BookingCancel = z.infer<typeof bookingCancelSchema>;

export const bookingAnswerResponseSchema = z.object({
  success: z.boolean(),
  bookingRequest: bookingRequestDetailSchema,
});

/** GET /api/booking-requests?as=received|sent: the caller's requests, newest first (docs/rules/accounts-and-auth.md#roles); both sides without `as`. */
export const bookingRequestListQuerySchema = z.object({
  as: z.optional(z.enum(['received', 'sent'], { error: () => bookingTexts.sideInvalid })),
});
export const bookingRequestListSchema = z.array(bookingRequestDetailSchema);
