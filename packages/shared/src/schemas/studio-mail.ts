import { z } from 'zod/mini';
import { type Locale, LOCALES } from '../i18n/locales';
import { studioMailTexts } from '../texts/studio-mail';
import { pageMetaSchema } from './marketplace';

/** The studio console's inbox and newsletter (docs/rules/history.md#issue-14): /api/studio/inbox and /api/studio/newsletter. */

export const INBOX_STATES = ['open', 'handled', 'archived', 'all'] as const;
export type InboxState = (typeof INBOX_STATES)[number];
export const INBOX_SEARCH_MAX = 100;
export const INBOX_REPLY_MAX = 5000;
export const NEWSLETTER_SUBJECT_MAX = 150;
export const NEWSLETTER_BODY_MAX = 50_000;

const pageParam = z.optional(
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,5}$/)),
    z.transform((v) => Number(v)),
  ),
);

/** GET /api/studio/inbox?q=&state=&page= */
export const inboxQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(INBOX_SEARCH_MAX))),
  state: z.optional(z.enum(INBOX_STATES)),
  page: pageParam,
});

export const inboxReplySchema = z.object({
  id: z.string(),
  authorEmail: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type InboxReply = z.infer<typeof inboxReplySchema>;

/** A contact message as the console shows it. */
export const inboxMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
  handledAt: z.nullable(z.string()),
  archivedAt: z.nullable(z.string()),
  replyCount: z.number(),
  lastReplyAt: z.nullable(z.string()),
  /** The language of the page it was sent from: the answer's e-mail is framed in it. */
  language: z.enum(LOCALES),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxListResponseSchema = z.object({
  data: z.array(inboxMessageSchema),
  meta: pageMetaSchema,
  unread: z.number(),
});
export type InboxListResponse = z.infer<typeof inboxListResponseSchema>;

/** GET /api/studio/inbox/summary: the nav's count. */
export const inboxSummarySchema = z.object({ unread: z.number(), open: z.number() });
export type InboxSummary = z.infer<typeof inboxSummarySchema>;

/** GET /api/studio/inbox/:id (marks it read) and the answer of every change. */
export const inboxThreadSchema = z.object({
  message: inboxMessageSchema,
  replies: z.array(inboxReplySchema),
});
export type InboxThread = z.infer<typeof inboxThreadSchema>;

/** POST /api/studio/inbox/:id/reply */
export const inboxReplyRequestSchema = z.object({
  text: z
    .string({ error: () => studioMailTexts.replyRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: () => studioMailTexts.replyRequired, abort: true }),
      z.maxLength(INBOX_REPLY_MAX, { error: () => studioMailTexts.replyTooLong({ max: INBOX_REPLY_MAX }) }),
    ),
});
export type InboxReplyRequest = z.infer<typeof inboxReplyRequestSchema>;

/** POST /api/studio/inbox/:id/handled */
export const inboxHandledSchema = z.object({ handled: z.boolean({ error: () => studioMailTexts.handledInvalid }) });
/** POST /api/studio/inbox/:id/archived */
export const inboxArchivedSchema = z.object({ archived: z.boolean({ error: () => studioMailTexts.archivedInvalid }) });

export const SUBSCRIBER_STATES = ['all', 'pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/** GET /api/studio/newsletter/subscribers?q=&state=&page= (and .csv without page) */
export const newsletterSubscribersQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(INBOX_SEARCH_MAX))),
  state: z.optional(z.enum(SUBSCRIBER_STATES)),
  page: pageParam,
});

export const newsletterSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  state: z.enum(['pending', 'confirmed', 'unsubscribed']),
  createdAt: z.string(),
  confirmedAt: z.nullable(z.string()),
  unsubscribedAt: z.nullable(z.string()),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

export const newsletterSubscriberCountsSchema = z.object({
  pending: z.number(),
  confirmed: z.number(),
  unsubscribed: z.number(),
});
export const newsletterSubscribersResponseSchema = z.object({
  data: z.array(newsletterSubscriberSchema),
  meta: pageMetaSchema,
  counts: newsletterSubscriberCountsSchema,
});
export type NewsletterSubscribersResponse = z.infer<typeof newsletterSubscribersResponseSchema>;

const campaignSubject = (required: () => string) =>
  z.string({ error: required }).check(
    z.trim(),
    z.maxLength(NEWSLETTER_SUBJECT_MAX, {
      error: () => studioMailTexts.subjectTooLong({ max: NEWSLETTER_SUBJECT_MAX }),
    }),
    z.refine((v) => !/[\r\n]/.test(v), { error: () => studioMailTexts.subjectOneLine }),
  );
const campaignBody = (required: () => string) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.maxLength(NEWSLETTER_BODY_MAX, { error: () => studioMailTexts.bodyTooLong({ max: NEWSLETTER_BODY_MAX }) }),
    );
const required = (message: () => string) => z.minLength(1, { error: message, abort: true });

/**
 * A newsletter: subject and Markdown body, and an optional Kiswahili version of both (empty is
 * none; one without the other is refused), sent to the subscribers who subscribed on a Kiswahili
 * page (docs/rules/public-pages.md#languages). POST /api/studio/newsletter/campaigns, PUT .../:id, POST .../preview
 */
export const campaignInputSchema = z
  .object({
    subject: campaignSubject(() => studioMailTexts.subjectRequired).check(
      required(() => studioMailTexts.subjectRequired),
    ),
    body: campaignBody(() => studioMailTexts.bodyRequired).check(required(() => studioMailTexts.bodyRequired)),
    subjectSw: z.optional(campaignSubject(() => studioMailTexts.subjectRequired)),
    bodySw: z.optional(campaignBody(() => studioMailTexts.bodyRequired)),
  })
  .check(
    z.refine((v) => !v.bodySw || Boolean(v.subjectSw), {
      error: () => studioMailTexts.kiswahiliSubjectMissing,
      path: ['subjectSw'],
    }),
    z.refine((v) => !v.subjectSw || Boolean(v.bodySw), {
      error: () => studioMailTexts.kiswahiliBodyMissing,
      path: ['bodySw'],
    }),
  );
export type CampaignInput = z.infer<typeof campaignInputSchema>;

export const CAMPAIGN_STATUSES = ['draft', 'sending', 'sent'] as const;
export const campaignProgressSchema = z.object({
  total: z.number(),
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
  bounced: z.number(),
  skipped: z.number(),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

export const campaignSchema = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The Kiswahili version, or null when there is none. */
  subjectSw: z.nullable(z.string()),
  bodySw: z.nullable(z.string()),
  status: z.enum(CAMPAIGN_STATUSES),
  createdByEmail: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentByEmail: z.nullable(z.string()),
  sendStartedAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
  progress: campaignProgressSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignResponseSchema = z.object({ campaign: campaignSchema });
export const campaignsResponseSchema = z.object({ data: z.array(campaignSchema), confirmed: z.number() });
export type CampaignsResponse = z.infer<typeof campaignsResponseSchema>;

/** POST /api/studio/newsletter/preview: a newsletter and the language of the recipient to show it as (English by default). */
export const campaignPreviewRequestSchema = z.extend(campaignInputSchema, { language: z.optional(z.enum(LOCALES)) });
export type CampaignPreviewRequest = z.infer<typeof campaignPreviewRequestSchema>;

/** The languages a newsletter is written in: English, and Kiswahili when it has a whole Kiswahili version. */
export function campaignLanguages(campaign: { subjectSw?: string | null; bodySw?: string | null }): Locale[] {
  return campaign.subjectSw?.trim() && campaign.bodySw?.trim() ? ['en', 'sw'] : ['en'];
}

/** POST /api/studio/newsletter/preview: the e-mail as a recipient gets it. */
export const campaignPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

/** POST .../:id/test */
export const campaignTestResponseSchema = z.object({ to: z.string() });
