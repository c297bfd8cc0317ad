import { z } from 'zod/mini';
import { studioTexts } from '../texts/studio';
import { pageMetaSchema } from './marketplace';

/** The studio console's API (issue 14, D28): /api/studio/*, for role admin only. */

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
export const studioFeatureSchema = z.object({ featured: z.boolean(studioTexts.featuredInvalid) });

/** POST /api/studio/photographers/:id/hide */
export const studioHideSchema = z.object({
  reason: z
    .string({ error: studioTexts.reasonRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: studioTexts.reasonRequired, abort: true }),
      z.maxLength(STUDIO_HIDE_REASON_MAX, studioTexts.reasonTooLong),
    ),
});

/** GET and PUT /api/studio/demo: the demo photographers (SEED_DEMO), shown or hidden all at once. */
export const studioDemoSchema = z.object({ count: z.number(), hidden: z.number(), visible: z.boolean() });
export type StudioDemo = z.infer<typeof studioDemoSchema>;
export const studioDemoUpdateSchema = z.object({ visible: z.boolean(studioTexts.demoVisibleInvalid) });

/** GET /api/studio/overview */
export const studioOverviewSchema = z.object({
  photographers: z.number(),
  hidden: z.number(),
  featured: z.number(),
  reports: z.number(),
});
export type StudioOverview = z.infer<typeof studioOverviewSchema>;

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
