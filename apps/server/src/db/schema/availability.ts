import { date, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MARKET_TIME_ZONE } from '@studio/shared/constants';
import { portfolios } from './photographers';

/**
 * docs/rules/history.md#issue-12: a photographer's working week, one entry per working weekday (0 = Sunday) with its
 * hours as HH:MM in `timeZone`. No row: every day free, Africa/Nairobi.
 */
export const availabilitySettings = pgTable('availability_settings', {
  portfolioId: uuid('portfolio_id')
    .primaryKey()
    .references(() => portfolios.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull().default(MARKET_TIME_ZONE),
  weeklyHours: jsonb('weekly_hours').$type<{ weekday: number; start: string; end: string }[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** docs/rules/history.md#issue-12: days a photographer has blocked off (holidays, other work). */
export const blockedDates = pgTable(
  'blocked_dates',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'blocked_dates_pkey', columns: [t.portfolioId, t.day] })],
);
