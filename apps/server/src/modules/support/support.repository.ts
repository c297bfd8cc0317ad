import type {
  HelpArticleInput,
  StudioHelpArticle,
  StudioSupportTicket,
  SupportMessage,
  SupportTicket,
  SupportTicketState,
} from '@studio/shared';
import type { Locale } from '@studio/shared/i18n/locales';
import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { portfolios } from '../../db/schema/photographers';
import { helpArticles, supportMessages, supportTickets } from '../../db/schema/support';
import { users } from '../../db/schema/users';
import { renderMarkdown } from '../../lib/markdown';
import { escapeLike } from '../../db/escape-like';

export type HelpArticleRow = typeof helpArticles.$inferSelect;
export type TicketRow = typeof supportTickets.$inferSelect;
type MessageRow = typeof supportMessages.$inferSelect;

export const toStudioHelpArticle = (r: HelpArticleRow): StudioHelpArticle => ({
  id: r.id,
  title: r.title,
  body: r.body,
  html: renderMarkdown(r.body),
  status: r.status,
  position: r.position,
  updatedAt: r.updatedAt.toISOString(),
});

const toMessage = (m: MessageRow): SupportMessage => ({
  id: m.id,
  author: m.author,
  body: m.body,
  createdAt: m.createdAt.toISOString(),
});

const toTicket = (t: TicketRow, messages: MessageRow[]): SupportTicket => ({
  id: t.id,
  subject: t.subject,
  state: t.state,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
  messages: messages.map(toMessage),
});

/** The photographer of a ticket as the console shows them: their listing's name, else their username. */
const photographerColumns = {
  id: users.id,
  email: users.email,
  name: sql<string>`coalesce(${portfolios.name}, ${users.username})`,
};

/** Help articles and support tickets (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): the only code that touches their tables. */
export function supportRepository(db: Db) {
  const messagesOf = async (ids: string[], executor: DbOrTx = db) => {
    const byTicket = new Map<string, MessageRow[]>();
    if (ids.length === 0) return byTicket;
    const rows = await executor
      .select()
      .from(supportMessages)
      .where(inArray(supportMessages.ticketId, ids))
      .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
    for (const r of rows) byTicket.set(r.ticketId, [...(byTicket.get(r.ticketId) ?? []), r]);
    return byTicket;
  };

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    // Help articles

    /** Published articles in their order; `q` matches title or body, case-insensitively. */
    async publishedArticles(q?: string): Promise<HelpArticleRow[]> {
      const text = q?.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
      const pattern = text ? `%${escapeLike(text)}%` : undefined;
      return db
        .select()
        .from(helpArticles)
        .where(
          and(
            eq(helpArticles.status, 'published'),
            pattern ? or(ilike(helpArticles.title, pattern), ilike(helpArticles.body, pattern)) : undefined,
          ),
        )
        .orderBy(asc(helpArticles.position), asc(helpArticles.createdAt));
    },

    async article(id: string, executor: DbOrTx = db): Promise<HelpArticleRow | undefined> {
      const [row] = await executor.select().from(helpArticles).where(eq(helpArticles.id, id));
      return row;
    },

    async allArticles(executor: DbOrTx = db): Promise<HelpArticleRow[]> {
      return executor.select().from(helpArticles).orderBy(asc(helpArticles.position), asc(helpArticles.createdAt));
    },

    async articleCount(executor: DbOrTx = db): Promise<number> {
      const [row] = await executor.select({ n: count() }).from(helpArticles);
      return row?.n ?? 0;
    },

    async insertArticle(tx: Tx, input: HelpArticleInput): Promise<HelpArticleRow> {
      const [row] = await tx
        .insert(helpArticles)
        .values({
          ...input,
          // New articles go last.
          position: sql`coalesce((select max(${helpArticles.position}) + 1 from ${helpArticles}), 0)`,
        })
        .returning();
      return row!;
    },

    async lockArticle(tx: Tx, id: string): Promise<HelpArticleRow | undefined> {
      const [row] = await tx.select().from(helpArticles).where(eq(helpArticles.id, id)).for('update');
      return row;
    },

    async updateArticle(tx: Tx, id: string, input: HelpArticleInput): Promise<HelpArticleRow> {
      const [row] = await tx
        .update(helpArticles)
        .set({ ...input, updatedAt: sql`now()` })
        .where(eq(helpArticles.id, id))
        .returning();
      return row!;
    },

    async deleteArticle(tx: Tx, id: string): Promise<void> {
      await tx.delete(helpArticles).where(eq(helpArticles.id, id));
    },

    /** Every article locked, for a reorder. */
    async lockAllArticles(tx: Tx): Promise<HelpArticleRow[]> {
      return tx
        .select()
        .from(helpArticles)
        .orderBy(asc(helpArticles.position), asc(helpArticles.createdAt))
        .for('update');
    },

    async setPosition(tx: Tx, id: string, position: number): Promise<void> {
      await tx.update(helpArticles).set({ position }).where(eq(helpArticles.id, id));
    },

    // Tickets

    async ticketsOf(userId: string): Promise<SupportTicket[]> {
      const rows = await db
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.userId, userId))
        .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id));
      const messages = await messagesOf(rows.map((r) => r.id));
      return rows.map((r) => toTicket(r, messages.get(r.id) ?? []));
    },

    async ticket(id: string, executor: DbOrTx = db): Promise<SupportTicket | undefined> {
      const [row] = await executor.select().from(supportTickets).where(eq(supportTickets.id, id));
      if (!row) return undefined;
      return toTicket(row, (await messagesOf([id], executor)).get(id) ?? []);
    },

    /** A ticket locked for a change, with its photographer's account. */
    async lockTicket(
      tx: Tx,
      id: string,
    ): Promise<(TicketRow & { email: string; username: string; name: string; language: Locale }) | undefined> {
      const [row] = await tx
        .select({
          t: supportTickets,
          email: users.email,
          username: users.username,
          name: photographerColumns.name,
          language: users.language,
        })
        .from(supportTickets)
        .innerJoin(users, eq(users.id, supportTickets.userId))
        .leftJoin(portfolios, eq(portfolios.userId, users.id))
        .where(eq(supportTickets.id, id))
        .for('update', { of: supportTickets });
      return row
        ? { ...row.t, email: row.email, username: row.username, name: row.name, language: row.language }
        : undefined;
    },

    async insertTicket(tx: Tx, userId: string, subject: string): Promise<TicketRow> {
      const [row] = await tx.insert(supportTickets).values({ userId, subject }).returning();
      return row!;
    },

    /** Adds a message; a studio answer owes its e-mail ('pending'). Returns the message's id. */
    async addMessage(
      tx: Tx,
      ticketId: string,
      message: { author: 'photographer' | 'studio'; authorUserId: string; body: string },
    ): Promise<string> {
      const [row] = await tx
        .insert(supportMessages)
        .values({ ticketId, ...message, mailState: message.author === 'studio' ? 'pending' : 'skipped' })
        .returning({ id: supportMessages.id });
      return row!.id;
    },

    /**
     * Runs `work` on one answer whose e-mail is still owed, with its ticket and photographer,
     * locked so that no other process sends it meanwhile (SKIP LOCKED). Its mail state becomes
     * 'sent' once `work` resolves; if `work` throws nothing changes and the job is retried.
     */
    async withOwedMail(
      id: string,
      /** `language`: the ticket owner's, what the answer's e-mail is written in. */
      work: (answer: { body: string; subject: string; email: string; name: string; language: Locale }) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            body: supportMessages.body,
            subject: supportTickets.subject,
            email: users.email,
            name: photographerColumns.name,
            language: users.language,
          })
          .from(supportMessages)
          .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
          .innerJoin(users, eq(users.id, supportTickets.userId))
          .leftJoin(portfolios, eq(portfolios.userId, users.id))
          .where(and(eq(supportMessages.id, id), eq(supportMessages.mailState, 'pending')))
          .for('update', { of: supportMessages, skipLocked: true });
        if (!row) return;
        await work(row);
        await tx.update(supportMessages).set({ mailState: 'sent' }).where(eq(supportMessages.id, id));
      });
    },

    /** Answers whose e-mail has been owed since before `olderThan` (their job was lost), oldest first. */
    async owedBefore(olderThan: Date, limit = 200): Promise<string[]> {
      const rows = await db
        .select({ id: supportMessages.id })
        .from(supportMessages)
        .where(and(eq(supportMessages.mailState, 'pending'), lt(supportMessages.createdAt, olderThan)))
        .orderBy(supportMessages.createdAt)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Gives up on e-mails owed since before `before` (the answer stays on the ticket). */
    async abandonOwedBefore(before: Date): Promise<void> {
      await db
        .update(supportMessages)
        .set({ mailState: 'failed' })
        .where(and(eq(supportMessages.mailState, 'pending'), lt(supportMessages.createdAt, before)));
    },

    async setState(tx: Tx, id: string, state: SupportTicketState): Promise<void> {
      await tx.update(supportTickets).set({ state, updatedAt: sql`now()` }).where(eq(supportTickets.id, id));
    },

    /** The console's inbox: newest activity first, filtered by state. */
    async inbox(
      state: SupportTicketState | 'all',
      page: { limit: number; offset: number },
    ): Promise<{ rows: StudioSupportTicket[]; total: number }> {
      const where = state === 'all' ? undefined : eq(supportTickets.state, state);
      const [rows, counted] = await Promise.all([
        db
          .select({ t: supportTickets, photographer: photographerColumns })
          .from(supportTickets)
          .innerJoin(users, eq(users.id, supportTickets.userId))
          .leftJoin(portfolios, eq(portfolios.userId, users.id))
          .where(where)
          .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(supportTickets).where(where),
      ]);
      const messages = await messagesOf(rows.map((r) => r.t.id));
      return {
        rows: rows.map((r) => ({ ...toTicket(r.t, messages.get(r.t.id) ?? []), photographer: r.photographer })),
        total: counted[0]?.n ?? 0,
      };
    },

    async studioTicket(id: string, executor: DbOrTx = db): Promise<StudioSupportTicket | undefined> {
      const [row] = await executor
        .select({ t: supportTickets, photographer: photographerColumns })
        .from(supportTickets)
        .innerJoin(users, eq(users.id, supportTickets.userId))
        .leftJoin(portfolios, eq(portfolios.userId, users.id))
        .where(eq(supportTickets.id, id));
      if (!row) return undefined;
      return {
        ...toTicket(row.t, (await messagesOf([id], executor)).get(id) ?? []),
        photographer: row.photographer,
      };
    },
  };
}
export type SupportRepository = ReturnType<typeof supportRepository>;
