import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { availabilitySettings, blockedDates } from '../../db/schema/availability';
import { bookingRequests } from '../../db/schema/bookings';
import { portfolios } from '../../db/schema/photographers';
import type { BookingStatus } from '@studio/shared';

export interface WorkingDayRow {
  weekday: number;
  start: string;
  end: string;
}

/** A portfolio and its availability settings (null when none were saved). */
export interface AvailabilityBasis {
  portfolioId: string;
  timeZone: string | null;
  weeklyHours: WorkingDayRow[] | null;
}

/** A busy day of the range: blocked by the photographer, or held by an accepted or completed booking. */
export interface BusyRow {
  day: string;
  bookingId: string | null;
  clientName: string | null;
  status: BookingStatus | null;
}

/** The statuses whose booking holds its event date (the unique index booking_requests_portfolio_held_date_key). */
export const HOLDING_STATUSES = ['accepted', 'completed'] as const;

export function availabilityRepository(db: Db) {
  return {
    /** One query: the portfolio (by id, or by its owner) with its settings; null when there is no such portfolio. */
    async basis(by: { portfolioId: string } | { userId: string }): Promise<AvailabilityBasis | null> {
      const [row] = await db
        .select({
          portfolioId: portfolios.id,
          timeZone: availabilitySettings.timeZone,
          weeklyHours: availabilitySettings.weeklyHours,
        })
        .from(portfolios)
        .leftJoin(availabilitySettings, eq(availabilitySettings.portfolioId, portfolios.id))
        .where('portfolioId' in by ? eq(portfolios.id, by.portfolioId) : eq(portfolios.userId, by.userId));
      return row ?? null;
    },

    /** Stores the settings (one row per portfolio; saving again replaces them). */
    async saveSettings(portfolioId: string, timeZone: string, weeklyHours: WorkingDayRow[]): Promise<void> {
      await db
        .insert(availabilitySettings)
        .values({ portfolioId, timeZone, weeklyHours })
        .onConflictDoUpdate({
          target: availabilitySettings.portfolioId,
          set: { timeZone, weeklyHours, updatedAt: sql`now()` },
        });
    },

    /** Blocks a day; blocking it again changes nothing. */
    async block(portfolioId: string, day: string): Promise<void> {
      await db.insert(blockedDates).values({ portfolioId, day }).onConflictDoNothing();
    },

    /** Frees a blocked day; freeing a day that is not blocked changes nothing. */
    async unblock(portfolioId: string, day: string): Promise<void> {
      await db.delete(blockedDates).where(and(eq(blockedDates.portfolioId, portfolioId), eq(blockedDates.day, day)));
    },

    /**
     * One query: the blocked days and the days held by bookings from `from` to `to` (both
     * included), a row per reason (a day both blocked and booked comes twice).
     */
    async busy(portfolioId: string, from: string, to: string): Promise<BusyRow[]> {
      const blocked = db
        .select({
          // As text: a date in a union reaches node-postgres untyped by the ORM.
          day: sql<string>`${blockedDates.day}::text`.as('day'),
          bookingId: sql<string | null>`null::uuid`.as('booking_id'),
          clientName: sql<string | null>`null::text`.as('client_name'),
          status: sql<BookingStatus | null>`null::text`.as('status'),
        })
        .from(blockedDates)
        .where(and(eq(blockedDates.portfolioId, portfolioId), between(blockedDates.day, from, to)));
      const held = db
        .select({
          day: sql<string>`${bookingRequests.eventDate}::text`.as('day'),
          bookingId: sql<string | null>`${bookingRequests.id}`.as('booking_id'),
          clientName: sql<string | null>`${bookingRequests.clientName}`.as('client_name'),
          status: sql<BookingStatus | null>`${bookingRequests.status}`.as('status'),
        })
        .from(bookingRequests)
        .where(
          and(
            eq(bookingRequests.portfolioId, portfolioId),
            inArray(bookingRequests.status, [...HOLDING_STATUSES]),
            between(bookingRequests.eventDate, from, to),
          ),
        );
      return blocked.unionAll(held);
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof availabilityRepository>;
