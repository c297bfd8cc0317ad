/**
 * Payments by M-Pesa (docs/decisions/0038-mpesa-payments.md): the rules both the server and the web
 * app use, so the page shows what the server will charge. Amounts are integer cents of KES.
 */

export const DEPOSIT_KINDS = ['percent', 'fixed'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];
export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

export const DEFAULT_DEPOSIT_PERCENT = 30;
export const DEFAULT_BALANCE_DUE_DAYS = 7;
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = 'moderate';
export const BALANCE_DUE_DAYS_MAX = 365;

/**
 * Each preset as steps: cancelled at least `daysBefore` days before the event, the client gets
 * `refundPercent` of what they paid back; closer than every step, nothing.
 */
export const CANCELLATION_PRESETS: Record<
  CancellationPolicy,
  readonly { daysBefore: number; refundPercent: number }[]
> = {
  flexible: [{ daysBefore: 7, refundPercent: 100 }],
  moderate: [
    { daysBefore: 14, refundPercent: 100 },
    { daysBefore: 7, refundPercent: 50 },
  ],
  strict: [{ daysBefore: 30, refundPercent: 50 }],
};

/** The part of `paidCents` refunded when cancelled `daysBefore` days before the event, whole shillings. */
export function refundCents(policy: CancellationPolicy, paidCents: number, daysBefore: number): number {
  const step = CANCELLATION_PRESETS[policy].find((s) => daysBefore >= s.daysBefore);
  if (!step) return 0;
  return Math.floor((paidCents * step.refundPercent) / 100 / 100) * 100;
}

/**
 * The deposit of a price (whole KES) under a package's terms, in cents, rounded up to a whole
 * shilling (M-Pesa takes whole shillings) and never more than the price.
 */
export function depositCents(priceKes: number, kind: DepositKind, value: number): number {
  const kes = kind === 'percent' ? Math.ceil((priceKes * value) / 100) : value;
  return Math.min(kes, priceKes) * 100;
}

/** The studio's commission of a price, in cents, whole shillings rounded down. */
export function commissionCents(priceCents: number, percent: number): number {
  return Math.floor((priceCents * percent) / 100 / 100) * 100;
}

/**
 * A Kenyan mobile number as M-Pesa wants it: `07XXXXXXXX`, `01XXXXXXXX`, `+2547…`, `2547…`
 * (spaces and dashes allowed) become `2547XXXXXXXX` / `2541XXXXXXXX`. Null: not such a number.
 */
export function normaliseMpesaPhone(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  const m = /^(?:\+?254|0)([17]\d{8})$/.exec(compact);
  return m ? `254${m[1]}` : null;
}

/** `2547XXXXXXXX` as `2547•••••678`: for logs and for pages showing a number back. */
export function maskPhone(phone: string): string {
  return phone.length < 7 ? '•••' : `${phone.slice(0, 4)}${'•'.repeat(phone.length - 7)}${phone.slice(-3)}`;
}

/** "Ksh 19,500" (or "Ksh 19,500.50") from cents, in the current language (i18n/format.ts). */
export { formatKesCents } from './i18n/format';
