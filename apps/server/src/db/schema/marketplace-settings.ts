import { sql } from 'drizzle-orm';
import { boolean, check, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * docs/rules/photographers-and-portfolios.md#kenyan-marketplace (ADR 0030): the marketplace's settings staff change in the studio console; one row. The
 * exchange rate counts a US dollar price in shillings for the directory's filter and sorts and its
 * dollar view (never for billing); `updated_at` is null until staff first set it.
 */
export const marketplaceSettings = pgTable(
  'marketplace_settings',
  {
    id: boolean('id').primaryKey().default(true),
    kesPerUsd: numeric('kes_per_usd', { precision: 6, scale: 2, mode: 'number' }).notNull().default(129),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check('marketplace_settings_single_row', sql`${t.id}`),
    check('marketplace_settings_rate_check', sql`${t.kesPerUsd} >= 50 and ${t.kesPerUsd} <= 500`),
  ],
);
