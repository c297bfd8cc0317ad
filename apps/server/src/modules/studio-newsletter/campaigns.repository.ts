import type { Locale } from '@studio/shared/i18n/locales';
import type { Campaign, CampaignProgress, NewsletterSubscriber, SubscriberState } from '@studio/shared';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { newsletterCampaigns, newsletterDeliveries, newsletterSubscribers } from '../../db/schema/newsletter';
import { escapeLike } from '../../db/escape-like';

type Executor = Db | Tx;
export type CampaignRow = typeof newsletterCampaigns.$inferSelect;
type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

const s = newsletterSubscribers;
const d = newsletterDeliveries;
const c = newsletterCampaigns;

const confirmed = and(isNotNull(s.confirmedAt), isNull(s.unsubscribedAt));
const subscriberFilter: Record<SubscriberState, SQL | undefined> = {
  all: undefined,
  pending: and(isNull(s.confirmedAt), isNull(s.unsubscribedAt)),
  confirmed,
  unsubscribed: isNotNull(s.unsubscribedAt),
};

const iso = (v: Date | null) => (v ? v.toISOString() : null);

export function toSubscriber(r: SubscriberRow): NewsletterSubscriber {
  return {
    id: r.id,
    email: r.email,
    state: r.unsubscribedAt ? 'unsubscribed' : r.confirmedAt ? 'confirmed' : 'pending',
    createdAt: r.createdAt.toISOString(),
    confirmedAt: iso(r.confirmedAt),
    unsubscribedAt: iso(r.unsubscribedAt),
  };
}

const emptyProgress = (): CampaignProgress => ({ total: 0, queued: 0, sent: 0, failed: 0, bounced: 0, skipped: 0 });

export function toCampaign(r: CampaignRow, progress: CampaignProgress = emptyProgress()): Campaign {
  return {
    id: r.id,
    subject: r.subject,
    body: r.body,
    subjectSw: r.subjectSw,
    bodySw: r.bodySw,
    status: r.status,
    createdByEmail: r.createdByEmail,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    sentByEmail: r.sentByEmail,
    sendStartedAt: iso(r.sendStartedAt),
    finishedAt: iso(r.finishedAt),
    progress,
  };
}

/** A delivery taken for sending, with what the mail needs. */
export interface DueDelivery {
  id: string;
  attempts: number;
  email: string;
  token: string;
  subscribed: boolean;
  /** The language the subscriber subscribed in: their newsletter's version and footer. */
  language: Locale;
}

export function campaignsRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    async subscribers(filter: { q?: string; state: SubscriberState }, page?: { limit: number; offset: number }) {
      const text = filter.q?.trim();
      const where = and(subscriberFilter[filter.state], text ? ilike(s.email, `%${escapeLike(text)}%`) : undefined);
      const query = db.select().from(s).where(where).orderBy(desc(s.createdAt), desc(s.id));
      const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
      const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(s).where(where);
      return { rows: rows.map(toSubscriber), total: counted?.n ?? 0 };
    },

    async subscriberCounts() {
      const [row] = await db
        .select({
          pending: sql<number>`count(*) filter (where ${s.confirmedAt} is null and ${s.unsubscribedAt} is null)::int`,
          confirmed: sql<number>`count(*) filter (where ${s.confirmedAt} is not null and ${s.unsubscribedAt} is null)::int`,
          unsubscribed: sql<number>`count(*) filter (where ${s.unsubscribedAt} is not null)::int`,
        })
        .from(s);
      return { pending: row?.pending ?? 0, confirmed: row?.confirmed ?? 0, unsubscribed: row?.unsubscribed ?? 0 };
    },

    async progress(ids: string[]): Promise<Map<string, CampaignProgress>> {
      const found = new Map<string, CampaignProgress>();
      if (ids.length === 0) return found;
      const rows = await db
        .select({ campaignId: d.campaignId, status: d.status, n: sql<number>`count(*)::int` })
        .from(d)
        .where(inArray(d.campaignId, ids))
        .groupBy(d.campaignId, d.status);
      for (const r of rows) {
        const p = found.get(r.campaignId) ?? emptyProgress();
        p[r.status] = r.n;
        p.total += r.n;
        found.set(r.campaignId, p);
      }
      return found;
    },

    list: () => db.select().from(c).orderBy(desc(c.createdAt), desc(c.id)).limit(100),

    async find(id: string, tx: Executor = db, lock = false): Promise<CampaignRow | undefined> {
      const query = tx.select().from(c).where(eq(c.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async insert(
      tx: Tx,
      values: {
        subject: string;
        body: string;
        subjectSw: string | null;
        bodySw: string | null;
        createdByEmail: string;
      },
    ) {
      const [row] = await tx.insert(c).values(values).returning();
      if (!row) throw new Error('campaign insert returned no row');
      return row;
    },

    async update(tx: Tx, id: string, values: Partial<CampaignRow> | Record<string, unknown>) {
      const [row] = await tx.update(c).set(values).where(eq(c.id, id)).returning();
      if (!row) throw new Error('campaign vanished during update');
      return row;
    },

    async remove(tx: Tx, id: string): Promise<void> {
      await tx.delete(c).where(eq(c.id, id));
    },

    /** One delivery row per confirmed subscriber (none twice: unique per campaign and subscriber). */
    async queueRecipients(tx: Tx, campaignId: string): Promise<number> {
      const result = await tx.execute(sql`
        insert into ${d} (campaign_id, subscriber_id)
        select ${campaignId}, id from ${s}
        where confirmed_at is not null and unsubscribed_at is null
        on conflict (campaign_id, subscriber_id) do nothing`);
      return result.rowCount ?? 0;
    },

    /** Campaigns being sent (resumed at a start). */
    sending: () => db.select({ id: c.id }).from(c).where(eq(c.status, 'sending')),

    /** Takes the lease of sending `id` for `seconds` unless another process holds it; false when not sending or held. */
    async takeLease(id: string, seconds: number): Promise<{ ok: boolean; until: Date | null; status?: string }> {
      const taken = await db
        .update(c)
        .set({ senderLeaseUntil: sql`now() + make_interval(secs => ${seconds})` })
        .where(
          and(
            eq(c.id, id),
            eq(c.status, 'sending'),
            sql`(${c.senderLeaseUntil} is null or ${c.senderLeaseUntil} < now())`,
          ),
        )
        .returning({ id: c.id });
      if (taken.length > 0) return { ok: true, until: null };
      const row = await this.find(id);
      return { ok: false, until: row?.senderLeaseUntil ?? null, status: row?.status };
    },

    async renewLease(id: string, seconds: number): Promise<void> {
      await db
        .update(c)
        .set({ senderLeaseUntil: sql`now() + make_interval(secs => ${seconds})` })
        .where(eq(c.id, id));
    },

    async releaseLease(id: string): Promise<void> {
      await db.update(c).set({ senderLeaseUntil: null }).where(eq(c.id, id));
    },

    /**
     * Runs `work` on the next due delivery of a campaign, its row locked until `work`'s
     * transaction ends (the mail is handed to SMTP and the row marked in that transaction).
     * Resolves false when none is due.
     */
    async withNextDue(campaignId: string, work: (delivery: DueDelivery, tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            id: d.id,
            attempts: d.attempts,
            email: s.email,
            token: s.token,
            language: s.language,
            subscribed: sql<boolean>`(${s.confirmedAt} is not null and ${s.unsubscribedAt} is null)`,
          })
          .from(d)
          .innerJoin(s, eq(s.id, d.subscriberId))
          .where(and(eq(d.campaignId, campaignId), eq(d.status, 'queued'), lte(d.nextAttemptAt, sql`now()`)))
          .orderBy(asc(d.nextAttemptAt), asc(d.id))
          .limit(1)
          .for('update', { of: d, skipLocked: true });
        if (!row) return false;
        await work(row, tx);
        return true;
      });
    },

    async markDelivery(
      tx: Tx,
      id: string,
      values: { status: 'sent' | 'failed' | 'bounced' | 'skipped' | 'queued'; error?: string; retryInSeconds?: number },
    ): Promise<void> {
      await tx
        .update(d)
        .set({
          status: values.status,
          attempts: sql`${d.attempts} + ${values.status === 'skipped' ? 0 : 1}`,
          lastError: values.error?.slice(0, 500) ?? null,
          ...(values.status === 'sent' ? { sentAt: sql`now()` } : {}),
          ...(values.retryInSeconds
            ? { nextAttemptAt: sql`now() + make_interval(secs => ${values.retryInSeconds})` }
            : {}),
        })
        .where(eq(d.id, id));
    },

    /** When the next queued delivery is due (null: none left). */
    async nextDueAt(campaignId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<string | null>`min(${d.nextAttemptAt})` })
        .from(d)
        .where(and(eq(d.campaignId, campaignId), eq(d.status, 'queued')));
      return row?.at ? new Date(row.at) : null;
    },

    async finish(campaignId: string): Promise<void> {
      await db
        .update(c)
        .set({ status: 'sent', finishedAt: sql`now()`, senderLeaseUntil: null })
        .where(and(eq(c.id, campaignId), eq(c.status, 'sending')));
    },
  };
}
export type CampaignsRepository = ReturnType<typeof campaignsRepository>;
