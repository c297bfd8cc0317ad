import type { Locale } from '@studio/shared/i18n/locales';
import { and, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { NotificationKind, NotificationPreferences } from '@studio/shared';
import { NOTIFICATION_KINDS } from '@studio/shared';
import type { Db, DbOrTx } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  bookingRequestId?: string | null;
  title: string;
  body: string;
  link: string;
}

const LIST_LIMIT = 100;

export function notificationsRepository(db: Db) {
  /** Marks read the user's unread notifications that meet every further condition. */
  const markUnreadRead = (userId: string, ...where: (SQL | undefined)[]) =>
    db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ...where));

  return {
    /**
     * Stores notifications in the caller's transaction. Each one's e-mail is owed ('pending')
     * unless its user turned that kind's e-mail off, or the caller says none is owed with
     * `mail: false` (e.g. a message inside the thread's e-mail interval): then 'skipped'.
     */
    async create(executor: DbOrTx, rows: NewNotification[], opts: { mail?: boolean } = {}): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      return executor
        .insert(notifications)
        .values(
          rows.map((r) => ({
            ...r,
            mailState:
              opts.mail === false
                ? ('skipped' as const)
                : sql`case when exists (select 1 from ${notificationPreferences} p where p.user_id = ${r.userId} and p.kind = ${r.kind} and p.email = false) then 'skipped' else 'pending' end`,
          })),
        )
        .returning();
    },

    async list(userId: string, unreadOnly: boolean): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(LIST_LIMIT);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** Marks the user's own notifications read (all of them without `ids`); others' ids change nothing. */
    async markRead(userId: string, ids?: string[]): Promise<void> {
      await markUnreadRead(userId, ids ? inArray(notifications.id, ids) : undefined);
    },

    /** Marks read what concerns one booking (e.g. once its thread has been opened). */
    async markReadForBooking(userId: string, bookingRequestId: string, kinds: NotificationKind[]): Promise<void> {
      await markUnreadRead(
        userId,
        eq(notifications.bookingRequestId, bookingRequestId),
        inArray(notifications.kind, kinds),
      );
    },

    async preferences(userId: string): Promise<NotificationPreferences> {
      const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
      const prefs = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true])) as NotificationPreferences;
      for (const r of rows) prefs[r.kind] = r.email;
      return prefs;
    },

    async setPreferences(userId: string, prefs: NotificationPreferences): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
        await tx
          .insert(notificationPreferences)
          .values(NOTIFICATION_KINDS.map((kind) => ({ userId, kind, email: prefs[kind] })));
      });
    },

    /**
     * Runs `work` on one notification whose e-mail is still owed, locked so that no other process
     * sends it meanwhile (SKIP LOCKED: a process already sending it makes this a no-op). The mail
     * state becomes what `work` answers; if `work` throws, nothing changes and the job is retried.
     */
    async withOwedMail(
      id: string,
      work: (n: NotificationRow & { email: string; username: string; language: Locale }) => Promise<'sent' | 'failed'>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ n: notifications, email: users.email, username: users.username, language: users.language })
          .from(notifications)
          .innerJoin(users, eq(users.id, notifications.userId))
          .where(and(eq(notifications.id, id), eq(notifications.mailState, 'pending')))
          .for('update', { of: notifications, skipLocked: true });
        if (!row) return;
        const state = await work({ ...row.n, email: row.email, username: row.username, language: row.language });
        await tx.update(notifications).set({ mailState: state }).where(eq(notifications.id, id));
      });
    },

    /** E-mails owed for longer than `olderThan` (their job was lost), oldest first. */
    async owedBefore(olderThan: Date, limit = 200): Promise<string[]> {
      const rows = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.mailState, 'pending'), lt(notifications.createdAt, olderThan)))
        .orderBy(notifications.createdAt)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Gives up on e-mails owed since before `before` (kept in the dashboard all the same). */
    async abandonOwedBefore(before: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ mailState: 'failed' })
        .where(and(eq(notifications.mailState, 'pending'), lt(notifications.createdAt, before)));
    },
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
