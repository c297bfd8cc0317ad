import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookingRequests } from './bookings';
import { users } from './users';

/**
 * Payments by M-Pesa (ADR 0038). Money is integer cents of KES (`bigint` read as a JS number:
 * far below 2^53). Rows that record money are never deleted with their booking (ON DELETE
 * restrict); `mpesa_callbacks` and `ledger_entries` are append-only (a trigger refuses UPDATE and
 * DELETE), and every ledger posting sums to zero (a deferred constraint trigger checks it at commit).
 */
const cents = (name: string) => bigint(name, { mode: 'number' });

export const PAYMENT_STATES = ['awaiting_deposit', 'confirmed', 'paid', 'released', 'cancelled'] as const;
export const ATTEMPT_STATUSES = ['pending', 'succeeded', 'failed', 'unknown'] as const;

/** One per booking with a price: what it costs, what is due when, what has been paid. */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    bookingRequestId: uuid('booking_request_id')
      .primaryKey()
      .references(() => bookingRequests.id, { onDelete: 'restrict' }),
    state: text('state', { enum: PAYMENT_STATES }).notNull().default('awaiting_deposit'),
    priceCents: cents('price_cents').notNull(),
    depositCents: cents('deposit_cents').notNull(),
    paidCents: cents('paid_cents').notNull().default(0),
    cancellationPolicy: text('cancellation_policy', { enum: ['flexible', 'moderate', 'strict'] }).notNull(),
    depositDueAt: timestamp('deposit_due_at', { withTimezone: true }).notNull(),
    balanceDueDate: date('balance_due_date', { mode: 'string' }),
    balanceRemindedAt: timestamp('balance_reminded_at', { withTimezone: true }),
    /** Set on completion: the photographer is paid out from then on, unless a dispute is open. */
    payoutAfter: timestamp('payout_after', { withTimezone: true }),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    disputeReason: text('dispute_reason'),
    disputeResolvedAt: timestamp('dispute_resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'booking_payments_state_check',
      sql`${t.state} in ('awaiting_deposit', 'confirmed', 'paid', 'released', 'cancelled')`,
    ),
    check(
      'booking_payments_amounts_check',
      sql`${t.priceCents} > 0 and ${t.depositCents} > 0 and ${t.depositCents} <= ${t.priceCents} and ${t.paidCents} >= 0 and ${t.paidCents} <= ${t.priceCents}`,
    ),
    check('booking_payments_policy_check', sql`${t.cancellationPolicy} in ('flexible', 'moderate', 'strict')`),
    index('booking_payments_awaiting_due_idx').on(t.depositDueAt).where(sql`${t.state} = 'awaiting_deposit'`),
    index('booking_payments_payout_idx').on(t.payoutAfter).where(sql`${t.payoutAfter} is not null`),
  ],
);

/** One STK push: at most one pending per booking (a partial unique index), so no double prompt. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingRequestId: uuid('booking_request_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'restrict' }),
    purpose: text('purpose', { enum: ['deposit', 'balance'] }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** Normalised 2547XXXXXXXX / 2541XXXXXXXX. */
    phone: text('phone').notNull(),
    status: text('status', { enum: ATTEMPT_STATUSES }).notNull().default('pending'),
    resultCode: integer('result_code'),
    resultDesc: text('result_desc'),
    merchantRequestId: text('merchant_request_id'),
    checkoutRequestId: text('checkout_request_id'),
    mpesaReceipt: text('mpesa_receipt'),
    /** What M-Pesa says was paid (a success for another amount is recorded and refunded). */
    paidCents: cents('paid_cents'),
    /** The product's own receipt number, given to a successful attempt. */
    receiptNumber: integer('receipt_number'),
    queries: integer('queries').notNull().default(0),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('payment_attempts_purpose_check', sql`${t.purpose} in ('deposit', 'balance')`),
    check('payment_attempts_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed', 'unknown')`),
    check('payment_attempts_amount_check', sql`${t.amountCents} > 0 and ${t.amountCents} % 100 = 0`),
    uniqueIndex('payment_attempts_one_active_key').on(t.bookingRequestId).where(sql`${t.status} = 'pending'`),
    uniqueIndex('payment_attempts_checkout_key').on(t.checkoutRequestId),
    uniqueIndex('payment_attempts_receipt_number_key').on(t.receiptNumber),
    index('payment_attempts_booking_idx').on(t.bookingRequestId, t.createdAt),
  ],
);

/** Every body M-Pesa sent us, as it came, before it is applied. Append-only. */
export const mpesaCallbacks = pgTable(
  'mpesa_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['stk', 'b2c', 'query'] }).notNull(),
    body: text('body').notNull(),
    /** CheckoutRequestID or OriginatorConversationID when the body names one. */
    reference: text('reference'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mpesa_callbacks_kind_check', sql`${t.kind} in ('stk', 'b2c', 'query')`),
    index('mpesa_callbacks_reference_idx').on(t.reference),
  ],
);

/** Money sent out by B2C: refunds to payers, payouts to photographers. `reason` makes each once. */
export const mpesaTransfers = pgTable(
  'mpesa_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingRequestId: uuid('booking_request_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['refund', 'payout'] }).notNull(),
    /** Idempotency key, e.g. `late:<attempt id>`, `cancel:<booking id>`, `payout:<booking id>`. */
    reason: text('reason').notNull(),
    amountCents: cents('amount_cents').notNull(),
    commissionCents: cents('commission_cents').notNull().default(0),
    phone: text('phone').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'succeeded', 'failed'] })
      .notNull()
      .default('queued'),
    originatorConversationId: text('originator_conversation_id'),
    conversationId: text('conversation_id'),
    resultCode: integer('result_code'),
    resultDesc: text('result_desc'),
    transactionId: text('transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('mpesa_transfers_kind_check', sql`${t.kind} in ('refund', 'payout')`),
    check('mpesa_transfers_status_check', sql`${t.status} in ('queued', 'sent', 'succeeded', 'failed')`),
    check(
      'mpesa_transfers_amount_check',
      sql`${t.amountCents} > 0 and ${t.amountCents} % 100 = 0 and ${t.commissionCents} >= 0`,
    ),
    uniqueIndex('mpesa_transfers_reason_key').on(t.reason),
    uniqueIndex('mpesa_transfers_originator_key').on(t.originatorConversationId),
  ],
);

export const LEDGER_ACCOUNTS = ['mpesa', 'client_funds', 'commission'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];
export const LEDGER_KINDS = ['deposit', 'balance', 'refund', 'commission', 'payout'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * The double-entry ledger: a posting is the entries sharing `posting_id`, summing to zero (debits
 * positive). Accounts: `mpesa` (the studio's M-Pesa float), `client_funds` (held for a booking),
 * `commission` (the studio's revenue). Append-only.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postingId: uuid('posting_id').notNull(),
    bookingRequestId: uuid('booking_request_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'restrict' }),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id, { onDelete: 'restrict' }),
    transferId: uuid('transfer_id').references(() => mpesaTransfers.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_entries_account_check', sql`${t.account} in ('mpesa', 'client_funds', 'commission')`),
    check('ledger_entries_kind_check', sql`${t.kind} in ('deposit', 'balance', 'refund', 'commission', 'payout')`),
    check('ledger_entries_amount_check', sql`${t.amountCents} <> 0`),
    index('ledger_entries_booking_idx').on(t.bookingRequestId),
    index('ledger_entries_posting_idx').on(t.postingId),
    uniqueIndex('ledger_entries_attempt_account_key').on(t.attemptId, t.account).where(sql`${t.attemptId} is not null`),
    uniqueIndex('ledger_entries_transfer_account_key')
      .on(t.transferId, t.account, t.kind)
      .where(sql`${t.transferId} is not null`),
  ],
);
