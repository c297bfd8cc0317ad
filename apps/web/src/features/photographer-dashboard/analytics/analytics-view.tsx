import { BOOKING_STATUSES, type BookingStatusCounts, photographerDashboardTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, Eye, Images, MessageSquare, TrendingUp } from 'lucide-react';
import { bookingStatusDot } from '@/components/ui/booking-status-badge';
import { analyticsQuery } from './analytics-api';
import { bookingStatusLabels, formatCount } from '../shared/format';
import { BarChart } from './bar-chart';
import { DashboardPageHeading } from '@/components/ui/page-heading';
import { LoadError, LoadingBlock } from '@/components/ui/load-states';
import { panelClass } from '@/components/ui/panel';

const texts = photographerDashboardTexts.analytics;
const pageTexts = photographerDashboardTexts.analyticsPage;
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/** docs/rules/history.md#issue-12: of the inquiries received in the last 30 days, the share that reached accepted. */
function Conversion({ conversion }: { conversion: { inquiries: number; accepted: number; rate: number | null } }) {
  return (
    <section aria-labelledby="conversion" className={`${panelClass} p-5 sm:p-7`}>
      <h2
        id="conversion"
        className="flex items-center gap-2 font-sans text-sm font-medium text-stone-600 dark:text-stone-400"
      >
        <TrendingUp aria-hidden className="size-4 text-clay dark:text-gold" /> {texts.conversionTitle}
        <span className="text-xs font-normal text-stone-500 dark:text-stone-400">· {texts.conversionSub}</span>
      </h2>
      {conversion.rate === null ? (
        <p className="mt-3 font-serif text-xl text-ink dark:text-white">{texts.conversionNone}</p>
      ) : (
        <>
          <p className="mt-2 font-serif text-4xl text-ink tabular-nums dark:text-white">
            {percent.format(conversion.rate)}
          </p>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            {texts.conversionOf({ accepted: conversion.accepted, inquiries: conversion.inquiries })}
          </p>
          <div aria-hidden className="mt-4 h-2 overflow-hidden rounded-full bg-sand dark:bg-stone-800">
            <div className="h-full rounded-full bg-clay dark:bg-gold" style={{ width: `${conversion.rate * 100}%` }} />
          </div>
        </>
      )}
    </section>
  );
}

/** docs/rules/history.md#issue-12: every booking request by its state now. */
function Statuses({ statuses }: { statuses: BookingStatusCounts }) {
  return (
    <section aria-labelledby="statuses" className={`${panelClass} p-5 sm:p-7`}>
      <h2 id="statuses" className="font-sans text-sm font-medium text-stone-600 dark:text-stone-400">
        {texts.statusesTitle}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {BOOKING_STATUSES.map((status) => (
          <li key={status} className="flex items-center gap-2">
            <span aria-hidden className={`size-2.5 rounded-full ${bookingStatusDot[status]}`} />
            <span className="text-stone-700 dark:text-stone-300">{bookingStatusLabels[status]}</span>
            <span className="ml-auto font-semibold text-ink tabular-nums dark:text-white">
              {formatCount(statuses[status])}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Analytics (docs/rules/photographers-and-portfolios.md#overview-and-analytics): real numbers, views and inquiries per day over the last 30 days, the
 * conversion from inquiry to accepted over those days, and the bookings by state (docs/rules/history.md#issue-12).
 */
export function AnalyticsView() {
  const analytics = useQuery(analyticsQuery());
  const data = analytics.data;
  const totals = data
    ? [
        { label: pageTexts.profileViews, sub: pageTexts.last30Days, value: data.totals.views, icon: Eye },
        { label: pageTexts.inquiries, sub: pageTexts.last30Days, value: data.totals.inquiries, icon: MessageSquare },
        { label: pageTexts.bookings, sub: pageTexts.allTime, value: data.totals.bookings, icon: CalendarCheck },
        { label: pageTexts.images, sub: pageTexts.inPortfolio, value: data.totals.images, icon: Images },
      ]
    : [];
  return (
    <>
      <DashboardPageHeading eyebrow={pageTexts.eyebrow} title={pageTexts.title}>
        {pageTexts.intro}
      </DashboardPageHeading>
      {analytics.isPending ? (
        <LoadingBlock label={pageTexts.loading} rows={4} />
      ) : analytics.isError ? (
        <LoadError message={pageTexts.failure} onRetry={() => void analytics.refetch()} />
      ) : data ? (
        <div className="space-y-6">
          <ul aria-label={pageTexts.totalsLabel} className="grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-4">
            {totals.map(({ label, sub, value, icon: Icon }) => (
              <li key={label} className={`${panelClass} p-4 sm:p-6`}>
                <div className="flex items-center gap-2 text-sm font-medium text-stone-600 dark:text-stone-400">
                  <Icon aria-hidden className="size-4 text-clay dark:text-gold" /> {label}
                </div>
                <p className="mt-2 font-serif text-3xl text-ink tabular-nums sm:text-4xl dark:text-white">
                  {formatCount(value)}
                </p>
                <p className="mt-1 text-xs text-stone-500 dark:text-stone-400">{sub}</p>
              </li>
            ))}
          </ul>
          <div className="grid gap-6 md:grid-cols-2">
            <Conversion conversion={data.conversion} />
            <Statuses statuses={data.statuses} />
          </div>
          <div className="grid gap-6 xl:grid-cols-2">
            <section className={`${panelClass} p-5 sm:p-7`}>
              <BarChart
                title={pageTexts.viewsChart}
                unit={{ count: (count) => pageTexts.views({ count }), column: pageTexts.viewsColumn }}
                days={data.days.map((d) => ({ date: d.date, value: d.views }))}
              />
            </section>
            <section className={`${panelClass} p-5 sm:p-7`}>
              <BarChart
                title={pageTexts.inquiriesChart}
                unit={{ count: (count) => pageTexts.inquiriesCount({ count }), column: pageTexts.inquiriesColumn }}
                tone="gold"
                days={data.days.map((d) => ({ date: d.date, value: d.inquiries }))}
              />
            </section>
          </div>
        </div>
      ) : null}
    </>
  );
}
