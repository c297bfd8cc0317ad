import { z } from 'zod/mini';
import { LOCALES } from '../i18n/locales';
import { studioSupportTexts as t } from '../texts/studio-support';
import { accountEmailSchema, currentUserSchema, newPasswordSchema } from './auth';
import { pageMetaSchema } from './marketplace';
import { authTexts } from '../texts/auth';

/**
 * docs/rules/history.md#issue-14 (docs/rules/studio-console.md#staff-and-console): support (help articles and tickets) and staff accounts. The photographer's side
 * is /api/support/*, the console's /api/studio/help-articles, /api/studio/support/* and
 * /api/studio/staff*, the invitee's /api/staff-invitations/:token.
 */

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5000;
export const HELP_TITLE_MAX = 150;
export const HELP_BODY_MAX = 20_000;
export const HELP_SEARCH_MAX = 100;
export const HELP_ARTICLES_MAX = 200;
export const SUPPORT_TICKET_STATES = ['open', 'answered', 'closed'] as const;
export type SupportTicketState = (typeof SUPPORT_TICKET_STATES)[number];
export const HELP_ARTICLE_STATUSES = ['draft', 'published'] as const;
export type HelpArticleStatus = (typeof HELP_ARTICLE_STATUSES)[number];
/** How long a staff invitation's link works. */
export const STAFF_INVITATION_HOURS = 48;

/** A required text; its messages are read when a check fails, in the language of the moment. */
const text = (required: () => string, max: number, tooLong: () => string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, { error: required, abort: true }), z.maxLength(max, { error: tooLong }));

const pageParam = z.optional(
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,5}$/)),
    z.transform((v) => Number(v)),
  ),
);

// Help articles

/** A published help article as a photographer reads it: its Markdown rendered by the server. */
export const helpArticleSummarySchema = z.object({ id: z.string(), title: z.string(), excerpt: z.string() });
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;
export const helpArticlesResponseSchema = z.object({ data: z.array(helpArticleSummarySchema) });
export const helpArticleSchema = z.object({ id: z.string(), title: z.string(), html: z.string() });
export type HelpArticle = z.infer<typeof helpArticleSchema>;
export const helpArticlesQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(HELP_SEARCH_MAX))),
});

/** POST /api/studio/help-articles and PUT /api/studio/help-articles/:id */
export const helpArticleInputSchema = z.object({
  title: text(
    () => t.titleRequired,
    HELP_TITLE_MAX,
    () => t.titleTooLong({ max: HELP_TITLE_MAX }),
  ),
  body: text(
    () => t.bodyRequired,
    HELP_BODY_MAX,
    () => t.bodyTooLong({ max: HELP_BODY_MAX }),
  ),
  status: z.enum(HELP_ARTICLE_STATUSES, { error: () => t.statusInvalid }),
});
export type HelpArticleInput = z.infer<typeof helpArticleInputSchema>;

/** A help article as the console edits it: the Markdown and its rendering. */
export const studioHelpArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  html: z.string(),
  status: z.enum(HELP_ARTICLE_STATUSES),
  position: z.number(),
  updatedAt: z.string(),
});
export type StudioHelpArticle = z.infer<typeof studioHelpArticleSchema>;
export const studioHelpArticlesResponseSchema = z.object({ data: z.array(studioHelpArticleSchema) });
export const studioHelpArticleResponseSchema = z.object({ article: studioHelpArticleSchema });

/** PUT /api/studio/help-articles/order: every article's id, once, in the new order. */
export const helpArticleOrderSchema = z.object({
  ids: z
    .array(z.uuid({ error: () => t.orderInvalid }), { error: () => t.orderInvalid })
    .check(z.maxLength(HELP_ARTICLES_MAX, { error: () => t.orderInvalid })),
});

// Support tickets

export const supportMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['photographer', 'studio']),
  body: z.string(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportTicketSchema = z.object({
  id: z.string(),
  subject: z.string(),
  state: z.enum(SUPPORT_TICKET_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
  messages: z.array(supportMessageSchema),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;
export const supportTicketsResponseSchema = z.object({ data: z.array(supportTicketSchema) });
export const supportTicketResponseSchema = z.object({ ticket: supportTicketSchema });

/** POST /api/support/tickets */
export const supportTicketRequestSchema = z.object({
  subject: text(
    () => t.subjectRequired,
    SUPPORT_SUBJECT_MAX,
    () => t.subjectTooLong({ max: SUPPORT_SUBJECT_MAX }),
  ),
  message: text(
    () => t.messageRequired,
    SUPPORT_MESSAGE_MAX,
    () => t.messageTooLong({ max: SUPPORT_MESSAGE_MAX }),
  ),
});
export type SupportTicketRequest = z.infer<typeof supportTicketRequestSchema>;

/** POST /api/support/tickets/:id/messages and POST /api/studio/support/tickets/:id/answer */
export const supportMessageRequestSchema = z.object({
  message: text(
    () => t.messageRequired,
    SUPPORT_MESSAGE_MAX,
    () => t.messageTooLong({ max: SUPPORT_MESSAGE_MAX }),
  ),
});
export type SupportMessageRequest = z.infer<typeof supportMessageRequestSchema>;

/** A ticket as the console lists it: who wrote it, and its messages. */
export const studioSupportTicketSchema = z.object({
  ...supportTicketSchema.shape,
  photographer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type StudioSupportTicket = z.infer<typeof studioSupportTicketSchema>;
export const studioSupportTicketsResponseSchema = z.object({
  data: z.array(studioSupportTicketSchema),
  meta: pageMetaSchema,
});
export const studioSupportTicketResponseSchema = z.object({ ticket: studioSupportTicketSchema });
export const studioSupportTicketsQuerySchema = z.object({
  state: z.optional(z.enum(['all', ...SUPPORT_TICKET_STATES], { error: () => t.stateInvalid })),
  page: pageParam,
});

// Staff accounts

export const staffAdminSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  createdAt: z.string(),
  you: z.boolean(),
});
export type StaffAdmin = z.infer<typeof staffAdminSchema>;
export const staffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;
export const staffResponseSchema = z.object({
  admins: z.array(staffAdminSchema),
  invitations: z.array(staffInvitationSchema),
});
export type StaffResponse = z.infer<typeof staffResponseSchema>;
export const staffInvitationResponseSchema = z.object({ invitation: staffInvitationSchema });

/**
 * POST /api/studio/staff/invitations: `language` is the invitation e-mail's (an invitee who has an
 * account gets theirs instead); without it, the inviter's page's.
 */
export const staffInviteRequestSchema = z.object({ email: accountEmailSchema, language: z.optional(z.enum(LOCALES)) });
export type StaffInviteRequest = z.infer<typeof staffInviteRequestSchema>;

/**
 * The invitee's token travels in request bodies only (the page reads it from the link's fragment),
 * so it never lands in an access log or a Referer header.
 */
export const staffInvitationTokenSchema = z.object({
  token: z
    .string({ error: () => t.invitationUnknown })
    .check(
      z.minLength(1, { error: () => t.invitationUnknown }),
      z.maxLength(200, { error: () => t.invitationUnknown }),
    ),
});

/** POST /api/staff-invitations/lookup: what the invitee's page shows. */
export const staffInvitationLookupSchema = z.object({
  state: z.enum(['valid', 'expired', 'used', 'cancelled']),
  message: z.string(),
  email: z.nullable(z.string()),
  accountExists: z.boolean(),
});
export type StaffInvitationLookup = z.infer<typeof staffInvitationLookupSchema>;

/** POST /api/staff-invitations/signup: a new account with the invited address (sign-up's rules). */
export const staffInvitationSignupSchema = z
  .object({
    token: staffInvitationTokenSchema.shape.token,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: () => authTexts.passwordsMismatch }),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      error: () => authTexts.passwordsMismatch,
      path: ['confirmPassword'],
    }),
  );
export type StaffInvitationSignup = z.infer<typeof staffInvitationSignupSchema>;
export const staffInvitationAcceptedSchema = z.object({
  message: z.string(),
  token: z.optional(z.string()),
  user: currentUserSchema,
});
