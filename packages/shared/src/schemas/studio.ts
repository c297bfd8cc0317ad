import { z } from 'zod/mini';
import { BOOKING_STATUSES } from '../constants';
import { studioTexts } from '../texts/studio';
import { bookingEventSchema, pageMetaSchema } from './marketplace';

/** The studio console's API (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): /api/studio/*, for role admin only. */

export const STUDIO_PHOTOGRAPHER_STATES = ['all', 'listed', 'hidden', 'featured', 'demo'] as const;
export type StudioPhotographerState = (typeof STUDIO_PHOTOGRAPHER_STATES)[number];
export const STUDIO_HIDE_REASON_MAX = 500;
export const STUDIO_SEARCH_MAX = 100;

/** GET /api/studio/photographers?q=&state=&page= */
export const studioPhotographersQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(STUDIO_SEARCH_MAX))),
  state: z.optional(z.enum(STUDIO_PHOTOGRAPHER_STATES)),
  page: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,5}$/)),
      z.transform((v) => Number(v)),
    ),
  ),
});

/** A photographer as the console lists it. */
export const studioPhotographerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  location: z.string(),
  speciality: z.string(),
  featured: z.boolean(),
  demo: z.boolean(),
  hidden: z.nullable(z.object({ at: z.string(), reason: z.string(), kind: z.enum(['moderation', 'demo']) })),
  reviewCount: z.number(),
  createdAt: z.string(),
});
export type StudioPhotographer = z.infer<typeof studioPhotographerSchema>;

export const studioPhotographersResponseSchema = z.object({
  data: z.array(studioPhotographerSchema),
  meta: pageMetaSchema,
});
export type StudioPhotographersResponse = z.infer<typeof studioPhotographersResponseSchema>;
export const studioPhotographerResponseSchema = z.object({ photographer: studioPhotographerSchema });

/** POST /api/studio/photographers/:id/featured */
export const studioFeatureSchema = z.object({ featured: z.boolean({ error: () => studioTexts.featuredInvalid }) });

/** POST /api/studio/photographers/:id/hide */
export const studioHideSchema = z.object({
  reason: z
    .string({ error: () => studioTexts.reasonRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: () => studioTexts.reasonRequired, abort: true }),
      z.maxLength(STUDIO_HIDE_REASON_MAX, { error: () => studioTexts.reasonTooLong }),
    ),
});

/** GET and PUT /api/studio/demo: the demo photographers (SEED_DEMO), shown or hidden all at once. */
export const studioDemoSchema = z.object({ count: z.number(), hidden: z.number(), visible: z.boolean() });
export type StudioDemo = z.infer<typeof studioDemoSchema>;
export const studioDemoUpdateSchema = z.object({ visible: z.boolean({ error: () => studioTexts.demoVisibleInvalid }) });

/** How far back the overview counts new newsletter subscribers. */
export const STUDIO_NEW_SUBSCRIBERS_DAYS = 7;

/** What waits for staff (docs/rules/history.md#issue-23), each counted where it is handled. */
export const STUDIO_ATTENTION_KEYS = ['messages', 'tickets', 'reports', 'bookings', 'subscribers'] as const;
export type StudioAttentionKey = (typeof STUDIO_ATTENTION_KEYS)[number];

/**
 * GET /api/studio/overview: the marketplace's numbers now, and what needs attention: unread
 * contact messages, open support tickets, reported reviews, pending booking requests, and the
 * subscribers confirmed since `since` (STUDIO_NEW_SUBSCRIBERS_DAYS ago).
 */
export const studioOverviewSchema = z.object({
  photographers: z.number(),
  hidden: z.number(),
  featured: z.number(),
  reports: z.number(),
  attention: z.object({
    messages: z.number(),
    tickets: z.number(),
    reports: z.number(),
    bookings: z.number(),
    subscribers: z.number(),
  }),
  since: z.string(),
});
export type StudioOverview = z.infer<typeof studioOverviewSchema>;
export type StudioMarketplaceKey = Exclude<keyof StudioOverview, 'attention' | 'since'>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) => {
  if (!ISO_DAY.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};
/** An optional day (YYYY-MM-DD); '' means no bound, as an empty date field sends. */
const bookingDay = z.optional(
  z.string().check(z.refine((v) => v === '' || isDay(v), { error: () => studioTexts.bookings.dateInvalid })),
);
const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/studio/bookings (docs/rules/history.md#issue-23): every booking request of the marketplace, newest first, 25
 * a page. `state` is one status; `photographer` a portfolio id; `from`/`to` bound the event date
 * (inclusive; a request without a date is left out by either); `q` matches the client's or the
 * photographer's name. Empty values mean "any".
 */
export const studioBookingsQuerySchema = z
  .object({
    state: z.optional(
      z.string().check(
        z.refine((v) => v === '' || (BOOKING_STATUSES as readonly string[]).includes(v), {
          error: () => studioTexts.bookings.stateInvalid,
        }),
      ),
    ),
    photographer: z.optional(
      z
        .string()
        .check(
          z.refine((v) => v === '' || UUID_TEXT.test(v), { error: () => studioTexts.bookings.photographerInvalid }),
        ),
    ),
    from: bookingDay,
    to: bookingDay,
    q: z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(STUDIO_SEARCH_MAX, {
          error: () => studioTexts.bookings.searchTooLong({ max: STUDIO_SEARCH_MAX }),
        }),
      ),
    ),
    page: z.optional(
      z.pipe(
        z.string().check(z.regex(/^[1-9]\d{0,5}$/, { error: () => studioTexts.bookings.pageInvalid })),
        z.transform((v) => Number(v)),
      ),
    ),
  })
  .check(
    z.refine((v) => !v.from || !v.to || !isDay(v.from) || !isDay(v.to) || v.from <= v.to, {
      error: () => studioTexts.bookings.rangeInvalid,
      path: ['to'],
    }),
  );
export type StudioBookingsQuery = z.input<typeof studioBookingsQuerySchema>;

/** A booking request as the console lists it: read-only, with its timeline. */
export const studioBookingSchema = z.object({
  id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.nullable(z.string()),
  service: z.string(),
  eventDate: z.nullable(z.string()),
  message: z.string(),
  packageTitle: z.nullable(z.string()),
  photographer: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.nullable(z.string()),
  timeline: z.array(bookingEventSchema),
});
export type StudioBooking = z.infer<typeof studioBookingSchema>;
export const studioBookingsResponseSchema = z.object({
  data: z.array(studioBookingSchema),
  meta: pageMetaSchema,
  /** The photographers the filter offers: those with at least one booking request, by name. */
  photographers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type StudioBookingsResponse = z.infer<typeof studioBookingsResponseSchema>;

/** One entry of GET /api/studio/audit?page= */
export const auditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.nullable(z.string()),
  targetLabel: z.nullable(z.string()),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = z.object({ data: z.array(auditEntrySchema), meta: pageMetaSchema });
export const auditQuerySchema = z.object({
  page: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,5}$/)),
      z.transform((v) => Number(v)),
    ),
  ),
});
