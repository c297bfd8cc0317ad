import { currentLocale } from '@studio/shared/i18n/current-locale';
import type { Locale } from '@studio/shared/i18n/locales';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;
export type Role = UserRow['role'];

/** On the database, or inside a caller's transaction (a role chosen with its activity). */
export function usersRepository(db: DbOrTx) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Inserts the account; undefined when the address is taken (case-insensitively). */
    async create(values: {
      email: string;
      username: string;
      passwordHash: string;
      role?: Role;
      /** docs/rules/history.md#issue-23: set when the person gave the name themselves (sign-up asks it). */
      nameChosenAt?: Date | null;
      language?: Locale;
    }): Promise<UserRow | undefined> {
      // The account reads the product in the language it was made in, until the person chooses.
      const [row] = await db
        .insert(users)
        .values({ language: currentLocale(), ...values })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async update(
      id: string,
      values: Partial<Pick<UserRow, 'username' | 'role' | 'avatarFile' | 'nameChosenAt' | 'language'>>,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Replaces the profile picture; returns the row before and after (the old file is the caller's to remove). */
    async swapAvatar(id: string, avatarFile: string | null) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!before) return undefined;
        const [after] = await tx
          .update(users)
          .set({ avatarFile, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning();
        return { before, after: after! };
      });
    },

    /**
     * Stores a new password hash and revokes the account's sessions, all or nothing (docs/rules/accounts-and-auth.md#sessions): every
     * session, or every one but `keepSessionId` (the device that made the change).
     */
    async setPassword(id: string, passwordHash: string, keepSessionId?: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(users.id, id));
        await tx
          .delete(sessions)
          .where(
            keepSessionId ? and(eq(sessions.userId, id), ne(sessions.id, keepSessionId)) : eq(sessions.userId, id),
          );
      });
    },

    async delete(id: string): Promise<UserRow | undefined> {
      const [row] = await db.delete(users).where(eq(users.id, id)).returning();
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
