import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/newsletter';

export type Subscriber = typeof newsletterSubscribers.$inferSelect;

export function newsletterRepository(db: Db) {
  return {
    /** Inserts the address unless it is there already (case-insensitive); returns the row either way. */
    async upsert(email: string, token: string): Promise<{ subscriber: Subscriber; created: boolean }> {
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ email, token })
        .onConflictDoNothing()
        .returning();
      if (inserted[0]) return { subscriber: inserted[0], created: true };
      const [existing] = await db
        .select()
        .from(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
      if (!existing) throw new Error('newsletter subscriber vanished during upsert');
      return { subscriber: existing, created: false };
    },

    async resubscribe(id: string): Promise<Subscriber> {
      const [row] = await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: null, confirmedAt: null })
        .where(eq(newsletterSubscribers.id, id))
        .returning();
      if (!row) throw new Error('newsletter subscriber vanished during resubscribe');
      return row;
    },

    async confirm(token: string): Promise<boolean> {
      const rows = await db
        .update(newsletterSubscribers)
        .set({ confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())`, unsubscribedAt: null })
        .where(eq(newsletterSubscribers.token, token))
        .returning({ id: newsletterSubscribers.id });
      return rows.length > 0;
    },

    async unsubscribe(token: string): Promise<boolean> {
      const rows = await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
        .where(eq(newsletterSubscribers.token, token))
        .returning({ id: newsletterSubscribers.id });
      return rows.length > 0;
    },
  };
}
export type NewsletterRepository = ReturnType<typeof newsletterRepository>;
