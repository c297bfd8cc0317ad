import {
  type Campaign,
  campaignLanguages,
  type CampaignInput,
  type CampaignPreviewRequest,
  type SubscriberState,
  studioMailTexts,
  type NewsletterSubscriber,
} from '@studio/shared';
import { DEFAULT_LOCALE } from '@studio/shared/i18n/locales';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MailMessage } from '../../mail/mailer';
import { type AuditActor, auditRepository } from '../audit/audit.repository';
import { type CampaignRow, type CampaignsRepository, toCampaign } from './campaigns.repository';
import { newsletterIn, newsletterMail, renderNewsletter, unsubscribeUrl } from './newsletter-mail';

export const SUBSCRIBERS_PAGE_SIZE = 50;

const notFound = () => new AppError('NOT_FOUND', studioMailTexts.campaignNotFound);
const notDraft = () => new AppError('CONFLICT', studioMailTexts.campaignNotDraft);
const summaryOf = (r: CampaignRow) => ({
  subject: r.subject,
  body: r.body,
  subjectSw: r.subjectSw,
  bodySw: r.bodySw,
  status: r.status,
});

/** A newsletter's words as stored: an empty Kiswahili version is none. */
const stored = (input: CampaignInput) => ({
  subject: input.subject,
  body: input.body,
  subjectSw: input.subjectSw || null,
  bodySw: input.bodySw || null,
});

/**
 * Subscribers as CSV for a spreadsheet, as leads are (RFC 4180, UTF-8 with a byte-order mark, no
 * formula injection: a cell starting with = + - @ tab or CR gets a leading apostrophe).
 */
export function subscribersCsv(rows: NewsletterSubscriber[]): string {
  const label = studioMailTexts.subscriberStates;
  return stringify(
    [
      [...studioMailTexts.subscribersCsvHeader],
      ...rows.map((r) => [r.email, label[r.state], r.createdAt, r.confirmedAt ?? '', r.unsubscribedAt ?? '']),
    ],
    { bom: true, record_delimiter: 'windows', quote_record_delimiter: true, escape_formulas: true },
  );
}

/** The studio console's newsletter (docs/rules/history.md#issue-14): subscribers, drafts, preview, test and sending. */
export function newsletterStudioService(deps: {
  repo: CampaignsRepository;
  publicUrl: string;
  queueMail: (message: MailMessage) => Promise<void>;
  /** Queues the first slice of sending (inside the transaction that starts it). */
  /** Queues the first slice on `tx`'s own connection (ADR 0036). */
  kick: (campaignId: string, tx: Tx) => Promise<void>;
}) {
  const { repo, publicUrl, queueMail, kick } = deps;

  const withProgress = async (row: CampaignRow): Promise<Campaign> =>
    toCampaign(row, (await repo.progress([row.id])).get(row.id));

  const get = async (id: string): Promise<Campaign> => {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return withProgress(row);
  };

  return {
    async subscribers(q: string | undefined, state: SubscriberState = 'all', page = 1) {
      const [{ rows, total }, counts] = await Promise.all([
        repo.subscribers({ q, state }, { limit: SUBSCRIBERS_PAGE_SIZE, offset: (page - 1) * SUBSCRIBERS_PAGE_SIZE }),
        repo.subscriberCounts(),
      ]);
      return {
        data: rows,
        meta: {
          page,
          pageSize: SUBSCRIBERS_PAGE_SIZE,
          total,
          totalPages: Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE)),
        },
        counts,
      };
    },

    async subscribersCsv(q: string | undefined, state: SubscriberState = 'all') {
      return subscribersCsv((await repo.subscribers({ q, state })).rows);
    },

    async list() {
      const rows = await repo.list();
      const progress = await repo.progress(rows.map((r) => r.id));
      const counts = await repo.subscriberCounts();
      return { data: rows.map((r) => toCampaign(r, progress.get(r.id))), confirmed: counts.confirmed };
    },

    get,

    async create(actor: AuditActor, input: CampaignInput): Promise<Campaign> {
      const row = await repo.transaction(async (tx) => {
        const created = await repo.insert(tx, { ...stored(input), createdByEmail: actor.email });
        await auditRepository(tx).record(actor, {
          action: 'newsletter.draft',
          targetType: 'newsletter',
          targetId: created.id,
          targetLabel: created.subject,
          after: summaryOf(created),
        });
        return created;
      });
      return withProgress(row);
    },

    async update(actor: AuditActor, id: string, input: CampaignInput): Promise<Campaign> {
      const row = await repo.transaction(async (tx) => {
        const before = await repo.find(id, tx, true);
        if (!before) throw notFound();
        if (before.status !== 'draft') throw notDraft();
        const after = await repo.update(tx, id, { ...stored(input), updatedAt: sql`now()` });
        await auditRepository(tx).record(actor, {
          action: 'newsletter.edit',
          targetType: 'newsletter',
          targetId: id,
          targetLabel: after.subject,
          before: summaryOf(before),
          after: summaryOf(after),
        });
        return after;
      });
      return withProgress(row);
    },

    /** Deletes a draft (409 once it is being sent or sent: its deliveries are the record). */
    async remove(actor: AuditActor, id: string): Promise<void> {
      await repo.transaction(async (tx) => {
        const before = await repo.find(id, tx, true);
        if (!before) throw notFound();
        if (before.status !== 'draft') throw notDraft();
        await repo.remove(tx, id);
        await auditRepository(tx).record(actor, {
          action: 'newsletter.delete',
          targetType: 'newsletter',
          targetId: id,
          targetLabel: before.subject,
          before: summaryOf(before),
          after: null,
        });
      });
    },

    /** The e-mail as a recipient reading `language` gets it (the unsubscribe link a sample). */
    preview({ language = DEFAULT_LOCALE, ...input }: CampaignPreviewRequest) {
      return renderNewsletter(newsletterIn(input, language), unsubscribeUrl(publicUrl, 'preview'), language);
    },

    /**
     * Queues the draft to the signed-in staff member's own address, subject marked [Test]: each
     * version it has, so the Kiswahili one is seen before it goes out.
     */
    async test(actor: AuditActor, id: string): Promise<{ to: string }> {
      const row = await repo.find(id);
      if (!row) throw notFound();
      for (const language of campaignLanguages(row)) {
        const words = newsletterIn(row, language);
        await queueMail(
          newsletterMail(
            { ...words, subject: `[Test] ${words.subject}` },
            actor.email,
            unsubscribeUrl(publicUrl, 'test'),
            language,
          ),
        );
      }
      return { to: actor.email };
    },

    /**
     * Sends a draft to every confirmed subscriber, once: the campaign, one delivery row per
     * recipient, its audit entry and the first job are one transaction.
     */
    async send(actor: AuditActor, id: string): Promise<Campaign> {
      await repo.transaction(async (tx) => {
        const before = await repo.find(id, tx, true);
        if (!before) throw notFound();
        if (before.status !== 'draft') throw notDraft();
        const recipients = await repo.queueRecipients(tx, id);
        if (recipients === 0) throw new AppError('CONFLICT', studioMailTexts.noConfirmedSubscribers);
        const after = await repo.update(tx, id, {
          status: 'sending',
          sentByEmail: actor.email,
          sendStartedAt: sql`now()`,
        });
        await auditRepository(tx).record(actor, {
          action: 'newsletter.send',
          targetType: 'newsletter',
          targetId: id,
          targetLabel: after.subject,
          before: { status: before.status },
          after: { status: after.status, recipients },
        });
        await kick(id, tx);
      });
      return get(id);
    },
  };
}

export type NewsletterStudioService = ReturnType<typeof newsletterStudioService>;
