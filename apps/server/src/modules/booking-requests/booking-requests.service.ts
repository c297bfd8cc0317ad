import { type ChangeFeed, photographerTopic } from '../../lib/change-feed';
import {
  type BookingAnswer,
  type BookingMove,
  type BookingRequestDetail,
  bookingTexts,
  type InquiryRequest,
  inquiryTexts,
  packagesTexts,
  profileTexts,
} from '@studio/shared';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { queueMail } from '../../mail/mail-queue';
import type { MailMessage } from '../../mail/mailer';
import { ACTIONS, activitiesRepository } from '../activities/activities.repository';
import { nairobiDay } from '../../lib/nairobi-day';
import type { NotificationRow } from '../notifications/notifications.repository';
import type { NotificationsService } from '../notifications/notifications.service';
import type { AvailabilityService } from '../availability/availability.service';
import type { PackagesRepository } from '../packages/packages.repository';
import type { PhotographersRepository } from '../photographers/photographers.repository';
import type { UserRow } from '../users/users.repository';
import { MOVES, type MoveAttempt, refusalError, refusalOf } from './booking-lifecycle';
import { sideOf, toBookingRequestDetail } from './booking-request.mapper';
import { type Notices, noticesFor } from './booking-notices';
import type { Tx } from '../../db/client';
import type { BookingRequestsRepository } from './booking-requests.repository';
import type { PaymentsService } from '../payments/payments.service';
import type { Logger as AppLogger } from '../../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'error'>;

/** The partial unique index by which an accepted (or completed) booking holds its date. */
export const HELD_DATE_INDEX = 'booking_requests_portfolio_held_date_key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const photographerNotFound = () => new AppError('NOT_FOUND', profileTexts.notFound);
const requestNotFound = () => new AppError('NOT_FOUND', bookingTexts.requestNotFound);
const fieldError = (field: string, message: string) => new AppError('VALIDATION', message, { [field]: [message] });

/** Postgres' unique_violation on the held-date index (node-postgres' error, or drizzle's wrapping it). */
function isHeldDateViolation(err: unknown): boolean {
  for (const e of [err, (err as { cause?: unknown } | null)?.cause]) {
    const pgErr = e as { code?: string; constraint?: string } | undefined;
    if (pgErr?.code === '23505' && pgErr.constraint === HELD_DATE_INDEX) return true;
  }
  return false;
}

export interface BookingRequestsDeps {
  /** The module's own repository, built once by the module (booking-requests.module.ts). */
  repo: BookingRequestsRepository;
  /** The photographers module's repository (the instance's `photographers.repository`). */
  portfolios: PhotographersRepository;
  /** The packages module's repository (`packages.repository`): the package a request chose. */
  packages: Pick<PackagesRepository, 'findOffered'>;
  /** The availability module's service (`availability.service`): whether the day is free. */
  availability: Pick<AvailabilityService, 'isDayFree'>;
  jobs: JobQueue;
  notifications: Pick<NotificationsService, 'create' | 'dispatch'>;
  publicUrl: string;
  expiryHours: number;
  log: Logger;
  /** An accepted or cancelled booking frees or holds a date the profile shows (ADR 0019). */
  changes?: Pick<ChangeFeed, 'publish'>;
  /** Payments (ADR 0038): told of each move in its transaction (a deposit to open, a refund to send). */
  payments?: Pick<PaymentsService, 'onMove'>;
}

/**
 * Booking requests (docs/rules/accounts-and-auth.md#roles, docs/rules/bookings.md#requests; docs/rules/history.md#issue-12's lifecycle): clients send inquiries, photographers answer
 * them, either side cancels, the expiry job lets unanswered ones lapse. Every move changes the
 * state, writes its timeline event and its notifications in one transaction, on the locked row;
 * the e-mails it owes are queued after the commit (notifications through their own queue, mails
 * to clients without an account through the mail queue), never held in memory.
 */
export function bookingRequestsService(deps: BookingRequestsDeps) {
  const { repo, jobs, notifications, publicUrl, expiryHours, log, portfolios, packages, availability } = deps;

  const notify = async (tx: Tx, notices: Notices) => ({
    rows: await notifications.create(tx, notices.notifications),
    guestMails: notices.guestMails,
  });

  /** After the commit: the owed e-mails go to the queue; a queue failure is logged, the change stands. */
  const deliver = async (owed: { rows: NotificationRow[]; guestMails: MailMessage[] }) => {
    await notifications.dispatch(owed.rows);
    for (const mail of owed.guestMails) {
      await queueMail(jobs, mail).catch((err) => log.error({ err, to: mail.to }, 'could not queue a booking e-mail'));
    }
  };

  const detail = async (id: string, viewerId: string, today: string): Promise<BookingRequestDetail> => {
    const row = await repo.findWithPhotographer(id);
    if (!row) throw requestNotFound();
    const events = await repo.events([id]);
    return toBookingRequestDetail(row, events.get(id) ?? [], viewerId, today);
  };

  /**
   * One move by a side of the booking, on its locked row: the move's guards in their order
   * (booking-lifecycle.ts's MOVES; the first refusal is the answer), the write, then its effects.
   */
  const move = async (
    user: UserRow,
    id: string,
    to: BookingMove,
    note: string | null,
    today: string,
  ): Promise<BookingRequestDetail> => {
    const rule = MOVES[to];
    let portfolioId: string | undefined;
    const owed = await repo.locked(id, async (tx, current) => {
      portfolioId = current.photographer.id;
      const side = sideOf(current, user.id);
      // Someone else's booking: as if it did not exist.
      if (!side) throw requestNotFound();
      const attempt: MoveAttempt = {
        status: current.status,
        eventDate: current.eventDate,
        to,
        actor: side,
        today,
        note,
        isBlocked: (day) => repo.isBlocked(tx, current.photographer.id, day),
      };
      const refusal = await refusalOf(attempt);
      if (refusal) throw refusalError(refusal, attempt);
      let row: Awaited<ReturnType<typeof repo.move>>;
      try {
        row = await repo.move(tx, id, to, rule.effects.keepsReply ? note : null);
      } catch (err) {
        if (rule.dayHeld && isHeldDateViolation(err)) throw refusalError(rule.dayHeld, attempt);
        throw err;
      }
      await repo.addEvents(tx, [
        { bookingRequestId: id, actorUserId: user.id, actorRole: side, fromStatus: current.status, toStatus: to, note },
      ]);
      await deps.payments?.onMove(tx, current, to, side, new Date());
      return notify(
        tx,
        noticesFor(
          {
            ...row,
            photographer: current.photographer,
            package: current.package,
            clientLanguage: current.clientLanguage,
          },
          to,
          side,
          note,
          publicUrl,
        ),
      );
    });
    if (!owed) throw requestNotFound();
    await deliver(owed);
    if (portfolioId && rule.effects.publishes) {
      await deps.changes
        ?.publish(photographerTopic(portfolioId))
        .catch((err) => log.error({ err }, 'could not publish'));
    }
    return detail(id, user.id, today);
  };

  /**
   * The expiry sweep (docs/rules/history.md#issue-12, ADR 0016): every pending request due by `now` expires, with a
   * system event and a notice to both sides, in one transaction. Idempotent: a request expires
   * once however many sweeps run, one after the other or at the same time.
   */
  const expireDue = async (now: Date = new Date()): Promise<string[]> => {
    const { ids, owed } = await repo.transaction(async (tx) => {
      const expired = await repo.expireDue(tx, now);
      if (expired.length === 0) return { ids: [], owed: { rows: [], guestMails: [] } };
      await repo.addEvents(
        tx,
        expired.map((r) => ({
          bookingRequestId: r.id,
          actorUserId: null,
          actorRole: 'system' as const,
          fromStatus: 'pending' as const,
          toStatus: 'expired' as const,
          note: null,
          createdAt: now,
        })),
      );
      const photographers = await repo.photographersOf(
        tx,
        expired.map((r) => r.id),
      );
      const all: Notices = { notifications: [], guestMails: [] };
      for (const r of expired) {
        const notices = noticesFor({ ...photographers.get(r.id)!, ...r }, 'expired', 'system', null, publicUrl);
        all.notifications.push(...notices.notifications);
        all.guestMails.push(...notices.guestMails);
      }
      return { ids: expired.map((r) => r.id), owed: await notify(tx, all) };
    });
    await deliver(owed);
    return ids;
  };

  return {
    /**
     * docs/rules/bookings.md#requests: stores the inquiry (pending, expiring in BOOKING_EXPIRY_HOURS) with its creation event,
     * the activity and the photographer's notification; then queues the notification's e-mail.
     */
    async create(
      input: InquiryRequest,
      sender: UserRow | null,
      today = nairobiDay(),
      now = new Date(),
    ): Promise<BookingRequestDetail> {
      if (!UUID.test(input.photographerId)) throw photographerNotFound();
      const portfolio = await portfolios.findById(input.photographerId);
      // docs/rules/history.md#issue-14: nobody can book a listing the studio hid.
      if (!portfolio || portfolio.hiddenAt) throw photographerNotFound();
      if (sender?.id === portfolio.userId) throw new AppError('VALIDATION', inquiryTexts.ownPortfolio);
      if (input.eventDate < today) throw fieldError('eventDate', inquiryTexts.eventDatePast);
      // docs/rules/history.md#issue-12: only a free day (never saying why it is not).
      if (!(await availability.isDayFree(portfolio.id, input.eventDate)))
        throw fieldError('eventDate', inquiryTexts.eventDateBusy);
      const photographer = {
        id: portfolio.id,
        name: portfolio.name,
        email: portfolio.email,
        ownerId: portfolio.userId,
        libraryAvatarUrl: portfolio.libraryAvatarUrl,
        avatarFile: portfolio.avatarFile,
        language: portfolio.ownerLanguage,
      };

      const { request, owed } = await repo.transaction(async (tx) => {
        // docs/rules/history.md#issue-12: one of this photographer's active packages, or none ("Not sure yet").
        const chosen = input.packageId ? await packages.findOffered(tx, portfolio.id, input.packageId) : undefined;
        if (input.packageId && !chosen) throw fieldError('packageId', packagesTexts.packageUnavailable);
        const created = await repo.create(tx, {
          portfolioId: portfolio.id,
          clientUserId: sender?.id ?? null,
          clientName: input.name,
          clientEmail: input.email,
          clientPhone: input.phone || null,
          service: input.service,
          eventDate: input.eventDate,
          message: input.message,
          expiresAt: new Date(now.getTime() + expiryHours * 3_600_000),
          packageId: chosen?.id ?? null,
        });
        await repo.addEvents(tx, [
          {
            bookingRequestId: created.id,
            actorUserId: sender?.id ?? null,
            actorRole: 'client',
            fromStatus: null,
            toStatus: 'pending',
            note: null,
            createdAt: created.createdAt,
          },
        ]);
        await activitiesRepository(tx).addToDay(portfolio.userId, ACTIONS.newBookingRequest);
        const request = {
          ...created,
          clientLanguage: sender?.language ?? created.language,
          photographer,
          package: chosen
            ? { id: chosen.id, title: chosen.title, priceKes: chosen.priceKes, priceUsd: chosen.priceUsd }
            : null,
        };
        return { request, owed: await notify(tx, noticesFor(request, 'created', 'client', null, publicUrl)) };
      });
      await deliver(owed);
      const events = await repo.events([request.id]);
      return toBookingRequestDetail(request, events.get(request.id) ?? [], sender?.id ?? null, today);
    },

    /** The photographer's answer (PATCH): accepted | declined from pending, completed from accepted after the date. */
    answer(user: UserRow, id: string, answer: BookingAnswer, today = nairobiDay()): Promise<BookingRequestDetail> {
      return move(user, id, answer.status, answer.reply || null, today);
    },

    /** Either side cancels (POST .../cancel): the client a pending or accepted one, the photographer an accepted one. */
    cancel(user: UserRow, id: string, reason: string | undefined, today = nairobiDay()): Promise<BookingRequestDetail> {
      return move(user, id, 'cancelled', reason || null, today);
    },

    /** docs/rules/accounts-and-auth.md#roles: the caller's own requests, newest first, each with its timeline and the caller's moves. */
    async list(user: UserRow, side?: 'received' | 'sent', today = nairobiDay()): Promise<BookingRequestDetail[]> {
      const rows = await repo.listForUser(user.id, side);
      const events = await repo.events(rows.map((r) => r.id));
      return rows.map((r) => toBookingRequestDetail(r, events.get(r.id) ?? [], user.id, today));
    },

    /** A booking of the caller's (either side) for the .ics export; anyone else's is 404. */
    async forCalendar(user: UserRow, id: string) {
      const row = await repo.findWithPhotographer(id);
      if (!row || !sideOf(row, user.id)) throw requestNotFound();
      if (!row.eventDate) throw new AppError('NOT_FOUND', bookingTexts.calendarNoDate);
      return { row, side: sideOf(row, user.id)! };
    },

    expireDue,
  };
}
export type BookingRequestsService = ReturnType<typeof bookingRequestsService>;
