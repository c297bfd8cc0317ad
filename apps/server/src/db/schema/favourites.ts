import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { portfolios } from './photographers';
import { users } from './users';

/** Photographers a user saved (docs/rules/history.md#issue-6, docs/rules/photographers-and-portfolios.md#dashboard-navigation): the user's favourites and the photographer's subscribers. */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'favourites_pkey', columns: [t.userId, t.portfolioId] }),
    index('favourites_portfolio_created_idx').on(t.portfolioId, t.createdAt),
  ],
);
