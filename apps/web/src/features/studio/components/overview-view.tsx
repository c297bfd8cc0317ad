import { paths, type StudioOverview, studioTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Camera, EyeOff, Flag, type LucideIcon, Star } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-states';
import { overviewQuery, photographersSearch } from '../api/studio-api';
import { PageHeading } from './studio-shell';
import { SamplePlaces } from './sample-places';
import { panelClass } from './ui';

const filtered = (state: 'listed' | 'hidden' | 'featured') =>
  `${paths.studioPhotographers}${photographersSearch({ q: '', state, page: 1 })}`;

const tiles: readonly { key: keyof StudioOverview; icon: LucideIcon; to: string }[] = [
  { key: 'photographers', icon: Camera, to: filtered('listed') },
  { key: 'hidden', icon: EyeOff, to: filtered('hidden') },
  { key: 'featured', icon: Star, to: filtered('featured') },
  { key: 'reports', icon: Flag, to: paths.studioReviews },
];

const formatCount = (n: number) => n.toLocaleString('en-US');

/** /studio (issue 14): the console's four numbers, each a way into the page that lists them. */
export function OverviewView() {
  const overview = useQuery(overviewQuery());
  return (
    <>
      <PageHeading title={studioTexts.overviewTitle}>{studioTexts.consoleIntro}</PageHeading>
      {overview.isError && !overview.data ? (
        <LoadError
          message={studioTexts.failure}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <ul
          aria-label={studioTexts.countsLabel}
          aria-busy={overview.isPending}
          className="grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-4"
        >
          {tiles.map(({ key, icon: Icon, to }) => {
            const valueId = `studio-count-${key}`;
            const value = overview.data?.[key];
            const waiting = key === 'reports' && (value ?? 0) > 0;
            return (
              <li
                key={key}
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
                      {studioTexts.counts[key]}
                    </Link>
                  </p>
                  <span
                    aria-hidden
                    className="grid size-9 shrink-0 place-items-center rounded-full bg-clay/10 text-clay dark:bg-gold/15 dark:text-gold"
                  >
                    <Icon className="size-[1.125rem]" />
                  </span>
                </div>
                <p
                  id={valueId}
                  className="mt-auto pt-3 font-serif text-3xl text-ink tabular-nums sm:text-4xl dark:text-white"
                >
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
          })}
        </ul>
      )}
      <SamplePlaces />
    </>
  );
}
