import {
  type BookingAnswer,
  type BookingRequestDetail,
  type BookingStatus,
  bookingTexts,
  type InquiryRequest,
  inquiryTexts,
  profileTexts,
} from '@studio/shared';
import type { Db } from '../../db/client';
import { inFlightWork } from '../../lib/in-flight';
import { AppError } from '../../lib/app-error';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { ACTIONS, activitiesRepository } from '../activities/activities.repository';
import { nairobiDay } from '../activities/nairobi-day';
import { availabilityService } from '../availability/availability.service';
import { photographersRepository } from '../photographers/photographers.repository';
import type { UserRow } from '../users/users.repository';
import { toBookingRequestDetail } from './booking-request.mapper';
import { answerMail, inquiryMail } from './booking-requests.mails';
import { type AnswerStatus, bookingRequestsRepository } from './booking-requests.repository';

interface Logger {
  error(obj: object, msg: string): void;
}

/** The answers a request can take from each status; anything else has been answered already. */
export const NEXT_STATUSES: Record<BookingStatus, readonly AnswerStatus[]> = {
  pending: ['accepted', 'declined'],
  accepted: ['completed', 'declined'],
  declined: [],
  expired: [],
  cancelled: [],
  completed: [],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const photographerNotFound = () => new AppError('NOT_FOUND', profileTexts.notFound);
const fieldError = (field: string, message: string) => new AppError('VALIDATION', message, { [field]: [message] });

/**
 * Booking requests (D14, D18): clients send inquiries, photographers answer them. Each change is
 * stored first; the e-mail about it is sent afterwards, and a failed e-mail is logged without
 * undoing or failing what was stored (the request is in the photographer's dashboard either way).
 */
export function bookingRequestsService(deps: { db: Db; mailer: Mailer; publicUrl: string; log: Logger }) {
  const { db, mailer, publicUrl, log } = deps;
  const repo = bookingRequestsRepository(db);
  const portfolios = photographersRepository(db);
  const availability = availabilityService(db);
  const mails = inFlightWork();

  const sendLater = (message: MailMessage, context: object) => {
    mails.track(
      mailer
        .send(message)
        .catch((err) => log.error({ err, ...context }, 'booking request mail failed; the request is stored')),
    );
  };

  return {
    /** D18: stores the inquiry (pending), records the activity, then e-mails the photographer. */
    async create(input: InquiryRequest, sender: UserRow | null, today = nairobiDay()): Promise<BookingRequestDetail> {
      if (!UUID.test(input.photographerId)) throw photographerNotFound();
      const portfolio = await portfolios.findById(input.photographerId);
      if (!portfolio) throw photographerNotFound();
      if (sender?.id === portfolio.userId) throw new AppError('VALIDATION', inquiryTexts.ownPortfolio);
      if (input.eventDate < today) throw fieldError('eventDate', inquiryTexts.eventDatePast);
      // Issue 12: only a free day (never saying why it is not).
      if (!(await availability.isDayFree(portfolio.id, input.eventDate)))
        throw fieldError('eventDate', inquiryTexts.eventDateBusy);

      const row = await repo.transaction(async (tx) => {
        const created = await repo.create(tx, {
          portfolioId: portfolio.id,
          clientUserId: sender?.id ?? null,
          clientName: input.name,
          clientEmail: input.email,
          clientPhone: input.phone || null,
          service: input.service,
          eventDate: input.eventDate,
          message: input.message,
        });
        await activitiesRepository(tx).addToDay(portfolio.userId, ACTIONS.newBookingRequest);
        return created;
      });
      const request = {
        ...row,
        photographer: {
          id: portfolio.id,
          name: portfolio.name,
          email: portfolio.email,
          ownerId: portfolio.userId,
          libraryAvatarUrl: portfolio.libraryAvatarUrl,
          avatarFile: portfolio.avatarFile,
        },
      };
      sendLater(inquiryMail(request, publicUrl), { bookingRequest: row.id });
      return toBookingRequestDetail(request, [], sender?.id ?? null);
    },

    /** The photographer's answer: only theirs to give, only along NEXT_STATUSES; the client is e-mailed. */
    async answer(user: UserRow, id: string, answer: BookingAnswer): Promise<BookingRequestDetail> {
      const message = answer.reply || null;
      const answered = await repo.locked(id, async (tx, current) => {
        if (current.photographer.ownerId !== user.id) throw new AppError('FORBIDDEN', bookingTexts.notYours);
        if (!NEXT_STATUSES[current.status].includes(answer.status)) {
          throw new AppError('CONFLICT', bookingTexts.alreadyAnswered);
        }
        const row = await repo.answer(tx, id, answer.status, message);
        return { ...row, photographer: current.photographer };
      });
      if (!answered) throw new AppError('NOT_FOUND', bookingTexts.requestNotFound);
      sendLater(answerMail(answered, message, publicUrl), { bookingRequest: id });
      const replies = await repo.replies([id]);
      return toBookingRequestDetail(answered, replies.get(id) ?? [], user.id);
    },

    /** D14: the caller's own requests, newest first, each with its answers. */
    async list(user: UserRow, side?: 'received' | 'sent'): Promise<BookingRequestDetail[]> {
      const rows = await repo.listForUser(user.id, side);
      const replies = await repo.replies(rows.map((r) => r.id));
      return rows.map((r) => toBookingRequestDetail(r, replies.get(r.id) ?? [], user.id));
    },

    /** Waits (at most `timeoutMs`) for e-mails being sent, so a graceful shutdown lets them finish. */
    drain: mails.drain,
  };
}
export type BookingRequestsService = ReturnType<typeof bookingRequestsService>;
