import { formatNumber } from '@studio/shared/i18n/format';
import {
  paths,
  STUDIO_ATTENTION_KEYS,
  STUDIO_NEW_SUBSCRIBERS_DAYS,
  type StudioAttentionKey,
  type StudioMarketplaceKey,
  studioTexts,
} from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowRight,
  CalendarClock,
  Camera,
  EyeOff,
  Flag,
  Inbox,
  LifeBuoy,
  type LucideIcon,
  MailPlus,
  Star,
} from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-states';
import { overviewQuery, photographersSearch } from '../shared/studio-api';
import { bookingsSearch } from '../bookings/bookings-api';
import { StudioPageHeading } from '../shared/studio-shell';
import { SamplePlaces } from './sample-places';
import { panelClass } from '@/components/ui/panel';

const filtered = (state: 'listed' | 'hidden' | 'featured') =>
  `${paths.studioPhotographers}${photographersSearch({ q: '', state, page: 1 })}`;

interface Tile<K> {
  key: K;
  icon: LucideIcon;
  to: string;
}

/** docs/rules/history.md#issue-23: what waits for staff, each linked to where it is handled. */
const attentionTiles: Record<StudioAttentionKey, Omit<Tile<StudioAttentionKey>, 'key'>> = {
  messages: { icon: Inbox, to: paths.studioInbox },
  tickets: { icon: LifeBuoy, to: `${paths.studioSupport}?state=open` },
  reports: { icon: Flag, to: paths.studioReviews },
  bookings: { icon: CalendarClock, to: `${paths.studioBookings}${bookingsSearch({ state: 'pending' })}` },
  subscribers: { icon: MailPlus, to: paths.studioNewsletter },
};

const marketplaceTiles: readonly Tile<StudioMarketplaceKey>[] = [
  { key: 'photographers', icon: Camera, to: filtered('listed') },
  { key: 'hidden', icon: EyeOff, to: filtered('hidden') },
  { key: 'featured', icon: Star, to: filtered('featured') },
  { key: 'reports', icon: Flag, to: paths.studioReviews },
];

const formatCount = (n: number) => formatNumber(n);

/** One number, its name a link to the page that lists (and handles) it; the whole tile is the target. */
function CountTile({
  id,
  label,
  icon: Icon,
  to,
  value,
  waiting,
}: {
  id: string;
  label: string;
  icon: LucideIcon;
  to: string;
  value: number | undefined;
  waiting: boolean;
}) {
  const valueId = `studio-count-${id}`;
  return (
    <li
      className={`${panelClass} group relative flex flex-col p-4 transition-shadow focus-within:ring-2 focus-within:ring-gold hover:shadow-md sm:p-6 ${
        waiting ? 'border-clay/40 dark:border-gold/40' : ''
      }`}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-stone-600 dark:text-stone-400">
          <Link
            to={to}
            aria-describedby={valueId}
            className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none group-hover:text-ink dark:group-hover:text-white"
          >
            {label}
          </Link>
        </p>
        <span
          aria-hidden
          className="grid size-9 shrink-0 place-items-center rounded-full bg-clay/10 text-clay dark:bg-gold/15 dark:text-gold"
        >
          <Icon className="size-[1.125rem]" />
        </span>
      </div>
      <p id={valueId} className="mt-auto pt-3 font-serif text-3xl text-ink tabular-nums sm:text-4xl dark:text-white">
        {value === undefined ? (
          <span className="inline-block h-9 w-14 animate-pulse rounded bg-sand align-middle dark:bg-stone-800">
            <span className="sr-only">{studioTexts.loading}</span>
          </span>
        ) : (
          formatCount(value)
        )}
      </p>
      <p className="mt-3 flex items-center gap-1 text-xs font-semibold text-stone-500 group-hover:text-clay dark:text-stone-400 dark:group-hover:text-gold">
        {studioTexts.open} <ArrowRight aria-hidden className="size-3.5" />
      </p>
    </li>
  );
}

const sectionTitle = 'mb-4 font-serif text-2xl text-ink dark:text-white';

/**
 * /studio (docs/rules/history.md#issue-14, #issue-23): what needs attention (new messages, open tickets, reported reviews,
 * pending bookings, new subscribers), then the marketplace's numbers; each a way into its page.
 */
export function OverviewView() {
  const overview = useQuery(overviewQuery());
  const attention = overview.data?.attention;
  const waiting = attention ? STUDIO_ATTENTION_KEYS.some((k) => k !== 'subscribers' && attention[k] > 0) : true;
  return (
    <>
      <StudioPageHeading title={studioTexts.overviewTitle}>{studioTexts.consoleIntro}</StudioPageHeading>
      {overview.isError && !overview.data ? (
        <LoadError
          message={studioTexts.failure}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <>
          <section aria-labelledby="studio-attention-title" className="mb-10">
            <h2 id="studio-attention-title" className={sectionTitle}>
              {studioTexts.attentionTitle}
            </h2>
            <ul
              aria-label={studioTexts.attentionLabel}
              aria-busy={overview.isPending}
              className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-5"
            >
              {STUDIO_ATTENTION_KEYS.map((key) => (
                <CountTile
                  key={key}
                  id={`attention-${key}`}
                  label={studioTexts.attention[key]}
                  {...attentionTiles[key]}
                  value={attention?.[key]}
                  waiting={key !== 'subscribers' && (attention?.[key] ?? 0) > 0}
                />
              ))}
            </ul>
            <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">
              {!waiting && <>{studioTexts.attentionClear} </>}
              {studioTexts.attentionSince({ days: STUDIO_NEW_SUBSCRIBERS_DAYS })}
            </p>
          </section>
          <section aria-labelledby="studio-marketplace-title">
            <h2 id="studio-marketplace-title" className={sectionTitle}>
              {studioTexts.marketplaceTitle}
            </h2>
            <ul
              aria-label={studioTexts.countsLabel}
              aria-busy={overview.isPending}
              className="grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-4"
            >
              {marketplaceTiles.map(({ key, icon, to }) => (
                <CountTile
                  key={key}
                  id={key}
                  label={studioTexts.counts[key]}
                  icon={icon}
                  to={to}
                  value={overview.data?.[key]}
                  waiting={key === 'reports' && (overview.data?.[key] ?? 0) > 0}
                />
              ))}
            </ul>
          </section>
        </>
      )}
      <SamplePlaces />
    </>
  );
}
