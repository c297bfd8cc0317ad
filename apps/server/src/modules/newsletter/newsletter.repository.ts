import type { Locale } from '@studio/shared/i18n/locales';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/newsletter';

export type Subscriber = typeof newsletterSubscribers.$inferSelect;

export function newsletterRepository(db: Db) {
  return {
    /** Inserts the address unless it is there already (case-insensitive); returns the row either way. */
    /** The address once; given again, it keeps its token and takes the language it was given in this time. */
    async upsert(
      email: string,
      token: string,
      language: Locale,
    ): Promise<{ subscriber: Subscriber; created: boolean }> {
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ email, token, language })
        .onConflictDoNothing()
        .returning();
      if (inserted[0]) return { subscriber: inserted[0], created: true };
      const [existing] = await db
        .update(newsletterSubscribers)
        .set({ language })
        .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`)
        .returning();
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

    /** The subscriber's language, or null for an unknown token. */
    async confirm(token: string): Promise<Locale | null> {
      const [row] = await db
        .update(newsletterSubscribers)
        .set({ confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())`, unsubscribedAt: null })
        .where(eq(newsletterSubscribers.token, token))
        .returning({ language: newsletterSubscribers.language });
      return row?.language ?? null;
    },

    /** The subscriber's language, or null for an unknown token. */
    async unsubscribe(token: string): Promise<Locale | null> {
      const [row] = await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
        .where(eq(newsletterSubscribers.token, token))
        .returning({ language: newsletterSubscribers.language });
      return row?.language ?? null;
    },
  };
}
export type NewsletterRepository = ReturnType<typeof newsletterRepository>;
