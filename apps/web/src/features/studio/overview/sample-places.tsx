import { studioMediaTexts as t } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, ImageIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-states';
import { samplePlacesQuery } from '../images/images-api';
import { panelClass } from '@/components/ui/panel';

/** How many places are listed before the rest fold away. */
const FIRST = 8;

/**
 * docs/rules/history.md#issue-23, on the console's overview: how many picture slots of the site still show bundled
 * samples, and each place with a link to the page that replaces it; it counts down as staff put
 * their own photographs in, until none remain.
 */
export function SamplePlaces() {
  const query = useQuery(samplePlacesQuery());
  if (query.isError && !query.data)
    return (
      <div className="mt-8">
        <LoadError message={t.samples.loadFailure} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  const data = query.data;
  const links = (places: NonNullable<typeof data>['places']) =>
    places.map((place) => (
      <li key={`${place.part}-${place.label}`}>
        <Link
          to={place.consolePath}
          className="inline-flex min-h-10 items-center text-sm font-medium text-ink underline decoration-stone-300 underline-offset-4 hover:decoration-clay dark:text-stone-100"
        >
          {t.samples.place({ label: place.label, count: place.count })}
        </Link>
      </li>
    ));
  return (
    <section
      aria-labelledby="studio-sample-places"
      aria-busy={query.isPending}
      className={`${panelClass} mt-8 p-4 sm:p-6`}
    >
      <h2
        id="studio-sample-places"
        className="flex items-center gap-2 font-sans text-base font-semibold text-ink dark:text-white"
      >
        {data?.total === 0 ? (
          <CheckCircle2 aria-hidden className="size-5 text-emerald-700 dark:text-emerald-300" />
        ) : (
          <ImageIcon aria-hidden className="size-5 text-clay dark:text-gold" />
        )}
        {t.samples.title}
      </h2>
      <p className="mt-2 font-serif text-2xl text-ink dark:text-white" data-testid="sample-count">
        {data ? (
          t.samples.count({ count: data.total })
        ) : (
          <span className="inline-block h-7 w-64 animate-pulse rounded bg-sand dark:bg-stone-800" />
        )}
      </p>
      {data && data.total > 0 && (
        <>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t.samples.intro}</p>
          <ul aria-label={t.samples.title} className="mt-3 grid gap-x-6 sm:grid-cols-2">
            {links(data.places.slice(0, FIRST))}
          </ul>
          {data.places.length > FIRST && (
            <details className="mt-2">
              <summary className="min-h-10 cursor-pointer py-2 text-sm font-semibold text-stone-700 dark:text-stone-300">
                {t.samples.more({ count: data.places.length - FIRST })}
              </summary>
              <ul className="grid gap-x-6 sm:grid-cols-2">{links(data.places.slice(FIRST))}</ul>
            </details>
          )}
        </>
      )}
    </section>
  );
}
