import type { Db } from '../../db/client';
import { studioContent } from '../../db/schema/studio-content';

export function studioContentRepository(db: Db) {
  return {
    async all(): Promise<Record<string, unknown>> {
      const rows = await db.select().from(studioContent);
      return Object.fromEntries(rows.map((r) => [r.key, r.data]));
    },
    /** Inserts keys that are missing; never overwrites an existing (possibly edited) key. */
    async insertMissing(entries: Record<string, unknown>): Promise<number> {
      const values = Object.entries(entries).map(([key, data]) => ({ key, data }));
      if (values.length === 0) return 0;
      const inserted = await db
        .insert(studioContent)
        .values(values)
        .onConflictDoNothing()
        .returning({ key: studioContent.key });
      return inserted.length;
    },
  };
}
