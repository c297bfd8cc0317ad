import { and, desc, eq, gt, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetCodes, sessions, users } from '../../db/schema/users';

export type ResetCodeRow = typeof passwordResetCodes.$inferSelect;

export function resetCodesRepository(db: Db) {
  return {
    /**
     * Issues a new code unless the account already had `maxPerHour` in the last hour; every
     * earlier code is spent (only the newest works). Serialised per account with an advisory lock,
     * so concurrent requests cannot slip past the hourly allowance. False when it is used up.
     */
    async issue(userId: string, codeHash: string, expiresAt: Date, maxPerHour: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reset-code:${userId}`}))`);
        const [recent] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(passwordResetCodes)
          .where(
            and(
              eq(passwordResetCodes.userId, userId),
              gte(passwordResetCodes.createdAt, sql`now() - interval '1 hour'`),
            ),
          );
        if ((recent?.n ?? 0) >= maxPerHour) return false;
        await tx
          .update(passwordResetCodes)
          .set({ spentAt: sql`now()` })
          .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.spentAt)));
        await tx.insert(passwordResetCodes).values({ userId, codeHash, expiresAt });
        return true;
      });
    },

    /** The usable code of the user: not spent, not expired. */
    async findActive(userId: string): Promise<ResetCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(passwordResetCodes)
        .where(
          and(
            eq(passwordResetCodes.userId, userId),
            isNull(passwordResetCodes.spentAt),
            gt(passwordResetCodes.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(passwordResetCodes.createdAt))
        .limit(1);
      return row;
    },

    /** Counts a wrong try; the code is spent by the `maxTries`-th one. */
    async recordWrongTry(id: string, maxTries: number): Promise<void> {
      await db
        .update(passwordResetCodes)
        .set({
          wrongTries: sql`${passwordResetCodes.wrongTries} + 1`,
          spentAt: sql`case when ${passwordResetCodes.wrongTries} + 1 >= ${maxTries} then now() else ${passwordResetCodes.spentAt} end`,
        })
        .where(eq(passwordResetCodes.id, id));
    },

    /**
     * Uses the code to set a new password, all or nothing: spends the code (only if still unspent,
     * so one code resets once even under concurrent requests), stores the hash and revokes every
     * session of the account. False when the code was spent meanwhile.
     */
    async resetPassword(codeId: string, userId: string, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const spent = await tx
          .update(passwordResetCodes)
          .set({ spentAt: sql`now()` })
          .where(
            and(
              eq(passwordResetCodes.id, codeId),
              isNull(passwordResetCodes.spentAt),
              gt(passwordResetCodes.expiresAt, sql`now()`),
            ),
          )
          .returning({ id: passwordResetCodes.id });
        if (spent.length === 0) return false;
        await tx
          .update(passwordResetCodes)
          .set({ spentAt: sql`now()` })
          .where(
            and(
              eq(passwordResetCodes.userId, userId),
              ne(passwordResetCodes.id, codeId),
              isNull(passwordResetCodes.spentAt),
            ),
          );
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        return true;
      });
    },

    listForUser(userId: string): Promise<ResetCodeRow[]> {
      return db
        .select()
        .from(passwordResetCodes)
        .where(eq(passwordResetCodes.userId, userId))
        .orderBy(desc(passwordResetCodes.createdAt));
    },
  };
}
export type ResetCodesRepository = ReturnType<typeof resetCodesRepository>;
