import { formatKesCents, type PhotographerEarnings, paymentsTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { Banknote, Wallet } from 'lucide-react';
import { MoneyFact, MoneyRows, MoneySection } from '@/components/ui/money-rows';
import { refusalMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-time';
import { earningsQuery } from './earnings-api';
import { formatEventDate } from '../shared/format';
import { DashboardPageHeading } from '@/components/ui/page-heading';
import { LoadError, LoadingBlock } from '@/components/ui/load-states';
import { panelClass } from '@/components/ui/panel';

const t = paymentsTexts.earnings;

function Totals({ totals }: { totals: PhotographerEarnings['totals'] }) {
  const items: [string, number][] = [
    [t.paidTotal, totals.paidCents],
    [t.refundedTotal, totals.refundedCents],
    [t.commissionTotal, totals.commissionCents],
    [t.paidOutTotal, totals.paidOutCents],
    [t.heldTotal, totals.heldCents],
  ];
  return (
    <ul aria-label={t.totalsLabel} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
      {items.map(([label, cents]) => (
        <li key={label} className={`${panelClass} p-5`}>
          <p className="text-sm text-stone-700 dark:text-stone-300">{label}</p>
          <p className="mt-1 font-serif text-2xl text-ink tabular-nums dark:text-white">{formatKesCents(cents)}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Earnings (docs/decisions/0038-mpesa-payments.md): what clients paid for the photographer's
 * bookings by M-Pesa, refunds, the studio's commission, payouts and what is still held, each
 * computed by the server from the ledger.
 */
export function EarningsView() {
  const earnings = useQuery(earningsQuery());
  const data = earnings.data;
  return (
    <>
      <DashboardPageHeading title={t.title}>{t.intro}</DashboardPageHeading>
      {earnings.isPending ? (
        <LoadingBlock label={t.title} rows={3} />
      ) : !data ? (
        <LoadError message={refusalMessage(earnings.error, t.loadFailure)} onRetry={() => void earnings.refetch()} />
      ) : (
        <>
          <Totals totals={data.totals} />
          <MoneySection title={t.bookingsTitle}>
            <MoneyRows
              label={t.bookingsTitle}
              items={data.bookings}
              empty={t.bookingsEmpty}
              emptyIcon={<Wallet className="size-5" />}
              row={(b) => (
                <li key={b.bookingId} className="space-y-3 p-4 sm:p-5">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <p className="font-semibold text-ink dark:text-white">{b.clientName}</p>
                    <p className="text-sm text-stone-700 dark:text-stone-300">
                      {b.service} · {formatEventDate(b.eventDate) ?? t.noEventDate}
                    </p>
                    <span className="rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold dark:bg-stone-800">
                      {b.stateLabel}
                    </span>
                  </div>
                  <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
                    <MoneyFact term={t.paid}>{formatKesCents(b.paidCents)}</MoneyFact>
                    <MoneyFact term={t.refunded}>{formatKesCents(b.refundedCents)}</MoneyFact>
                    <MoneyFact term={t.commission}>{formatKesCents(b.commissionCents)}</MoneyFact>
                    <MoneyFact term={t.paidOut}>{formatKesCents(b.paidOutCents)}</MoneyFact>
                    <MoneyFact term={t.held}>{formatKesCents(b.heldCents)}</MoneyFact>
                  </dl>
                  {b.disputeOpen ? (
                    <p className="text-sm font-medium text-red-700 dark:text-red-300">{t.disputeOpen}</p>
                  ) : (
                    b.payoutAfter &&
                    b.paidOutCents === 0 &&
                    b.heldCents > 0 && (
                      <p className="text-sm text-stone-700 dark:text-stone-300">
                        {t.payoutAfter({ day: formatDateTime(b.payoutAfter) })}
                      </p>
                    )
                  )}
                </li>
              )}
            />
          </MoneySection>
          <MoneySection title={t.payoutsTitle}>
            <MoneyRows
              label={t.payoutsTitle}
              items={data.payouts}
              empty={t.payoutsEmpty}
              emptyIcon={<Banknote className="size-5" />}
              row={(p) => (
                <li key={p.id} className="space-y-3 p-4 sm:p-5">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <p className="font-semibold text-ink dark:text-white">{p.clientName}</p>
                    <p className="text-sm text-stone-700 dark:text-stone-300">{p.service}</p>
                    <span className="rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold dark:bg-stone-800">
                      {p.statusLabel}
                    </span>
                  </div>
                  <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
                    <MoneyFact term={t.payoutAmount}>{formatKesCents(p.amountCents)}</MoneyFact>
                    <MoneyFact term={t.commission}>{formatKesCents(p.commissionCents)}</MoneyFact>
                    <MoneyFact term={t.payoutDate}>{formatDateTime(p.settledAt ?? p.createdAt)}</MoneyFact>
                  </dl>
                </li>
              )}
            />
          </MoneySection>
        </>
      )}
    </>
  );
}
