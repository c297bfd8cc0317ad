import { type ChangeFeed, photographerTopic } from '../../lib/change-feed';
import {
  AVAILABILITY_RANGE_MAX_DAYS,
  type AvailabilityRange,
  type AvailabilitySettings,
  type AvailabilitySettingsResponse,
  availabilityTexts,
  BLOCKED_DATE_MAX_DAYS_AHEAD,
  canonicalTimeZone,
  MARKET_TIME_ZONE,
  DEFAULT_WEEKLY_HOURS,
  daysBetween,
  eachDay,
  isRealDay,
  type OwnerAvailability,
  type PublicAvailability,
  profileTexts,
  todayIn,
  weekdayOf,
} from '@studio/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../users/users.repository';
import { type AvailabilityBasis, availabilityRepository, type WorkingDayRow } from './availability.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fieldError = (field: string, message: string) => new AppError('VALIDATION', message, { [field]: [message] });

/** The settings in force: the saved ones, or the defaults (every day 09:00-18:00, Africa/Nairobi). */
function settingsOf(basis: AvailabilityBasis): { timeZone: string; weeklyHours: WorkingDayRow[]; isDefault: boolean } {
  if (basis.weeklyHours === null) {
    return { timeZone: MARKET_TIME_ZONE, weeklyHours: DEFAULT_WEEKLY_HOURS.map((d) => ({ ...d })), isDefault: true };
  }
  // A zone that Intl stopped knowing (a renamed zone after an ICU update) falls back to the default.
  const timeZone = canonicalTimeZone(basis.timeZone ?? '') ?? MARKET_TIME_ZONE;
  return { timeZone, weeklyHours: basis.weeklyHours, isDefault: false };
}

/** 400 unless `from` <= `to` and the range spans at most AVAILABILITY_RANGE_MAX_DAYS days, both included. */
function checkRange({ from, to }: AvailabilityRange) {
  const span = daysBetween(from, to);
  if (span < 0) throw fieldError('to', availabilityTexts.rangeReversed);
  if (span + 1 > AVAILABILITY_RANGE_MAX_DAYS)
    throw fieldError('to', availabilityTexts.rangeTooLong({ days: AVAILABILITY_RANGE_MAX_DAYS }));
}

/**
 * Availability (docs/rules/history.md#issue-12, docs/rules/bookings.md#lifecycle). A day is busy when it has passed (in the photographer's time
 * zone), is not a working weekday, is blocked, or is held by an accepted or completed booking;
 * otherwise it is free. The public sees only free or busy, never why. Every answer costs two
 * queries whatever the range: the portfolio with its settings, then the busy days of the range.
 */
export function availabilityService(
  db: Db,
  clock: () => Date = () => new Date(),
  changes?: Pick<ChangeFeed, 'publish'>,
) {
  /** The profile shows the next free dates: every process forgets its pages (ADR 0019). */
  const changed = (portfolioId: string) => changes?.publish(photographerTopic(portfolioId));
  const repo = availabilityRepository(db);

  /** The caller's portfolio: photographers only (403), once they have created one (404). */
  const ownBasis = async (user: UserRow): Promise<AvailabilityBasis> => {
    if (user.role !== 'photographer') throw new AppError('FORBIDDEN', availabilityTexts.onlyPhotographers);
    const basis = await repo.basis({ userId: user.id });
    if (!basis) throw new AppError('NOT_FOUND', availabilityTexts.noPortfolio);
    return basis;
  };

  const publicBasis = async (portfolioId: string): Promise<AvailabilityBasis | null> =>
    UUID.test(portfolioId) ? repo.basis({ portfolioId }) : null;

  /** The busy days of the range, as a set, for a portfolio's basis. */
  const busyOf = async (basis: AvailabilityBasis, from: string, to: string): Promise<Set<string>> => {
    const { timeZone, weeklyHours } = settingsOf(basis);
    const today = todayIn(timeZone, clock());
    const working = new Set(weeklyHours.map((d) => d.weekday));
    const busy = new Set((await repo.busy(basis.portfolioId, from, to)).map((r) => r.day));
    for (const day of eachDay(from, to)) if (day < today || !working.has(weekdayOf(day))) busy.add(day);
    return busy;
  };

  /** A day the photographer can change: real, not passed in their zone, not too far ahead. */
  const changeableDay = (basis: AvailabilityBasis, date: string) => {
    if (!isRealDay(date)) throw fieldError('date', availabilityTexts.dateInvalid);
    const today = todayIn(settingsOf(basis).timeZone, clock());
    if (date < today) throw fieldError('date', availabilityTexts.datePast);
    if (daysBetween(today, date) > BLOCKED_DATE_MAX_DAYS_AHEAD)
      throw fieldError('date', availabilityTexts.dateTooFar({ days: BLOCKED_DATE_MAX_DAYS_AHEAD }));
  };

  const busyDays = async (portfolioId: string, from: string, to: string): Promise<Set<string> | null> => {
    const basis = await publicBasis(portfolioId);
    return basis ? busyOf(basis, from, to) : null;
  };

  const settingsResponse = (basis: AvailabilityBasis): AvailabilitySettingsResponse => {
    const s = settingsOf(basis);
    return { ...s, today: todayIn(s.timeZone, clock()) };
  };

  return {
    /** GET /api/photographers/me/availability. */
    async settings(user: UserRow): Promise<AvailabilitySettingsResponse> {
      return settingsResponse(await ownBasis(user));
    },

    /** PUT /api/photographers/me/availability: the whole week replaces the previous one. */
    async saveSettings(user: UserRow, input: AvailabilitySettings): Promise<AvailabilitySettingsResponse> {
      const basis = await ownBasis(user);
      const timeZone = canonicalTimeZone(input.timeZone);
      if (!timeZone) throw fieldError('timeZone', availabilityTexts.timeZoneInvalid);
      const weeklyHours = [...input.weeklyHours]
        .sort((a, b) => a.weekday - b.weekday)
        .map(({ weekday, start, end }) => ({ weekday, start, end }));
      await repo.saveSettings(basis.portfolioId, timeZone, weeklyHours);
      await changed(basis.portfolioId);
      return settingsResponse({ ...basis, timeZone, weeklyHours });
    },

    /** POST /api/photographers/me/blocked-dates (idempotent). */
    async block(user: UserRow, date: string): Promise<{ date: string; blocked: true }> {
      const basis = await ownBasis(user);
      changeableDay(basis, date);
      await repo.block(basis.portfolioId, date);
      await changed(basis.portfolioId);
      return { date, blocked: true };
    },

    /** DELETE /api/photographers/me/blocked-dates/:date (idempotent). */
    async unblock(user: UserRow, date: string): Promise<{ date: string; blocked: false }> {
      const basis = await ownBasis(user);
      changeableDay(basis, date);
      await repo.unblock(basis.portfolioId, date);
      await changed(basis.portfolioId);
      return { date, blocked: false };
    },

    /** The owner's view of each day of a range: why a day is busy, and who booked it. */
    async ownerDays(user: UserRow, range: AvailabilityRange): Promise<OwnerAvailability> {
      checkRange(range);
      const basis = await ownBasis(user);
      const { timeZone, weeklyHours } = settingsOf(basis);
      const today = todayIn(timeZone, clock());
      const working = new Set(weeklyHours.map((d) => d.weekday));
      const rows = await repo.busy(basis.portfolioId, range.from, range.to);
      const blocked = new Set(rows.filter((r) => r.bookingId === null).map((r) => r.day));
      const bookings = new Map(
        rows.flatMap((r) =>
          r.bookingId && r.status
            ? [[r.day, { id: r.bookingId, clientName: r.clientName ?? '', status: r.status }]]
            : [],
        ),
      );
      return {
        ...range,
        today,
        timeZone,
        days: eachDay(range.from, range.to).map((date) => ({
          date,
          working: working.has(weekdayOf(date)),
          blocked: blocked.has(date),
          past: date < today,
          booking: bookings.get(date) ?? null,
        })),
      };
    },

    /** GET /api/photographers/:id/availability: free or busy, never why; null for an unknown photographer. */
    async publicDays(portfolioId: string, range: AvailabilityRange): Promise<PublicAvailability> {
      checkRange(range);
      const basis = await publicBasis(portfolioId);
      if (!basis) throw new AppError('NOT_FOUND', profileTexts.notFound);
      const busy = await busyOf(basis, range.from, range.to);
      return { ...range, days: eachDay(range.from, range.to).map((date) => ({ date, free: !busy.has(date) })) };
    },

    /**
     * For other modules (inquiries, the booking lifecycle): the busy days of a photographer from
     * `from` to `to`, both included (null for an unknown photographer). Any range length.
     */
    busyDays,

    /** For other modules: true when the photographer exists and is free on `day` (a real YYYY-MM-DD). */
    async isDayFree(portfolioId: string, day: string): Promise<boolean> {
      if (!isRealDay(day)) return false;
      const busy = await busyDays(portfolioId, day, day);
      return busy !== null && !busy.has(day);
    },
  };
}
export type AvailabilityService = ReturnType<typeof availabilityService>;
