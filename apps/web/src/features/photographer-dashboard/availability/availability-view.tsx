import { availabilityTexts, paths, photographerDashboardTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { CalendarX2 } from 'lucide-react';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { availabilitySettingsQuery } from './availability-api';
import { AvailabilityCalendar } from './availability-calendar';
import { DashboardPageHeading } from '@/components/ui/page-heading';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { panelClass } from '@/components/ui/panel';
import { WeeklyHoursForm } from './weekly-hours-form';

/** /photographer-dashboard/availability (docs/rules/history.md#issue-12): the month calendar, and the working week beside it. */
export function AvailabilityView() {
  const settings = useQuery(availabilitySettingsQuery());
  const noPortfolio = settings.error instanceof ApiError && settings.error.status === 404;
  return (
    <>
      <DashboardPageHeading
        eyebrow={photographerDashboardTexts.availabilityPage.eyebrow}
        title={availabilityTexts.title}
      >
        {availabilityTexts.intro}
      </DashboardPageHeading>
      {settings.isPending ? (
        <LoadingBlock label={photographerDashboardTexts.availabilityPage.loading} rows={4} />
      ) : noPortfolio ? (
        <EmptyState icon={<CalendarX2 className="size-5" />} title={availabilityTexts.noPortfolio}>
          <Link to={paths.photographerPortfolio} className="font-semibold underline underline-offset-4">
            {photographerDashboardTexts.availabilityPage.createPortfolio}
          </Link>
        </EmptyState>
      ) : settings.isError ? (
        <LoadError message={availabilityTexts.loadFailure} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-start">
          <section aria-label={availabilityTexts.calendarTitle} className={`${panelClass} p-5 sm:p-6`}>
            <AvailabilityCalendar today={settings.data.today} />
          </section>
          <section aria-label={availabilityTexts.hoursTitle} className={`${panelClass} p-5 sm:p-6`}>
            <WeeklyHoursForm key={settings.dataUpdatedAt} settings={settings.data} />
          </section>
        </div>
      )}
    </>
  );
}
