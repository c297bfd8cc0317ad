import { formatKesCents, type PhotographerEarnings, paymentsTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { Banknote, Wallet } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { refusalMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-time';
import { earningsQuery } from '../api/earnings-api';
import { formatEventDate } from '../utils/format';
import { PageHeading } from './dashboard-shell';
import { EmptyState, LoadError, LoadingBlock, panelClass } from './panel';

const t = paymentsTexts.earnings;
const termClass = 'text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={termClass}>{term}</dt>
      <dd className="mt-0.5 text-stone-800 tabular-nums dark:text-stone-200">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-4 font-serif text-2xl text-ink dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

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
      <PageHeading title={t.title}>{t.intro}</PageHeading>
      {earnings.isPending ? (
        <LoadingBlock label={t.title} rows={3} />
      ) : !data ? (
        <LoadError message={refusalMessage(earnings.error, t.loadFailure)} onRetry={() => void earnings.refetch()} />
      ) : (
        <>
          <Totals totals={data.totals} />
          <Section title={t.bookingsTitle}>
            {data.bookings.length === 0 ? (
              <EmptyState icon={<Wallet className="size-5" />} title={t.bookingsEmpty} />
            ) : (
              <ul
                aria-label={t.bookingsTitle}
                className={`${panelClass} divide-y divide-stone-200 overflow-hidden dark:divide-stone-800`}
              >
                {data.bookings.map((b) => (
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
                      <Fact term={t.paid}>{formatKesCents(b.paidCents)}</Fact>
                      <Fact term={t.refunded}>{formatKesCents(b.refundedCents)}</Fact>
                      <Fact term={t.commission}>{formatKesCents(b.commissionCents)}</Fact>
                      <Fact term={t.paidOut}>{formatKesCents(b.paidOutCents)}</Fact>
                      <Fact term={t.held}>{formatKesCents(b.heldCents)}</Fact>
                    </dl>
                    {b.disputeOpen ? (
                      <p className="text-sm font-medium text-red-700 dark:text-red-300">{t.disputeOpen}</p>
                    ) : (
                      b.payoutAfter &&
                      b.paidOutCents === 0 &&
                      b.heldCents > 0 && (
                        <p className="text-sm text-stone-700 dark:text-stone-300">
                          {t.payoutAfter(formatDateTime(b.payoutAfter))}
                        </p>
                      )
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title={t.payoutsTitle}>
            {data.payouts.length === 0 ? (
              <EmptyState icon={<Banknote className="size-5" />} title={t.payoutsEmpty} />
            ) : (
              <ul
                aria-label={t.payoutsTitle}
                className={`${panelClass} divide-y divide-stone-200 overflow-hidden dark:divide-stone-800`}
              >
                {data.payouts.map((p) => (
                  <li key={p.id} className="space-y-3 p-4 sm:p-5">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <p className="font-semibold text-ink dark:text-white">{p.clientName}</p>
                      <p className="text-sm text-stone-700 dark:text-stone-300">{p.service}</p>
                      <span className="rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold dark:bg-stone-800">
                        {p.statusLabel}
                      </span>
                    </div>
                    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
                      <Fact term={t.payoutAmount}>{formatKesCents(p.amountCents)}</Fact>
                      <Fact term={t.commission}>{formatKesCents(p.commissionCents)}</Fact>
                      <Fact term={t.payoutDate}>{formatDateTime(p.settledAt ?? p.createdAt)}</Fact>
                    </dl>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </>
      )}
    </>
  );
}
