import {
  addDays,
  AVAILABILITY_RANGE_MAX_DAYS,
  authTexts,
  availabilitySettingsResponseSchema,
  availabilityTexts,
  BLOCKED_DATE_MAX_DAYS_AHEAD,
  inquiryTexts,
  ownerAvailabilitySchema,
  profileTexts,
  publicAvailabilitySchema,
  todayIn,
  weekdayOf,
} from '@studio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema/users';
import { createPortfolio, signUpAs } from '../../../test/photographers';
import { availabilityService } from './availability.service';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
type Account = Awaited<ReturnType<typeof signUpAs>>;
const today = () => todayIn('Africa/Nairobi');
const inDays = (n: number) => addDays(today(), n);
/** The first day on or after `n` days from today that falls on `weekday` (0 = Sunday). */
const nextWeekday = (weekday: number, n = 1) => {
  let day = inDays(n);
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return day;
};

describe('availability (issue 12)', () => {
  let t: TestApp;
  let owner: Account;
  let portfolioId: string;
  let client: Account;
  let bare: Account;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', INQUIRY_RATE_LIMIT_PER_IP: '100000' });
    owner = await signUpAs(t.app, 'photographer');
    portfolioId = (await createPortfolio(t.app, owner.headers))._id;
    client = await signUpAs(t.app, 'client');
    bare = await signUpAs(t.app, 'photographer');
  });
  afterAll(() => t.close());

  const inject = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const settings = (headers = owner.headers) => inject('GET', '/api/photographers/me/availability', headers);
  const save = (payload: object, headers = owner.headers) =>
    inject('PUT', '/api/photographers/me/availability', headers, payload);
  const block = (date: string, headers = owner.headers) =>
    inject('POST', '/api/photographers/me/blocked-dates', headers, { date });
  const unblock = (date: string, headers = owner.headers) =>
    inject('DELETE', `/api/photographers/me/blocked-dates/${date}`, headers);
  const ownerDays = async (from: string, to: string) => {
    const res = await inject('GET', `/api/photographers/me/availability/days?from=${from}&to=${to}`, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    return ownerAvailabilitySchema.parse(res.json());
  };
  const publicRes = (from: string, to: string, id = portfolioId, headers: Record<string, string> = {}) =>
    inject('GET', `/api/photographers/${id}/availability?from=${from}&to=${to}`, headers);
  const publicDays = async (from: string, to: string) => {
    const res = await publicRes(from, to);
    expect(res.statusCode, res.body).toBe(200);
    return publicAvailabilitySchema.parse(res.json());
  };
  const freeOn = async (day: string) => (await publicDays(day, day)).days[0]!.free;
  const storedSettings = async () =>
    (
      await t.pool.query('select time_zone, weekly_hours from availability_settings where portfolio_id = $1', [
        portfolioId,
      ])
    ).rows;
  const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));
  const holdBooking = async (
    day: string,
    status: 'accepted' | 'completed' | 'pending' | 'declined',
    clientName = 'Wambui Njoroge',
  ) =>
    (
      await t.pool.query<{ id: string }>(
        `insert into booking_requests (portfolio_id, client_name, client_email, service, event_date, message, status)
         values ($1, $2, 'wambui@example.com', 'Wedding', $3, 'Our wedding', $4) returning id`,
        [portfolioId, clientName, day, status],
      )
    ).rows[0]!.id;

  describe('who may use the owner routes', () => {
    it.each([
      ['GET', '/api/photographers/me/availability'],
      ['PUT', '/api/photographers/me/availability'],
      ['GET', `/api/photographers/me/availability/days?from=${'2030-01-01'}&to=${'2030-01-31'}`],
      ['POST', '/api/photographers/me/blocked-dates'],
      ['DELETE', '/api/photographers/me/blocked-dates/2030-01-01'],
    ] as const)('%s %s without a token answers 401', async (method, url) => {
      const res = await inject(method, url, {}, method === 'PUT' || method === 'POST' ? {} : undefined);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: authTexts.signInRequired });
    });

    it('a client is refused (403), and a photographer without a portfolio is told to create one (404)', async () => {
      for (const res of [
        await settings(client.headers),
        await save({ timeZone: 'Africa/Nairobi', weeklyHours: [] }, client.headers),
        await block(inDays(3), client.headers),
        await unblock(inDays(3), client.headers),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: availabilityTexts.onlyPhotographers });
      }
      const none = await block(inDays(3), bare.headers);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(availabilityTexts.noPortfolio);
      expect(Number((await t.pool.query('select count(*) n from blocked_dates')).rows[0].n)).toBe(0);
    });
  });

  describe('weekly hours', () => {
    it('answers the defaults before anything is saved: every day 09:00-18:00, Africa/Nairobi', async () => {
      const res = await settings();
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(availabilitySettingsResponseSchema.parse(res.json())).toEqual({
        timeZone: 'Africa/Nairobi',
        weeklyHours: everyDay,
        isDefault: true,
        today: today(),
      });
    });

    it('saves a week (sorted by weekday, the zone spelled as Intl spells it) and answers it back', async () => {
      const res = await save({
        timeZone: 'africa/nairobi',
        weeklyHours: [
          { weekday: 6, start: '08:00', end: '20:00' },
          { weekday: 1, start: '09:30', end: '17:00' },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const expected = {
        timeZone: 'Africa/Nairobi',
        weeklyHours: [
          { weekday: 1, start: '09:30', end: '17:00' },
          { weekday: 6, start: '08:00', end: '20:00' },
        ],
        isDefault: false,
        today: today(),
      };
      expect(res.json()).toEqual(expected);
      expect((await settings()).json()).toEqual(expected);
      // Saving again replaces the week.
      expect((await save({ timeZone: 'Africa/Nairobi', weeklyHours: everyDay })).statusCode).toBe(200);
      expect((await settings()).json().weeklyHours).toEqual(everyDay);
    });

    it.each([
      [
        'an unknown time zone',
        { timeZone: 'Mars/Olympus', weeklyHours: [] },
        'timeZone',
        availabilityTexts.timeZoneInvalid,
      ],
      ['an offset for a zone', { timeZone: '+03:00', weeklyHours: [] }, 'timeZone', availabilityTexts.timeZoneInvalid],
      ['no time zone', { weeklyHours: [] }, 'timeZone', availabilityTexts.timeZoneInvalid],
      [
        'a start after the end',
        { timeZone: 'Africa/Nairobi', weeklyHours: [{ weekday: 1, start: '18:00', end: '09:00' }] },
        'weeklyHours.0.end',
        availabilityTexts.startBeforeEnd,
      ],
      [
        'a start equal to the end',
        { timeZone: 'Africa/Nairobi', weeklyHours: [{ weekday: 1, start: '09:00', end: '09:00' }] },
        'weeklyHours.0.end',
        availabilityTexts.startBeforeEnd,
      ],
      [
        'a weekday twice',
        {
          timeZone: 'Africa/Nairobi',
          weeklyHours: [
            { weekday: 2, start: '09:00', end: '12:00' },
            { weekday: 2, start: '13:00', end: '18:00' },
          ],
        },
        'weeklyHours.1.weekday',
        availabilityTexts.weekdayTwice,
      ],
      [
        'a weekday out of 0-6',
        { timeZone: 'Africa/Nairobi', weeklyHours: [{ weekday: 7, start: '09:00', end: '18:00' }] },
        'weeklyHours.0.weekday',
        availabilityTexts.weekdayInvalid,
      ],
      [
        'a time that is not HH:MM',
        { timeZone: 'Africa/Nairobi', weeklyHours: [{ weekday: 1, start: '9:00', end: '24:00' }] },
        'weeklyHours.0.start',
        availabilityTexts.timeInvalid,
      ],
      [
        'no list of days',
        { timeZone: 'Africa/Nairobi', weeklyHours: 'weekdays' },
        'weeklyHours',
        availabilityTexts.weeklyHoursInvalid,
      ],
    ])('refuses %s with a 400 naming the field, and changes nothing', async (_name, payload, field, message) => {
      const before = await storedSettings();
      const res = await save(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().errors[field]).toContain(message);
      expect(await storedSettings()).toEqual(before);
    });
  });

  describe('blocked dates', () => {
    it('blocks and frees a day, both idempotent; the public answer follows at once', async () => {
      const day = inDays(10);
      expect(await freeOn(day)).toBe(true);
      for (let i = 0; i < 2; i++) {
        const res = await block(day);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ date: day, blocked: true });
      }
      expect(await freeOn(day)).toBe(false);
      expect((await ownerDays(day, day)).days[0]).toMatchObject({ date: day, blocked: true, booking: null });
      for (let i = 0; i < 2; i++) {
        const res = await unblock(day);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ date: day, blocked: false });
      }
      expect(await freeOn(day)).toBe(true);
      expect((await ownerDays(day, day)).days[0]!.blocked).toBe(false);
    });

    it('today can be blocked', async () => {
      expect((await block(today())).statusCode).toBe(200);
      expect((await unblock(today())).statusCode).toBe(200);
    });

    it.each([
      ['not a real date', '2030-02-30', availabilityTexts.dateInvalid],
      ['not a date', 'tomorrow', availabilityTexts.dateInvalid],
      ['empty', '', availabilityTexts.dateRequired],
      ['in the past', addDays(todayIn('Africa/Nairobi'), -1), availabilityTexts.datePast],
      [
        'too far ahead',
        addDays(todayIn('Africa/Nairobi'), BLOCKED_DATE_MAX_DAYS_AHEAD + 1),
        availabilityTexts.dateTooFar({ days: BLOCKED_DATE_MAX_DAYS_AHEAD }),
      ],
    ])('refuses to block a day %s (400 on date) and stores nothing', async (_name, date, message) => {
      const res = await block(date);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.date).toContain(message);
      expect(Number((await t.pool.query('select count(*) n from blocked_dates')).rows[0].n)).toBe(0);
    });

    it('refuses to free a day that is not a real date or has passed', async () => {
      expect((await unblock('2030-02-30')).json().errors.date).toContain(availabilityTexts.dateInvalid);
      expect((await unblock(inDays(-1))).json().errors.date).toContain(availabilityTexts.datePast);
    });

    it('"past" is counted in the photographer\'s own time zone', async () => {
      // 22:00 UTC on 1 June 2030 is already 2 June in Nairobi (UTC+3) but still 1 June in UTC.
      const late = availabilityService(t.db, () => new Date('2030-06-01T22:00:00Z'));
      const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
      await expect(late.block(row!, '2030-06-01')).rejects.toMatchObject({ statusCode: 400 });
      expect((await late.publicDays(portfolioId, { from: '2030-06-01', to: '2030-06-02' })).days).toEqual([
        { date: '2030-06-01', free: false },
        { date: '2030-06-02', free: true },
      ]);
      await late.saveSettings(row!, { timeZone: 'UTC', weeklyHours: everyDay });
      expect((await late.block(row!, '2030-06-01')).blocked).toBe(true);
      await late.unblock(row!, '2030-06-01');
      expect((await late.publicDays(portfolioId, { from: '2030-06-01', to: '2030-06-01' })).days[0]!.free).toBe(true);
      await late.saveSettings(row!, { timeZone: 'Africa/Nairobi', weeklyHours: everyDay });
    });
  });

  describe('the public answer', () => {
    it('answers every day of the range, free or busy, with the same shape whatever the reason', async () => {
      const sunday = nextWeekday(0, 20);
      const blocked = addDays(sunday, 1);
      const booked = addDays(sunday, 2);
      const completed = addDays(sunday, 3);
      const pending = addDays(sunday, 4);
      await save({ timeZone: 'Africa/Nairobi', weeklyHours: everyDay.filter((d) => d.weekday !== 0) });
      await block(blocked);
      const bookingId = await holdBooking(booked, 'accepted', 'Secret Client Name');
      await holdBooking(completed, 'completed');
      await holdBooking(pending, 'pending');
      try {
        const res = await publicRes(sunday, addDays(sunday, 5));
        expect(res.statusCode).toBe(200);
        const body = publicAvailabilitySchema.parse(res.json());
        expect(body.days).toEqual([
          { date: sunday, free: false },
          { date: blocked, free: false },
          { date: booked, free: false },
          { date: completed, free: false },
          { date: pending, free: true },
          { date: addDays(sunday, 5), free: true },
        ]);
        // Never why: no reasons, no bookings, no names, exactly the keys date and free.
        expect(res.body).not.toMatch(/Secret Client Name|blocked|booking|working|accepted|past/i);
        expect(res.body).not.toContain(bookingId);
        for (const day of res.json().days) expect(Object.keys(day).sort()).toEqual(['date', 'free']);

        // The owner sees why, with the booking's id and client.
        const mine = await ownerDays(sunday, addDays(sunday, 3));
        expect(mine.days.map((d) => [d.working, d.blocked, d.booking?.clientName ?? null])).toEqual([
          [false, false, null],
          [true, true, null],
          [true, false, 'Secret Client Name'],
          [true, false, 'Wambui Njoroge'],
        ]);
        expect(mine.days[2]!.booking).toEqual({ id: bookingId, clientName: 'Secret Client Name', status: 'accepted' });
      } finally {
        await t.pool.query('delete from booking_requests');
        await unblock(blocked);
        await save({ timeZone: 'Africa/Nairobi', weeklyHours: everyDay });
      }
    });

    it('past days are busy; a range of 366 days is answered in full', async () => {
      const from = inDays(-3);
      const to = addDays(from, AVAILABILITY_RANGE_MAX_DAYS - 1);
      const body = await publicDays(from, to);
      expect(body.days).toHaveLength(AVAILABILITY_RANGE_MAX_DAYS);
      expect(body.days.slice(0, 4).map((d) => d.free)).toEqual([false, false, false, true]);
    });

    it('is revalidated on every use: an ETag, 304 when unchanged, a new answer once a day is blocked', async () => {
      const day = inDays(40);
      const first = await publicRes(day, addDays(day, 6));
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect((await publicRes(day, addDays(day, 6), portfolioId, { 'if-none-match': etag })).statusCode).toBe(304);
      await block(day);
      const after = await publicRes(day, addDays(day, 6), portfolioId, { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.json().days[0]).toEqual({ date: day, free: false });
      await unblock(day);
    });

    it.each([
      [
        'a range over 366 days',
        '2030-01-01',
        '2031-01-02',
        'to',
        availabilityTexts.rangeTooLong({ days: AVAILABILITY_RANGE_MAX_DAYS }),
      ],
      ['from after to', '2030-03-02', '2030-03-01', 'to', availabilityTexts.rangeReversed],
      ['a date that does not exist', '2030-02-30', '2030-03-01', 'from', availabilityTexts.dateInvalid],
      ['a date in another format', '2030-01-01', '01/02/2030', 'to', availabilityTexts.dateInvalid],
      ['no from', '', '2030-03-01', 'from', availabilityTexts.fromRequired],
    ])('refuses %s with a 400 and a clear message', async (_name, from, to, field, message) => {
      for (const url of [
        `/api/photographers/${portfolioId}/availability?from=${from}&to=${to}`,
        `/api/photographers/me/availability/days?from=${from}&to=${to}`,
      ]) {
        const res = await inject('GET', url, owner.headers);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors[field]).toContain(message);
        expect(res.json().message).toBe(message);
      }
    });

    it('answers 404 for an unknown photographer, and for an id that cannot be one', async () => {
      for (const id of [UNKNOWN_ID, 'not-an-id']) {
        const res = await publicRes('2030-01-01', '2030-01-31', id);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: profileTexts.notFound });
      }
    });

    it('the service other modules call: isDayFree and busyDays', async () => {
      const service = availabilityService(t.db);
      const day = inDays(50);
      expect(await service.isDayFree(portfolioId, day)).toBe(true);
      await block(day);
      expect(await service.isDayFree(portfolioId, day)).toBe(false);
      expect(await service.isDayFree(portfolioId, inDays(-1))).toBe(false);
      expect(await service.isDayFree(portfolioId, '2030-02-30')).toBe(false);
      expect(await service.isDayFree(UNKNOWN_ID, day)).toBe(false);
      expect([...((await service.busyDays(portfolioId, addDays(day, -1), addDays(day, 1))) ?? [])]).toEqual([day]);
      expect(await service.busyDays(UNKNOWN_ID, day, day)).toBeNull();
      await unblock(day);
    });
  });

  describe('inquiries (POST /api/booking-requests)', () => {
    const inquiry = (eventDate: string) => ({
      photographerId: portfolioId,
      name: 'Achieng Otieno',
      email: 'achieng@example.com',
      service: 'Wedding',
      eventDate,
      message: 'Our wedding in Naivasha.',
    });
    const send = (eventDate: string) =>
      t.app.inject({ method: 'POST', url: '/api/booking-requests', payload: inquiry(eventDate) });
    const stored = async () => Number((await t.pool.query('select count(*) n from booking_requests')).rows[0].n);

    it('refuses a day that is not free with a message on eventDate, storing nothing; a free day is sent', async () => {
      const sunday = nextWeekday(0, 70);
      const blocked = addDays(sunday, 1);
      const booked = addDays(sunday, 2);
      await save({ timeZone: 'Africa/Nairobi', weeklyHours: everyDay.filter((d) => d.weekday !== 0) });
      await block(blocked);
      await holdBooking(booked, 'accepted');
      const before = await stored();
      for (const day of [sunday, blocked, booked]) {
        const res = await send(day);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: { eventDate: [inquiryTexts.eventDateBusy] } });
      }
      expect(await stored()).toBe(before);
      expect((await send(addDays(sunday, 3))).statusCode).toBe(201);
      await save({ timeZone: 'Africa/Nairobi', weeklyHours: everyDay });
      await unblock(blocked);
    });
  });
});
