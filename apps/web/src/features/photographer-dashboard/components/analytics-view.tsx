import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, Eye, Images, MessageSquare } from 'lucide-react';
import { analyticsQuery } from '../api/dashboard-api';
import { formatCount } from '../utils/format';
import { BarChart } from './bar-chart';
import { PageHeading } from './dashboard-shell';
import { LoadError, LoadingBlock, panelClass } from './panel';

/** Analytics (D19): real numbers, views and inquiries per day over the last 30 days. */
export function AnalyticsView() {
  const analytics = useQuery(analyticsQuery());
  const data = analytics.data;
  const totals = data
    ? [
        { label: 'Profile views', sub: 'last 30 days', value: data.totals.views, icon: Eye },
        { label: 'Inquiries', sub: 'last 30 days', value: data.totals.inquiries, icon: MessageSquare },
        { label: 'Bookings', sub: 'all time', value: data.totals.bookings, icon: CalendarCheck },
        { label: 'Images', sub: 'in your portfolio', value: data.totals.images, icon: Images },
      ]
    : [];
  return (
    <>
      <PageHeading eyebrow="Analytics" title="How clients find you">
        Visits to your public profile and the inquiries they lead to, day by day (Nairobi time).
      </PageHeading>
      {analytics.isPending ? (
        <LoadingBlock label="Loading your analytics…" rows={4} />
      ) : analytics.isError ? (
        <LoadError message="Your analytics could not be loaded." onRetry={() => void analytics.refetch()} />
      ) : data ? (
        <div className="space-y-6">
          <ul aria-label="Totals" className="grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-4">
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
          <div className="grid gap-6 xl:grid-cols-2">
            <section className={`${panelClass} p-5 sm:p-7`}>
              <BarChart
                title="Profile views per day"
                unit={['view', 'views']}
                days={data.days.map((d) => ({ date: d.date, value: d.views }))}
              />
            </section>
            <section className={`${panelClass} p-5 sm:p-7`}>
              <BarChart
                title="Inquiries per day"
                unit={['inquiry', 'inquiries']}
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
