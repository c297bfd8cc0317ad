import type { Locale } from '@studio/shared/i18n/locales';
import type { InboxMessage, InboxReply, InboxState } from '@studio/shared';
import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contactMessages, contactReplies } from '../../db/schema/contact';
import { escapeLike } from '../../db/escape-like';

type Executor = Db | Tx;
export type ContactMessageRow = typeof contactMessages.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const stateFilter: Record<InboxState, SQL | undefined> = {
  open: and(isNull(contactMessages.handledAt), isNull(contactMessages.archivedAt)),
  handled: and(isNotNull(contactMessages.handledAt), isNull(contactMessages.archivedAt)),
  archived: isNotNull(contactMessages.archivedAt),
  all: undefined,
};

// Spelled out: drizzle leaves a column's table off inside a select, where both tables have an id.
const replyCount = sql<number>`(select count(*)::int from contact_replies r where r.message_id = contact_messages.id)`;
const lastReplyAt = sql<Date | null>`(select max(r.created_at) from contact_replies r where r.message_id = contact_messages.id)`;

const listColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  readAt: contactMessages.readAt,
  handledAt: contactMessages.handledAt,
  archivedAt: contactMessages.archivedAt,
  replyCount,
  lastReplyAt,
  language: contactMessages.language,
};

type ListRow = {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
  readAt: Date | null;
  handledAt: Date | null;
  archivedAt: Date | null;
  replyCount: number;
  lastReplyAt: Date | string | null;
  language: Locale;
};

export function toInboxMessage(r: ListRow): InboxMessage {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    readAt: iso(r.readAt),
    handledAt: iso(r.handledAt),
    archivedAt: iso(r.archivedAt),
    replyCount: Number(r.replyCount),
    // A subquery's timestamp comes back as the driver's text.
    lastReplyAt: r.lastReplyAt ? new Date(r.lastReplyAt).toISOString() : null,
    language: r.language,
  };
}

/** The studio console's view of the contact messages (docs/rules/history.md#issue-14). */
export function inboxRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    async page(filter: { q?: string; state: InboxState }, limit: number, offset: number) {
      const text = filter.q?.trim();
      const pattern = text ? `%${escapeLike(text)}%` : undefined;
      const where = and(
        stateFilter[filter.state],
        pattern
          ? or(
              ilike(contactMessages.name, pattern),
              ilike(contactMessages.email, pattern),
              ilike(contactMessages.message, pattern),
            )
          : undefined,
      );
      const [rows, counted] = await Promise.all([
        db
          .select(listColumns)
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(contactMessages).where(where),
      ]);
      return { rows: rows.map(toInboxMessage), total: counted[0]?.n ?? 0 };
    },

    async summary(): Promise<{ unread: number; open: number }> {
      const [row] = await db
        .select({
          unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null and ${contactMessages.archivedAt} is null)::int`,
          open: sql<number>`count(*) filter (where ${contactMessages.handledAt} is null and ${contactMessages.archivedAt} is null)::int`,
        })
        .from(contactMessages);
      return { unread: row?.unread ?? 0, open: row?.open ?? 0 };
    },

    async find(id: string, tx: Executor = db, lock = false): Promise<InboxMessage | undefined> {
      const query = tx.select(listColumns).from(contactMessages).where(eq(contactMessages.id, id));
      const [row] = lock ? await query.for('update', { of: contactMessages }) : await query;
      return row ? toInboxMessage(row) : undefined;
    },

    async replies(id: string, tx: Executor = db): Promise<InboxReply[]> {
      const rows = await tx
        .select()
        .from(contactReplies)
        .where(eq(contactReplies.messageId, id))
        .orderBy(contactReplies.createdAt, contactReplies.id);
      return rows.map((r) => ({
        id: r.id,
        authorEmail: r.authorEmail,
        body: r.body,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async markRead(id: string): Promise<void> {
      await db
        .update(contactMessages)
        .set({ readAt: sql`now()` })
        .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)));
    },

    async set(
      tx: Tx,
      id: string,
      values: Partial<Pick<ContactMessageRow, 'handledAt' | 'archivedAt' | 'readAt'>> | Record<string, SQL | null>,
    ): Promise<void> {
      await tx.update(contactMessages).set(values).where(eq(contactMessages.id, id));
    },

    async insertReply(
      tx: Tx,
      values: { messageId: string; authorUserId: string | null; authorEmail: string; body: string },
    ) {
      const [row] = await tx.insert(contactReplies).values(values).returning();
      if (!row) throw new Error('reply insert returned no row');
      return row;
    },
  };
}
export type InboxRepository = ReturnType<typeof inboxRepository>;
