import { secretsEqual } from '../../lib/secrets-equal';
import {
  type BookingPayment,
  bookingTexts,
  commissionCents,
  depositCents,
  formatKesCents,
  maskPhone,
  normaliseMpesaPhone,
  type PaymentAttempt,
  type PaymentReceipt,
  type PayRequest,
  type PhotographerEarnings,
  paths,
  paymentsTexts,
  refundCents,
} from '@studio/shared';
import { localePath } from '@studio/shared/i18n/locales';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookingEvents, bookingRequests } from '../../db/schema/bookings';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { inLocale } from '../../lib/request-context';
import { photographerTopic, type ChangeFeed } from '../../lib/change-feed';
import { renderMail } from '../../mail/layout';
import { queueMail } from '../../mail/mail-queue';
import { nairobiDay } from '../../lib/nairobi-day';
import { type AuditActor, auditRepository } from '../audit/audit.repository';
import type { NewNotification, NotificationRow } from '../notifications/notifications.repository';
import type { NotificationsService } from '../notifications/notifications.service';
import { type DarajaClient, DarajaError } from './daraja-client';
import {
  type AttemptRow,
  type BookingPaymentRow,
  isUniqueViolation,
  ONE_ACTIVE_ATTEMPT_INDEX,
  paymentsRepository,
} from './payments.repository';
import type { Logger as AppLogger } from '../../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'info' | 'warn' | 'error'>;

/** Queues of the payments module (ADR 0016 job queue). */
export const RECONCILE_QUEUE = 'mpesa-reconcile';
export const TRANSFER_QUEUE = 'mpesa-b2c';
export const PAYMENTS_SWEEP_QUEUE = 'payments-sweep';

/** The audit log's actor for what M-Pesa and the scheduled jobs change. */
export const PAYMENTS_SYSTEM: AuditActor = { id: null, email: 'system (M-Pesa payments)' };
/** Days before the balance's due date that the client is reminded. */
export const BALANCE_REMINDER_DAYS = 3;

export interface PaymentsDeps {
  db: Db;
  jobs: JobQueue;
  daraja: DarajaClient;
  notifications: Pick<NotificationsService, 'create' | 'dispatch'>;
  changes?: Pick<ChangeFeed, 'publish'>;
  log: Logger;
  publicUrl: string;
  /** Where M-Pesa posts its results: `${callbackBase}/stk` and `${callbackBase}/b2c`. */
  callbackBase: string;
  callbackToken: string;
  depositDeadlineHours: number;
  payoutHoldDays: number;
  commissionPercent: number;
  vatPercent: number;
  queryLimit: number;
  queryDelaySeconds: number;
}

/** Daraja's STK callback, as far as we read it (every body is stored raw before this). */
interface StkResult {
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
  /** Only on success, from CallbackMetadata. */
  amountKes?: number;
  receipt?: string;
  phone?: string;
}

export function parseStkCallback(body: unknown): StkResult | null {
  const cb = (body as { Body?: { stkCallback?: Record<string, unknown> } } | null)?.Body?.stkCallback;
  if (!cb || typeof cb.CheckoutRequestID !== 'string') return null;
  const code = Number(cb.ResultCode);
  if (!Number.isInteger(code)) return null;
  const items = (cb.CallbackMetadata as { Item?: Array<{ Name?: string; Value?: unknown }> } | undefined)?.Item ?? [];
  const item = (name: string) => items.find((i) => i.Name === name)?.Value;
  const amount = Number(item('Amount'));
  return {
    checkoutRequestId: cb.CheckoutRequestID,
    resultCode: code,
    resultDesc: String(cb.ResultDesc ?? ''),
    amountKes: Number.isFinite(amount) ? amount : undefined,
    receipt: item('MpesaReceiptNumber') === undefined ? undefined : String(item('MpesaReceiptNumber')),
    phone: item('PhoneNumber') === undefined ? undefined : String(item('PhoneNumber')),
  };
}

/** A callback's body as JSON, or null when it is not (it is stored raw either way). */
const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
};

/** The callback's path token against ours, in constant time. */
export const tokenMatches = secretsEqual;

const notFound = () => new AppError('NOT_FOUND', bookingTexts.requestNotFound);
/** Days from `today` to `day` (both YYYY-MM-DD). */
const daysBetween = (today: string, day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
const minusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** A dispute may open during the payout hold, once (the caller also checks that nothing was paid out). */
const disputeAllowed = (p: { payoutAfter: Date | null; disputedAt: Date | null }, now: Date): boolean =>
  p.payoutAfter !== null && p.payoutAfter > now && p.disputedAt === null;

/**
 * Payments by M-Pesa (docs/decisions/0038-mpesa-payments.md): deposits and balances by STK push,
 * refunds and payouts by B2C, all recorded in the double-entry ledger. Every change of money
 * happens in one transaction with the row it concerns locked, so a callback delivered twice, late,
 * or by two processes at once changes nothing twice.
 */
export function paymentsService(deps: PaymentsDeps) {
  const { db, jobs, daraja, notifications, log } = deps;
  const repo = paymentsRepository(db);
  const clientLink = (id: string) => `${paths.dashboardMessages}?request=${encodeURIComponent(id)}`;
  const photographerLink = (id: string) => `${paths.photographerBookings}?request=${encodeURIComponent(id)}`;

  type Booking = NonNullable<Awaited<ReturnType<typeof repo.booking>>>;
  /**
   * Notifications and mail are written in their recipient's language whatever request is running
   * (the client's, the console's, a callback's; docs/rules/public-pages.md#languages): `write` is
   * called once per recipient, inside `inLocale` of their language (the booking's `clientLanguage`,
   * `photographerLanguage`).
   */
  const toBoth = (
    b: Booking,
    write: () => { title: string; client: string; photographer: string },
  ): NewNotification[] => {
    const toPhotographer = inLocale(b.photographerLanguage, write);
    const toClient = b.clientUserId ? inLocale(b.clientLanguage, write) : undefined;
    return [
      ...(b.clientUserId && toClient
        ? [
            {
              userId: b.clientUserId,
              kind: 'payment' as const,
              bookingRequestId: b.id,
              title: toClient.title,
              body: toClient.client,
              link: clientLink(b.id),
            },
          ]
        : []),
      {
        userId: b.photographerUserId,
        kind: 'payment' as const,
        bookingRequestId: b.id,
        title: toPhotographer.title,
        body: toPhotographer.photographer,
        link: photographerLink(b.id),
      },
    ];
  };

  const audit = (tx: Tx, actor: AuditActor, action: string, bookingId: string, after: object, before?: object) =>
    auditRepository(tx).record(actor, {
      action,
      targetType: 'booking-payment',
      targetId: bookingId,
      before: before ?? null,
      after,
    });

  const attemptView = (a: AttemptRow): PaymentAttempt => ({
    id: a.id,
    purpose: a.purpose,
    amountCents: a.amountCents,
    phone: maskPhone(a.phone),
    status: a.status,
    message:
      a.status === 'pending'
        ? null
        : a.status === 'unknown'
          ? paymentsTexts.unknownOutcome
          : paymentsTexts.resultWords(a.status === 'succeeded' ? 0 : a.resultCode),
    receiptNumber: a.receiptNumber,
    mpesaReceipt: a.mpesaReceipt,
    createdAt: a.createdAt.toISOString(),
    settledAt: a.settledAt?.toISOString() ?? null,
  });

  const dueOf = (p: BookingPaymentRow): BookingPayment['due'] => {
    if (p.state === 'awaiting_deposit') return { purpose: 'deposit', amountCents: p.depositCents - p.paidCents };
    if (p.state === 'confirmed' && p.paidCents < p.priceCents)
      return { purpose: 'balance', amountCents: p.priceCents - p.paidCents };
    return null;
  };

  /** Queues a B2C transfer (in `tx`: the job exists only if the transfer does). */
  const queueTransfer = async (
    tx: Tx,
    values: {
      bookingId: string;
      kind: 'refund' | 'payout';
      reason: string;
      amountCents: number;
      phone: string;
      commissionCents?: number;
    },
  ) => {
    const row = await repo.insertTransfer(tx, {
      bookingRequestId: values.bookingId,
      kind: values.kind,
      reason: values.reason,
      amountCents: values.amountCents,
      commissionCents: values.commissionCents ?? 0,
      phone: values.phone,
    });
    if (!row) return undefined;
    await jobs.send(TRANSFER_QUEUE, { id: row.id }, { tx, singletonKey: row.id });
    await audit(tx, PAYMENTS_SYSTEM, `payment.${values.kind}.queued`, values.bookingId, {
      reason: values.reason,
      amountCents: values.amountCents,
      phone: maskPhone(values.phone),
    });
    return row;
  };

  /** The receipt e-mail, queued in the payment's transaction (sent only if it commits). */
  const receiptMail = async (tx: Tx, b: Booking, a: AttemptRow, p: BookingPaymentRow): Promise<void> => {
    if (!a.receiptNumber) return;
    const vat = deps.vatPercent > 0 ? Math.round((a.paidCents! * deps.vatPercent) / (100 + deps.vatPercent)) : null;
    // The client's language: their account's, else the request page's; the link to that language's page.
    const language = b.clientLanguage;
    const lines = inLocale(language, () =>
      paymentsTexts.mailReceiptLines({
        client: b.clientName,
        purpose: a.purpose,
        service: b.service,
        photographer: b.photographerName,
        eventDate: b.eventDate,
        receiptNumber: a.receiptNumber!,
        mpesaReceipt: a.mpesaReceipt,
        amount: formatKesCents(a.paidCents!),
        vat: vat !== null ? { percent: deps.vatPercent, amount: formatKesCents(vat) } : null,
        paidToDate: formatKesCents(p.paidCents),
        price: formatKesCents(p.priceCents),
      }),
    );
    await queueMail(
      jobs,
      {
        to: b.clientAccountEmail ?? b.clientEmail,
        ...inLocale(language, () =>
          renderMail({
            subject: paymentsTexts.mailReceiptSubject({ n: a.receiptNumber! }),
            paragraphs: lines,
            action: {
              label: paymentsTexts.viewBooking,
              url: `${deps.publicUrl}${localePath(clientLink(b.id), language)}`,
            },
          }),
        ),
      },
      tx,
    );
  };

  /**
   * Applies one STK result to its attempt, in one transaction with the attempt locked: only a
   * pending (or "unknown") attempt changes, so a second delivery of the same result finds it
   * settled and changes nothing. A success is always recorded in the ledger; if the booking no
   * longer wants it (released, cancelled, already paid) or the amount or phone differ from what
   * was asked, it is refunded in full.
   */
  const applyResult = async (result: StkResult, source: 'callback' | 'query'): Promise<NotificationRow[]> => {
    return db.transaction(async (tx) => {
      const attempt = await repo.lockAttemptByCheckout(tx, result.checkoutRequestId);
      if (!attempt) {
        log.warn({ checkout: result.checkoutRequestId }, 'M-Pesa result for no known attempt (stored raw)');
        return [];
      }
      if (attempt.status !== 'pending' && attempt.status !== 'unknown') return [];
      const now = new Date();
      const b = (await repo.booking(tx, attempt.bookingRequestId))!;
      if (result.resultCode !== 0) {
        await repo.settleAttempt(tx, attempt.id, {
          status: 'failed',
          resultCode: result.resultCode,
          resultDesc: result.resultDesc.slice(0, 500),
          settledAt: now,
        });
        await audit(tx, PAYMENTS_SYSTEM, 'payment.failed', b.id, {
          attempt: attempt.id,
          resultCode: result.resultCode,
          source,
        });
        return [];
      }
      // A status query's success carries no amount: it is the amount asked.
      const paidCents = Math.round((result.amountKes ?? attempt.amountCents / 100) * 100);
      const phoneOk = !result.phone || result.phone === attempt.phone;
      const payerPhone = result.phone && normaliseMpesaPhone(result.phone) ? result.phone : attempt.phone;
      const receiptNumber = await repo.nextReceiptNumber(tx);
      const settled = await repo.settleAttempt(tx, attempt.id, {
        status: 'succeeded',
        resultCode: 0,
        resultDesc: result.resultDesc.slice(0, 500),
        mpesaReceipt: result.receipt ?? null,
        paidCents,
        receiptNumber,
        settledAt: now,
      });
      await repo.post(
        tx,
        b.id,
        attempt.purpose,
        [
          { account: 'mpesa', amountCents: paidCents },
          { account: 'client_funds', amountCents: -paidCents },
        ],
        { attemptId: attempt.id },
      );
      const p = (await repo.lock(tx, b.id))!;
      const wanted =
        b.status === 'accepted' &&
        paidCents === attempt.amountCents &&
        phoneOk &&
        ((attempt.purpose === 'deposit' && p.state === 'awaiting_deposit') ||
          (attempt.purpose === 'balance' && p.state === 'confirmed')) &&
        p.paidCents + paidCents <= p.priceCents;
      if (!wanted) {
        const why =
          paidCents !== attempt.amountCents
            ? 'amount'
            : !phoneOk
              ? 'phone'
              : b.status !== 'accepted'
                ? 'booking'
                : 'state';
        await audit(tx, PAYMENTS_SYSTEM, 'payment.unwanted', b.id, {
          attempt: attempt.id,
          paidCents,
          why,
          source,
        });
        await queueTransfer(tx, {
          bookingId: b.id,
          kind: 'refund',
          reason: `unwanted:${attempt.id}`,
          amountCents: paidCents,
          phone: payerPhone,
        });
        return notifications.create(
          tx,
          toBoth(b, () => ({
            title: paymentsTexts.notifyRefundTitle,
            client: paymentsTexts.notifyUnwantedClient({ amount: formatKesCents(paidCents) }),
            photographer: paymentsTexts.notifyUnwantedPhotographer({
              client: b.clientName,
              amount: formatKesCents(paidCents),
            }),
          })),
        );
      }
      const paid = p.paidCents + paidCents;
      const state = attempt.purpose === 'deposit' ? 'confirmed' : paid >= p.priceCents ? 'paid' : 'confirmed';
      await repo.update(tx, b.id, { paidCents: paid, state });
      await audit(
        tx,
        PAYMENTS_SYSTEM,
        'payment.received',
        b.id,
        { attempt: attempt.id, purpose: attempt.purpose, paidCents, receiptNumber, state, source },
        { state: p.state, paidCents: p.paidCents },
      );
      await receiptMail(tx, b, settled, { ...p, paidCents: paid });
      return notifications.create(
        tx,
        toBoth(b, () => ({
          title:
            attempt.purpose === 'deposit'
              ? paymentsTexts.notifyPaidPhotographerTitle
              : paymentsTexts.notifyPaidClientTitle,
          client: paymentsTexts.notifyPaidClient({
            purpose: attempt.purpose,
            amount: formatKesCents(paidCents),
            receiptNumber,
          }),
          photographer: paymentsTexts.notifyPaidPhotographer({
            client: b.clientName,
            purpose: attempt.purpose,
            amount: formatKesCents(paidCents),
            service: b.service,
            eventDate: b.eventDate,
          }),
        })),
      );
    });
  };

  /** A status query for an attempt whose callback has not come; `n` counts the tries so far. */
  const reconcile = async ({ id, n }: { id: string; n: number }): Promise<void> => {
    const attempt = await repo.attempt(id);
    if (!attempt || attempt.status !== 'pending') return;
    const giveUp = async () => {
      await db.transaction(async (tx) => {
        const locked = await repo.lockAttempt(tx, id);
        if (locked?.status !== 'pending') return;
        await repo.settleAttempt(tx, id, { status: 'unknown', settledAt: new Date() });
        await audit(tx, PAYMENTS_SYSTEM, 'payment.unknown', locked.bookingRequestId, { attempt: id, queries: n });
      });
    };
    if (!attempt.checkoutRequestId) {
      // The push never got an answer: without its id nothing can be asked; the console shows it.
      if (n >= deps.queryLimit) await giveUp();
      else await scheduleQuery(id, n + 1);
      return;
    }
    await repo.countQuery(id);
    try {
      const answer = await daraja.stkQuery(attempt.checkoutRequestId);
      await repo.logCallback('query', JSON.stringify(answer), attempt.checkoutRequestId);
      const rows = await applyResult(
        {
          checkoutRequestId: attempt.checkoutRequestId,
          resultCode: Number(answer.ResultCode),
          resultDesc: String(answer.ResultDesc ?? ''),
        },
        'query',
      );
      await notifications.dispatch(rows);
    } catch (err) {
      const processing = err instanceof DarajaError && err.stillProcessing;
      if (!processing) log.warn({ err, attempt: id }, 'M-Pesa status query failed');
      if (n >= deps.queryLimit) await giveUp();
      else await scheduleQuery(id, n + 1);
    }
  };

  /** The n-th status query waits delay * 2^(n-1). */
  const scheduleQuery = (id: string, n: number) =>
    jobs.send(
      RECONCILE_QUEUE,
      { id, n },
      { startAfter: new Date(Date.now() + deps.queryDelaySeconds * 1000 * 2 ** (n - 1)), singletonKey: `${id}:${n}` },
    );

  /** Sends a queued B2C transfer; a retry sends the same OriginatorConversationID. */
  const sendTransfer = async ({ id }: { id: string }): Promise<void> => {
    const row = await db.transaction(async (tx) => {
      const t = await repo.lockTransfer(tx, id);
      if (!t || t.status !== 'queued') return undefined;
      await repo.updateTransfer(tx, id, { originatorConversationId: t.originatorConversationId ?? t.id });
      return t;
    });
    if (!row) return;
    const answer = await daraja.b2c({
      originatorId: row.id,
      phone: row.phone,
      amountKes: row.amountCents / 100,
      resultUrl: `${deps.callbackBase}/${deps.callbackToken}/b2c`,
      remarks: paymentsTexts.b2cRemarks[row.kind],
    });
    await db.transaction(async (tx) => {
      const t = await repo.lockTransfer(tx, id);
      if (t?.status !== 'queued') return;
      await repo.updateTransfer(tx, id, { status: 'sent', conversationId: answer.ConversationID });
    });
  };

  /** A B2C result: the transfer settles once, with its ledger posting. */
  const applyB2cResult = async (body: unknown): Promise<void> => {
    const r = (body as { Result?: Record<string, unknown> } | null)?.Result;
    const originator = typeof r?.OriginatorConversationID === 'string' ? r.OriginatorConversationID : null;
    if (!r || !originator) return;
    const code = Number(r.ResultCode);
    const rows = await db.transaction(async (tx) => {
      const t = await repo.lockTransferByOriginator(tx, originator);
      if (!t || (t.status !== 'sent' && t.status !== 'queued')) return [];
      const now = new Date();
      if (code !== 0) {
        await repo.updateTransfer(tx, t.id, {
          status: 'failed',
          resultCode: Number.isInteger(code) ? code : null,
          resultDesc: String(r.ResultDesc ?? '').slice(0, 500),
          settledAt: now,
        });
        await audit(tx, PAYMENTS_SYSTEM, `payment.${t.kind}.failed`, t.bookingRequestId, { transfer: t.id, code });
        return [];
      }
      await repo.updateTransfer(tx, t.id, {
        status: 'succeeded',
        resultCode: 0,
        resultDesc: String(r.ResultDesc ?? '').slice(0, 500),
        transactionId: typeof r.TransactionID === 'string' ? r.TransactionID : null,
        settledAt: now,
      });
      if (t.kind === 'refund') {
        await repo.post(
          tx,
          t.bookingRequestId,
          'refund',
          [
            { account: 'client_funds', amountCents: t.amountCents },
            { account: 'mpesa', amountCents: -t.amountCents },
          ],
          { transferId: t.id },
        );
      } else {
        await repo.post(
          tx,
          t.bookingRequestId,
          'payout',
          [
            { account: 'client_funds', amountCents: t.amountCents + t.commissionCents },
            { account: 'commission', amountCents: -t.commissionCents, kind: 'commission' },
            { account: 'mpesa', amountCents: -t.amountCents },
          ],
          { transferId: t.id },
        );
      }
      await audit(tx, PAYMENTS_SYSTEM, `payment.${t.kind}.sent`, t.bookingRequestId, {
        transfer: t.id,
        amountCents: t.amountCents,
      });
      const b = (await repo.booking(tx, t.bookingRequestId))!;
      return notifications.create(
        tx,
        t.kind === 'refund'
          ? toBoth(b, () => ({
              title: paymentsTexts.notifyRefundTitle,
              client: paymentsTexts.notifyRefundClient({
                amount: formatKesCents(t.amountCents),
                phone: maskPhone(t.phone),
              }),
              photographer: paymentsTexts.notifyRefundPhotographer({
                client: b.clientName,
                amount: formatKesCents(t.amountCents),
              }),
            }))
          : toBoth(b, () => ({
              title: paymentsTexts.notifyPayoutTitle,
              client: paymentsTexts.notifyPayoutClient({ service: b.service }),
              photographer: paymentsTexts.notifyPayoutPhotographer({
                amount: formatKesCents(t.amountCents),
                phone: maskPhone(t.phone),
                commission: formatKesCents(t.commissionCents),
              }),
            })).slice(b.clientUserId ? 1 : 0),
      );
    });
    await notifications.dispatch(rows);
  };

  /** Releases one overdue booking's date: accepted -> expired, its payment released, both notified. */
  const releaseOne = async (bookingId: string, now: Date): Promise<boolean> => {
    const released = await db.transaction(async (tx) => {
      // The booking first, then its payment: the same order as a cancellation.
      const [booking] = await tx
        .select({ status: bookingRequests.status })
        .from(bookingRequests)
        .where(sql`${bookingRequests.id} = ${bookingId}`)
        .for('update');
      const p = await repo.lock(tx, bookingId);
      if (!booking || booking.status !== 'accepted' || p?.state !== 'awaiting_deposit' || p.depositDueAt > now)
        return undefined;
      const pending = await tx.execute(
        sql`select 1 from payment_attempts where booking_request_id = ${bookingId} and status = 'pending'`,
      );
      if (pending.rows.length > 0) return undefined;
      await tx
        .update(bookingRequests)
        .set({ status: 'expired', updatedAt: now })
        .where(sql`${bookingRequests.id} = ${bookingId}`);
      await tx.insert(bookingEvents).values({
        bookingRequestId: bookingId,
        actorUserId: null,
        actorRole: 'system',
        fromStatus: 'accepted',
        toStatus: 'expired',
        note: paymentsTexts.depositDeadlinePassed,
        createdAt: now,
      });
      await repo.update(tx, bookingId, { state: 'released' });
      await audit(tx, PAYMENTS_SYSTEM, 'payment.released', bookingId, { state: 'released' }, { state: p.state });
      const b = (await repo.booking(tx, bookingId))!;
      const rows = await notifications.create(
        tx,
        toBoth(b, () => ({
          title: paymentsTexts.notifyReleasedTitle,
          client: paymentsTexts.notifyReleasedClient({ service: b.service, eventDate: b.eventDate }),
          photographer: paymentsTexts.notifyReleasedPhotographer({ client: b.clientName, eventDate: b.eventDate }),
        })),
      );
      return { rows, portfolioId: b.portfolioId };
    });
    if (!released) return false;
    await notifications.dispatch(released.rows);
    await deps.changes
      ?.publish(photographerTopic(released.portfolioId))
      .catch((err) => log.error({ err }, 'could not publish'));
    return true;
  };

  /** Pays out one completed booking past its hold: what is held, minus the commission, once. */
  const payoutOne = async (bookingId: string, now: Date) => {
    await db.transaction(async (tx) => {
      const p = await repo.lock(tx, bookingId);
      if (!p?.payoutAfter || p.payoutAfter > now) return;
      if (p.disputedAt && !p.disputeResolvedAt) return;
      const held = await repo.heldCents(tx, bookingId);
      // Refunds still on their way leave the client's funds only when they succeed: count them out.
      const [{ n } = { n: '0' }] = (
        await tx.execute(
          sql`select coalesce(sum(amount_cents), 0)::text as n from mpesa_transfers where booking_request_id = ${bookingId} and kind = 'refund' and status in ('queued', 'sent')`,
        )
      ).rows as Array<{ n: string }>;
      const available = held - Number(n);
      if (available <= 0) return;
      const commission = commissionCents(available, deps.commissionPercent);
      const b = (await repo.booking(tx, bookingId))!;
      const phone = normaliseMpesaPhone(b.photographerPhone);
      if (!phone) {
        await audit(tx, PAYMENTS_SYSTEM, 'payment.payout.no-phone', bookingId, { held: available });
        return;
      }
      await queueTransfer(tx, {
        bookingId,
        kind: 'payout',
        reason: `payout:${bookingId}`,
        amountCents: available - commission,
        commissionCents: commission,
        phone,
      });
    });
  };

  /** The minute's sweep: overdue deposits released, balances reminded, payouts due sent. */
  const sweep = async (now: Date = new Date()) => {
    for (const id of await repo.depositsDue(now)) await releaseOne(id, now);
    const today = nairobiDay(now);
    for (const id of await repo.balancesToRemind(today, BALANCE_REMINDER_DAYS)) {
      const rows = await db.transaction(async (tx) => {
        const p = await repo.lock(tx, id);
        if (p?.state !== 'confirmed' || p.balanceRemindedAt) return [];
        await repo.update(tx, id, { balanceRemindedAt: now });
        const b = (await repo.booking(tx, id))!;
        return notifications.create(
          tx,
          toBoth(b, () => ({
            title: paymentsTexts.notifyBalanceReminderTitle,
            client: paymentsTexts.notifyBalanceReminderClient({
              amount: formatKesCents(p.priceCents - p.paidCents),
              service: b.service,
              dueDay: p.balanceDueDate ?? '',
            }),
            photographer: paymentsTexts.notifyBalanceReminderPhotographer({
              client: b.clientName,
              amount: formatKesCents(p.priceCents - p.paidCents),
              dueDay: p.balanceDueDate ?? '',
            }),
          })),
        );
      });
      await notifications.dispatch(rows);
    }
    for (const id of await repo.payoutsDue(now)) await payoutOne(id, now);
  };

  return {
    sweep,
    reconcile,
    sendTransfer,
    releaseOne,

    /** Registers this process's workers: status queries, B2C sends, and the minute's sweep. */
    async startWorkers() {
      await jobs.work<{ id: string; n: number }>(RECONCILE_QUEUE, reconcile, { retryLimit: 3, retryDelaySeconds: 10 });
      await jobs.work<{ id: string }>(TRANSFER_QUEUE, sendTransfer, { retryLimit: 8, retryDelaySeconds: 30 });
      await jobs.work(PAYMENTS_SWEEP_QUEUE, () => sweep(), { cron: '* * * * *', retryLimit: 0 });
    },

    /**
     * The booking lifecycle's hook, in the move's transaction with the booking locked. Accepting a
     * booking with a priced package and a client account opens its payment (deposit due in
     * DEPOSIT_DEADLINE_HOURS); cancelling refunds by the policy; completing starts the payout hold.
     */
    async onMove(
      tx: Tx,
      booking: {
        id: string;
        status: string;
        packageId: string | null;
        clientUserId: string | null;
        eventDate: string | null;
      },
      to: string,
      actor: 'client' | 'photographer' | 'system',
      now: Date,
    ) {
      if (to === 'accepted') {
        if (!booking.packageId || !booking.clientUserId) return;
        const terms = await repo.termsOfPackage(tx, booking.packageId);
        if (!terms || terms.priceKes <= 0) return;
        const deposit = depositCents(terms.priceKes, terms.depositKind, terms.depositValue);
        const dueAt = new Date(now.getTime() + deps.depositDeadlineHours * 3_600_000);
        await repo.insertBookingPayment(tx, {
          bookingRequestId: booking.id,
          priceCents: terms.priceKes * 100,
          depositCents: deposit,
          cancellationPolicy: terms.cancellationPolicy,
          depositDueAt: dueAt,
          balanceDueDate: booking.eventDate ? minusDays(booking.eventDate, terms.balanceDueDays) : null,
        });
        await audit(tx, PAYMENTS_SYSTEM, 'payment.opened', booking.id, {
          priceCents: terms.priceKes * 100,
          depositCents: deposit,
          depositDueAt: dueAt.toISOString(),
        });
        return;
      }
      const p = await repo.lock(tx, booking.id);
      if (!p) return;
      if (to === 'completed') {
        if (p.state === 'awaiting_deposit') throw new AppError('CONFLICT', paymentsTexts.completeUnpaid);
        const payoutAfter = new Date(now.getTime() + deps.payoutHoldDays * 86_400_000);
        await repo.update(tx, booking.id, { payoutAfter });
        await audit(tx, PAYMENTS_SYSTEM, 'payment.payout.scheduled', booking.id, {
          payoutAfter: payoutAfter.toISOString(),
        });
        return;
      }
      if (to === 'cancelled') {
        const before = p.state;
        await repo.update(tx, booking.id, { state: 'cancelled' });
        const held = await repo.heldCents(tx, booking.id);
        const today = nairobiDay(now);
        const days = booking.eventDate ? daysBetween(today, booking.eventDate) : 0;
        // The photographer cancelling refunds everything; the client gets what the policy says.
        const refund = actor === 'photographer' ? held : refundCents(p.cancellationPolicy, held, days);
        await audit(
          tx,
          PAYMENTS_SYSTEM,
          'payment.cancelled',
          booking.id,
          { state: 'cancelled', refundCents: refund, by: actor },
          { state: before },
        );
        if (refund <= 0) return;
        const [last] = (await repo.attemptsOf(booking.id)).filter((a) => a.status === 'succeeded');
        if (!last) return;
        await queueTransfer(tx, {
          bookingId: booking.id,
          kind: 'refund',
          reason: `cancel:${booking.id}`,
          amountCents: refund,
          phone: last.phone,
        });
      }
    },

    /** The booking's payment as its client or photographer sees it; null when it has none. */
    async summary(userId: string, bookingId: string, now = new Date()): Promise<BookingPayment | null> {
      const b = await repo.booking(db, bookingId);
      if (!b || (b.clientUserId !== userId && b.photographerUserId !== userId)) throw notFound();
      const p = await repo.find(bookingId);
      if (!p) return null;
      const attempts = await repo.attemptsOf(bookingId);
      const refunded = await repo.refundedCents(bookingId);
      const disputable = b.clientUserId === userId && disputeAllowed(p, now) && !(await repo.hasPayout(bookingId));
      return {
        state: p.state,
        stateLabel: paymentsTexts.stateLabels[p.state],
        priceCents: p.priceCents,
        depositCents: p.depositCents,
        paidCents: p.paidCents,
        refundedCents: refunded,
        balanceCents: p.priceCents - p.paidCents,
        depositDueAt: p.depositDueAt.toISOString(),
        balanceDueDate: p.balanceDueDate,
        cancellationPolicy: p.cancellationPolicy,
        policyLabel: paymentsTexts.policyLabels[p.cancellationPolicy],
        due: b.clientUserId === userId && b.status === 'accepted' ? dueOf(p) : null,
        attempts: attempts.map(attemptView),
        disputable,
        disputeOpen: p.disputedAt !== null && p.disputeResolvedAt === null,
      };
    },

    /**
     * The client pays what is due (the server computes the amount): one attempt row is committed
     * first (the partial unique index refuses a second while one is pending: a double click gets
     * 409), then the STK push is sent, then a status query is scheduled in case no callback comes.
     */
    async pay(userId: string, bookingId: string, input: PayRequest, now = new Date()): Promise<PaymentAttempt> {
      const phone = normaliseMpesaPhone(input.phone);
      if (!phone) throw new AppError('VALIDATION', paymentsTexts.phoneInvalid, { phone: [paymentsTexts.phoneInvalid] });
      const b = await repo.booking(db, bookingId);
      if (!b || (b.clientUserId !== userId && b.photographerUserId !== userId)) throw notFound();
      if (b.clientUserId !== userId) throw new AppError('FORBIDDEN', paymentsTexts.notYourBooking);
      let attempt: AttemptRow;
      try {
        attempt = await db.transaction(async (tx) => {
          const p = await repo.lock(tx, bookingId);
          const [current] = await tx
            .select({ status: bookingRequests.status })
            .from(bookingRequests)
            .where(sql`${bookingRequests.id} = ${bookingId}`);
          if (p?.state === 'awaiting_deposit' && p.depositDueAt <= now)
            throw new AppError('CONFLICT', paymentsTexts.depositDeadlinePassed);
          const due = p && current?.status === 'accepted' ? dueOf(p) : null;
          if (!due || due.purpose !== input.purpose) throw new AppError('CONFLICT', paymentsTexts.nothingToPay);
          const row = await repo.insertAttempt(tx, {
            bookingRequestId: bookingId,
            purpose: due.purpose,
            amountCents: due.amountCents,
            phone,
            requestedBy: userId,
          });
          await audit(tx, { id: userId, email: b.clientEmail }, 'payment.requested', bookingId, {
            attempt: row.id,
            purpose: due.purpose,
            amountCents: due.amountCents,
            phone: maskPhone(phone),
          });
          return row;
        });
      } catch (err) {
        if (isUniqueViolation(err, ONE_ACTIVE_ATTEMPT_INDEX))
          throw new AppError('CONFLICT', paymentsTexts.attemptPending);
        throw err;
      }
      try {
        const answer = await daraja.stkPush({
          phone,
          amountKes: attempt.amountCents / 100,
          callbackUrl: `${deps.callbackBase}/${deps.callbackToken}/stk`,
          reference: `PICHA${bookingId.slice(0, 7).toUpperCase()}`,
          description: `${attempt.purpose} payment`,
        });
        await repo.setCheckout(attempt.id, answer.MerchantRequestID, answer.CheckoutRequestID);
        attempt = {
          ...attempt,
          merchantRequestId: answer.MerchantRequestID,
          checkoutRequestId: answer.CheckoutRequestID,
        };
        log.info({ attempt: attempt.id, phone: maskPhone(phone) }, 'M-Pesa prompt sent');
      } catch (err) {
        const refused = err instanceof DarajaError && err.status >= 400 && err.status < 500;
        log.warn({ err, attempt: attempt.id, phone: maskPhone(phone) }, 'M-Pesa prompt not sent');
        if (refused || (err instanceof DarajaError && err.errorCode !== 'network')) {
          // Daraja refused it: no prompt exists, the client may try again at once.
          await db.transaction(async (tx) => {
            const locked = await repo.lockAttempt(tx, attempt.id);
            if (locked?.status !== 'pending') return;
            await repo.settleAttempt(tx, attempt.id, {
              status: 'failed',
              resultDesc: `${(err as DarajaError).errorCode}: ${(err as DarajaError).message}`.slice(0, 500),
              settledAt: new Date(),
            });
          });
          throw new AppError('UNAVAILABLE', paymentsTexts.mpesaUnavailable);
        }
        // No answer: a prompt may be on the phone. The reconciler settles it (unknown, without its id).
      }
      await scheduleQuery(attempt.id, 1).catch((err) => log.error({ err }, 'could not schedule a status query'));
      return attemptView(attempt);
    },

    /** POST /api/payments/mpesa/:token/stk: stored raw, then applied; Daraja always gets 200. */
    async stkCallback(token: string, raw: string): Promise<boolean> {
      if (!tokenMatches(token, deps.callbackToken)) return false;
      const body = parseJson(raw);
      const result = parseStkCallback(body);
      await repo.logCallback('stk', raw, result?.checkoutRequestId ?? null);
      if (!result) return true;
      await notifications.dispatch(await applyResult(result, 'callback'));
      return true;
    },

    async b2cCallback(token: string, raw: string): Promise<boolean> {
      if (!tokenMatches(token, deps.callbackToken)) return false;
      const body = parseJson(raw);
      const originator = (body as { Result?: { OriginatorConversationID?: unknown } } | null)?.Result
        ?.OriginatorConversationID;
      await repo.logCallback('b2c', raw, typeof originator === 'string' ? originator : null);
      await applyB2cResult(body);
      return true;
    },

    /**
     * The client disputes a completed booking during its payout hold: the payout waits until staff
     * decide (docs/decisions/0038-mpesa-payments.md).
     */
    async dispute(userId: string, bookingId: string, reason: string, now = new Date()): Promise<void> {
      const b = await repo.booking(db, bookingId);
      if (!b || (b.clientUserId !== userId && b.photographerUserId !== userId)) throw notFound();
      if (b.clientUserId !== userId) throw new AppError('FORBIDDEN', paymentsTexts.notYourBooking);
      const rows = await db.transaction(async (tx) => {
        const p = await repo.lock(tx, bookingId);
        if (!p || !disputeAllowed(p, now) || (await repo.hasPayout(bookingId, tx)))
          throw new AppError('CONFLICT', paymentsTexts.disputeNotOpen);
        await repo.update(tx, bookingId, { disputedAt: now, disputeReason: reason });
        await audit(tx, { id: userId, email: b.clientEmail }, 'payment.dispute.opened', bookingId, { reason });
        return notifications.create(
          tx,
          toBoth(b, () => ({
            title: paymentsTexts.notifyDisputeTitle,
            client: paymentsTexts.disputeOpened,
            photographer: paymentsTexts.notifyDisputePhotographer({ client: b.clientName, service: b.service }),
          })).slice(b.clientUserId ? 1 : 0),
        );
      });
      await notifications.dispatch(rows);
    },

    /** Staff decide a dispute: release the payout, or refund part or all of what the booking holds. */
    async resolve(staff: AuditActor, bookingId: string, decision: 'release' | 'refund', refundKes?: number) {
      await db.transaction(async (tx) => {
        const p = await repo.lock(tx, bookingId);
        if (!p) throw notFound();
        if (!p.disputedAt || p.disputeResolvedAt) throw new AppError('CONFLICT', paymentsTexts.resolveNothingOpen);
        const held = await repo.heldCents(tx, bookingId);
        const refund = decision === 'refund' ? (refundKes ?? held / 100) * 100 : 0;
        if (decision === 'refund' && (refund <= 0 || refund > held))
          throw new AppError('VALIDATION', paymentsTexts.resolveInvalid, { refundKes: [paymentsTexts.resolveInvalid] });
        await repo.update(tx, bookingId, { disputeResolvedAt: new Date() });
        await audit(tx, staff, 'payment.dispute.resolved', bookingId, { decision, refundCents: refund });
        if (refund > 0) {
          const [last] = (await repo.attemptsOf(bookingId)).filter((a) => a.status === 'succeeded');
          await queueTransfer(tx, {
            bookingId,
            kind: 'refund',
            reason: `dispute:${bookingId}`,
            amountCents: refund,
            phone: last!.phone,
          });
        }
      });
    },

    /** The console's view: every booking payment, attempts stuck in "unknown", refunds and payouts. */
    async studioView() {
      const rows = await repo.studioRows();
      return {
        payments: rows.payments.map((r) => ({
          bookingId: r.bookingId,
          photographerName: r.photographerName,
          clientName: r.clientName,
          state: r.state,
          priceCents: r.priceCents,
          paidCents: r.paidCents,
          heldCents: Number(r.heldCents),
          disputeReason: r.disputeReason,
          disputeOpen: r.disputedAt !== null && r.disputeResolvedAt === null,
          payoutAfter: r.payoutAfter?.toISOString() ?? null,
        })),
        unknownAttempts: rows.unknown.map((a) => ({
          id: a.id,
          bookingId: a.bookingRequestId,
          amountCents: a.amountCents,
          phone: maskPhone(a.phone),
          createdAt: a.createdAt.toISOString(),
        })),
        transfers: rows.transfers.map((t) => ({
          id: t.id,
          bookingId: t.bookingRequestId,
          kind: t.kind,
          amountCents: t.amountCents,
          commissionCents: t.commissionCents,
          phone: maskPhone(t.phone),
          status: t.status,
          createdAt: t.createdAt.toISOString(),
        })),
      };
    },

    /**
     * The photographer's earnings (docs/decisions/0038-mpesa-payments.md): per booking of theirs,
     * what the ledger received, refunded, took as commission, paid out and still holds; their
     * payouts; and the totals of the bookings listed.
     */
    async earnings(userId: string): Promise<PhotographerEarnings> {
      const [rows, payouts] = await Promise.all([repo.earningsRows(userId), repo.payoutsOf(userId)]);
      const bookings = rows.map((r) => ({
        bookingId: r.bookingId,
        clientName: r.clientName,
        service: r.service,
        eventDate: r.eventDate,
        stateLabel: paymentsTexts.stateLabels[r.state],
        paidCents: Number(r.receivedCents),
        refundedCents: Number(r.refundedCents),
        commissionCents: Number(r.commissionCents),
        paidOutCents: Number(r.paidOutCents),
        heldCents: Number(r.heldCents),
        payoutAfter: r.payoutAfter?.toISOString() ?? null,
        disputeOpen: r.disputeOpen,
      }));
      const sum = (key: 'paidCents' | 'refundedCents' | 'commissionCents' | 'paidOutCents' | 'heldCents') =>
        bookings.reduce((total, b) => total + b[key], 0);
      return {
        bookings,
        payouts: payouts.map((t) => ({
          id: t.id,
          bookingId: t.bookingId,
          clientName: t.clientName,
          service: t.service,
          amountCents: t.amountCents,
          commissionCents: t.commissionCents,
          status: t.status,
          statusLabel: paymentsTexts.transferStatusLabels[t.status] ?? t.status,
          createdAt: t.createdAt.toISOString(),
          settledAt: t.settledAt?.toISOString() ?? null,
        })),
        totals: {
          paidCents: sum('paidCents'),
          refundedCents: sum('refundedCents'),
          commissionCents: sum('commissionCents'),
          paidOutCents: sum('paidOutCents'),
          heldCents: sum('heldCents'),
        },
      };
    },

    /** The ledger for the studio's accountant: one row per entry, oldest first (CSV, see ledger.csv.ts). */
    ledgerRows: () => repo.ledgerRows(),

    /** A receipt of one successful attempt, for either side of the booking. */
    async receipt(userId: string, bookingId: string, number: number): Promise<PaymentReceipt> {
      const b = await repo.booking(db, bookingId);
      if (!b || (b.clientUserId !== userId && b.photographerUserId !== userId)) throw notFound();
      const attempts = await repo.attemptsOf(bookingId);
      const a = attempts.find((x) => x.receiptNumber === number && x.status === 'succeeded');
      const p = await repo.find(bookingId);
      if (!a || !p) throw new AppError('NOT_FOUND', paymentsTexts.receiptNotFound);
      return {
        number,
        mpesaReceipt: a.mpesaReceipt,
        purpose: a.purpose,
        amountCents: a.paidCents!,
        vatCents: deps.vatPercent > 0 ? Math.round((a.paidCents! * deps.vatPercent) / (100 + deps.vatPercent)) : null,
        priceCents: p.priceCents,
        paidToDateCents: attempts
          .filter((x) => x.status === 'succeeded' && x.settledAt! <= a.settledAt!)
          .reduce((s, x) => s + x.paidCents!, 0),
        paidAt: a.settledAt!.toISOString(),
        payerPhone: maskPhone(a.phone),
        photographerName: b.photographerName,
        service: b.service,
        eventDate: b.eventDate,
      };
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
