import { and, desc, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
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
  /**
   * ADR 0030: the listed price in KES (the cheapest active package's, else the starting price, a
   * dollar one at `kesPerUsd`) in [min, max); max null: no upper bound.
   */
  price?: { min: number; max: number | null };
  featuredOnly?: boolean;
}

export type SearchOrder = 'newest' | 'experience' | 'price-low' | 'price-high' | 'rating' | 'reviews';

/**
 * The directory lists a portfolio while its owner is a photographer: an account that switched to
 * another role can no longer manage it (docs/rules/accounts-and-auth.md#roles), so it is not offered to clients. `owner_role`
 * follows the account's role through its foreign key. A listing the studio hid is not offered
 * either (docs/rules/history.md#issue-14).
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

/**
 * The rate in hundredths of a shilling (it has at most two decimals), so that the dollar bounds are
 * exact in whole numbers: usd * rate >= min  <=>  usd >= ceil(min * 100 / rateCents).
 */
const rateCents = (kesPerUsd: number) => Math.round(kesPerUsd * 100);

/**
 * ADR 0030: the KES price range as two index-served ranges, one on each listed column: shillings
 * as they are, dollars between the bounds divided by the rate.
 */
function priceWithin(price: { min: number; max: number | null }, kesPerUsd: number): SQL {
  const cents = rateCents(kesPerUsd);
  const usdMin = Math.ceil((price.min * 100) / cents);
  const kes = and(
    gte(portfolios.listedKes, price.min),
    price.max === null ? undefined : lt(portfolios.listedKes, price.max),
  );
  const usd = and(
    gte(portfolios.listedUsd, usdMin),
    // usd * rate < max  <=>  usd < max * 100 / rateCents  <=>  usd <= ceil(max * 100 / rateCents) - 1
    price.max === null ? undefined : lt(portfolios.listedUsd, Math.ceil((price.max * 100) / cents)),
  );
  return or(kes, usd)!;
}

/** ADR 0030: the price in KES the sorts order by; a dollar price counts at the rate. */
const listedKesAt = (kesPerUsd: number) =>
  sql`coalesce(${portfolios.listedKes}::numeric, ${portfolios.listedUsd} * ${kesPerUsd.toFixed(2)}::numeric)`;

function conditions(filter: SearchFilter, kesPerUsd: number): SQL | undefined {
  return and(
    listed,
    filter.text ? textMatches(filter.text) : undefined,
    filter.location ? eq(portfolios.location, filter.location) : undefined,
    filter.speciality ? eq(portfolios.speciality, filter.speciality) : undefined,
    filter.price ? priceWithin(filter.price, kesPerUsd) : undefined,
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

function orderBy(order: SearchOrder, kesPerUsd: number): SQL[] {
  switch (order) {
    case 'newest':
      return NEWEST;
    case 'experience':
      return [sql`${portfolios.experienceYears} desc nulls last`, ...NEWEST];
    case 'price-low':
      return [sql`${listedKesAt(kesPerUsd)} asc nulls last`, ...NEWEST];
    case 'price-high':
      return [sql`${listedKesAt(kesPerUsd)} desc nulls last`, ...NEWEST];
    // docs/rules/history.md#issue-13 (ADR 0020): the Bayesian average (null without reviews: last), and the count.
    case 'rating':
      return [sql`${portfolios.ratingScore} desc nulls last`, ...NEWEST_AS_INDEXED];
    case 'reviews':
      return [sql`${portfolios.reviewCount} desc nulls last`, ...NEWEST_AS_INDEXED];
  }
}

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
      kesPerUsd: number,
    ): Promise<SearchResult> {
      const where = conditions(filter, kesPerUsd);
      const order_ = orderBy(order, kesPerUsd);
      const [rows, counted, featured] = await Promise.all([
        cards()
          .where(where)
          .orderBy(...order_)
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(portfolios).where(where),
        featuredMax > 0
          ? cards()
              .where(and(where, eq(portfolios.featured, true)))
              .orderBy(...order_)
              .limit(featuredMax)
          : Promise.resolve([]),
      ]);
      return { rows, total: counted[0]?.n ?? 0, featured };
    },
  };
}
export type PhotographerSearchRepository = ReturnType<typeof photographerSearchRepository>;
