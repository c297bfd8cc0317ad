import { randomUUID } from 'node:crypto';
import { and, eq, like, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingEvents, bookingRequests } from '../../db/schema/bookings';
import { portfolios } from '../../db/schema/photographers';
import { reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';
import { nairobiDay } from '../../lib/nairobi-day';
import { DEMO_EMAIL_DOMAIN } from '../../modules/users/demo-accounts';
import { demoPhotographers } from './demo-photographers';
import { demoEmail } from './demo-seed';
import { publicAuthorName } from '../../modules/reviews/review.mapper';
import { reviewsRepository } from '../../modules/reviews/reviews.repository';

const DAY_MS = 86_400_000;
/** The demo's past bookings start this many days back, before every other demo booking's date. */
const FIRST_DAY_BACK = 40;

/**
 * How many reviews each demo photographer gets and around which rating, in the order of
 * `demoPhotographers`:
 * varied so that 'Highest Rated' and 'Most Reviews' put them in different orders, and one
 * photographer's single five-star review does not top many slightly lower ones (ADR 0020).
 */
const PLAN: { count: number; stars: number[] }[] = [
  { count: 9, stars: [5, 5, 4, 5, 5, 4, 5, 5, 5] },
  { count: 24, stars: [5, 5, 5, 4, 5, 5, 5, 5, 4, 5, 5, 5] },
  { count: 14, stars: [5, 4, 5, 5, 4, 5, 4] },
  { count: 1, stars: [5] },
  { count: 6, stars: [4, 3, 4, 5, 4, 3] },
  { count: 31, stars: [5, 5, 4, 5, 5, 5, 4, 5] },
  { count: 0, stars: [] },
  { count: 3, stars: [4, 5, 4] },
  { count: 18, stars: [5, 5, 5, 5, 4, 5] },
  { count: 2, stars: [3, 4] },
  { count: 11, stars: [5, 4, 5, 5, 5, 4] },
  { count: 5, stars: [4, 4, 5, 3, 4] },
];

const CLIENTS = [
  'Amina Wanjiru',
  'Brian Otieno',
  'Cynthia Achieng',
  'David Kiprono',
  'Esther Nyambura',
  'Faith Chepkoech',
  'George Mwangi',
  'Halima Yusuf',
  'Irene Atieno',
  'James Kariuki',
  'Kendi Muthoni',
  'Lucy Njeri',
  'Mercy Akinyi',
  'Njoroge Kamau',
  'Olivia Auma',
  'Peter Maina',
];

const SERVICES = ['Wedding', 'Portrait', 'Event', 'Corporate', 'Family', 'Graduation'];

/** Review texts by rating band: what Nairobi clients write about their shoots. */
const TEXTS: Record<'high' | 'good' | 'mixed', string[]> = {
  high: [
    'We could not have asked for more. Every moment of the day is there, and the photos arrived a week earlier than promised.',
    'Calm, kind and quick. Our guests forgot there was a camera, which is exactly why the pictures feel so natural.',
    'The light in these photos is beautiful. They knew where to stand at every turn of the ceremony without being told.',
    'Professional from the first message to the final album. Clear prices, on time, and wonderful with our grandparents.',
    'Our family portraits finally look like us. The children loved them, and that made all the difference.',
    'Booked for our company launch at short notice. Sharp images, delivered overnight, and the press used them the next day.',
  ],
  good: [
    'Lovely photos and a friendly photographer. The gallery took a little longer than we hoped, but it was worth the wait.',
    'Good eye for detail and very patient with a big group. A few shots were a bit dark, the rest are excellent.',
    'Well organised and easy to work with. We would book again for the next family event.',
  ],
  mixed: [
    'The photos are fine, but communication before the day was slow and we had to follow up twice about the timings.',
    'Some great shots of the speeches, though we missed a few of the moments we had asked for in advance.',
  ],
};

const REPLIES = [
  'Thank you so much! It was a joy to photograph your day.',
  'Asante sana, it was a pleasure working with you. See you at the next one!',
  'Thank you for the kind words and for trusting me with your memories.',
];

const textFor = (rating: number, n: number) => {
  const band = rating >= 5 ? TEXTS.high : rating === 4 ? TEXTS.good : TEXTS.mixed;
  return band[n % band.length]!;
};

/**
 * docs/rules/history.md#issue-13: the demo photographers' reviews, each from a completed demo booking of its own (a guest
 * booking of a fictional client, its timeline included), marked `demo`. Idempotent: only demo
 * portfolios without a demo review get theirs, so it also fills in databases seeded before reviews.
 */
export async function seedDemoReviews(db: Db, now: Date = new Date()): Promise<number> {
  const missing = await db
    .select({ id: portfolios.id, email: users.email, createdAt: portfolios.createdAt })
    .from(portfolios)
    .innerJoin(users, eq(users.id, portfolios.userId))
    .where(
      and(
        like(users.email, `%@${DEMO_EMAIL_DOMAIN}`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reviews)
            .where(and(eq(reviews.portfolioId, portfolios.id), eq(reviews.demo, true))),
        ),
      ),
    )
    .orderBy(users.email);
  if (missing.length === 0) return 0;

  const requests: (typeof bookingRequests.$inferInsert)[] = [];
  const events: (typeof bookingEvents.$inferInsert)[] = [];
  const rows: (typeof reviews.$inferInsert)[] = [];
  // Each demo photographer's plan follows their place in the demo, whichever are missing now.
  const order = demoPhotographers.map(demoEmail);
  for (const portfolio of missing) {
    const index = Math.max(0, order.indexOf(portfolio.email.toLowerCase()));
    const plan = PLAN[index % PLAN.length]!;
    for (let n = 0; n < plan.count; n++) {
      const rating = plan.stars[n % plan.stars.length]!;
      const client = CLIENTS[(index * 5 + n) % CLIENTS.length]!;
      const daysBack = FIRST_DAY_BACK + n * 3 + (index % 3);
      const eventAt = new Date(now.getTime() - daysBack * DAY_MS);
      const received = new Date(eventAt.getTime() - 30 * DAY_MS);
      const accepted = new Date(received.getTime() + 5 * 3_600_000);
      const completed = new Date(eventAt.getTime() + DAY_MS);
      const reviewed = new Date(eventAt.getTime() + 2 * DAY_MS + ((index + n) % 5) * 3_600_000);
      const id = randomUUID();
      const service = SERVICES[(index + n) % SERVICES.length]!;
      requests.push({
        id,
        portfolioId: portfolio.id,
        clientName: client,
        clientEmail: `${client.split(' ')[0]!.toLowerCase()}.${index}.${n}@${DEMO_EMAIL_DOMAIN}`,
        service,
        eventDate: nairobiDay(eventAt),
        message: `We would like to book you for our ${service.toLowerCase()} shoot.`,
        status: 'completed',
        createdAt: received,
        updatedAt: completed,
      });
      events.push(
        { bookingRequestId: id, actorRole: 'client', fromStatus: null, toStatus: 'pending', createdAt: received },
        {
          bookingRequestId: id,
          actorRole: 'photographer',
          fromStatus: 'pending',
          toStatus: 'accepted',
          createdAt: accepted,
        },
        {
          bookingRequestId: id,
          actorRole: 'photographer',
          fromStatus: 'accepted',
          toStatus: 'completed',
          createdAt: completed,
        },
      );
      const replied = n % 3 === 0 ? new Date(reviewed.getTime() + DAY_MS) : null;
      rows.push({
        bookingRequestId: id,
        portfolioId: portfolio.id,
        authorName: publicAuthorName(client),
        rating,
        text: textFor(rating, index + n),
        studioMayQuote: n % 2 === 0,
        reply: replied ? REPLIES[(index + n) % REPLIES.length]! : null,
        replyCreatedAt: replied,
        replyUpdatedAt: replied,
        featuredAt: n < 2 && rating >= 4 ? reviewed : null,
        demo: true,
        createdAt: reviewed,
      });
    }
  }

  // A demo photographer planned without reviews stays 'missing': nothing to write for them, at any start.
  const reviewed = [...new Set(rows.map((r) => r.portfolioId))];
  if (reviewed.length === 0) return 0;
  const repo = reviewsRepository(db);
  return db.transaction(async (tx) => {
    await tx.insert(bookingRequests).values(requests);
    await tx.insert(bookingEvents).values(events);
    await tx.insert(reviews).values(rows);
    // The numbers every sort reads, recounted from the rows (ADR 0020).
    for (const id of reviewed) await repo.refreshRating(tx, id);
    return reviewed.length;
  });
}
