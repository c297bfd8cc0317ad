import { z } from 'zod/mini';
import {
  BOOKING_STATUSES,
  EMAIL_PATTERN,
  IMAGE_ENTRY_MAX_LENGTH,
  IMAGES_MAX_PER_PORTFOLIO,
  LOCATIONS,
  KENYAN_PHONE_PATTERN,
  STYLES,
  WEBSITE_PATTERN,
} from '../constants';
import { CURRENCIES } from '../money';
import { newsletterTexts } from '../texts/newsletter';
import { portfolioTexts } from '../texts/portfolio';

/**
 * Photographers (docs/rules/history.md#issue-5): the HTTP contract of `/api/photographers/*`, `/api/views/*`,
 * `/api/recent-activities` and `GET /api/booking-requests` (docs/rules/product.md#entities and #calls, docs/rules/accounts-and-auth.md#roles, docs/rules/photographers-and-portfolios.md#prices-and-experience, #overview-and-analytics, #uploads).
 * The dashboard form and the server validate with the same schemas and messages.
 */

/** A message read when the check fails, in the language of the moment (docs/decisions/0046-languages.md). */
type Message = () => string;
type Field = keyof typeof portfolioTexts.fields;
const tooLong = (field: Field, max: number) => () =>
  portfolioTexts.tooLong({ field: portfolioTexts.fields[field], max });

const required = (message: Message, max: number, field: Field) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: tooLong(field, max) }));

/** A field a profile can do without: '' (or absent) is none; anything else must read as `pattern`. */
const optional = (max: number, field: Field, pattern?: RegExp, message?: Message) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(max, { error: tooLong(field, max) }),
      z.refine((v) => v === '' || !pattern || pattern.test(v), { error: message }),
    ),
  );

/** An Instagram handle (letters, digits, `.` and `_`, up to 30), with or without `@` or the profile's address. */
export const INSTAGRAM_PATTERN =
  /^(?:@?|(?:https?:\/\/)?(?:www\.)?instagram\.com\/)([A-Za-z0-9._]{1,30})\/?(?:\?[^\s]*)?$/i;
/** The bare handle of what `INSTAGRAM_PATTERN` accepts ('' for none). */
export const instagramHandle = (value: string): string => INSTAGRAM_PATTERN.exec(value.trim())?.[1] ?? '';

/**
 * The portfolio form's text fields (docs/rules/product.md#validation, relaxed by docs/rules/history.md#issue-23): a profile needs only a name, a
 * speciality and a location (and, to be published, one photograph, which the dashboard asks for);
 * every other field is optional and checked only when filled. Sent as multipart form fields with
 * an optional `video` file and, when creating, `image` files (docs/rules/photographers-and-portfolios.md#uploads), so every value arrives as a
 * string. A blank e-mail is the account's (the server fills it in).
 */
export const portfolioFieldsSchema = z.object({
  name: required(() => portfolioTexts.required.name, 100, 'name'),
  email: optional(254, 'email', EMAIL_PATTERN, () => newsletterTexts.invalidEmail),
  /** docs/rules/photographers-and-portfolios.md#kenyan-marketplace with docs/rules/history.md#issue-23: optional, but a number given must be Kenyan. */
  phone: optional(30, 'phone', KENYAN_PHONE_PATTERN, () => portfolioTexts.phoneKenyan),
  message: optional(2000, 'message'),
  speciality: required(() => portfolioTexts.required.speciality, 60, 'speciality').check(
    z.refine((v) => (STYLES as readonly string[]).includes(v), { error: () => portfolioTexts.specialityInvalid }),
  ),
  price: optional(100, 'price'),
  location: required(() => portfolioTexts.required.location, 60, 'location').check(
    z.refine((v) => (LOCATIONS as readonly string[]).includes(v), { error: () => portfolioTexts.locationInvalid }),
  ),
  experience: optional(100, 'experience'),
  website: optional(300, 'website', WEBSITE_PATTERN, () => portfolioTexts.websiteInvalid),
  instagram: optional(200, 'instagram', INSTAGRAM_PATTERN, () => portfolioTexts.instagramInvalid),
  availability: optional(200, 'availability'),
});
export type PortfolioFields = z.infer<typeof portfolioFieldsSchema>;

/** One portfolio image as stored: responsive WebP/AVIF variants and a blurred placeholder (docs/rules/photographers-and-portfolios.md#uploads). */
export const portfolioImageSchema = z.object({
  id: z.string(),
  /** The display URL (WebP, 1200 px wide or the original width if smaller). */
  url: z.string(),
  srcSet: z.object({ avif: z.string(), webp: z.string() }),
  width: z.number(),
  height: z.number(),
  /** A tiny blurred WebP data URL. */
  placeholder: z.string(),
});
export type PortfolioImage = z.infer<typeof portfolioImageSchema>;

/** docs/rules/history.md#issue-13: a card's and an overview's rating: the average of the visible reviews (one decimal, null without any) and their count. */
export const cardRatingSchema = z.object({ average: z.nullable(z.number()), count: z.number() });
export type CardRating = z.infer<typeof cardRatingSchema>;

/** docs/rules/product.md#entities "Photographer portfolio", plus docs/rules/photographers-and-portfolios.md#prices-and-experience's derived numbers. */
export const photographerSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  /** docs/rules/product.md: a list of URLs, in the photographer's order. */
  images: z.array(z.string()),
  /** The same images with their variants, for srcset and placeholders. */
  gallery: z.array(portfolioImageSchema),
  /** The video's URL (served with range requests), or null. */
  video: z.nullable(z.string()),
  speciality: z.string(),
  price: z.string(),
  location: z.string(),
  experience: z.string(),
  website: z.string(),
  /** docs/rules/history.md#issue-23: the Instagram handle, without `@` ('' for none). */
  instagram: z.string(),
  profile_picture: z.nullable(z.string()),
  featured: z.boolean(),
  availability: z.nullable(z.string()),
  /**
   * docs/rules/photographers-and-portfolios.md#prices-and-experience as docs/rules/photographers-and-portfolios.md#kenyan-marketplace amends it: the starting price understood from `price`, in the currency it was
   * written in (`startingCurrency`: KES unless the text says dollars), or null.
   */
  startingPrice: z.nullable(z.number()),
  startingCurrency: z.nullable(z.enum(CURRENCIES)),
  /** docs/rules/photographers-and-portfolios.md#prices-and-experience: years of experience understood from `experience`, or null. */
  experienceYears: z.nullable(z.number()),
  /** docs/rules/history.md#issue-13: the visible reviews' average and count. */
  rating: cardRatingSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Photographer = z.infer<typeof photographerSchema>;

/** GET /api/photographers/portfolio (the caller's own; `photographer` is null before creation). */
export const myPortfolioResponseSchema = z.object({
  success: z.boolean(),
  photographer: z.nullable(photographerSchema),
});
/** POST and PUT /api/photographers/portfolio[/:id]. */
export const portfolioSaveResponseSchema = z.object({
  success: z.boolean(),
  photographer: photographerSchema,
  message: z.string(),
});
/** DELETE /api/photographers/portfolio/:id. */
export const portfolioDeleteResponseSchema = z.object({ success: z.boolean(), message: z.string() });
/** GET /api/photographers/portfolio/:id (public). */
export const publicPortfolioResponseSchema = z.object({ photographer: photographerSchema });

/** POST /api/photographers/portfolio/images: the images added, in upload order. */
export const imagesUploadResponseSchema = z.object({ images: z.array(portfolioImageSchema) });
/**
 * PATCH /api/photographers/portfolio/:id/images: the images to keep, in their new order, each
 * named by its id (`gallery[].id`) or by its URL as `images` lists it (docs/rules/product.md#entities, #calls), so the list a
 * GET returns can be sent back as it is.
 */
export const imagesReorderRequestSchema = z.object({
  images: z
    .array(
      z.string().check(z.maxLength(IMAGE_ENTRY_MAX_LENGTH, { error: tooLong('imageEntry', IMAGE_ENTRY_MAX_LENGTH) })),
    )
    .check(z.maxLength(IMAGES_MAX_PER_PORTFOLIO))
    .register(z.globalRegistry, {
      description:
        'The images to keep, in their new order: each an id from `gallery` or a URL from `images`. Images left out are deleted.',
    }),
});
export const imagesReorderResponseSchema = z.object({
  success: z.boolean(),
  images: z.array(z.string()),
  gallery: z.array(portfolioImageSchema),
});

/** GET /api/photographers/profile: the profile picture (the account's avatar). */
export const profilePictureResponseSchema = z.object({ data: z.object({ profilePicture: z.nullable(z.string()) }) });

/** How many booking requests stand in each state now (docs/rules/history.md#issue-12: a booking's real states). */
export const bookingStatusCountsSchema = z.object({
  pending: z.number(),
  accepted: z.number(),
  declined: z.number(),
  expired: z.number(),
  cancelled: z.number(),
  completed: z.number(),
});
export type BookingStatusCounts = z.infer<typeof bookingStatusCountsSchema>;

/**
 * GET /api/views/get-overview (docs/rules/photographers-and-portfolios.md#overview-and-analytics: real numbers): `bookings` all requests received, `projects`
 * the completed ones only, `statuses` every request by its state now.
 */
export const overviewSchema = z.object({
  views: z.number(),
  bookings: z.number(),
  images: z.number(),
  projects: z.number(),
  statuses: bookingStatusCountsSchema,
  /** docs/rules/history.md#issue-13: the average rating and the count of the visible reviews. */
  rating: cardRatingSchema,
});
export const overviewResponseSchema = z.object({ data: overviewSchema });

/** GET /api/recent-activities. `count` aggregates repeated actions such as profile views. */
export const activitySchema = z.object({
  _id: z.string(),
  action: z.string(),
  count: z.number(),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activitiesResponseSchema = z.object({ data: z.array(activitySchema) });

/**
 * GET /api/photographers/analytics (docs/rules/photographers-and-portfolios.md#overview-and-analytics): the last 30 days, oldest first; `date` is a Nairobi day
 * (YYYY-MM-DD). Totals: `views` and `inquiries` over those 30 days; `bookings` all booking
 * requests ever received (the Overview's number); `images` the portfolio's images now;
 * `statuses` every request by its state now. `conversion`: of the requests received in those 30
 * days (`inquiries`), how many reached accepted (`accepted`: accepted or completed now, or
 * accepted once and cancelled since); `rate` is accepted / inquiries, null when there were none.
 */
export const analyticsResponseSchema = z.object({
  data: z.object({
    days: z.array(z.object({ date: z.string(), views: z.number(), inquiries: z.number() })),
    totals: z.object({ views: z.number(), inquiries: z.number(), bookings: z.number(), images: z.number() }),
    statuses: bookingStatusCountsSchema,
    conversion: z.object({ inquiries: z.number(), accepted: z.number(), rate: z.nullable(z.number()) }),
  }),
});

/** GET /api/booking-requests (docs/rules/accounts-and-auth.md#roles: the caller's own, token required): a list. */
export const bookingRequestSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  service: z.string(),
  status: z.enum(BOOKING_STATUSES),
  eventDate: z.nullable(z.string()),
  message: z.string(),
  clientEmail: z.string(),
  clientPhone: z.nullable(z.string()),
  reply: z.nullable(z.string()),
  createdAt: z.string(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export const bookingRequestsResponseSchema = z.array(bookingRequestSchema);

/** POST /api/photographers/portfolio/:id/views: counts a view once per visitor per day, never the owner (docs/rules/photographers-and-portfolios.md#overview-and-analytics). */
export const viewRecordedResponseSchema = z.object({ counted: z.boolean() });
