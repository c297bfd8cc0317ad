import type { ReviewSort } from '@studio/shared';
import type { Locale } from '@studio/shared/i18n/locales';
import { and, asc, desc, eq, getTableColumns, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { bookingRequests } from '../../db/schema/bookings';
import { portfolios } from '../../db/schema/photographers';
import { reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';

export type ReviewRow = typeof reviews.$inferSelect;
/** A review with the service of its booking ("Wedding photography"), as every list shows it. */
export type ListedReview = ReviewRow & { service: string };
export type NewReview = typeof reviews.$inferInsert;
type Executor = Db | Tx;

/** The booking a review is about, with the photographer it went to. */
export interface ReviewedBooking {
  id: string;
  status: string;
  clientUserId: string | null;
  clientName: string;
  service: string;
  portfolioId: string;
  photographerName: string;
  photographerUserId: string;
  /** The photographer's account's language: what the new review's notice to them is written in. */
  photographerLanguage: Locale;
}

/** A review with its photographer, for the checks of the photographer's and the studio's actions. */
export type ReviewWithPhotographer = ListedReview & { photographerName: string; photographerUserId: string };
/**
 * A review with the languages of the two accounts it may notify (docs/rules/public-pages.md#languages): the
 * photographer's, and its author's (null once the author's account is gone).
 */
export type ReviewWithReaders = ReviewWithPhotographer & {
  photographerLanguage: Locale;
  authorLanguage: Locale | null;
};

const visible = isNull(reviews.hiddenAt);

const ORDERS: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  rating: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

const listedColumns = { ...getTableColumns(reviews), service: bookingRequests.service };
const withPhotographerColumns = {
  ...listedColumns,
  photographerName: portfolios.name,
  photographerUserId: portfolios.userId,
};
/** The photographer's account and the review author's, both users. */
const photographerUsers = alias(users, 'photographer_users');
const authorUsers = alias(users, 'author_users');
const withReadersColumns = {
  ...withPhotographerColumns,
  photographerLanguage: photographerUsers.language,
  authorLanguage: authorUsers.language,
};

export function reviewsRepository(db: Db) {
  const listed = () =>
    db.select(listedColumns).from(reviews).innerJoin(bookingRequests, eq(bookingRequests.id, reviews.bookingRequestId));

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** The booking, locked until the transaction ends, so a review is written against its settled state. */
    async lockBooking(tx: Tx, bookingId: string): Promise<ReviewedBooking | undefined> {
      const [row] = await tx
        .select({
          id: bookingRequests.id,
          status: bookingRequests.status,
          clientUserId: bookingRequests.clientUserId,
          clientName: bookingRequests.clientName,
          service: bookingRequests.service,
          portfolioId: bookingRequests.portfolioId,
          photographerName: portfolios.name,
          photographerUserId: portfolios.userId,
          photographerLanguage: photographerUsers.language,
        })
        .from(bookingRequests)
        .innerJoin(portfolios, eq(portfolios.id, bookingRequests.portfolioId))
        .innerJoin(photographerUsers, eq(photographerUsers.id, portfolios.userId))
        .where(eq(bookingRequests.id, bookingId))
        .for('update', { of: bookingRequests });
      return row;
    },

    async findBooking(bookingId: string) {
      const [row] = await db
        .select({
          status: bookingRequests.status,
          clientUserId: bookingRequests.clientUserId,
          portfolioId: bookingRequests.portfolioId,
        })
        .from(bookingRequests)
        .where(eq(bookingRequests.id, bookingId));
      return row;
    },

    async findByBooking(bookingId: string): Promise<ListedReview | undefined> {
      const [row] = await listed().where(eq(reviews.bookingRequestId, bookingId));
      return row;
    },

    /** A review with its photographer and its readers' languages, locked when `tx` is given. */
    async find(id: string, tx?: Tx): Promise<ReviewWithReaders | undefined> {
      const query = (tx ?? db)
        .select(withReadersColumns)
        .from(reviews)
        .innerJoin(portfolios, eq(portfolios.id, reviews.portfolioId))
        .innerJoin(bookingRequests, eq(bookingRequests.id, reviews.bookingRequestId))
        .innerJoin(photographerUsers, eq(photographerUsers.id, portfolios.userId))
        .leftJoin(authorUsers, eq(authorUsers.id, reviews.authorUserId))
        .where(eq(reviews.id, id));
      const [row] = tx ? await query.for('update', { of: reviews }) : await query;
      return row;
    },

    async insert(tx: Tx, review: NewReview): Promise<ReviewRow> {
      const [row] = await tx.insert(reviews).values(review).returning();
      return row!;
    },

    async update(executor: Executor, id: string, changes: Partial<NewReview>): Promise<ReviewRow> {
      const [row] = await executor.update(reviews).set(changes).where(eq(reviews.id, id)).returning();
      return row!;
    },

    /**
     * Recounts the portfolio's visible reviews into `review_count` and `rating_sum` (ADR 0020), in
     * the transaction of the change: from the rows, never by adding to the old numbers, so the
     * numbers cannot drift whatever happened before.
     */
    async refreshRating(tx: Tx, portfolioId: string): Promise<void> {
      await tx.execute(sql`
        update ${portfolios}
        set review_count = s.n, rating_sum = s.total
        from (
          select count(*)::int as n, coalesce(sum(${reviews.rating}), 0)::int as total
          from ${reviews}
          where ${reviews.portfolioId} = ${portfolioId} and ${reviews.hiddenAt} is null
        ) s
        where ${portfolios.id} = ${portfolioId}`);
    },

    /** The portfolio's row, locked: featuring counts the featured reviews under it. */
    async lockPortfolio(tx: Tx, portfolioId: string): Promise<void> {
      await tx.select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.id, portfolioId)).for('update');
    },

    async featuredCount(executor: Executor, portfolioId: string): Promise<number> {
      const [row] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(reviews)
        .where(and(eq(reviews.portfolioId, portfolioId), isNotNull(reviews.featuredAt), visible));
      return row?.n ?? 0;
    },

    /** How many visible reviews gave 1..5 stars (index 0 is 1 star). */
    async distribution(portfolioId: string): Promise<number[]> {
      const rows = await db
        .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
        .from(reviews)
        .where(and(eq(reviews.portfolioId, portfolioId), visible))
        .groupBy(reviews.rating);
      const counts = [0, 0, 0, 0, 0];
      for (const r of rows) counts[r.rating - 1] = r.n;
      return counts;
    },

    /** One page of a portfolio's reviews (visible ones only unless `withHidden`), and their total. */
    async page(
      portfolioId: string,
      sort: ReviewSort,
      page: { limit: number; offset: number },
      withHidden = false,
    ): Promise<{ rows: ListedReview[]; total: number }> {
      const where = withHidden
        ? eq(reviews.portfolioId, portfolioId)
        : and(eq(reviews.portfolioId, portfolioId), visible);
      const [rows, counted] = await Promise.all([
        listed()
          .where(where)
          .orderBy(...ORDERS[sort])
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(where),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    },

    /** The featured visible reviews, latest featured first. */
    async featured(portfolioId: string, max: number): Promise<ListedReview[]> {
      return listed()
        .where(and(eq(reviews.portfolioId, portfolioId), isNotNull(reviews.featuredAt), visible))
        .orderBy(desc(reviews.featuredAt), desc(reviews.id))
        .limit(max);
    },

    /** The reports waiting for the studio, oldest first. */
    async openReports(): Promise<ReviewWithPhotographer[]> {
      return db
        .select(withPhotographerColumns)
        .from(reviews)
        .innerJoin(portfolios, eq(portfolios.id, reviews.portfolioId))
        .innerJoin(bookingRequests, eq(bookingRequests.id, reviews.bookingRequestId))
        .where(eq(reviews.reportState, 'open'))
        .orderBy(asc(reviews.reportedAt), asc(reviews.id));
    },

    /** The portfolio a user owns, if any. */
    async portfolioOf(userId: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: portfolios.id, name: portfolios.name })
        .from(portfolios)
        .where(eq(portfolios.userId, userId));
      return row;
    },

    /** The visible reviews' average and count as the portfolio keeps them. */
    async ratingOf(portfolioId: string): Promise<{ count: number; sum: number }> {
      const [row] = await db
        .select({ count: portfolios.reviewCount, sum: portfolios.ratingSum })
        .from(portfolios)
        .where(eq(portfolios.id, portfolioId));
      return row ?? { count: 0, sum: 0 };
    },
  };
}
export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
