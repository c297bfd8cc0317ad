import fs from 'node:fs/promises';
import {
  averageRating,
  type BookingReviewResponse,
  type OwnReview,
  paths,
  type PublicReviewsResponse,
  type RatingSummary,
  type ReceivedReview,
  type ReceivedReviewsResponse,
  REVIEW_FEATURED_MAX,
  REVIEW_IMAGES_MAX,
  type ReviewInput,
  type ReviewSort,
  REVIEWS_PAGE_SIZE,
  reviewsMessages,
  reviewsTexts,
} from '@studio/shared';
import { DEFAULT_LOCALE } from '@studio/shared/i18n/locales';
import type { Db } from '../../db/client';
import type { ReviewImageRow } from '../../db/schema/reviews';
import { type ChangeFeed, photographerTopic } from '../../lib/change-feed';
import { AppError } from '../../lib/app-error';
import { inLocale } from '../../lib/request-context';
import { ACTIONS, activitiesRepository } from '../activities/activities.repository';
import { type AuditActor, auditRepository } from '../audit/audit.repository';
import { clientLink } from '../booking-requests/booking-notices';
import type { NewNotification, NotificationRow } from '../notifications/notifications.repository';
import type { NotificationsService } from '../notifications/notifications.service';
import { makeImageVariants } from '../uploads/image-variants';
import { randomStem } from '../uploads/media-store';
import type { PortfolioMedia } from '../uploads/portfolio-media';
import type { ReceivedFile } from '../uploads/receive-file';
import type { UserRow } from '../users/users.repository';
import { editableUntil, publicAuthorName, toOwnReview, toPublicReview, toReceivedReview } from './review.mapper';
import type { Tx } from '../../db/client';
import { type ListedReview, type ReviewWithReaders, reviewsRepository } from './reviews.repository';
import type { Logger as AppLogger } from '../../lib/log';

/**
 * What is written to another user (a notification, its e-mail) is in that user's language
 * (docs/rules/public-pages.md#languages), whatever the language of the request: written inside
 * `inLocale(theirLanguage, ...)`, where these words read the current language.
 */
const toRecipient = reviewsMessages.current;

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'error'>;

export interface ReviewsDeps {
  db: Db;
  media: PortfolioMedia;
  notifications: Pick<NotificationsService, 'create' | 'dispatch'>;
  changes?: Pick<ChangeFeed, 'publish'>;
  log: Logger;
}

/** New photos of a review, made into web variants in a request's temporary folder. */
export interface ReviewUpload {
  files: ReceivedFile[];
  tmpDir: string;
}

const bookingNotFound = () => new AppError('NOT_FOUND', reviewsTexts.bookingNotFound);
const reviewNotFound = () => new AppError('NOT_FOUND', reviewsTexts.notFound);
const UNIQUE_VIOLATION = '23505';

function isDuplicateReview(err: unknown): boolean {
  for (const e of [err, (err as { cause?: unknown } | null)?.cause]) {
    const pgErr = e as { code?: string; constraint?: string } | undefined;
    if (pgErr?.code === UNIQUE_VIOLATION && pgErr.constraint === 'reviews_booking_request_key') return true;
  }
  return false;
}

const pageOf = (page: number | undefined) => {
  const n = Math.max(1, page ?? 1);
  return { n, limit: REVIEWS_PAGE_SIZE, offset: (n - 1) * REVIEWS_PAGE_SIZE };
};
const metaOf = (page: number, total: number) => ({
  page,
  pageSize: REVIEWS_PAGE_SIZE,
  total,
  totalPages: Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE)),
});

/**
 * Reviews (docs/rules/history.md#issue-13, docs/rules/reviews.md#who-may-review, ADR 0020). Only the client account of a completed booking writes its one
 * review; its author edits it for REVIEW_EDIT_DAYS; the photographer replies, features and reports
 * but never edits; the studio keeps or hides a report. Every change that moves what counts
 * recounts the portfolio's numbers in its own transaction.
 */
export function reviewsService(deps: ReviewsDeps) {
  const { db, media, notifications, log } = deps;
  const repo = reviewsRepository(db);

  const published = async (portfolioId: string) => {
    await deps.changes?.publish(photographerTopic(portfolioId)).catch((err) => log.error({ err }, 'could not publish'));
  };

  /** Makes the uploads into variants (outside any transaction: it is slow), named by fresh stems. */
  const processImages = async (upload: ReviewUpload | undefined) => {
    const made: { image: Omit<ReviewImageRow, 'base'> & { stem: string }; files: { from: string; name: string }[] }[] =
      [];
    if (!upload) return made;
    const typeError = () =>
      new AppError('UNSUPPORTED_MEDIA_TYPE', reviewsTexts.imageType, { image: [reviewsTexts.imageType] });
    for (const file of upload.files) {
      const stem = randomStem();
      const v = await makeImageVariants(file.path, upload.tmpDir, stem, typeError);
      await fs.rm(file.path, { force: true });
      made.push({
        image: { id: stem, stem, widths: v.widths, width: v.width, height: v.height, placeholder: v.placeholder },
        files: v.files.map((f) => ({ from: f.path, name: f.name })),
      });
    }
    return made;
  };

  const storedImages = (portfolioId: string, made: Awaited<ReturnType<typeof processImages>>): ReviewImageRow[] =>
    made.map(({ image: { stem, ...image } }) => ({ ...image, base: media.urlOf(portfolioId, stem) }));

  /** The stored files of images that are no longer used (their names in the portfolio's folder). */
  const filesOf = (images: ReviewImageRow[]) =>
    images.flatMap((img) => img.widths.flatMap((w) => [`${img.id}-${w}.webp`, `${img.id}-${w}.avif`]));

  /** Runs `work` in a transaction with the new photos moved in; a failure removes them again. */
  const withImages = async <T>(
    portfolioId: string,
    made: Awaited<ReturnType<typeof processImages>>,
    work: (tx: Tx) => Promise<T>,
  ): Promise<T> => {
    let moved: string[] = [];
    try {
      return await repo.transaction(async (tx) => {
        const result = await work(tx);
        if (made.length)
          moved = await media.moveIn(
            portfolioId,
            made.flatMap((m) => m.files),
          );
        return result;
      });
    } catch (err) {
      await media.removeStored(moved);
      throw err;
    }
  };

  const deliver = async (rows: NotificationRow[]) => notifications.dispatch(rows);

  const summaryOf = async (portfolioId: string): Promise<RatingSummary> => {
    const [kept, distribution] = await Promise.all([repo.ratingOf(portfolioId), repo.distribution(portfolioId)]);
    return { average: averageRating(kept.count, kept.sum), count: kept.count, distribution };
  };

  /** The caller's portfolio, for the photographer's actions on the reviews of it (403 for anyone else). */
  const ownReview = async (user: UserRow, id: string, tx: Tx): Promise<ReviewWithReaders> => {
    const review = await repo.find(id, tx);
    if (!review) throw reviewNotFound();
    if (review.photographerUserId !== user.id) throw new AppError('FORBIDDEN', reviewsTexts.notYourPortfolio);
    return review;
  };

  /** A notice to the review's photographer, written in their language. */
  const toPhotographer = (
    review: ReviewWithReaders,
    write: () => { title: string; body: string },
  ): NewNotification => ({
    userId: review.photographerUserId,
    kind: 'review',
    bookingRequestId: review.bookingRequestId,
    ...inLocale(review.photographerLanguage, write),
    link: paths.photographerTestimonials,
  });

  /** The booking's client may review it now: 404 for anyone else's, 409 before completion or once reviewed. */
  const assertCanReview = async (user: UserRow, bookingId: string) => {
    const booking = await repo.findBooking(bookingId);
    if (!booking || booking.clientUserId !== user.id) throw bookingNotFound();
    if (booking.status !== 'completed') throw new AppError('CONFLICT', reviewsTexts.notCompleted);
    if (await repo.findByBooking(bookingId)) throw new AppError('CONFLICT', reviewsTexts.alreadyReviewed);
    return booking;
  };

  /** Its author may still edit the review: 404 unknown, 403 anyone else, 409 after REVIEW_EDIT_DAYS. */
  const assertCanEdit = async (user: UserRow, id: string, now = new Date()) => {
    const review = await repo.find(id);
    if (!review) throw reviewNotFound();
    if (review.authorUserId !== user.id) throw new AppError('FORBIDDEN', reviewsTexts.notYourReview);
    if (!editableUntil(review, now)) throw new AppError('CONFLICT', reviewsTexts.editWindowOver);
    return review;
  };

  return {
    assertCanReview,
    assertCanEdit,

    /** GET /api/booking-requests/:id/review: the client's review of their booking, and whether they may write one. */
    async forBooking(user: UserRow, bookingId: string, now = new Date()): Promise<BookingReviewResponse> {
      const booking = await repo.findBooking(bookingId);
      if (!booking || booking.clientUserId !== user.id) throw bookingNotFound();
      const review = await repo.findByBooking(bookingId);
      return {
        review: review ? toOwnReview(review, now) : null,
        canReview: !review && booking.status === 'completed',
      };
    },

    /** POST /api/booking-requests/:id/review: the one review of a completed booking, by its client. */
    async create(user: UserRow, bookingId: string, input: ReviewInput, upload?: ReviewUpload): Promise<OwnReview> {
      // Refused before a photo is processed; checked again under the booking's lock below.
      const before = await assertCanReview(user, bookingId);
      if ((upload?.files.length ?? 0) > REVIEW_IMAGES_MAX)
        throw new AppError('PAYLOAD_TOO_LARGE', reviewsTexts.tooManyImages, { image: [reviewsTexts.tooManyImages] });

      const made = await processImages(upload);
      const { portfolioId } = before;
      let created: { row: ListedReview; owed: NotificationRow[] };
      try {
        created = await withImages(portfolioId, made, async (tx) => {
          const booking = await repo.lockBooking(tx, bookingId);
          if (!booking || booking.clientUserId !== user.id) throw bookingNotFound();
          if (booking.status !== 'completed') throw new AppError('CONFLICT', reviewsTexts.notCompleted);
          const inserted = await repo.insert(tx, {
            bookingRequestId: bookingId,
            portfolioId,
            authorUserId: user.id,
            authorName: publicAuthorName(booking.clientName),
            rating: input.rating,
            text: input.text,
            images: storedImages(portfolioId, made),
            studioMayQuote: input.studioMayQuote ?? false,
          });
          await repo.refreshRating(tx, portfolioId);
          await activitiesRepository(tx).addToDay(booking.photographerUserId, ACTIONS.newReview);
          const owed = await notifications.create(tx, [
            {
              userId: booking.photographerUserId,
              kind: 'review',
              bookingRequestId: bookingId,
              ...inLocale(booking.photographerLanguage, () => ({
                title: toRecipient.newReviewTitle({ client: inserted.authorName }),
                body: toRecipient.newReviewBody({
                  client: inserted.authorName,
                  rating: inserted.rating,
                  service: booking.service,
                }),
              })),
              link: paths.photographerTestimonials,
            },
          ]);
          return { row: { ...inserted, service: booking.service }, owed };
        });
      } catch (err) {
        if (isDuplicateReview(err)) throw new AppError('CONFLICT', reviewsTexts.alreadyReviewed);
        throw err;
      }
      const { row, owed } = created;
      await deliver(owed);
      await published(portfolioId);
      return toOwnReview(row, new Date());
    },

    /** PUT /api/reviews/:id: its author, within REVIEW_EDIT_DAYS; `keep` names the photos that stay. */
    async update(
      user: UserRow,
      id: string,
      input: ReviewInput,
      upload?: ReviewUpload,
      now = new Date(),
    ): Promise<OwnReview> {
      const before = await assertCanEdit(user, id, now);
      const keep = input.keep ? new Set(input.keep) : undefined;
      const kept = before.images.filter((img) => !keep || keep.has(img.id));
      if (kept.length + (upload?.files.length ?? 0) > REVIEW_IMAGES_MAX)
        throw new AppError('PAYLOAD_TOO_LARGE', reviewsTexts.tooManyImages, { image: [reviewsTexts.tooManyImages] });

      const made = await processImages(upload);
      let dropped: ReviewImageRow[] = [];
      const row = await withImages(before.portfolioId, made, async (tx) => {
        const current = await repo.find(id, tx);
        if (!current) throw reviewNotFound();
        if (!editableUntil(current, now)) throw new AppError('CONFLICT', reviewsTexts.editWindowOver);
        const stays = current.images.filter((img) => !keep || keep.has(img.id));
        dropped = current.images.filter((img) => !stays.includes(img));
        const updated = await repo.update(tx, id, {
          rating: input.rating,
          text: input.text,
          studioMayQuote: input.studioMayQuote ?? current.studioMayQuote,
          images: [...stays, ...storedImages(current.portfolioId, made)],
          editedAt: now,
        });
        await repo.refreshRating(tx, current.portfolioId);
        return { ...updated, service: current.service };
      });
      await media.remove(before.portfolioId, filesOf(dropped)).catch((err) => log.error({ err }, 'could not remove'));
      await published(before.portfolioId);
      return toOwnReview(row, now);
    },

    /** GET /api/photographers/:id/reviews: the visible reviews, a page at a time, with the summary and the featured ones. */
    async publicList(portfolioId: string, sort: ReviewSort = 'newest', page?: number): Promise<PublicReviewsResponse> {
      const p = pageOf(page);
      const [summary, featured, listed] = await Promise.all([
        summaryOf(portfolioId),
        repo.featured(portfolioId, REVIEW_FEATURED_MAX),
        repo.page(portfolioId, sort, p),
      ]);
      return {
        summary,
        featured: featured.map(toPublicReview),
        data: listed.rows.map(toPublicReview),
        meta: metaOf(p.n, listed.total),
      };
    },

    /** GET /api/photographers/me/reviews: every review of the caller's portfolio, hidden ones included. */
    async received(user: UserRow, sort: ReviewSort = 'newest', page?: number): Promise<ReceivedReviewsResponse> {
      const portfolio = await repo.portfolioOf(user.id);
      if (!portfolio)
        return {
          summary: { average: null, count: 0, distribution: [0, 0, 0, 0, 0] },
          featuredCount: 0,
          data: [],
          meta: metaOf(1, 0),
        };
      const p = pageOf(page);
      const [summary, featuredCount, listed] = await Promise.all([
        summaryOf(portfolio.id),
        repo.featuredCount(db, portfolio.id),
        repo.page(portfolio.id, sort, p, true),
      ]);
      return { summary, featuredCount, data: listed.rows.map(toReceivedReview), meta: metaOf(p.n, listed.total) };
    },

    /** PUT /api/reviews/:id/reply: the photographer's one public reply, editable. */
    async reply(user: UserRow, id: string, text: string, now = new Date()): Promise<ReceivedReview> {
      const { row, owed } = await repo.transaction(async (tx) => {
        const review = await ownReview(user, id, tx);
        const first = review.reply === null;
        const updated = await repo.update(tx, id, {
          reply: text,
          replyCreatedAt: review.replyCreatedAt ?? now,
          replyUpdatedAt: now,
        });
        const owed =
          first && review.authorUserId
            ? await notifications.create(tx, [
                {
                  userId: review.authorUserId,
                  kind: 'review',
                  bookingRequestId: review.bookingRequestId,
                  ...inLocale(review.authorLanguage ?? DEFAULT_LOCALE, () => ({
                    title: toRecipient.replyTitle({ photographer: review.photographerName }),
                    body: toRecipient.replyBody({ photographer: review.photographerName }),
                  })),
                  link: paths.photographerProfile.replace(':id', review.portfolioId),
                },
              ])
            : [];
        return { row: { ...updated, service: review.service }, owed };
      });
      await deliver(owed);
      await published(row.portfolioId);
      return toReceivedReview(row);
    },

    /** PUT /api/reviews/:id/featured: at most REVIEW_FEATURED_MAX visible reviews featured, counted under the portfolio's lock. */
    async feature(user: UserRow, id: string, featured: boolean, now = new Date()): Promise<ReceivedReview> {
      const row = await repo.transaction(async (tx) => {
        const peek = await repo.find(id, tx);
        if (!peek) throw reviewNotFound();
        await repo.lockPortfolio(tx, peek.portfolioId);
        const review = await ownReview(user, id, tx);
        if (featured && review.featuredAt) return review;
        if (featured) {
          if (review.hiddenAt) throw new AppError('CONFLICT', reviewsTexts.hiddenCannotBeFeatured);
          if ((await repo.featuredCount(tx, review.portfolioId)) >= REVIEW_FEATURED_MAX)
            throw new AppError('CONFLICT', reviewsTexts.featuredFull);
        }
        const updated = await repo.update(tx, id, { featuredAt: featured ? now : null });
        return { ...updated, service: review.service };
      });
      await published(row.portfolioId);
      return toReceivedReview(row);
    },

    /** POST /api/reviews/:id/report: to the studio's moderation queue; the review stays visible until handled. */
    async report(user: UserRow, id: string, reason: string, now = new Date()): Promise<ReceivedReview> {
      const row = await repo.transaction(async (tx) => {
        const review = await ownReview(user, id, tx);
        if (review.reportState === 'open') throw new AppError('CONFLICT', reviewsTexts.alreadyReported);
        const updated = await repo.update(tx, id, { reportReason: reason, reportedAt: now, reportState: 'open' });
        return { ...updated, service: review.service };
      });
      return toReceivedReview(row);
    },

    /** GET /api/studio/reviews/reported (role admin). */
    async openReports() {
      const rows = await repo.openReports();
      return rows.map((r) => ({
        ...toPublicReview(r),
        photographer: { _id: r.portfolioId, name: r.photographerName },
        report: { reason: r.reportReason ?? '', createdAt: (r.reportedAt ?? r.createdAt).toISOString() },
      }));
    },

    /**
     * POST /api/studio/reviews/:id/moderation (role admin): 'hide' takes the review off the profile
     * and out of every number, and tells its author why; 'keep' closes the report (and shows a
     * hidden review again).
     */
    async moderate(
      actor: AuditActor,
      id: string,
      action: 'keep' | 'hide',
      reason: string | undefined,
      now = new Date(),
    ) {
      if (action === 'hide' && !reason)
        throw new AppError('VALIDATION', reviewsTexts.moderationReasonRequired, {
          reason: [reviewsTexts.moderationReasonRequired],
        });
      const { row, owed } = await repo.transaction(async (tx) => {
        const review = await repo.find(id, tx);
        if (!review) throw reviewNotFound();
        const updated = await repo.update(
          tx,
          id,
          action === 'hide'
            ? {
                hiddenAt: now,
                hiddenReason: reason!,
                featuredAt: null,
                reportState: review.reportState ? 'hidden' : null,
              }
            : { hiddenAt: null, hiddenReason: null, reportState: review.reportState ? 'kept' : null },
        );
        await repo.refreshRating(tx, review.portfolioId);
        // docs/rules/history.md#issue-14: the studio's decision in the audit log, with the review's state before and after.
        await auditRepository(tx).record(actor, {
          action: `review.${action}`,
          targetType: 'review',
          targetId: id,
          targetLabel: `${review.authorName} on ${review.photographerName}`,
          before: { hidden: review.hiddenAt !== null, report: review.reportState },
          after: { hidden: updated.hiddenAt !== null, report: updated.reportState, ...(reason ? { reason } : {}) },
        });
        const owed =
          action === 'hide' && review.authorUserId
            ? await notifications.create(tx, [
                {
                  userId: review.authorUserId,
                  kind: 'review',
                  bookingRequestId: review.bookingRequestId,
                  ...inLocale(review.authorLanguage ?? DEFAULT_LOCALE, () => ({
                    title: toRecipient.hiddenTitle,
                    body: toRecipient.hiddenBody({ reason: reason! }),
                  })),
                  link: clientLink(review.bookingRequestId),
                },
              ])
            : [];
        if (action === 'keep' && review.reportState === 'open')
          owed.push(
            ...(await notifications.create(tx, [
              toPhotographer(review, () => ({ title: toRecipient.keptNote, body: toRecipient.keptNote })),
            ])),
          );
        return { row: { ...updated, service: review.service } as ListedReview, owed };
      });
      await deliver(owed);
      await published(row.portfolioId);
      return toReceivedReview(row);
    },
  };
}
export type ReviewsService = ReturnType<typeof reviewsService>;
