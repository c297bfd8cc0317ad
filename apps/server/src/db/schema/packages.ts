import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { portfolios } from './photographers';

/**
 * docs/rules/history.md#issue-12: a photographer's packages, in their order. A package a booking refers to is never
 * deleted, only marked `deletedAt`, so that booking keeps its record.
 */
export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceKes: integer('price_kes').notNull(),
    priceUsd: integer('price_usd'),
    durationValue: integer('duration_value').notNull(),
    durationUnit: text('duration_unit', { enum: ['hours', 'days'] }).notNull(),
    deliverables: text('deliverables').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull(),
    /** ADR 0038: the deposit that secures a booking, a percentage of the price or a fixed KES amount. */
    depositKind: text('deposit_kind', { enum: ['percent', 'fixed'] })
      .notNull()
      .default('percent'),
    depositValue: integer('deposit_value').notNull().default(30),
    /** The balance is due this many days before the event. */
    balanceDueDays: integer('balance_due_days').notNull().default(7),
    cancellationPolicy: text('cancellation_policy', { enum: ['flexible', 'moderate', 'strict'] })
      .notNull()
      .default('moderate'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('packages_portfolio_position_idx').on(t.portfolioId, t.position),
    check('packages_duration_unit_check', sql`${t.durationUnit} in ('hours', 'days')`),
    check('packages_prices_check', sql`${t.priceKes} >= 0 and (${t.priceUsd} is null or ${t.priceUsd} >= 0)`),
    check(
      'packages_deposit_check',
      sql`(${t.depositKind} = 'percent' and ${t.depositValue} between 1 and 100) or (${t.depositKind} = 'fixed' and ${t.depositValue} >= 1)`,
    ),
    check('packages_balance_due_days_check', sql`${t.balanceDueDays} between 0 and 365`),
    check('packages_cancellation_policy_check', sql`${t.cancellationPolicy} in ('flexible', 'moderate', 'strict')`),
  ],
);
