import { directoryTexts, type PhotographerCard as Card, type PhotographerSearchResponse } from '@studio/shared';
import { Camera } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { hasChoices, type SearchFilters, viewCurrency } from '../utils/search-filters';
import { cardGridClass, FEATURED_ANCHOR } from './card-grid';
import { FavouriteToggle } from './favourite-toggle';
import { Pagination } from './pagination';
import { PhotographerCard } from './photographer-card';

function Group({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <div className="mb-6 flex items-end justify-between gap-4 border-b border-stone-200 pb-3 dark:border-stone-800">
        <div>
          <h2 id={headingId} className="font-serif text-2xl leading-tight text-ink sm:text-3xl dark:text-white">
            {title}
          </h2>
        </div>
      </div>
      {children}
    </section>
  );
}

export interface SearchResultsProps {
  data: PhotographerSearchResponse;
  filters: SearchFilters;
  signedIn: boolean;
  /** Where a signed-out visitor's heart leads. */
  signInHref: string;
}

/**
 * One page of the directory's results (docs/rules/product.md#screens, docs/rules/photographers-and-portfolios.md#public-directory): 'Featured Photographers' on the first page,
 * then 'All Photographers', and the pages; or the empty state. Every card's photographs load when
 * they come near the screen: on a phone the search form fills the first screen, and a photograph
 * asked for at once there only competes with the page's own words (docs/decisions/0035).
 */
export function SearchResults({ data, filters, signedIn, signInHref }: SearchResultsProps) {
  const prices = { currency: viewCurrency(filters), kesPerUsd: data.rate.kesPerUsd };
  const card = (p: Card) => (
    <li key={p._id}>
      <PhotographerCard
        photographer={p}
        prices={prices}
        action={<FavouriteToggle card={p} signedIn={signedIn} signInHref={signInHref} />}
      />
    </li>
  );

  if (data.meta.total === 0 || data.data.length === 0)
    return (
      <>
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 px-6 py-16 text-center dark:border-stone-700">
          <span
            aria-hidden
            className="grid size-14 place-items-center rounded-full bg-sand text-clay-dark dark:bg-stone-800 dark:text-gold"
          >
            <Camera className="size-6" />
          </span>
          <p className="mt-5 font-serif text-2xl text-ink dark:text-white">{directoryTexts.empty}</p>
          {hasChoices(filters) && <p className="mt-2 text-stone-700 dark:text-stone-300">{directoryTexts.emptyHint}</p>}
        </div>
        <Pagination filters={filters} totalPages={data.meta.totalPages} />
      </>
    );

  const showFeatured = filters.page === 1 && data.featured.length > 0;
  return (
    <div className="space-y-14">
      {showFeatured && (
        <Group id={FEATURED_ANCHOR} title={directoryTexts.featuredTitle}>
          <ul className={cardGridClass}>{data.featured.map(card)}</ul>
        </Group>
      )}
      <Group title={directoryTexts.allTitle}>
        <ul className={cardGridClass}>{data.data.map(card)}</ul>
        <Pagination filters={filters} totalPages={data.meta.totalPages} />
      </Group>
    </div>
  );
}
