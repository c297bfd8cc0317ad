import { z } from 'zod/mini';
import { isRealDay, isTimeZone } from '../calendar-days';
import { BOOKING_STATUSES } from '../constants';
import { availabilityTexts as t } from '../texts/availability';

/**
 * Availability (docs/rules/history.md#issue-12, docs/rules/bookings.md#lifecycle): a photographer's working week, the days they block, and the
 * public answer of which days are free. One contract for the web app and the server.
 */

/** HH:MM on a 24-hour clock, 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A day written YYYY-MM-DD that exists on the calendar (2030-02-30 does not). */
export const calendarDaySchema = (required: () => string) =>
  z
    .string({ error: required })
    .check(
      z.minLength(1, { error: required, abort: true }),
      z.refine(isRealDay, { error: () => t.dateInvalid, abort: true }),
    );

/** One working weekday (0 = Sunday ... 6 = Saturday) and its hours, start before end. */
export const workingDaySchema = z
  .object({
    weekday: z
      .number({ error: () => t.weekdayInvalid })
      .check(
        z.int({ error: () => t.weekdayInvalid }),
        z.gte(0, { error: () => t.weekdayInvalid }),
        z.lte(6, { error: () => t.weekdayInvalid }),
      ),
    start: z.string({ error: () => t.timeInvalid }).check(z.regex(TIME_OF_DAY, { error: () => t.timeInvalid })),
    end: z.string({ error: () => t.timeInvalid }).check(z.regex(TIME_OF_DAY, { error: () => t.timeInvalid })),
  })
  .check(
    z.refine((d) => !TIME_OF_DAY.test(d.start) || !TIME_OF_DAY.test(d.end) || d.start < d.end, {
      error: () => t.startBeforeEnd,
      path: ['end'],
    }),
  );
export type WorkingDay = z.infer<typeof workingDaySchema>;

/**
 * PUT /api/photographers/me/availability: the time zone (IANA, e.g. Africa/Nairobi) and the
 * working days, each weekday at most once; a weekday not listed is not a working day.
 */
export const availabilitySettingsSchema = z.object({
  timeZone: z
    .string({ error: () => t.timeZoneInvalid })
    .check(z.trim(), z.refine(isTimeZone, { error: () => t.timeZoneInvalid })),
  weeklyHours: z.array(workingDaySchema, { error: () => t.weeklyHoursInvalid }).check(
    z.maxLength(7, { error: () => t.weekdayTwice }),
    z.superRefine((days, ctx) => {
      const seen = new Set<number>();
      days.forEach((d, i) => {
        if (seen.has(d.weekday))
          ctx.issues.push({ code: 'custom', message: t.weekdayTwice, input: d.weekday, path: [i, 'weekday'] });
        seen.add(d.weekday);
      });
    }),
  ),
});
export type AvailabilitySettings = z.infer<typeof availabilitySettingsSchema>;

/** GET|PUT /api/photographers/me/availability: the settings, and whether they are the defaults (no row yet). */
export const availabilitySettingsResponseSchema = z.object({
  timeZone: z.string(),
  weeklyHours: z.array(workingDaySchema),
  isDefault: z.boolean(),
  /** Today in the photographer's time zone (YYYY-MM-DD). */
  today: z.string(),
});
export type AvailabilitySettingsResponse = z.infer<typeof availabilitySettingsResponseSchema>;

/** POST /api/photographers/me/blocked-dates. */
export const blockedDateRequestSchema = z.object({ date: calendarDaySchema(() => t.dateRequired) });
export const blockedDateParamsSchema = blockedDateRequestSchema;
/** POST and DELETE /api/photographers/me/blocked-dates: where the day stands now. */
export const blockedDateResponseSchema = z.object({ date: z.string(), blocked: z.boolean() });

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD: at most AVAILABILITY_RANGE_MAX_DAYS days, from <= to (checked by the server). */
export const availabilityRangeQuerySchema = z.object({
  from: calendarDaySchema(() => t.fromRequired),
  to: calendarDaySchema(() => t.toRequired),
});
export type AvailabilityRange = z.infer<typeof availabilityRangeQuerySchema>;

/** GET /api/photographers/:id/availability: each day free or not, never why. */
export const publicAvailabilitySchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ date: z.string(), free: z.boolean() })),
});
export type PublicAvailability = z.infer<typeof publicAvailabilitySchema>;

/**
 * GET /api/photographers/me/availability/days: the owner's own view of each day: a working
 * weekday or not, blocked or not, past or not, and the accepted (or completed) booking it holds.
 */
export const ownerAvailabilityDaySchema = z.object({
  date: z.string(),
  working: z.boolean(),
  blocked: z.boolean(),
  past: z.boolean(),
  booking: z.nullable(z.object({ id: z.string(), clientName: z.string(), status: z.enum(BOOKING_STATUSES) })),
});
export type OwnerAvailabilityDay = z.infer<typeof ownerAvailabilityDaySchema>;
export const ownerAvailabilitySchema = z.object({
  from: z.string(),
  to: z.string(),
  today: z.string(),
  timeZone: z.string(),
  days: z.array(ownerAvailabilityDaySchema),
});
export type OwnerAvailability = z.infer<typeof ownerAvailabilitySchema>;
