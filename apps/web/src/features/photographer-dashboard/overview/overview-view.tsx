import {
  type Activity,
  BOOKING_STATUSES,
  type BookingStatusCounts,
  type CardRating,
  KNOWN_ACTIVITIES,
  paths,
  photographerDashboardTexts,
  reviewsTexts,
} from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import {
  Activity as ActivityIcon,
  ArrowRight,
  CalendarCheck,
  CircleCheck,
  Eye,
  FolderPlus,
  ImageUp,
  Images,
  type LucideIcon,
  MessageSquareQuote,
  Star,
  UserPlus,
} from 'lucide-react';
import { Link } from 'react-router';
import { activitiesQuery, overviewQuery } from './overview-api';
import { myPortfolioQuery } from '../portfolio/portfolio-api';
import { activityCountLabel, bookingStatusLabels, formatCount, formatDateTime, relativeTime } from '../shared/format';
import { DashboardPageHeading } from '@/components/ui/page-heading';
import { ProfileChecklist } from './profile-checklist';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { panelClass } from '@/components/ui/panel';

type KnownActivity = (typeof KNOWN_ACTIVITIES)[number];

/** docs/rules/product.md#entities: each known action has its own icon; any other action gets the default one. */
export const activityIcons: Record<KnownActivity, LucideIcon> = {
  'Profile viewed': Eye,
  'Uploaded image': ImageUp,
  'Joined platform': UserPlus,
  'Created project': FolderPlus,
  'New review': MessageSquareQuote,
};

const isKnownActivity = (action: string): action is KnownActivity =>
  (KNOWN_ACTIVITIES as readonly string[]).includes(action);

export function activityIcon(action: string): LucideIcon {
  return isKnownActivity(action) ? activityIcons[action] : ActivityIcon;
}

const homeTexts = photographerDashboardTexts.home;

const stats = [
  { key: 'views', icon: Eye },
  { key: 'bookings', icon: CalendarCheck },
  { key: 'projects', icon: CircleCheck },
  { key: 'images', icon: Images },
] as const;

/** The bookings by their states now (docs/rules/history.md#issue-12): "2 pending · 1 accepted", the empty ones left out. */
function StatusLine({ statuses }: { statuses: BookingStatusCounts }) {
  const parts = BOOKING_STATUSES.filter((s) => statuses[s] > 0).map((s) =>
    homeTexts.statusPart({ count: formatCount(statuses[s]), status: bookingStatusLabels[s].toLowerCase() }),
  );
  if (parts.length === 0) return null;
  return <p className="mt-2 text-xs text-stone-600 dark:text-stone-400">{parts.join(' · ')}</p>;
}

const tileClass = `${panelClass} flex flex-col p-4 sm:p-6`;

function TileIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span
      aria-hidden
      className="grid size-9 shrink-0 place-items-center rounded-full bg-clay/10 text-clay dark:bg-gold/15 dark:text-gold"
    >
      <Icon className="size-[1.125rem]" />
    </span>
  );
}

const LoadingNumber = () => (
  <span className="inline-block h-9 w-14 animate-pulse rounded bg-sand align-middle dark:bg-stone-800">
    <span className="sr-only">{homeTexts.loading}</span>
  </span>
);

/**
 * docs/rules/history.md#issue-13: the average of the visible reviews and their count ("4.7 ★ (12 reviews)", or 'No
 * reviews yet'), the tile a link to the Testimonials page. On phones it takes the whole row.
 */
function RatingTile({ rating }: { rating: CardRating | undefined }) {
  const valueId = 'overview-rating-value';
  const rated = rating && rating.average !== null && rating.count > 0 ? { ...rating, average: rating.average } : null;
  return (
    <li
      className={`${tileClass} group relative col-span-2 transition-shadow focus-within:ring-2 focus-within:ring-gold hover:shadow-md xl:col-span-1`}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-stone-600 dark:text-stone-400">
          <Link
            to={paths.photographerTestimonials}
            aria-describedby={valueId}
            className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none group-hover:text-ink dark:group-hover:text-white"
          >
            {reviewsTexts.overviewLabel}
          </Link>
        </p>
        <TileIcon icon={Star} />
      </div>
      <div id={valueId} className="mt-3">
        {!rating ? (
          <p className="font-serif text-3xl sm:text-4xl">
            <LoadingNumber />
          </p>
        ) : rated ? (
          <>
            <p
              aria-hidden
              className="flex flex-wrap items-center gap-x-1.5 font-serif text-3xl text-ink tabular-nums sm:text-4xl dark:text-white"
            >
              {rated.average.toFixed(1)}
              <Star className="size-5 fill-gold text-gold sm:size-6" />
              <span className="font-sans text-sm whitespace-nowrap text-stone-600 dark:text-stone-400">
                ({reviewsTexts.count({ count: rated.count })})
              </span>
            </p>
            <p className="sr-only">{reviewsTexts.ratingSummary({ average: rated.average, count: rated.count })}</p>
          </>
        ) : (
          <p className="py-1.5 font-serif text-xl text-ink sm:text-2xl dark:text-white">{reviewsTexts.noReviews}</p>
        )}
      </div>
      <p className="mt-1 hidden text-xs text-stone-500 sm:block dark:text-stone-400">{reviewsTexts.overviewHint}</p>
    </li>
  );
}

function StatCards() {
  const overview = useQuery(overviewQuery());
  if (overview.isError) return <LoadError message={homeTexts.numbersFailure} onRetry={() => void overview.refetch()} />;
  return (
    <ul
      aria-label={homeTexts.numbersLabel}
      aria-busy={overview.isPending}
      className="grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-5"
    >
      {stats.map(({ key, icon }) => (
        <li key={key} className={tileClass}>
          <div className="flex items-start justify-between gap-2">
            <p className="text-sm font-medium text-stone-600 dark:text-stone-400">{homeTexts.stats[key].label}</p>
            <TileIcon icon={icon} />
          </div>
          <p className="mt-3 font-serif text-3xl text-ink tabular-nums sm:text-4xl dark:text-white">
            {overview.data ? formatCount(overview.data[key]) : <LoadingNumber />}
          </p>
          <p className="mt-1 hidden text-xs text-stone-500 sm:block dark:text-stone-400">{homeTexts.stats[key].hint}</p>
          {key === 'bookings' && overview.data && <StatusLine statuses={overview.data.statuses} />}
        </li>
      ))}
      <RatingTile rating={overview.data?.rating} />
    </ul>
  );
}

function ActivityRow({ activity, now }: { activity: Activity; now: number }) {
  const Icon = activityIcon(activity.action);
  const count = activityCountLabel(activity.count);
  return (
    <li className="flex items-center gap-4 py-4">
      <span
        aria-hidden
        className="grid size-10 shrink-0 place-items-center rounded-full bg-sand text-clay-dark dark:bg-stone-800 dark:text-gold"
      >
        <Icon data-icon={isKnownActivity(activity.action) ? activity.action : 'default'} className="size-[1.125rem]" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink dark:text-white">
          {photographerDashboardTexts.overview.activityLabels[activity.action] ?? activity.action}
          {count && (
            <span className="ml-2 rounded-full bg-clay/10 px-2 py-0.5 text-xs font-semibold text-clay-dark tabular-nums dark:bg-gold/15 dark:text-gold">
              {count}
            </span>
          )}
        </p>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          <time dateTime={activity.createdAt} title={formatDateTime(activity.createdAt)}>
            {relativeTime(activity.createdAt, now)}
          </time>
        </p>
      </div>
    </li>
  );
}

function RecentActivities() {
  const activities = useQuery(activitiesQuery());
  const now = activities.dataUpdatedAt || Date.now();
  return (
    <section aria-labelledby="recent-activities" className={`${panelClass} p-5 sm:p-7`}>
      <h2 id="recent-activities" className="font-serif text-2xl text-ink dark:text-white">
        {homeTexts.activitiesTitle}
      </h2>
      <div className="mt-4">
        {activities.isPending ? (
          <LoadingBlock label={homeTexts.activitiesLoading} />
        ) : activities.isError ? (
          <LoadError message={homeTexts.activitiesFailure} onRetry={() => void activities.refetch()} />
        ) : activities.data.length === 0 ? (
          <EmptyState
            icon={<ActivityIcon className="size-5" />}
            title={photographerDashboardTexts.overview.noActivities}
          >
            {homeTexts.activitiesEmpty}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-stone-200 dark:divide-stone-800">
            {activities.data.map((a) => (
              <ActivityRow key={a._id} activity={a} now={now} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function NextStep() {
  const portfolio = useQuery(myPortfolioQuery());
  if (portfolio.isPending || portfolio.isError) return null;
  const p = portfolio.data;
  const next = !p
    ? {
        title: homeTexts.next.createTitle,
        body: homeTexts.next.createBody,
        to: paths.photographerPortfolio,
        label: homeTexts.next.createLabel,
      }
    : p.gallery.length === 0
      ? {
          title: homeTexts.next.photosTitle,
          body: homeTexts.next.photosBody,
          to: paths.photographerPortfolio,
          label: homeTexts.next.photosLabel,
        }
      : {
          title: homeTexts.next.liveTitle,
          body: homeTexts.next.liveBody,
          to: paths.photographerProfile.replace(':id', encodeURIComponent(p._id)),
          label: homeTexts.next.liveLabel,
        };
  return (
    <section
      aria-labelledby="next-step"
      className="relative overflow-hidden rounded-2xl bg-ink p-6 text-white shadow-sm sm:p-8 dark:bg-stone-900 dark:ring-1 dark:ring-stone-800"
    >
      <div aria-hidden className="absolute -top-16 -right-16 size-56 rounded-full bg-clay/30 blur-3xl" />
      <div className="relative">
        <h2 id="next-step" className="font-serif text-2xl">
          {next.title}
        </h2>
        <p className="mt-2 max-w-md text-sm leading-relaxed text-stone-300">{next.body}</p>
        <Link
          to={next.to}
          className="mt-5 inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-ink hover:bg-gold"
        >
          {next.label} <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </section>
  );
}

/** The dashboard's overview (docs/rules/product.md#screens, docs/rules/photographers-and-portfolios.md#overview-and-analytics): the four numbers, the rating (docs/rules/history.md#issue-13) and the recent activities. */
export function OverviewView({ name }: { name: string | null }) {
  return (
    <>
      <DashboardPageHeading
        eyebrow={homeTexts.eyebrow}
        title={name ? homeTexts.welcome({ name }) : homeTexts.titleNoName}
      >
        {homeTexts.intro}
      </DashboardPageHeading>
      <StatCards />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <RecentActivities />
        <NextStep />
      </div>
      <ProfileChecklist />
    </>
  );
}
