import { randomUUID } from 'node:crypto';
import type { Locale } from '@studio/shared/i18n/locales';
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  bookingPayments,
  type LedgerAccount,
  type LedgerKind,
  ledgerEntries,
  mpesaCallbacks,
  mpesaTransfers,
  paymentAttempts,
} from '../../db/schema/payments';
import { bookingRequests } from '../../db/schema/bookings';
import { packages } from '../../db/schema/packages';
import { portfolios } from '../../db/schema/photographers';
import { users } from '../../db/schema/users';

export type BookingPaymentRow = typeof bookingPayments.$inferSelect;
export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type TransferRow = typeof mpesaTransfers.$inferSelect;

/** The photographer's account and the client's, both users. */
const photographerUsers = alias(users, 'photographer_users');
const clientUsers = alias(users, 'client_users');

/** The partial unique index that keeps one prompt per booking open. */
export const ONE_ACTIVE_ATTEMPT_INDEX = 'payment_attempts_one_active_key';

export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (const e of [err, (err as { cause?: unknown } | null)?.cause]) {
    const pgErr = e as { code?: string; constraint?: string } | undefined;
    if (pgErr?.code === '23505' && pgErr.constraint === constraint) return true;
  }
  return false;
}

/** Payments' rows (docs/decisions/0038-mpesa-payments.md); the only module touching them. */
export function paymentsRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    async termsOfPackage(tx: Tx, packageId: string) {
      const [row] = await tx
        .select({
          priceKes: packages.priceKes,
          depositKind: packages.depositKind,
          depositValue: packages.depositValue,
          balanceDueDays: packages.balanceDueDays,
          cancellationPolicy: packages.cancellationPolicy,
        })
        .from(packages)
        .where(eq(packages.id, packageId));
      return row;
    },

    async insertBookingPayment(tx: Tx, values: typeof bookingPayments.$inferInsert) {
      await tx.insert(bookingPayments).values(values).onConflictDoNothing();
    },

    find: async (bookingId: string, executor: DbOrTx = db) =>
      (await executor.select().from(bookingPayments).where(eq(bookingPayments.bookingRequestId, bookingId)))[0],

    /** The booking's payment row, locked (FOR UPDATE) for the rest of `tx`. */
    lock: async (tx: Tx, bookingId: string) =>
      (await tx.select().from(bookingPayments).where(eq(bookingPayments.bookingRequestId, bookingId)).for('update'))[0],

    async update(tx: Tx, bookingId: string, changes: Partial<typeof bookingPayments.$inferInsert>) {
      await tx
        .update(bookingPayments)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(bookingPayments.bookingRequestId, bookingId));
    },

    /** Bookings whose deposit is overdue and that have no prompt still open. */
    async depositsDue(now: Date): Promise<string[]> {
      const rows = await db
        .select({ id: bookingPayments.bookingRequestId })
        .from(bookingPayments)
        .where(
          and(
            eq(bookingPayments.state, 'awaiting_deposit'),
            lte(bookingPayments.depositDueAt, now),
            sql`not exists (select 1 from ${paymentAttempts} a where a.booking_request_id = ${bookingPayments.bookingRequestId} and a.status = 'pending')`,
          ),
        )
        .orderBy(asc(bookingPayments.depositDueAt))
        .limit(500);
      return rows.map((r) => r.id);
    },

    /** Confirmed bookings whose balance falls due within `days` and that were not reminded yet. */
    async balancesToRemind(today: string, days: number): Promise<string[]> {
      const rows = await db
        .select({ id: bookingPayments.bookingRequestId })
        .from(bookingPayments)
        .where(
          and(
            eq(bookingPayments.state, 'confirmed'),
            isNull(bookingPayments.balanceRemindedAt),
            sql`${bookingPayments.balanceDueDate} - ${days}::int <= ${today}::date`,
          ),
        )
        .limit(500);
      return rows.map((r) => r.id);
    },

    /** Completed bookings past their hold with no open dispute and no payout yet. */
    async payoutsDue(now: Date): Promise<string[]> {
      const rows = await db
        .select({ id: bookingPayments.bookingRequestId })
        .from(bookingPayments)
        .where(
          and(
            lte(bookingPayments.payoutAfter, now),
            sql`(${bookingPayments.disputedAt} is null or ${bookingPayments.disputeResolvedAt} is not null)`,
            sql`not exists (select 1 from ${mpesaTransfers} t where t.booking_request_id = ${bookingPayments.bookingRequestId} and t.kind = 'payout')`,
          ),
        )
        .limit(500);
      return rows.map((r) => r.id);
    },

    async insertAttempt(tx: Tx, values: typeof paymentAttempts.$inferInsert): Promise<AttemptRow> {
      const [row] = await tx.insert(paymentAttempts).values(values).returning();
      return row!;
    },

    async setCheckout(id: string, merchantRequestId: string, checkoutRequestId: string) {
      await db
        .update(paymentAttempts)
        .set({ merchantRequestId, checkoutRequestId })
        .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'pending')));
    },

    attempt: async (id: string) => (await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0],

    lockAttemptByCheckout: async (tx: Tx, checkoutRequestId: string) =>
      (
        await tx
          .select()
          .from(paymentAttempts)
          .where(eq(paymentAttempts.checkoutRequestId, checkoutRequestId))
          .for('update')
      )[0],

    lockAttempt: async (tx: Tx, id: string) =>
      (await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).for('update'))[0],

    async settleAttempt(tx: Tx, id: string, changes: Partial<typeof paymentAttempts.$inferInsert>) {
      const [row] = await tx.update(paymentAttempts).set(changes).where(eq(paymentAttempts.id, id)).returning();
      return row!;
    },

    async countQuery(id: string) {
      await db
        .update(paymentAttempts)
        .set({ queries: sql`${paymentAttempts.queries} + 1` })
        .where(eq(paymentAttempts.id, id));
    },

    nextReceiptNumber: async (tx: Tx) =>
      Number(((await tx.execute(sql`select nextval('payment_receipt_numbers')::int as n`)).rows[0] as { n: number }).n),

    attemptsOf: (bookingId: string) =>
      db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.bookingRequestId, bookingId))
        .orderBy(desc(paymentAttempts.createdAt)),

    /** Appends a callback body as it came; never updated nor deleted (a trigger refuses it). */
    async logCallback(kind: 'stk' | 'b2c' | 'query', body: string, reference: string | null) {
      await db.insert(mpesaCallbacks).values({ kind, body, reference });
    },

    /** One balanced posting (the entries must sum to zero: the database checks it at commit). */
    async post(
      tx: Tx,
      bookingId: string,
      kind: LedgerKind,
      lines: Array<{ account: LedgerAccount; amountCents: number; kind?: LedgerKind }>,
      link: { attemptId?: string; transferId?: string },
    ) {
      const postingId = randomUUID();
      await tx.insert(ledgerEntries).values(
        lines
          .filter((l) => l.amountCents !== 0)
          .map((l) => ({
            postingId,
            bookingRequestId: bookingId,
            account: l.account,
            kind: l.kind ?? kind,
            amountCents: l.amountCents,
            attemptId: link.attemptId ?? null,
            transferId: link.transferId ?? null,
          })),
      );
    },

    /** What the booking's client funds hold now (positive: held for the booking). */
    async heldCents(executor: DbOrTx, bookingId: string): Promise<number> {
      const [row] = await executor
        .select({ n: sql<string>`coalesce(-sum(${ledgerEntries.amountCents}), 0)` })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.bookingRequestId, bookingId), eq(ledgerEntries.account, 'client_funds')));
      return Number(row?.n ?? 0);
    },

    async refundedCents(bookingId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.bookingRequestId, bookingId),
            eq(ledgerEntries.account, 'client_funds'),
            eq(ledgerEntries.kind, 'refund'),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** A transfer once per `reason` (the unique index): undefined when it exists already. */
    async insertTransfer(tx: Tx, values: typeof mpesaTransfers.$inferInsert): Promise<TransferRow | undefined> {
      const [row] = await tx.insert(mpesaTransfers).values(values).onConflictDoNothing().returning();
      return row;
    },

    lockTransfer: async (tx: Tx, id: string) =>
      (await tx.select().from(mpesaTransfers).where(eq(mpesaTransfers.id, id)).for('update'))[0],

    lockTransferByOriginator: async (tx: Tx, originator: string) =>
      (
        await tx
          .select()
          .from(mpesaTransfers)
          .where(eq(mpesaTransfers.originatorConversationId, originator))
          .for('update')
      )[0],

    async updateTransfer(tx: Tx, id: string, changes: Partial<typeof mpesaTransfers.$inferInsert>) {
      await tx.update(mpesaTransfers).set(changes).where(eq(mpesaTransfers.id, id));
    },

    /** Whether the photographer has been paid out for the booking (a payout transfer exists). */
    hasPayout: async (bookingId: string, executor: DbOrTx = db) =>
      (
        await executor
          .select({ id: mpesaTransfers.id })
          .from(mpesaTransfers)
          .where(and(eq(mpesaTransfers.bookingRequestId, bookingId), eq(mpesaTransfers.kind, 'payout')))
          .limit(1)
      ).length > 0,

    transfersOf: (bookingIds: string[]) =>
      bookingIds.length === 0
        ? Promise.resolve([])
        : db.select().from(mpesaTransfers).where(inArray(mpesaTransfers.bookingRequestId, bookingIds)),

    /** What the console lists (newest first, at most 500 of each). */
    async studioRows() {
      const payments = await db
        .select({
          bookingId: bookingPayments.bookingRequestId,
          photographerName: portfolios.name,
          clientName: bookingRequests.clientName,
          state: bookingPayments.state,
          priceCents: bookingPayments.priceCents,
          paidCents: bookingPayments.paidCents,
          heldCents: sql<string>`coalesce((select -sum(e.amount_cents) from ledger_entries e where e.booking_request_id = ${bookingPayments.bookingRequestId} and e.account = 'client_funds'), 0)`,
          disputeReason: bookingPayments.disputeReason,
          disputedAt: bookingPayments.disputedAt,
          disputeResolvedAt: bookingPayments.disputeResolvedAt,
          payoutAfter: bookingPayments.payoutAfter,
        })
        .from(bookingPayments)
        .innerJoin(bookingRequests, eq(bookingRequests.id, bookingPayments.bookingRequestId))
        .innerJoin(portfolios, eq(portfolios.id, bookingRequests.portfolioId))
        .orderBy(desc(bookingPayments.updatedAt))
        .limit(500);
      const unknown = await db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.status, 'unknown'))
        .orderBy(desc(paymentAttempts.createdAt))
        .limit(500);
      const transfers = await db.select().from(mpesaTransfers).orderBy(desc(mpesaTransfers.createdAt)).limit(500);
      return { payments, unknown, transfers };
    },

    /**
     * The photographer's bookings that have a payment, with what the ledger says of each: received
     * (deposit and balance into client funds), refunded, the studio's commission, paid out to the
     * photographer, and still held. Only bookings of portfolios the user owns.
     */
    earningsRows: (userId: string) =>
      db
        .select({
          bookingId: bookingPayments.bookingRequestId,
          clientName: bookingRequests.clientName,
          service: bookingRequests.service,
          eventDate: bookingRequests.eventDate,
          state: bookingPayments.state,
          payoutAfter: bookingPayments.payoutAfter,
          disputeOpen: sql<boolean>`(${bookingPayments.disputedAt} is not null and ${bookingPayments.disputeResolvedAt} is null)`,
          receivedCents: sql<string>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'client_funds' and ${ledgerEntries.kind} in ('deposit', 'balance')), 0)`,
          refundedCents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'client_funds' and ${ledgerEntries.kind} = 'refund'), 0)`,
          commissionCents: sql<string>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'commission'), 0)`,
          paidOutCents: sql<string>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'mpesa' and ${ledgerEntries.kind} = 'payout'), 0)`,
          heldCents: sql<string>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'client_funds'), 0)`,
        })
        .from(bookingPayments)
        .innerJoin(bookingRequests, eq(bookingRequests.id, bookingPayments.bookingRequestId))
        .innerJoin(portfolios, eq(portfolios.id, bookingRequests.portfolioId))
        // One pass over the bookings' ledger entries, summed per booking (a booking without
        // entries yet still shows, with zeros).
        .leftJoin(ledgerEntries, eq(ledgerEntries.bookingRequestId, bookingPayments.bookingRequestId))
        .where(eq(portfolios.userId, userId))
        .groupBy(bookingPayments.bookingRequestId, bookingRequests.id)
        .orderBy(desc(bookingPayments.updatedAt))
        .limit(500),

    /** The photographer's payouts (newest first), with the booking they pay for. */
    payoutsOf: (userId: string) =>
      db
        .select({
          id: mpesaTransfers.id,
          bookingId: mpesaTransfers.bookingRequestId,
          clientName: bookingRequests.clientName,
          service: bookingRequests.service,
          amountCents: mpesaTransfers.amountCents,
          commissionCents: mpesaTransfers.commissionCents,
          status: mpesaTransfers.status,
          createdAt: mpesaTransfers.createdAt,
          settledAt: mpesaTransfers.settledAt,
        })
        .from(mpesaTransfers)
        .innerJoin(bookingRequests, eq(bookingRequests.id, mpesaTransfers.bookingRequestId))
        .innerJoin(portfolios, eq(portfolios.id, bookingRequests.portfolioId))
        .where(and(eq(portfolios.userId, userId), eq(mpesaTransfers.kind, 'payout')))
        .orderBy(desc(mpesaTransfers.createdAt))
        .limit(500),

    ledgerRows: () =>
      db
        .select({
          at: ledgerEntries.createdAt,
          bookingId: ledgerEntries.bookingRequestId,
          photographerName: portfolios.name,
          clientName: bookingRequests.clientName,
          kind: ledgerEntries.kind,
          account: ledgerEntries.account,
          amountCents: ledgerEntries.amountCents,
        })
        .from(ledgerEntries)
        .innerJoin(bookingRequests, eq(bookingRequests.id, ledgerEntries.bookingRequestId))
        .innerJoin(portfolios, eq(portfolios.id, bookingRequests.portfolioId))
        .orderBy(asc(ledgerEntries.id)),

    /**
     * The booking as payments need it: its parties, status, date and the photographer's phone, and
     * the language each party is written to in (docs/rules/public-pages.md#languages): the client's
     * account's, else the language of the page the request was sent from.
     */
    async booking(executor: DbOrTx, id: string) {
      const [found] = await executor
        .select({
          id: bookingRequests.id,
          status: bookingRequests.status,
          clientUserId: bookingRequests.clientUserId,
          clientName: bookingRequests.clientName,
          clientEmail: bookingRequests.clientEmail,
          /** The client's account address: where a signed-up client's receipts go. */
          clientAccountEmail: clientUsers.email,
          clientAccountLanguage: clientUsers.language,
          requestLanguage: bookingRequests.language,
          service: bookingRequests.service,
          eventDate: bookingRequests.eventDate,
          portfolioId: bookingRequests.portfolioId,
          photographerUserId: portfolios.userId,
          photographerName: portfolios.name,
          photographerPhone: portfolios.phone,
          photographerLanguage: photographerUsers.language,
        })
        .from(bookingRequests)
        .innerJoin(portfolios, eq(portfolios.id, bookingRequests.portfolioId))
        .innerJoin(photographerUsers, eq(photographerUsers.id, portfolios.userId))
        .leftJoin(clientUsers, eq(clientUsers.id, bookingRequests.clientUserId))
        .where(eq(bookingRequests.id, id));
      if (!found) return undefined;
      const { clientAccountLanguage, requestLanguage, ...row } = found;
      const clientLanguage: Locale = clientAccountLanguage ?? requestLanguage;
      return { ...row, clientLanguage };
    },
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
