import fs from 'node:fs';
import path from 'node:path';
import {
  bookingReviewResponseSchema,
  inquiryResponseSchema,
  ownReviewResponseSchema,
  publicReviewsResponseSchema,
  receivedReviewsResponseSchema,
  REVIEW_FEATURED_MAX,
  reviewsTexts,
} from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type Account, bookingParties, inDays, ipSequence } from '../../../test/booking-requests';
import {
  chooseLanguage,
  createPortfolio,
  imagePart,
  jpegWithGps,
  multipart,
  send,
  signUpAs,
} from '../../../test/photographers';

const nextIp = ipSequence('102.71');
const TEXT = 'Wanjiku captured every moment of our garden wedding beautifully.';

describe('reviews (issue 13)', () => {
  let t: TestApp;
  let photographer: Account;
  let portfolioId: string;
  let client: Account;
  let stranger: Account;
  let admin: Account;
  let day = 200;
  let pastDays = 1;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', INQUIRY_RATE_LIMIT_PER_IP: '100000' });
    ({ photographer, portfolioId, client, stranger } = await bookingParties(t.app));
    admin = await signUpAs(t.app, 'client');
    await t.pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
  });
  afterAll(() => t.close());

  /** A booking of `who` with the photographer, moved along to `status` through the API. */
  const booking = async (who: Account = client, status: 'pending' | 'accepted' | 'completed' = 'completed') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      headers: { 'x-forwarded-for': nextIp(), ...who.headers },
      payload: {
        photographerId: portfolioId,
        name: 'Achieng Otieno',
        email: who.email,
        service: 'Wedding',
        eventDate: inDays(day++),
        message: 'A garden wedding in Karen.',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = inquiryResponseSchema.parse(res.json()).bookingRequest.id;
    if (status === 'pending') return id;
    const answer = (s: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/booking-requests/${id}`,
        headers: photographer.headers,
        payload: { status: s },
      });
    expect((await answer('accepted')).statusCode).toBe(200);
    if (status === 'accepted') return id;
    // Each completed booking holds its own past day.
    await t.pool.query(
      `update booking_requests set event_date = (now() at time zone 'Africa/Nairobi')::date - $2::int where id = $1`,
      [id, pastDays++],
    );
    expect((await answer('completed')).statusCode).toBe(200);
    return id;
  };

  const review = (id: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/booking-requests/${id}/review`, headers, payload });
  const edit = (id: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/reviews/${id}`, headers, payload });
  const publicReviews = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/photographers/${portfolioId}/reviews${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return publicReviewsResponseSchema.parse(res.json());
  };
  const storedReviews = async () =>
    Number(
      (await t.pool.query('select count(*)::int as n from reviews where portfolio_id = $1', [portfolioId])).rows[0].n,
    );
  const kept = async () =>
    (await t.pool.query('select review_count, rating_sum from portfolios where id = $1', [portfolioId])).rows[0] as {
      review_count: number;
      rating_sum: number;
    };
  const card = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio/get-all?limit=50' });
    return (res.json().data as { _id: string; rating: { average: number | null; count: number } }[]).find(
      (c) => c._id === portfolioId,
    )!;
  };

  describe('writing', () => {
    it('the client of a completed booking reviews it once; the photographer is told; the numbers follow', async () => {
      const id = await booking();
      const before = await t.app.inject({
        method: 'GET',
        url: `/api/booking-requests/${id}/review`,
        headers: client.headers,
      });
      expect(bookingReviewResponseSchema.parse(before.json())).toEqual({ review: null, canReview: true });

      const res = await review(id, client.headers, { rating: 5, text: TEXT, studioMayQuote: true });
      expect(res.statusCode, res.body).toBe(201);
      const written = ownReviewResponseSchema.parse(res.json()).review;
      expect(written).toMatchObject({
        rating: 5,
        text: TEXT,
        authorName: 'Achieng O.',
        service: 'Wedding',
        studioMayQuote: true,
        bookingId: id,
        reply: null,
        editedAt: null,
      });
      expect(written.editableUntil).not.toBeNull();

      const notices = await t.pool.query(
        'select kind, title, link from notifications where user_id = $1 and kind = $2',
        [photographer.id, 'review'],
      );
      expect(notices.rows).toEqual([
        {
          kind: 'review',
          title: reviewsTexts.newReviewTitle({ client: 'Achieng O.' }),
          link: '/photographer-dashboard/testimonials',
        },
      ]);

      const listed = await publicReviews();
      expect(listed.summary).toEqual({ average: 5, count: 1, distribution: [0, 0, 0, 0, 1] });
      expect(listed.data.map((r) => r.id)).toEqual([written.id]);
      expect((await card()).rating).toEqual({ average: 5, count: 1 });
      // docs/rules/photographers-and-portfolios.md#overview-and-analytics's Overview: the rating, and the new review in Recent Activities.
      const overview = await t.app.inject({
        method: 'GET',
        url: '/api/views/get-overview',
        headers: photographer.headers,
      });
      expect(overview.json().data.rating).toEqual({ average: 5, count: 1 });
      const feed = await t.app.inject({ method: 'GET', url: '/api/recent-activities', headers: photographer.headers });
      expect(feed.json().data.map((a: { action: string }) => a.action)).toContain('New review');

      const after = await t.app.inject({
        method: 'GET',
        url: `/api/booking-requests/${id}/review`,
        headers: client.headers,
      });
      expect(bookingReviewResponseSchema.parse(after.json())).toMatchObject({
        canReview: false,
        review: { id: written.id },
      });

      const again = await review(id, client.headers, { rating: 1, text: TEXT });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(reviewsTexts.alreadyReviewed);
      expect(await kept()).toEqual({ review_count: 1, rating_sum: 5 });
    });

    it('refuses, storing nothing: no token, a stranger, the photographer, a booking not completed, an unknown one', async () => {
      const stored = await storedReviews();
      const completed = await booking();
      const pending = await booking(client, 'pending');
      const accepted = await booking(client, 'accepted');

      expect((await review(completed, {}, { rating: 5, text: TEXT })).statusCode).toBe(401);
      for (const headers of [stranger.headers, photographer.headers]) {
        const res = await review(completed, headers, { rating: 5, text: TEXT });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(reviewsTexts.bookingNotFound);
        const read = await t.app.inject({ method: 'GET', url: `/api/booking-requests/${completed}/review`, headers });
        expect(read.statusCode).toBe(404);
      }
      for (const id of [pending, accepted]) {
        const res = await review(id, client.headers, { rating: 5, text: TEXT });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(reviewsTexts.notCompleted);
        const read = await t.app.inject({
          method: 'GET',
          url: `/api/booking-requests/${id}/review`,
          headers: client.headers,
        });
        expect(read.json()).toEqual({ review: null, canReview: false });
      }
      expect(
        (await review('00000000-0000-4000-8000-000000000000', client.headers, { rating: 5, text: TEXT })).statusCode,
      ).toBe(404);
      expect((await review('not-a-booking', client.headers, { rating: 5, text: TEXT })).statusCode).toBe(400);
      expect(await storedReviews()).toBe(stored);
    });

    it.each([
      [{ rating: 0, text: TEXT }, 'rating', reviewsTexts.ratingRequired],
      [{ rating: 6, text: TEXT }, 'rating', reviewsTexts.ratingRequired],
      [{ rating: 4.5, text: TEXT }, 'rating', reviewsTexts.ratingRequired],
      [{ rating: 'five', text: TEXT }, 'rating', reviewsTexts.ratingRequired],
      [{ text: TEXT }, 'rating', reviewsTexts.ratingRequired],
      [{ rating: 5 }, 'text', reviewsTexts.textRequired],
      [{ rating: 5, text: 'Too short.' }, 'text', reviewsTexts.textTooShort],
      [{ rating: 5, text: 'x'.repeat(2001) }, 'text', reviewsTexts.textTooLong],
      [{ rating: 5, text: 42 }, 'text', reviewsTexts.textRequired],
      [{ rating: 5, text: TEXT, studioMayQuote: 'perhaps' }, 'studioMayQuote', reviewsTexts.consentInvalid],
    ])('a wrong field is a 400 under its name, and nothing is stored: %j', async (payload, field, message) => {
      const id = await booking();
      const stored = await storedReviews();
      const res = await review(id, client.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toContain(message);
      expect(await storedReviews()).toBe(stored);
    });
  });

  describe('photos', () => {
    it('up to three photos, stored as web variants without EXIF; a fourth or a non-image refuses the review', async () => {
      const id = await booking();
      const jpeg = await jpegWithGps(900, 600);
      const tooMany = multipart([
        { name: 'rating', value: '4' },
        { name: 'text', value: TEXT },
        imagePart(jpeg, 'a.jpg'),
        imagePart(jpeg, 'b.jpg'),
        imagePart(jpeg, 'c.jpg'),
        imagePart(jpeg, 'd.jpg'),
      ]);
      const refused = await send(t.app, 'POST', `/api/booking-requests/${id}/review`, client.headers, tooMany);
      expect(refused.statusCode).toBe(413);
      expect(refused.json().message).toBe(reviewsTexts.tooManyImages);
      const notImage = multipart([
        { name: 'rating', value: '4' },
        { name: 'text', value: TEXT },
        imagePart(Buffer.from('plain text, not a picture'), 'a.jpg'),
      ]);
      expect(
        (await send(t.app, 'POST', `/api/booking-requests/${id}/review`, client.headers, notImage)).statusCode,
      ).toBe(415);
      const noRating = multipart([{ name: 'text', value: TEXT }, imagePart(jpeg, 'a.jpg')]);
      const badField = await send(t.app, 'POST', `/api/booking-requests/${id}/review`, client.headers, noRating);
      expect(badField.statusCode).toBe(400);
      expect(badField.json().errors.rating).toEqual([reviewsTexts.ratingRequired]);
      expect((await t.pool.query('select 1 from reviews where booking_request_id = $1', [id])).rowCount).toBe(0);

      const form = multipart([
        { name: 'rating', value: '4' },
        { name: 'text', value: TEXT },
        { name: 'studioMayQuote', value: 'on' },
        imagePart(jpeg, 'first-dance.jpg'),
        imagePart(jpeg, 'cake.jpg'),
      ]);
      const res = await send(t.app, 'POST', `/api/booking-requests/${id}/review`, client.headers, form);
      expect(res.statusCode, res.body).toBe(201);
      const written = ownReviewResponseSchema.parse(res.json()).review;
      expect(written.images).toHaveLength(2);
      expect(written.studioMayQuote).toBe(true);
      const dir = path.join(t.env.MEDIA_DIR, 'portfolios', portfolioId);
      for (const img of written.images) {
        expect(img.url).toMatch(new RegExp(`^/uploads/portfolios/${portfolioId}/${img.id}-\\d+\\.webp$`));
        expect(fs.existsSync(path.join(dir, path.basename(img.url)))).toBe(true);
        expect((await t.app.inject({ method: 'GET', url: img.url })).statusCode).toBe(200);
        expect(img.srcSet.avif).toContain(`${img.id}-`);
      }

      // Editing keeps the first photo only; the other's files go.
      const [first, second] = written.images;
      const edited = await edit(written.id, client.headers, { rating: 5, text: TEXT, keep: [first!.id] });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(ownReviewResponseSchema.parse(edited.json()).review.images.map((i) => i.id)).toEqual([first!.id]);
      expect(fs.existsSync(path.join(dir, path.basename(second!.url)))).toBe(false);
      expect(fs.existsSync(path.join(dir, path.basename(first!.url)))).toBe(true);
    });
  });

  describe('editing', () => {
    it('its author edits it for 14 days, then it is fixed; nobody else ever', async () => {
      const id = await booking();
      const written = ownReviewResponseSchema.parse(
        (await review(id, client.headers, { rating: 2, text: TEXT })).json(),
      ).review;
      const before = await kept();

      const res = await edit(written.id, client.headers, {
        rating: 4,
        text: `${TEXT} Updated after the album arrived.`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const updated = ownReviewResponseSchema.parse(res.json()).review;
      expect(updated.rating).toBe(4);
      expect(updated.editedAt).not.toBeNull();
      expect(await kept()).toEqual({ review_count: before.review_count, rating_sum: before.rating_sum + 2 });

      for (const headers of [photographer.headers, stranger.headers, admin.headers]) {
        const refused = await edit(written.id, headers, { rating: 1, text: TEXT });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe(reviewsTexts.notYourReview);
      }
      expect((await edit(written.id, {}, { rating: 1, text: TEXT })).statusCode).toBe(401);
      expect((await edit(written.id, client.headers, { rating: 9, text: TEXT })).statusCode).toBe(400);

      await t.pool.query(`update reviews set created_at = now() - interval '14 days 1 minute' where id = $1`, [
        written.id,
      ]);
      const late = await edit(written.id, client.headers, { rating: 1, text: TEXT });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(reviewsTexts.editWindowOver);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/booking-requests/${id}/review`,
        headers: client.headers,
      });
      expect(bookingReviewResponseSchema.parse(read.json()).review).toMatchObject({ rating: 4, editableUntil: null });
      expect(await kept()).toEqual({ review_count: before.review_count, rating_sum: before.rating_sum + 2 });
    });
  });

  describe("the photographer's side", () => {
    it('replies (one reply, editable), features at most six, reports; never edits', async () => {
      const ids: string[] = [];
      for (let i = 0; i < REVIEW_FEATURED_MAX + 1; i++) {
        const id = await booking();
        const res = await review(id, client.headers, { rating: 3 + (i % 3), text: `${TEXT} (${i})` });
        ids.push(ownReviewResponseSchema.parse(res.json()).review.id);
      }
      const reply = (id: string, headers: Record<string, string>, text: string) =>
        t.app.inject({ method: 'PUT', url: `/api/reviews/${id}/reply`, headers, payload: { text } });
      expect((await reply(ids[0]!, photographer.headers, 'Thank you, Achieng!')).statusCode).toBe(200);
      expect((await reply(ids[0]!, photographer.headers, 'Thank you so much, Achieng!')).statusCode).toBe(200);
      const replyNotices = await t.pool.query('select title from notifications where user_id = $1 and kind = $2', [
        client.id,
        'review',
      ]);
      expect(
        replyNotices.rows.filter((r) => r.title === reviewsTexts.replyTitle({ photographer: 'Wanjiku Kamau' })),
      ).toHaveLength(1);
      for (const headers of [client.headers, stranger.headers]) {
        const refused = await reply(ids[0]!, headers, 'Not mine to answer');
        expect(refused.statusCode).toBe(403);
      }
      expect((await reply(ids[0]!, photographer.headers, '   ')).statusCode).toBe(400);
      // The photographer cannot edit the client's review.
      expect((await edit(ids[0]!, photographer.headers, { rating: 5, text: TEXT })).statusCode).toBe(403);

      const feature = (id: string, featured: boolean, headers = photographer.headers) =>
        t.app.inject({ method: 'PUT', url: `/api/reviews/${id}/featured`, headers, payload: { featured } });
      for (const id of ids.slice(0, REVIEW_FEATURED_MAX)) expect((await feature(id, true)).statusCode).toBe(200);
      const full = await feature(ids[REVIEW_FEATURED_MAX]!, true);
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toBe(reviewsTexts.featuredFull);
      expect((await feature(ids[1]!, true, client.headers)).statusCode).toBe(403);
      expect((await feature(ids[1]!, false)).statusCode).toBe(200);
      expect((await feature(ids[REVIEW_FEATURED_MAX]!, true)).statusCode).toBe(200);

      const shown = await publicReviews();
      expect(shown.featured).toHaveLength(REVIEW_FEATURED_MAX);
      expect(shown.featured.map((r) => r.id)).not.toContain(ids[1]);
      expect(shown.featured.find((r) => r.id === ids[0])?.reply?.text).toBe('Thank you so much, Achieng!');

      const own = await t.app.inject({
        method: 'GET',
        url: '/api/photographers/me/reviews',
        headers: photographer.headers,
      });
      const received = receivedReviewsResponseSchema.parse(own.json());
      expect(received.featuredCount).toBe(REVIEW_FEATURED_MAX);
      expect(received.summary.count).toBe(shown.summary.count);
    });
  });

  describe('moderation', () => {
    it('a reported review stays visible until the studio hides it; hidden, it counts nowhere; kept, it is back', async () => {
      const id = await booking();
      const written = ownReviewResponseSchema.parse(
        (await review(id, client.headers, { rating: 1, text: TEXT })).json(),
      ).review;
      const counted = await kept();
      const report = (headers: Record<string, string>, reason = 'It names my assistant and her phone number.') =>
        t.app.inject({ method: 'POST', url: `/api/reviews/${written.id}/report`, headers, payload: { reason } });
      expect((await report(client.headers)).statusCode).toBe(403);
      expect((await report(photographer.headers, '')).statusCode).toBe(400);
      expect((await report(photographer.headers)).statusCode).toBe(200);
      expect((await report(photographer.headers)).statusCode).toBe(409);
      expect((await publicReviews('?sort=rating&page=1')).summary.count).toBe(counted.review_count);

      const moderate = (headers: Record<string, string>, payload: object) =>
        t.app.inject({ method: 'POST', url: `/api/studio/reviews/${written.id}/moderation`, headers, payload });
      expect((await moderate(photographer.headers, { action: 'hide', reason: 'Personal details' })).statusCode).toBe(
        403,
      );
      expect((await moderate({}, { action: 'hide', reason: 'Personal details' })).statusCode).toBe(401);
      const queue = await t.app.inject({ method: 'GET', url: '/api/studio/reviews/reported', headers: admin.headers });
      expect(queue.json().data.map((r: { id: string }) => r.id)).toContain(written.id);
      expect((await moderate(admin.headers, { action: 'hide' })).statusCode).toBe(400);

      expect(
        (await moderate(admin.headers, { action: 'hide', reason: 'It shares personal details.' })).statusCode,
      ).toBe(200);
      expect(await kept()).toEqual({
        review_count: counted.review_count - 1,
        rating_sum: counted.rating_sum - 1,
      });
      const listed = await publicReviews();
      expect(listed.data.map((r) => r.id)).not.toContain(written.id);
      expect(listed.summary.count).toBe(counted.review_count - 1);
      expect((await card()).rating.count).toBe(counted.review_count - 1);
      const told = await t.app.inject({
        method: 'GET',
        url: `/api/booking-requests/${id}/review`,
        headers: client.headers,
      });
      expect(bookingReviewResponseSchema.parse(told.json()).review?.hiddenReason).toBe('It shares personal details.');

      // docs/rules/history.md#issue-14: the studio's decisions are in the audit log.
      const logged = await t.pool.query(
        `select action, actor_email, after from audit_log where target_id = $1 order by created_at`,
        [written.id],
      );
      expect(logged.rows).toEqual([
        {
          action: 'review.hide',
          actor_email: admin.email,
          after: { hidden: true, report: 'hidden', reason: 'It shares personal details.' },
        },
      ]);
      expect((await moderate(admin.headers, { action: 'keep' })).statusCode).toBe(200);
      expect(await kept()).toEqual(counted);
      expect((await publicReviews()).data.map((r) => r.id)).toContain(written.id);
    });
  });

  describe('notices in their reader’s language (docs/rules/public-pages.md#languages)', () => {
    const noticesOf = async (userId: string, bookingId: string) =>
      (
        await t.pool.query<{ title: string; body: string }>(
          'select title, body from notifications where user_id = $1 and booking_request_id = $2 and kind = $3 order by created_at, id',
          [userId, bookingId, 'review'],
        )
      ).rows;
    const english = { 'accept-language': 'en' };

    it('a Kiswahili client is told of the reply and of the studio hiding their review in Kiswahili; the English photographer in English', async () => {
      const swahiliClient = await signUpAs(t.app, 'client');
      await chooseLanguage(t.app, swahiliClient.headers, 'sw');
      const id = await booking(swahiliClient);
      const res = await review(id, { ...swahiliClient.headers, 'accept-language': 'sw' }, { rating: 4, text: TEXT });
      expect(res.statusCode, res.body).toBe(201);
      const reviewId = ownReviewResponseSchema.parse(res.json()).review.id;
      expect(await noticesOf(photographer.id, id)).toEqual([
        {
          title: 'Achieng O. reviewed your work',
          body: expect.stringContaining('Wedding'),
        },
      ]);

      const replied = await t.app.inject({
        method: 'PUT',
        url: `/api/reviews/${reviewId}/reply`,
        headers: { ...photographer.headers, ...english },
        payload: { text: 'Asante sana!' },
      });
      expect(replied.statusCode, replied.body).toBe(200);
      const reported = await t.app.inject({
        method: 'POST',
        url: `/api/reviews/${reviewId}/report`,
        headers: { ...photographer.headers, ...english },
        payload: { reason: 'It names my assistant.' },
      });
      expect(reported.statusCode, reported.body).toBe(200);
      const hidden = await t.app.inject({
        method: 'POST',
        url: `/api/studio/reviews/${reviewId}/moderation`,
        headers: { ...admin.headers, ...english },
        payload: { action: 'hide', reason: 'Personal details.' },
      });
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(await noticesOf(swahiliClient.id, id)).toEqual([
        {
          title: 'Wanjiku Kamau amejibu maoni yako',
          body: 'Wanjiku Kamau amejibu maoni yako. Lisome kwenye wasifu wake.',
        },
        {
          title: 'Studio imeficha maoni yako',
          body: 'Studio imeficha maoni yako kwenye wasifu wa mpiga picha. Sababu: Personal details.',
        },
      ]);
    });

    it('a Kiswahili photographer is told of a new review and of a kept report in Kiswahili, whoever wrote', async () => {
      await chooseLanguage(t.app, photographer.headers, 'sw');
      try {
        const id = await booking();
        const res = await review(id, { ...client.headers, ...english }, { rating: 5, text: TEXT });
        expect(res.statusCode, res.body).toBe(201);
        const reviewId = ownReviewResponseSchema.parse(res.json()).review.id;
        const reported = await t.app.inject({
          method: 'POST',
          url: `/api/reviews/${reviewId}/report`,
          headers: photographer.headers,
          payload: { reason: 'Not my client.' },
        });
        expect(reported.statusCode, reported.body).toBe(200);
        const keptIt = await t.app.inject({
          method: 'POST',
          url: `/api/studio/reviews/${reviewId}/moderation`,
          headers: { ...admin.headers, ...english },
          payload: { action: 'keep' },
        });
        expect(keptIt.statusCode, keptIt.body).toBe(200);
        const notices = await noticesOf(photographer.id, id);
        expect(notices.map((n) => n.title)).toEqual([
          'Achieng O. ametoa maoni kuhusu kazi yako',
          'Studio iliangalia ripoti yako na kuyabakiza maoni haya.',
        ]);
        expect(notices[0]!.body).not.toContain('reviewed');
      } finally {
        await chooseLanguage(t.app, photographer.headers, 'en');
      }
    });
  });

  describe('the directory sorts', () => {
    it("'Highest Rated' by the Bayesian average (one 5 does not beat forty 4.8s), 'Most Reviews' by the count; no reviews last", async () => {
      const make = async () => {
        const p = await signUpAs(t.app, 'photographer');
        return (await createPortfolio(t.app, p.headers))._id as string;
      };
      const [one5, forty48, none, three4] = [await make(), await make(), await make(), await make()];
      const set = (id: string, count: number, sum: number) =>
        t.pool.query('update portfolios set review_count = $2, rating_sum = $3 where id = $1', [id, count, sum]);
      await set(one5, 1, 5);
      await set(forty48, 40, 192);
      await set(three4, 3, 12);
      const order = async (sort: string) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/photographers/portfolio/get-all?sort=${sort}&limit=50`,
        });
        const ids = (res.json().data as { _id: string }[]).map((c) => c._id);
        return ids.filter((id) => [one5, forty48, none, three4].includes(id));
      };
      expect(await order('rating')).toEqual([forty48, one5, three4, none]);
      expect(await order('reviews')).toEqual([forty48, three4, one5, none]);
    });
  });
});
