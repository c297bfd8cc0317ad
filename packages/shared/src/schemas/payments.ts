import { z } from 'zod/mini';
import { normaliseMpesaPhone } from '../payments';
import { paymentsTexts } from '../texts/payments';

/**
 * Payments by M-Pesa (docs/decisions/0038-mpesa-payments.md). The browser says what it pays for and
 * from which phone; the amount is always the server's.
 */

/** POST /api/booking-requests/:id/payments */
export const payRequestSchema = z.object({
  purpose: z.enum(['deposit', 'balance'], { error: () => paymentsTexts.purposeInvalid }),
  phone: z
    .string({ error: () => paymentsTexts.phoneInvalid })
    .check(z.refine((v) => normaliseMpesaPhone(v) !== null, { error: () => paymentsTexts.phoneInvalid })),
});
export type PayRequest = z.infer<typeof payRequestSchema>;

export const paymentAttemptSchema = z.object({
  id: z.string(),
  purpose: z.enum(['deposit', 'balance']),
  amountCents: z.number(),
  /** Masked. */
  phone: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed', 'unknown']),
  /** The words for the client (ResultCode mapped). */
  message: z.nullable(z.string()),
  receiptNumber: z.nullable(z.number()),
  mpesaReceipt: z.nullable(z.string()),
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

/** GET /api/booking-requests/:id/payment: what the booking costs, what is due, what was paid. */
export const bookingPaymentSchema = z.object({
  state: z.enum(['awaiting_deposit', 'confirmed', 'paid', 'released', 'cancelled']),
  stateLabel: z.string(),
  priceCents: z.number(),
  depositCents: z.number(),
  paidCents: z.number(),
  refundedCents: z.number(),
  balanceCents: z.number(),
  depositDueAt: z.string(),
  balanceDueDate: z.nullable(z.string()),
  cancellationPolicy: z.enum(['flexible', 'moderate', 'strict']),
  policyLabel: z.string(),
  /** What the client may pay now, if anything. */
  due: z.nullable(z.object({ purpose: z.enum(['deposit', 'balance']), amountCents: z.number() })),
  attempts: z.array(paymentAttemptSchema),
  /** True for the client while a dispute can be opened (completed, payout on hold, none opened, not paid out). */
  disputable: z.boolean(),
  /** A dispute was opened and staff have not decided yet. */
  disputeOpen: z.boolean(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;
export const bookingPaymentResponseSchema = z.object({ data: z.nullable(bookingPaymentSchema) });

export const payResponseSchema = z.object({ message: z.string(), attempt: paymentAttemptSchema });
export type PayResponse = z.infer<typeof payResponseSchema>;

/** A receipt: viewable by either side, e-mailed to the client. */
export const paymentReceiptSchema = z.object({
  number: z.number(),
  mpesaReceipt: z.nullable(z.string()),
  purpose: z.enum(['deposit', 'balance']),
  amountCents: z.number(),
  vatCents: z.nullable(z.number()),
  priceCents: z.number(),
  paidToDateCents: z.number(),
  paidAt: z.string(),
  payerPhone: z.string(),
  photographerName: z.string(),
  service: z.string(),
  eventDate: z.nullable(z.string()),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;
export const paymentReceiptResponseSchema = z.object({ data: paymentReceiptSchema });

/** POST /api/booking-requests/:id/dispute: the client, during the payout hold. */
export const disputeRequestSchema = z.object({
  reason: z
    .string({ error: () => paymentsTexts.disputeReasonRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: () => paymentsTexts.disputeReasonRequired }),
      z.maxLength(1000, { error: () => paymentsTexts.disputeReasonRequired }),
    ),
});

/** POST /api/studio/payments/:id/resolve: staff release the payout, or refund part or all (whole KES). */
export const disputeResolutionSchema = z.object({
  decision: z.enum(['release', 'refund'], { error: () => paymentsTexts.resolveInvalid }),
  refundKes: z.optional(
    z.int({ error: () => paymentsTexts.resolveInvalid }).check(z.gte(1, { error: () => paymentsTexts.resolveInvalid })),
  ),
});
export type DisputeResolution = z.infer<typeof disputeResolutionSchema>;

/** GET /api/studio/payments: the console's view of money. */
export const studioPaymentsSchema = z.object({
  payments: z.array(
    z.object({
      bookingId: z.string(),
      photographerName: z.string(),
      clientName: z.string(),
      state: z.string(),
      priceCents: z.number(),
      paidCents: z.number(),
      heldCents: z.number(),
      disputeReason: z.nullable(z.string()),
      disputeOpen: z.boolean(),
      payoutAfter: z.nullable(z.string()),
    }),
  ),
  unknownAttempts: z.array(
    z.object({
      id: z.string(),
      bookingId: z.string(),
      amountCents: z.number(),
      phone: z.string(),
      createdAt: z.string(),
    }),
  ),
  transfers: z.array(
    z.object({
      id: z.string(),
      bookingId: z.string(),
      kind: z.enum(['refund', 'payout']),
      amountCents: z.number(),
      commissionCents: z.number(),
      phone: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type StudioPayments = z.infer<typeof studioPaymentsSchema>;

/**
 * GET /api/photographers/me/earnings: the photographer's bookings paid by M-Pesa and their
 * payouts, every amount computed by the server from the ledger (cents of KES).
 */
export const photographerEarningsSchema = z.object({
  bookings: z.array(
    z.object({
      bookingId: z.string(),
      clientName: z.string(),
      service: z.string(),
      eventDate: z.nullable(z.string()),
      stateLabel: z.string(),
      /** Received from the client (deposit and balance). */
      paidCents: z.number(),
      refundedCents: z.number(),
      commissionCents: z.number(),
      paidOutCents: z.number(),
      /** Still held for the booking: paid out (less commission) or refunded later. */
      heldCents: z.number(),
      payoutAfter: z.nullable(z.string()),
      disputeOpen: z.boolean(),
    }),
  ),
  payouts: z.array(
    z.object({
      id: z.string(),
      bookingId: z.string(),
      clientName: z.string(),
      service: z.string(),
      amountCents: z.number(),
      commissionCents: z.number(),
      status: z.enum(['queued', 'sent', 'succeeded', 'failed']),
      statusLabel: z.string(),
      createdAt: z.string(),
      settledAt: z.nullable(z.string()),
    }),
  ),
  totals: z.object({
    paidCents: z.number(),
    refundedCents: z.number(),
    commissionCents: z.number(),
    paidOutCents: z.number(),
    heldCents: z.number(),
  }),
});
export type PhotographerEarnings = z.infer<typeof photographerEarningsSchema>;
export const photographerEarningsResponseSchema = z.object({ data: photographerEarningsSchema });
