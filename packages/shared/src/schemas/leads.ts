import { z } from 'zod/mini';
import { BOOKING_STATUSES, LEAD_SEARCH_MAX, LEAD_STAGES } from '../constants';
import { leadsTexts } from '../texts/leads';

/**
 * Leads (docs/rules/history.md#issue-12): the photographer's booking requests as a pipeline, from
 * `GET /api/photographers/me/leads` and, as CSV, `GET /api/photographers/me/leads.csv`.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isDay = (v: string) => {
  if (!ISO_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};
/** An optional day (YYYY-MM-DD); '' means no bound, as an empty date field sends. */
const day = z.optional(
  z.string().check(z.refine((v) => v === '' || isDay(v), { error: () => leadsTexts.dateInvalid })),
);

/** The value of the package filter that picks the requests made without a package ("not sure yet"). */
export const LEAD_NO_PACKAGE = 'none';

/**
 * The filters, all optional; an empty value means "any". `q` matches the client's name, e-mail
 * and the messages (the inquiry's and the conversation's), case-insensitively, as plain text.
 * `from`/`to` bound the event date (inclusive); a lead without a date is left out by either.
 */
export const leadsQuerySchema = z
  .object({
    stage: z.optional(
      z.string().check(
        z.refine((v) => v === '' || (LEAD_STAGES as readonly string[]).includes(v), {
          error: () => leadsTexts.stageInvalid,
        }),
      ),
    ),
    q: z.optional(z.string().check(z.trim(), z.maxLength(LEAD_SEARCH_MAX, { error: () => leadsTexts.searchTooLong }))),
    package: z.optional(
      z.string().check(
        z.refine((v) => v === '' || v === LEAD_NO_PACKAGE || UUID.test(v), {
          error: () => leadsTexts.packageInvalid,
        }),
      ),
    ),
    from: day,
    to: day,
  })
  .check(
    z.refine((v) => !v.from || !v.to || !isDay(v.from) || !isDay(v.to) || v.from <= v.to, {
      error: () => leadsTexts.rangeInvalid,
      path: ['to'],
    }),
  );
export type LeadsQuery = z.infer<typeof leadsQuerySchema>;
/** The filters as the URL holds them (the web app's search parameters). */
export type LeadsParams = { [K in keyof LeadsQuery]?: string };

export const leadSchema = z.object({
  id: z.string(),
  stage: z.enum(LEAD_STAGES),
  status: z.enum(BOOKING_STATUSES),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.nullable(z.string()),
  service: z.string(),
  package: z.nullable(z.object({ id: z.string(), title: z.string() })),
  eventDate: z.nullable(z.string()),
  createdAt: z.string(),
  /** The latest message: the conversation's, or the inquiry itself before anyone wrote. Cut to LEAD_SNIPPET_MAX. */
  lastMessage: z.object({
    text: z.string(),
    author: z.enum(['client', 'photographer']),
    at: z.string(),
  }),
  /**
   * While the ball is in the photographer's court (pending or accepted, and the client moved last:
   * the inquiry or a message after the photographer's last message or answer), since when; else null.
   */
  waitingSince: z.nullable(z.string()),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadsResponseSchema = z.object({
  /** The leads that match, newest activity first. */
  leads: z.array(leadSchema),
  /** How many matching leads each stage holds (the stage filter aside), in LEAD_STAGES' order. */
  stages: z.array(z.object({ stage: z.enum(LEAD_STAGES), count: z.number() })),
  /** The photographer's packages, for the package filter (a deleted one stays while a lead refers to it). */
  packages: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type LeadsResponse = z.infer<typeof leadsResponseSchema>;
