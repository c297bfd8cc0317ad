import { currentLocale } from '@studio/shared/i18n/current-locale';
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/contact';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
/** The database, or a transaction of it. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** A message with no recorded attempt is left alone this long (its first delivery may still be running). */
const FIRST_ATTEMPT_GRACE = sql`interval '10 minutes'`;

export function contactRepository(db: Db) {
  return {
    async insert(values: { name: string; email: string; message: string }): Promise<ContactMessageRow> {
      // In the language of the page it was sent from: the studio's answer is framed in it.
      const [row] = await db
        .insert(contactMessages)
        .values({ language: currentLocale(), ...values })
        .returning();
      if (!row) throw new Error('contact message insert returned no row');
      return row;
    },

    async markMailed(id: string, tx: Executor = db): Promise<void> {
      await tx.update(contactMessages).set({ mailedAt: sql`now()`, mailError: null }).where(eq(contactMessages.id, id));
    },

    async markFailed(id: string, error: string, tx: Executor = db): Promise<void> {
      await tx
        .update(contactMessages)
        .set({ mailError: error.slice(0, 500) })
        .where(and(eq(contactMessages.id, id), isNull(contactMessages.mailedAt)));
    },

    /**
     * Runs `work` on up to `limit` messages whose mail is still owed (a failed attempt, or no
     * attempt for a while), oldest first. The rows stay locked until `work` ends, so two server
     * processes never mail the same message twice.
     */
    async withOwedMessages(
      limit: number,
      work: (rows: ContactMessageRow[], tx: Executor) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(contactMessages)
          .where(
            and(
              isNull(contactMessages.mailedAt),
              or(
                isNotNull(contactMessages.mailError),
                lt(contactMessages.createdAt, sql`now() - ${FIRST_ATTEMPT_GRACE}`),
              ),
            ),
          )
          .orderBy(asc(contactMessages.createdAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (rows.length > 0) await work(rows, tx);
      });
    },
  };
}
export type ContactRepository = ReturnType<typeof contactRepository>;
