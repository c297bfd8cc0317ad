import { randomBytes, randomUUID } from 'node:crypto';
import { BOOKING_EXPIRY_HOURS_DEFAULT, type BookingStatus } from '@studio/shared';
import { mediaFile, photo } from '@studio/shared/media/media';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingEvents, bookingRequests } from '../../db/schema/bookings';
import { activities, portfolioImages, portfolios, profileViews } from '../../db/schema/photographers';
import { users } from '../../db/schema/users';
import { ACTIONS } from '../../modules/activities/activities.repository';
import { lastNairobiDays, nairobiDay } from '../../lib/nairobi-day';
import { createPasswordHasher } from '../../modules/auth/password-hasher';
import { DEMO_EMAIL_DOMAIN } from '../../modules/users/demo-accounts';
import { type DemoPhotographer, demoPhotographers } from './demo-photographers';
import { parseExperienceYears, startingPriceOf } from '../../modules/photographers/derive';

const DAY_MS = 86_400_000;
/** How far back the demo's view history goes (the charts show the last 30 days of it). */
const HISTORY_DAYS = 120;

export const demoEmail = (d: DemoPhotographer) => `${d.slug}@${DEMO_EMAIL_DOMAIN}`;

/** A small deterministic generator, so the demo's charts look the same on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Counted views for one Nairobi day: around the photographer's usual, busier at weekends. */
function viewsOn(day: string, usual: number, rnd: () => number): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 1.35 : 1;
  return Math.max(0, Math.round(usual * weekend * (0.45 + rnd() * 1.1)));
}

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Everything one demo photographer adds, built in memory for a few bulk inserts. */
/**
 * When a demo request came in: in working hours of the Nairobi day `days` before `now`, never
 * later than now. (Hours counted back from now crossed into the day before around midnight in
 * Nairobi, which moved a request out of the 30-day charts.)
 */
function receivedAt(now: Date, days: number, index: number): Date {
  const dayStart = Date.parse(`${nairobiDay(daysAgo(now, days))}T00:00:00+03:00`);
  const inWorkingHours = dayStart + (9 * 60 + ((index * 97) % 540)) * 60_000;
  return new Date(Math.max(dayStart, Math.min(inWorkingHours, now.getTime() - 60_000)));
}

function buildRows(d: DemoPhotographer, index: number, userId: string, now: Date) {
  const joinedAt = daysAgo(now, d.joinedDaysAgo);
  const createdAt = new Date(joinedAt.getTime() + 2 * DAY_MS);
  const uploadedAt = new Date(createdAt.getTime() + DAY_MS);
  const portfolioId = randomUUID();
  const video = mediaFile(d.video);
  if (!video) throw new Error(`demo video ${d.video} is not in the media library`);

  const portfolio: Insert<typeof portfolios> = {
    id: portfolioId,
    userId,
    ...d.fields,
    featured: d.featured,
    ...startingPriceOf(d.fields.price),
    experienceYears: parseExperienceYears(d.fields.experience, now),
    videoUrl: video.src,
    libraryAvatarUrl: d.avatar ? (mediaFile(d.avatar)?.src ?? null) : null,
    createdAt,
    updatedAt: uploadedAt,
  };

  const images: Insert<typeof portfolioImages>[] = d.images.map((id, position) => {
    const p = photo(id);
    if (!p) throw new Error(`demo image ${id} is not in the media library`);
    return {
      portfolioId,
      position,
      base: p.base,
      widths: p.widths,
      width: p.width,
      height: p.height,
      placeholder: p.placeholder,
      createdAt: uploadedAt,
    };
  });

  const feed: Insert<typeof activities>[] = [
    { userId, action: ACTIONS.joined, dayKey: 'once', createdAt: joinedAt, lastAt: joinedAt },
    { userId, action: ACTIONS.createdProject, createdAt, lastAt: createdAt },
    { userId, action: ACTIONS.uploadedImage, count: d.images.length, createdAt: uploadedAt, lastAt: uploadedAt },
  ];

  // The last 30 days view by view, with the feed's one 'Profile viewed' row per day.
  const rnd = random(index * 7919 + 17);
  const views: { portfolioId: string; day: string; n: number }[] = [];
  for (const day of lastNairobiDays(30, now)) {
    const n = viewsOn(day, d.dailyViews, rnd);
    if (n === 0) continue;
    views.push({ portfolioId, day, n });
    const hour = String(9 + (n % 10)).padStart(2, '0');
    const at = new Date(Math.min(now.getTime(), Date.parse(`${day}T${hour}:20:00+03:00`)));
    feed.push({ userId, action: ACTIONS.profileViewed, count: n, dayKey: day, createdAt: at, lastAt: at });
  }

  const requests: Insert<typeof bookingRequests>[] = [];
  const events: Insert<typeof bookingEvents>[] = [];
  d.bookings.forEach((b, i) => {
    const id = randomUUID();
    const received = receivedAt(now, b.receivedDaysAgo, i);
    const answered =
      b.status === 'pending' ? received : new Date(Math.min(now.getTime(), received.getTime() + 5 * 3_600_000));
    requests.push({
      id,
      portfolioId,
      clientName: b.clientName,
      clientEmail: b.clientEmail,
      clientPhone: b.clientPhone,
      service: b.service,
      eventDate: b.eventInDays === null ? null : nairobiDay(new Date(now.getTime() + b.eventInDays * DAY_MS)),
      message: b.message,
      status: b.status,
      reply: b.reply,
      // A demo request still pending keeps a day or more to be answered, whenever the demo was seeded.
      expiresAt:
        b.status === 'pending'
          ? new Date(Math.max(received.getTime() + BOOKING_EXPIRY_HOURS_DEFAULT * 3_600_000, now.getTime() + DAY_MS))
          : null,
      createdAt: received,
      updatedAt: answered,
    });
    // Its timeline: sent by the client, then each move to where it stands.
    const event = (
      at: Date,
      actorRole: 'client' | 'photographer' | 'system',
      fromStatus: BookingStatus | null,
      toStatus: BookingStatus,
      note: string | null,
    ) => events.push({ bookingRequestId: id, actorRole, fromStatus, toStatus, note, createdAt: at });
    event(received, 'client', null, 'pending', null);
    if (b.status === 'accepted' || b.status === 'declined')
      event(answered, 'photographer', 'pending', b.status, b.reply);
    if (b.status === 'completed') {
      event(answered, 'photographer', 'pending', 'accepted', b.reply);
      const eventDay = now.getTime() + (b.eventInDays ?? 0) * DAY_MS;
      event(new Date(Math.min(now.getTime(), eventDay + 2 * DAY_MS)), 'photographer', 'accepted', 'completed', null);
    }
    if (b.status === 'expired') event(answered, 'system', 'pending', 'expired', null);
    if (b.status === 'cancelled') event(answered, 'client', 'pending', 'cancelled', null);
  });

  // Older days are generated by the database in one statement (the Overview's all-time count).
  const history = { portfolioId, days: Math.min(HISTORY_DAYS, d.joinedDaysAgo - 3), usual: d.dailyViews, index };
  return { portfolio, images, feed, views, requests, events, history };
}

/**
 * Seeds the demo marketplace (unless SEED_DEMO=false). Idempotent and cheap on every later
 * start: one query finds the demo accounts that exist, and only missing ones are added, each in
 * its own transaction. Images and videos are the studio's media library files, already built,
 * so nothing is processed at start. Demo accounts get a random password nobody knows.
 */
export async function seedDemoPhotographers(db: Db, now: Date = new Date()): Promise<number> {
  const emails = demoPhotographers.map(demoEmail);
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const have = new Set(existing.map((r) => r.email.toLowerCase()));
  const missing = demoPhotographers.map((d, index) => ({ d, index })).filter(({ d }) => !have.has(demoEmail(d)));
  if (missing.length === 0) return 0;

  const passwordHash = await createPasswordHasher().hash(randomBytes(32).toString('base64url'));
  // One transaction and a few bulk statements: this runs at every first start.
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        missing.map(({ d }) => {
          const joinedAt = daysAgo(now, d.joinedDaysAgo);
          return {
            email: demoEmail(d),
            username: d.fields.name,
            nameChosenAt: joinedAt,
            passwordHash,
            role: 'photographer' as const,
            createdAt: joinedAt,
            updatedAt: joinedAt,
            passwordChangedAt: joinedAt,
          };
        }),
      )
      // An address taken meanwhile (another process seeding, or someone who signed up with it) is skipped.
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    const idOf = new Map(created.map((u) => [u.email, u.id]));
    const built = missing
      .filter(({ d }) => idOf.has(demoEmail(d)))
      .map(({ d, index }) => buildRows(d, index, idOf.get(demoEmail(d))!, now));
    if (built.length === 0) return 0;

    await tx.insert(portfolios).values(built.map((b) => b.portfolio));
    await tx.insert(portfolioImages).values(built.flatMap((b) => b.images));
    await tx.insert(activities).values(built.flatMap((b) => b.feed));
    // Views are expanded by the database from per-day counts: one row per (portfolio, day, visitor).
    const counts = built.flatMap((b) => b.views);
    if (counts.length) {
      const list = sql.join(
        counts.map((c) => sql`(${c.portfolioId}::uuid, ${c.day}::date, ${c.n}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        insert into ${profileViews} (portfolio_id, day, visitor_key)
        select v.id, v.day, 'a:demo-' || v.day || '-' || g
        from (values ${list}) as v(id, day, n)
        cross join lateral generate_series(1, v.n) g`);
    }
    const requests = built.flatMap((b) => b.requests);
    if (requests.length) await tx.insert(bookingRequests).values(requests);
    const events = built.flatMap((b) => b.events);
    if (events.length) await tx.insert(bookingEvents).values(events);

    const histories = built.map((b) => b.history).filter((h) => h.days > 30);
    if (histories.length) {
      const list = sql.join(
        histories.map((h) => sql`(${h.portfolioId}::uuid, ${h.days}::int, ${h.usual}::int, ${h.index}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        insert into ${profileViews} (portfolio_id, day, visitor_key)
        select h.id, (${nairobiDay(now)}::date - d), 'a:demo-old-' || d || '-' || g
        from (values ${list}) as h(id, days, usual, idx)
        cross join lateral generate_series(30, h.days) d
        cross join lateral generate_series(1, (h.usual * (4 + (d * 7 + h.idx) % 9)) / 8) g`);
    }
    return built.length;
  });
}
