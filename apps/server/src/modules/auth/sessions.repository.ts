import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/users';

export type SessionRow = typeof sessions.$inferSelect;

export function sessionsRepository(db: Db) {
  return {
    async create(values: {
      userId: string;
      tokenHash: string;
      expiresAt: Date;
      userAgent: string | null;
      ipAddress: string | null;
    }): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(values).returning();
      return row!;
    },

    /** The live session with this token hash, and its user. */
    async findLive(tokenHash: string) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)));
      return row;
    },

    /** Records use, at most once every few minutes per session (keeps reads from becoming writes). */
    async touch(id: string): Promise<void> {
      await db
        .update(sessions)
        .set({ lastUsedAt: sql`now()` })
        .where(and(eq(sessions.id, id), lt(sessions.lastUsedAt, sql`now() - interval '5 minutes'`)));
    },

    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** Revokes every session of the user, or every one but `exceptId`. Returns how many. */
    async deleteForUser(userId: string, exceptId?: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId))
        .returning({ id: sessions.id });
      return rows.length;
    },

    listForUser(userId: string): Promise<SessionRow[]> {
      return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt));
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
