import { z } from 'zod/mini';
import {
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_REPORT_REASON_MAX,
  REVIEW_SORTS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
} from '../constants';
import { reviewsTexts } from '../texts/reviews';
import { pageMetaSchema } from './marketplace';
import { portfolioImageSchema } from './photographer';

/**
 * Reviews (docs/rules/history.md#issue-13, docs/rules/reviews.md#who-may-review): written by the client of a completed booking, one per booking, editable
 * by its author for REVIEW_EDIT_DAYS; answered, featured and reported by the photographer; hidden
 * or kept by the studio.
 */

/** `rating` as a number, or as the digit a form sends. */
const rating = z
  .pipe(
    z.union([z.number(), z.string().check(z.regex(/^\s*\d\s*$/, { error: () => reviewsTexts.ratingRequired }))], {
      error: () => reviewsTexts.ratingRequired,
    }),
    z.transform((v) => Number(v)),
  )
  .check(
    z.refine((n) => Number.isInteger(n) && n >= REVIEW_RATING_MIN && n <= REVIEW_RATING_MAX, {
      error: () => reviewsTexts.ratingRequired,
    }),
  );

/** `studioMayQuote` as a boolean, or as a form's checkbox ('on', 'true') or its absence. */
const consent = z.optional(
  z.pipe(
    z.union([z.boolean(), z.enum(['on', 'true', 'false'])], { error: () => reviewsTexts.consentInvalid }),
    z.transform((v) => v === true || v === 'on' || v === 'true'),
  ),
);

/** POST /api/booking-requests/:id/review and PUT /api/reviews/:id (JSON, or these fields in multipart). */
export const reviewInputSchema = z.object({
  rating,
  text: z
    .string({ error: () => reviewsTexts.textRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: () => reviewsTexts.textRequired, abort: true }),
      z.minLength(REVIEW_TEXT_MIN, { error: () => reviewsTexts.textTooShort }),
      z.maxLength(REVIEW_TEXT_MAX, { error: () => reviewsTexts.textTooLong }),
    ),
  studioMayQuote: consent,
  /** PUT only: the ids of the review's photos to keep (the others are deleted); absent keeps them all. */
  keep: z.optional(
    z
      .array(z.string().check(z.maxLength(64)), { error: () => reviewsTexts.keepInvalid })
      .check(z.maxLength(10))
      .register(z.globalRegistry, {
        description:
          "PUT only: the ids of the review's photos to keep (the others are deleted); absent keeps them all. In multipart, the field once per photo kept, and `keep=` alone keeps none.",
      }),
  ),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;
export type ReviewField = 'rating' | 'text' | 'studioMayQuote' | 'image';

/** PUT /api/reviews/:id/reply. */
export const reviewReplySchema = z.object({
  text: z
    .string({ error: () => reviewsTexts.replyRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: () => reviewsTexts.replyRequired, abort: true }),
      z.maxLength(REVIEW_REPLY_MAX, { error: () => reviewsTexts.replyTooLong }),
    ),
});

/** PUT /api/reviews/:id/featured. */
export const reviewFeaturedSchema = z.object({ featured: z.boolean({ error: () => reviewsTexts.featuredInvalid }) });

/** POST /api/reviews/:id/report. */
export const reviewReportSchema = z.object({
  reason: z
    .string({ error: () => reviewsTexts.reportReasonRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: () => reviewsTexts.reportReasonRequired, abort: true }),
      z.maxLength(REVIEW_REPORT_REASON_MAX, { error: () => reviewsTexts.reportReasonTooLong }),
    ),
});

/** POST /api/studio/reviews/:id/moderation (role admin): keep a reported review, or hide it with a reason its author reads. */
export const reviewModerationSchema = z.object({
  action: z.enum(['keep', 'hide'], { error: () => reviewsTexts.moderationActionInvalid }),
  reason: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(REVIEW_REPORT_REASON_MAX, { error: () => reviewsTexts.reportReasonTooLong })),
  ),
});

/** `?page=&sort=` of the review lists. */
export const reviewsQuerySchema = z.object({
  page: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,5}$/, { error: () => reviewsTexts.pageInvalid })),
      z.transform((v) => Number(v)),
    ),
  ),
  sort: z.optional(z.enum(REVIEW_SORTS, { error: () => reviewsTexts.sortInvalid })),
});

/**
 * A photo of a review, public like the portfolio's and in the same shape: its display URL, `srcset`s
 * (WebP and AVIF), size and placeholder, resolved on the server.
 */
export const reviewImageSchema = portfolioImageSchema;
export type ReviewImage = z.infer<typeof reviewImageSchema>;

/** A review as the public sees it. `authorName` is the client's first name and initial. */
export const publicReviewSchema = z.object({
  id: z.string(),
  rating: z.number(),
  text: z.string(),
  images: z.array(reviewImageSchema),
  authorName: z.string(),
  /** The booking's service, e.g. "Wedding photography". */
  service: z.string(),
  featured: z.boolean(),
  reply: z.nullable(z.object({ text: z.string(), createdAt: z.string(), updatedAt: z.string() })),
  createdAt: z.string(),
  /** Set when its author changed it after writing it. */
  editedAt: z.nullable(z.string()),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** What the author (the client) sees of their own review. */
export const ownReviewSchema = z.object({
  ...publicReviewSchema.shape,
  bookingId: z.string(),
  studioMayQuote: z.boolean(),
  /** Until when its author may edit it; null once fixed. */
  editableUntil: z.nullable(z.string()),
  /** The studio's reason when it hid the review. */
  hiddenReason: z.nullable(z.string()),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** What the photographer sees of a review of theirs. */
export const receivedReviewSchema = z.object({
  ...publicReviewSchema.shape,
  bookingId: z.string(),
  studioMayQuote: z.boolean(),
  report: z.nullable(
    z.object({ reason: z.string(), createdAt: z.string(), state: z.enum(['open', 'kept', 'hidden']) }),
  ),
  hidden: z.boolean(),
});
export type ReceivedReview = z.infer<typeof receivedReviewSchema>;

/** The average (one decimal, null without reviews), the count and how many reviews gave 1..5 stars. */
export const ratingSummarySchema = z.object({
  average: z.nullable(z.number()),
  count: z.number(),
  /** distribution[i] is the number of reviews of i + 1 stars. */
  distribution: z.array(z.number()),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** GET /api/photographers/:id/reviews?page=&sort= (public). */
export const publicReviewsResponseSchema = z.object({
  summary: ratingSummarySchema,
  /** The reviews the photographer features (at most REVIEW_FEATURED_MAX), newest first. */
  featured: z.array(publicReviewSchema),
  data: z.array(publicReviewSchema),
  meta: pageMetaSchema,
});
export type PublicReviewsResponse = z.infer<typeof publicReviewsResponseSchema>;

/** GET /api/photographers/me/reviews?page=&sort= (the photographer's own, hidden ones included). */
export const receivedReviewsResponseSchema = z.object({
  summary: ratingSummarySchema,
  featuredCount: z.number(),
  data: z.array(receivedReviewSchema),
  meta: pageMetaSchema,
});
export type ReceivedReviewsResponse = z.infer<typeof receivedReviewsResponseSchema>;

/** GET /api/booking-requests/:id/review: the client's review of the booking, and whether they may write one. */
export const bookingReviewResponseSchema = z.object({
  review: z.nullable(ownReviewSchema),
  canReview: z.boolean(),
});
export type BookingReviewResponse = z.infer<typeof bookingReviewResponseSchema>;

/** POST (201) and PUT of the client's review. */
export const ownReviewResponseSchema = z.object({ review: ownReviewSchema });
/** The photographer's reply, feature and report answers. */
export const receivedReviewResponseSchema = z.object({ review: receivedReviewSchema });

/** GET /api/studio/reviews/reported (role admin): the reports waiting for the studio. */
export const reportedReviewsResponseSchema = z.object({
  data: z.array(
    z.object({
      ...publicReviewSchema.shape,
      photographer: z.object({ _id: z.string(), name: z.string() }),
      report: z.object({ reason: z.string(), createdAt: z.string() }),
    }),
  ),
});

/** The average a card, the profile and the dashboard show: one decimal, null without reviews. */
export const averageRating = (count: number, sum: number): number | null =>
  count > 0 ? Math.round((sum / count) * 10) / 10 : null;
