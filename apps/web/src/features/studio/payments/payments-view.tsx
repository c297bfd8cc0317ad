import { formatKesCents, paymentsTexts, type StudioPayments, studioTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftRight, Download, Gavel, HelpCircle, Wallet } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { inputClass, RadioGroupField } from '@/components/form/fields';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { MoneyFact, MoneyRows, MoneySection } from '@/components/ui/money-rows';
import { useToast } from '@/components/ui/toasts';
import { refusalMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-time';
import { LEDGER_CSV_HREF, studioPaymentsQuery, useResolveDispute } from './payments-api';
import { StudioPageHeading } from '../shared/studio-shell';
import { panelClass } from '@/components/ui/panel';
import { primaryButton, secondaryButton } from '../shared/ui';
import { FormAlert } from '@/components/form/fields';

const t = paymentsTexts.console;
type Payment = StudioPayments['payments'][number];
const labelClass = 'block text-sm font-semibold text-stone-800 dark:text-stone-200';
const termClass = 'text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400';
const stateLabel = (state: string) => (paymentsTexts.stateLabels as Record<string, string | undefined>)[state] ?? state;

/**
 * One open dispute and the staff decision: release the payout, or refund part or all of what the
 * booking holds (whole shillings; the server checks the amount again). A confirmation first; the
 * server's refusal (409: decided meanwhile, 400: amount) stands under the form.
 */
function DisputeRow({ payment }: { payment: Payment }) {
  const id = useId();
  const toast = useToast();
  const resolve = useResolveDispute();
  const heldKes = Math.floor(payment.heldCents / 100);
  const [decision, setDecision] = useState<'release' | 'refund'>('release');
  const [amount, setAmount] = useState(String(heldKes));
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const booking = t.booking({ client: payment.clientName, photographer: payment.photographerName });
  const refundKes = Number(amount);
  const amountValid = Number.isInteger(refundKes) && refundKes >= 1 && refundKes <= heldKes;

  const ask = () => {
    if (decision === 'refund' && !amountValid) {
      setError(paymentsTexts.resolveInvalid);
      return;
    }
    setError(undefined);
    setConfirming(true);
  };
  const send = () =>
    resolve.mutate(
      { bookingId: payment.bookingId, decision, ...(decision === 'refund' ? { refundKes } : {}) },
      {
        onSuccess: () => toast({ kind: 'success', text: t.resolved }),
        onError: (err) => setError(refusalMessage(err, studioTexts.actionFailure)),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <li className={`${panelClass} space-y-4 p-4 sm:p-5`}>
      <div>
        <p className="font-semibold text-ink dark:text-white">{booking}</p>
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {t.held}: <span className="tabular-nums">{formatKesCents(payment.heldCents)}</span>
        </p>
      </div>
      <blockquote className="rounded-xl bg-sand/60 px-4 py-3 text-sm whitespace-pre-line dark:bg-stone-800">
        <span className={`${termClass} block`}>{t.disputeReason}</span>
        {payment.disputeReason}
      </blockquote>
      <fieldset disabled={resolve.isPending} className="space-y-3">
        <RadioGroupField
          id={`${id}-decision`}
          name={`${id}-decision`}
          legend={t.decisionLabel}
          value={decision}
          options={[
            { value: 'release', label: t.decisionRelease },
            { value: 'refund', label: t.decisionRefund },
          ]}
          onValueChange={(d) => {
            setDecision(d);
            setError(undefined);
          }}
        />
        {decision === 'refund' && (
          <div>
            <label htmlFor={`${id}-amount`} className={labelClass}>
              {t.refundAmountLabel}
            </label>
            <input
              id={`${id}-amount`}
              type="number"
              inputMode="numeric"
              min={1}
              max={heldKes}
              step={1}
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                setError(undefined);
              }}
              aria-describedby={`${id}-hint`}
              aria-invalid={error ? true : undefined}
              className={`${inputClass} mt-1.5 max-w-48`}
            />
            <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600 dark:text-stone-400">
              {t.refundAmountHint({ max: formatKesCents(heldKes * 100) })}
            </p>
          </div>
        )}
      </fieldset>
      <FormAlert text={error} />
      <button type="button" className={primaryButton} disabled={resolve.isPending} onClick={ask}>
        <Gavel aria-hidden className="size-4" /> {t.decide}
      </button>
      <ConfirmDialog
        open={confirming}
        message={
          decision === 'release'
            ? t.confirmRelease({ booking })
            : t.confirmRefund({ amount: formatKesCents(refundKes * 100), booking })
        }
        detail={t.confirmDetail}
        confirmLabel={t.confirmButton}
        busy={resolve.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}

/** /studio/payments (docs/decisions/0038-mpesa-payments.md): the console's money, staff only. */
export function PaymentsView() {
  const view = useQuery(studioPaymentsQuery());
  const data = view.data;
  const names = new Map(
    data?.payments.map((p) => [p.bookingId, t.booking({ client: p.clientName, photographer: p.photographerName })]),
  );
  const bookingName = (id: string) => names.get(id) ?? t.bookingRef({ ref: id.slice(0, 8) });

  let body: ReactNode;
  if (view.isPending) body = <LoadingBlock label={studioTexts.loading} rows={5} />;
  else if (!data)
    body = (
      <LoadError
        message={refusalMessage(view.error, studioTexts.failure)}
        onRetry={() => void view.refetch()}
        retrying={view.isFetching}
      />
    );
  else {
    const disputes = data.payments.filter((p) => p.disputeOpen);
    body = (
      <>
        <MoneySection title={t.disputesTitle}>
          {disputes.length === 0 ? (
            <EmptyState icon={<Gavel className="size-5" />} title={t.disputesEmpty} />
          ) : (
            <ul aria-label={t.disputesTitle} className="grid gap-4">
              {disputes.map((p) => (
                <DisputeRow key={p.bookingId} payment={p} />
              ))}
            </ul>
          )}
        </MoneySection>
        <MoneySection title={t.paymentsTitle}>
          <MoneyRows
            label={t.paymentsTitle}
            items={data.payments}
            empty={t.paymentsEmpty}
            emptyIcon={<Wallet className="size-5" />}
            row={(p) => (
              <li key={p.bookingId} className="space-y-2 p-4 sm:p-5">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-semibold text-ink dark:text-white">
                    {t.booking({ client: p.clientName, photographer: p.photographerName })}
                  </span>
                  <span className="rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold dark:bg-stone-800">
                    {stateLabel(p.state)}
                  </span>
                  {p.disputeReason && !p.disputeOpen && (
                    <span className="text-xs text-stone-600 dark:text-stone-400">{t.disputeResolved}</span>
                  )}
                </p>
                <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                  <MoneyFact term={t.price}>{formatKesCents(p.priceCents)}</MoneyFact>
                  <MoneyFact term={t.paid}>{formatKesCents(p.paidCents)}</MoneyFact>
                  <MoneyFact term={t.held}>{formatKesCents(p.heldCents)}</MoneyFact>
                  <MoneyFact term={t.payoutAfter}>{p.payoutAfter ? formatDateTime(p.payoutAfter) : '—'}</MoneyFact>
                </dl>
              </li>
            )}
          />
        </MoneySection>
        <MoneySection title={t.unknownTitle} intro={t.unknownIntro}>
          <MoneyRows
            label={t.unknownTitle}
            items={data.unknownAttempts}
            empty={t.unknownEmpty}
            emptyIcon={<HelpCircle className="size-5" />}
            row={(a) => (
              <li key={a.id} className="space-y-2 p-4 sm:p-5">
                <p className="font-semibold text-ink dark:text-white">{bookingName(a.bookingId)}</p>
                <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
                  <MoneyFact term={t.amount}>{formatKesCents(a.amountCents)}</MoneyFact>
                  <MoneyFact term={t.phone}>{a.phone}</MoneyFact>
                  <MoneyFact term={t.requestedAt}>{formatDateTime(a.createdAt)}</MoneyFact>
                </dl>
              </li>
            )}
          />
        </MoneySection>
        <MoneySection title={t.transfersTitle}>
          <MoneyRows
            label={t.transfersTitle}
            items={data.transfers}
            empty={t.transfersEmpty}
            emptyIcon={<ArrowLeftRight className="size-5" />}
            row={(tr) => (
              <li key={tr.id} className="space-y-2 p-4 sm:p-5">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-semibold text-ink dark:text-white">{t.kindLabels[tr.kind]}</span>
                  <span className="text-sm text-stone-700 dark:text-stone-300">{bookingName(tr.bookingId)}</span>
                  <span className="rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold dark:bg-stone-800">
                    {paymentsTexts.transferStatusLabels[tr.status] ?? tr.status}
                  </span>
                </p>
                <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                  <MoneyFact term={t.amount}>{formatKesCents(tr.amountCents)}</MoneyFact>
                  <MoneyFact term={t.commission}>{formatKesCents(tr.commissionCents)}</MoneyFact>
                  <MoneyFact term={t.phone}>{tr.phone}</MoneyFact>
                  <MoneyFact term={t.date}>{formatDateTime(tr.createdAt)}</MoneyFact>
                </dl>
              </li>
            )}
          />
        </MoneySection>
      </>
    );
  }

  return (
    <>
      <StudioPageHeading title={t.title}>{t.intro}</StudioPageHeading>
      <p className="mb-8">
        <a href={LEDGER_CSV_HREF} download className={secondaryButton}>
          <Download aria-hidden className="size-4" /> {t.ledgerCsv}
        </a>
      </p>
      {body}
    </>
  );
}
