import { formatDate } from '@studio/shared/i18n/format';
import { formatKesCents, normaliseMpesaPhone, type PaymentAttempt, paymentsTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { Flag, Smartphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/form/fields';
import { ApiError } from '@/lib/api-client';
import { bookingPaymentQuery, useDispute, usePay } from '../api/payments-api';
import { DisputeDialog } from './dispute-dialog';

const buttonClass =
  'inline-flex items-center gap-2 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-stone-800 disabled:opacity-60 dark:bg-stone-100 dark:text-ink';

const when = (iso: string) => formatDate(iso, 'dateTime');

/** "5 January 2027" for a YYYY-MM-DD day. */
const day = (iso: string) => formatDate(iso, 'day');

function Receipt({ attempt }: { attempt: PaymentAttempt }) {
  return (
    <div className="rounded-lg border border-stone-300 p-4 text-sm dark:border-stone-700">
      <p className="font-semibold">{paymentsTexts.receiptTitle({ n: attempt.receiptNumber! })}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt>{paymentsTexts.receiptPurpose}</dt>
        <dd>{attempt.purpose === 'deposit' ? paymentsTexts.purposeDeposit : paymentsTexts.purposeBalance}</dd>
        <dt>{paymentsTexts.receiptAmount}</dt>
        <dd>{formatKesCents(attempt.amountCents)}</dd>
        <dt>{paymentsTexts.receiptMpesaCode}</dt>
        <dd>{attempt.mpesaReceipt ?? paymentsTexts.receiptByQuery}</dd>
        <dt>{paymentsTexts.receiptPaidAt}</dt>
        <dd>{attempt.settledAt ? when(attempt.settledAt) : ''}</dd>
        <dt>{paymentsTexts.receiptPhone}</dt>
        <dd>{attempt.phone}</dd>
      </dl>
    </div>
  );
}

/**
 * A booking's payment (docs/decisions/0038-mpesa-payments.md), above its conversation: its state,
 * price, deposit and what was paid; for the client, the phone to pay from and Pay while something
 * is due ("check your phone" while the prompt waits); receipts of what was paid.
 */
export function BookingPayment({ bookingId, defaultPhone }: { bookingId: string; defaultPhone?: string | null }) {
  const payment = useQuery(bookingPaymentQuery(bookingId));
  const pay = usePay(bookingId);
  const [phone, setPhone] = useState(defaultPhone ?? '');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const dispute = useDispute(bookingId);
  const [disputing, setDisputing] = useState(false);
  const [disputeNotice, setDisputeNotice] = useState<string | undefined>();
  const p = payment.data;
  if (!p) return null;
  const pending = p.attempts.find((a) => a.status === 'pending');
  const last = p.attempts[0];
  const receipts = p.attempts.filter((a) => a.status === 'succeeded' && a.receiptNumber !== null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!p.due) return;
    if (!normaliseMpesaPhone(phone)) {
      setError(paymentsTexts.phoneInvalid);
      return;
    }
    setError(undefined);
    pay.mutate(
      { purpose: p.due.purpose, phone },
      {
        onSuccess: (answer) => setNotice(answer.message),
        onError: (err) =>
          setError(err instanceof ApiError ? (err.errors?.phone?.[0] ?? err.message) : paymentsTexts.mpesaUnavailable),
      },
    );
  };

  return (
    <section aria-labelledby={`payment-${bookingId}`} className="space-y-3 rounded-xl bg-sand/60 p-4 dark:bg-stone-900">
      <h3 id={`payment-${bookingId}`} className="font-semibold">
        {paymentsTexts.panelTitle}: <span data-testid="payment-state">{p.stateLabel}</span>
      </h3>
      <p className="text-sm">
        {paymentsTexts.priceLine({
          price: formatKesCents(p.priceCents),
          deposit: formatKesCents(p.depositCents),
          paid: formatKesCents(p.paidCents),
        })}
        {p.refundedCents > 0 && ` ${paymentsTexts.refundedLine({ refunded: formatKesCents(p.refundedCents) })}`}
      </p>
      {p.state === 'awaiting_deposit' && (
        <p className="text-sm">{paymentsTexts.depositDueBy({ when: when(p.depositDueAt) })}</p>
      )}
      {p.state === 'confirmed' && p.balanceDueDate && p.balanceCents > 0 && (
        <p className="text-sm">
          {paymentsTexts.balanceDueBy({ amount: formatKesCents(p.balanceCents), day: day(p.balanceDueDate) })}
        </p>
      )}
      <p className="text-sm text-stone-600 dark:text-stone-300">{p.policyLabel}</p>
      {pending ? (
        <p role="status" className="flex items-center gap-2 font-medium">
          <Smartphone aria-hidden className="size-5" />{' '}
          {notice ?? paymentsTexts.checkYourPhone({ phone: pending.phone })}
        </p>
      ) : (
        last &&
        last.status !== 'succeeded' &&
        last.message && (
          <p role="status" className="text-sm font-medium text-red-700 dark:text-red-300">
            {last.message}
          </p>
        )
      )}
      {p.due && !pending && (
        <form onSubmit={submit} noValidate className="space-y-3">
          <FormField
            id={`mpesa-phone-${bookingId}`}
            label={paymentsTexts.phoneLabel}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onValueChange={setPhone}
            error={error}
            hint={paymentsTexts.phoneHint}
          />
          <button type="submit" className={buttonClass} disabled={pay.isPending}>
            {paymentsTexts.payButton({ purpose: p.due.purpose, amount: formatKesCents(p.due.amountCents) })}
          </button>
        </form>
      )}
      {receipts.map((a) => (
        <Receipt key={a.id} attempt={a} />
      ))}
      {disputeNotice ? (
        <p role="status" className="text-sm font-medium">
          {disputeNotice}
        </p>
      ) : (
        p.disputeOpen && <p className="text-sm font-medium">{paymentsTexts.disputeOpenLine}</p>
      )}
      {p.disputable && (
        <button
          type="button"
          className="inline-flex items-center gap-2 rounded-full border border-red-700 px-5 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-700 hover:text-white dark:border-red-400 dark:text-red-300"
          onClick={() => setDisputing(true)}
        >
          <Flag aria-hidden className="size-4" /> {paymentsTexts.disputeButton}
        </button>
      )}
      <DisputeDialog
        bookingId={disputing ? bookingId : null}
        busy={dispute.isPending}
        send={async (reason) => setDisputeNotice((await dispute.mutateAsync(reason)).message)}
        onDone={() => setDisputing(false)}
      />
    </section>
  );
}
