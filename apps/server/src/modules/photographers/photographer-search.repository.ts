import { and, between, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import { portfolios } from '../../db/schema/photographers';
import { users } from '../../db/schema/users';
import { type CardRow, cardColumns } from './photographer-cards.repository';

export interface SearchFilter {
  /** Plain text looked for in name, speciality, location and message, case-insensitively. */
  text?: string;
  location?: string;
  speciality?: string;
  /** The listed price (USD: the cheapest active package's, else D15's; ADR 0017) within these bounds, both included. */
  price?: { min: number; max: number };
  featuredOnly?: boolean;
}

export type SearchOrder = 'newest' | 'experience' | 'price-low' | 'price-high' | 'rating' | 'reviews';

/**
 * The directory lists a portfolio while its owner is a photographer: an account that switched to
 * another role can no longer manage it (D14), so it is not offered to clients. `owner_role`
 * follows the account's role through its foreign key. A listing the studio hid is not offered
 * either (issue 14).
 */
const listed = and(eq(portfolios.ownerRole, 'photographer'), isNull(portfolios.hiddenAt));

/**
 * The user's search text as the query takes it: control characters (which no search box types,
 * among them `search_text`'s field separator, and NUL, which PostgreSQL refuses) become spaces;
 * undefined when nothing is left.
 */
export function plainSearchText(text: string | undefined): string | undefined {
  const plain = text?.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return plain || undefined;
}

/** `text` comes from plainSearchText. */
function textMatches(text: string): SQL {
  return sql`${portfolios.searchText} like lower(${`%${escapeLike(text)}%`})`;
}

function conditions(filter: SearchFilter): SQL | undefined {
  return and(
    listed,
    filter.text ? textMatches(filter.text) : undefined,
    filter.location ? eq(portfolios.location, filter.location) : undefined,
    filter.speciality ? eq(portfolios.speciality, filter.speciality) : undefined,
    filter.price ? between(portfolios.listedPrice, filter.price.min, filter.price.max) : undefined,
    filter.featuredOnly ? eq(portfolios.featured, true) : undefined,
  );
}

/** Featured first, then newest; the id makes every order total, so pages never overlap. */
const NEWEST = [desc(portfolios.featured), desc(portfolios.createdAt), desc(portfolios.id)];

/**
 * The same tie-breakers spelled as the review sorts' indexes hold them (the columns are never null,
 * so `nulls last` orders alike), so a page of those sorts is read from the index in order.
 */
const NEWEST_AS_INDEXED = [
  sql`${portfolios.featured} desc nulls last`,
  sql`${portfolios.createdAt} desc nulls last`,
  sql`${portfolios.id} desc nulls last`,
];

const ORDERS: Record<SearchOrder, SQL[]> = {
  newest: NEWEST,
  experience: [sql`${portfolios.experienceYears} desc nulls last`, ...NEWEST],
  'price-low': [sql`${portfolios.listedPrice} asc nulls last`, ...NEWEST],
  'price-high': [sql`${portfolios.listedPrice} desc nulls last`, ...NEWEST],
  // Issue 13 (ADR 0020): the Bayesian average (null without reviews: last), and the count.
  rating: [sql`${portfolios.ratingScore} desc nulls last`, ...NEWEST_AS_INDEXED],
  reviews: [sql`${portfolios.reviewCount} desc nulls last`, ...NEWEST_AS_INDEXED],
};

export interface SearchResult {
  rows: CardRow[];
  total: number;
  featured: CardRow[];
}

export function photographerSearchRepository(db: Db) {
  // The owner's account only for the avatar: the page's few rows, never the count.
  const cards = () => db.select(cardColumns).from(portfolios).innerJoin(users, eq(users.id, portfolios.userId));

  return {
    /** One page of the listed portfolios matching `filter`, their total, and the first featured ones. */
    async search(
      filter: SearchFilter,
      order: SearchOrder,
      page: { limit: number; offset: number },
      featuredMax: number,
    ): Promise<SearchResult> {
      const where = conditions(filter);
      const [rows, counted, featured] = await Promise.all([
        cards()
          .where(where)
          .orderBy(...ORDERS[order])
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(portfolios).where(where),
        featuredMax > 0
          ? cards()
              .where(and(where, eq(portfolios.featured, true)))
              .orderBy(...ORDERS[order])
              .limit(featuredMax)
          : Promise.resolve([]),
      ]);
      return { rows, total: counted[0]?.n ?? 0, featured };
    },
  };
}
export type PhotographerSearchRepository = ReturnType<typeof photographerSearchRepository>;
