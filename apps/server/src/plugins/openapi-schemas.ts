import {
  activitySchema,
  apiErrorSchema,
  availabilitySettingsSchema,
  blogCoverSchema,
  blogSchema,
  blogSectionSchema,
  bookingEventSchema,
  bookingMessageSchema,
  bookingRequestDetailSchema,
  bookingStatusCountsSchema,
  cardPackagePriceSchema,
  cardRatingSchema,
  conversationBookingSchema,
  currentUserSchema,
  inquiryRequestSchema,
  leadSchema,
  messageImageSchema,
  notificationPreferencesSchema,
  notificationSchema,
  ownerAvailabilityDaySchema,
  ownReviewSchema,
  overviewSchema,
  packageInputSchema,
  pageMetaSchema,
  photographerCardSchema,
  photographerPackageSchema,
  photographerSchema,
  portfolioImageSchema,
  publicReviewSchema,
  ratingSummarySchema,
  receivedReviewSchema,
  requestedPackageSchema,
  reviewInputSchema,
  signinRequestSchema,
  signupRequestSchema,
  studioContentSchema,
  studioBlogPostSchema,
  threadSummarySchema,
  workingDaySchema,
} from '@studio/shared';
import { z } from 'zod';

type Named = [schema: z.core.$ZodType, description: string];

/**
 * The contract's main shapes, by the name the API document (/api/docs/json) gives them under
 * `components.schemas`; routes' documents refer to them by `$ref`. Naming a schema changes only
 * the document: validation and serialisation use the same schema objects as before. No name ends
 * in `Input`: that suffix names the request form of a schema (see openApiTransformObject).
 */
export const namedSchemas: Record<string, Named> = {
  ApiError: [
    apiErrorSchema,
    'Every error: a message to show, a stable code, and for invalid input each field with its messages',
  ],
  PageMeta: [pageMetaSchema, 'Where a page of results stands: page, page size, total and number of pages'],
  CurrentUser: [currentUserSchema, 'The signed-in user as every client sees it'],
  SignupRequest: [signupRequestSchema, 'A new account'],
  SigninRequest: [signinRequestSchema, 'An e-mail address and password'],
  Image: [
    portfolioImageSchema,
    'An uploaded image (portfolio or review photo): its display URL, WebP and AVIF srcsets, size and a blurred placeholder',
  ],
  CardRating: [cardRatingSchema, 'The average of the visible reviews (one decimal, null without any) and their count'],
  Photographer: [photographerSchema, "A photographer's portfolio as its profile shows it"],
  PhotographerCard: [photographerCardSchema, 'A photographer as a directory card shows it (no contact details)'],
  CardPackagePrice: [cardPackagePriceSchema, 'The cheapest active package: its KES price and its USD figure'],
  Package: [photographerPackageSchema, "A photographer's package (the public list shows active ones only)"],
  PackageFields: [packageInputSchema, 'A package as its owner writes it'],
  RequestedPackage: [
    requestedPackageSchema,
    'The package a booking request asked for (it may have been deleted since)',
  ],
  BookingStatusCounts: [bookingStatusCountsSchema, 'How many booking requests stand in each state now'],
  Overview: [overviewSchema, "The photographer's Overview numbers"],
  Activity: [activitySchema, 'One line of the recent activities'],
  NewBookingRequest: [inquiryRequestSchema, 'A booking request (inquiry) sent to a photographer'],
  BookingRequestDetail: [
    bookingRequestDetailSchema,
    "A booking request with who it went to, the caller's side, its timeline and the moves the caller may make",
  ],
  BookingEvent: [bookingEventSchema, 'One move of a booking: who, from which state, to which, when, and why'],
  BookingMessage: [bookingMessageSchema, "One message of a booking's conversation"],
  MessageImage: [messageImageSchema, "A picture in a message, readable by the booking's two sides only"],
  ConversationBooking: [conversationBookingSchema, "The booking a conversation is about, seen from the caller's side"],
  ThreadSummary: [threadSummarySchema, "One conversation of the caller's list"],
  Notification: [notificationSchema, 'One notification; `link` is a path on this site'],
  NotificationPreferences: [notificationPreferencesSchema, 'Whether each kind of notification is also e-mailed'],
  Lead: [leadSchema, "A booking request as the photographer's leads list shows it"],
  AvailabilitySettings: [availabilitySettingsSchema, 'The time zone and the working days with their hours'],
  WorkingDay: [workingDaySchema, 'One working weekday (0 = Sunday ... 6 = Saturday) and its hours'],
  OwnerAvailabilityDay: [ownerAvailabilityDaySchema, "One day of the owner's own calendar"],
  ReviewFields: [reviewInputSchema, 'A review as its author writes it'],
  PublicReview: [publicReviewSchema, 'A review as the public sees it'],
  OwnReview: [ownReviewSchema, 'A review as its author (the client) sees it'],
  ReceivedReview: [receivedReviewSchema, 'A review as the reviewed photographer sees it'],
  RatingSummary: [ratingSummarySchema, 'The average rating, the count and how many reviews gave 1 to 5 stars'],
  Blog: [blogSchema, 'A blog post'],
  BlogSection: [blogSectionSchema, 'A section of a blog post'],
  BlogCover: [blogCoverSchema, "A blog post's cover: URLs, size and alt text"],
  StudioBlogPost: [
    studioBlogPostSchema,
    'A blog post as the studio console sees it: any status, with its former slugs',
  ],
  StudioContent: [
    studioContentSchema,
    "The studio's own content: contact details, home page, testimonials, FAQs, team, services, image library",
  ],
};

/**
 * Gives each of `namedSchemas` its name in zod's global registry, which the document's transforms
 * read (fastify-type-provider-zod). Idempotent; other metadata (descriptions) is kept.
 */
export function nameSchemas(): void {
  for (const [id, [schema, description]] of Object.entries(namedSchemas)) {
    const meta = z.globalRegistry.get(schema);
    if (meta?.id !== id) z.globalRegistry.add(schema, { description, ...meta, id });
  }
}
