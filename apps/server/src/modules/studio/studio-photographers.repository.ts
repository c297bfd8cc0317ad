import type { StudioPhotographer, StudioPhotographerState } from '@studio/shared';
import type { Locale } from '@studio/shared/i18n/locales';
import { and, desc, eq, ilike, isNotNull, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { portfolios } from '../../db/schema/photographers';
import { reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';
import { DEMO_EMAIL_DOMAIN } from '../users/demo-accounts';
import { escapeLike } from '../../db/escape-like';

const isDemo = like(users.email, `%@${DEMO_EMAIL_DOMAIN}`);

const columns = {
  id: portfolios.id,
  userId: portfolios.userId,
  name: portfolios.name,
  email: users.email,
  language: users.language,
  location: portfolios.location,
  speciality: portfolios.speciality,
  featured: portfolios.featured,
  hiddenAt: portfolios.hiddenAt,
  hiddenReason: portfolios.hiddenReason,
  hiddenKind: portfolios.hiddenKind,
  reviewCount: portfolios.reviewCount,
  createdAt: portfolios.createdAt,
  demo: sql<boolean>`${isDemo}`,
};
export type StudioPhotographerRow = {
  id: string;
  userId: string;
  name: string;
  email: string;
  /** The owner's language: the studio's notices to them are written in it (docs/rules/public-pages.md#languages). */
  language: Locale;
  location: string;
  speciality: string;
  featured: boolean;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  hiddenKind: 'moderation' | 'demo' | null;
  reviewCount: number;
  createdAt: Date;
  demo: boolean;
};

export function toStudioPhotographer(r: StudioPhotographerRow): StudioPhotographer {
  return {
    _id: r.id,
    name: r.name,
    email: r.email,
    location: r.location,
    speciality: r.speciality,
    featured: r.featured,
    demo: r.demo,
    hidden: r.hiddenAt
      ? { at: r.hiddenAt.toISOString(), reason: r.hiddenReason ?? '', kind: r.hiddenKind ?? 'moderation' }
      : null,
    reviewCount: r.reviewCount,
    createdAt: r.createdAt.toISOString(),
  };
}

const STATES: Record<StudioPhotographerState, SQL | undefined> = {
  all: undefined,
  listed: isNull(portfolios.hiddenAt),
  hidden: isNotNull(portfolios.hiddenAt),
  featured: eq(portfolios.featured, true),
  demo: isDemo,
};

/** The portfolios of photographer accounts, as the console lists and changes them (docs/rules/history.md#issue-14). */
export function studioPhotographersRepository(db: Db) {
  const select = (executor: Db | Tx = db) =>
    executor.select(columns).from(portfolios).innerJoin(users, eq(users.id, portfolios.userId));

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    async page(
      filter: { q?: string; state: StudioPhotographerState },
      page: { limit: number; offset: number },
    ): Promise<{ rows: StudioPhotographerRow[]; total: number }> {
      const text = filter.q?.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
      const pattern = text ? `%${escapeLike(text)}%` : undefined;
      const where = and(
        eq(portfolios.ownerRole, 'photographer'),
        STATES[filter.state],
        pattern
          ? or(ilike(portfolios.name, pattern), ilike(users.email, pattern), ilike(portfolios.location, pattern))
          : undefined,
      );
      const [rows, counted] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(portfolios.createdAt), desc(portfolios.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(portfolios)
          .innerJoin(users, eq(users.id, portfolios.userId))
          .where(where),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    },

    /** One portfolio, locked for the change when `tx` is given. */
    async find(id: string, tx?: Tx): Promise<StudioPhotographerRow | undefined> {
      const query = select(tx).where(eq(portfolios.id, id));
      const [row] = tx ? await query.for('update', { of: portfolios }) : await query;
      return row;
    },

    async update(
      tx: Tx,
      id: string,
      changes: Partial<Pick<typeof portfolios.$inferInsert, 'featured' | 'hiddenAt' | 'hiddenReason' | 'hiddenKind'>>,
    ): Promise<void> {
      await tx.update(portfolios).set(changes).where(eq(portfolios.id, id));
    },

    /** The demo portfolios, locked: all of them, or those the demo switch hid. */
    async demo(tx: Tx): Promise<StudioPhotographerRow[]> {
      return select(tx).where(isDemo).for('update', { of: portfolios });
    },

    async demoCounts(): Promise<{ count: number; hidden: number }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          hidden: sql<number>`(count(*) filter (where ${portfolios.hiddenAt} is not null))::int`,
        })
        .from(portfolios)
        .innerJoin(users, eq(users.id, portfolios.userId))
        .where(isDemo);
      return row ?? { count: 0, hidden: 0 };
    },

    async overview() {
      const [counts, reports] = await Promise.all([
        db
          .select({
            photographers: sql<number>`(count(*) filter (where ${portfolios.hiddenAt} is null))::int`,
            hidden: sql<number>`(count(*) filter (where ${portfolios.hiddenAt} is not null))::int`,
            featured: sql<number>`(count(*) filter (where ${portfolios.featured} and ${portfolios.hiddenAt} is null))::int`,
          })
          .from(portfolios)
          .where(eq(portfolios.ownerRole, 'photographer')),
        db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(eq(reviews.reportState, 'open')),
      ]);
      return { ...(counts[0] ?? { photographers: 0, hidden: 0, featured: 0 }), reports: reports[0]?.n ?? 0 };
    },
  };
}
