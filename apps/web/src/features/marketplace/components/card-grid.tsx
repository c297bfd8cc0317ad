/** The grid of photographer cards: one column on phones, two from 640 px, three from 1024 px. */
export const cardGridClass = 'grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3';

/** The anchor of the 'Featured Photographers' group (docs/rules/photographers-and-portfolios.md#public-directory: where /popular/photographer/:id leads). */
export const FEATURED_ANCHOR = 'featured';

/** A card's shape while the results load. */
export function PhotographerCardSkeleton() {
  return (
    <div
      aria-hidden
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-stone-200/80 bg-white dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="aspect-[4/3] bg-sand dark:bg-stone-800" />
      <div className="px-5 pb-5">
        <div className="-mt-7 size-14 rounded-full bg-stone-200 ring-4 ring-white dark:bg-stone-700 dark:ring-stone-900" />
        <div className="mt-4 h-5 w-2/3 rounded bg-stone-200 dark:bg-stone-700" />
        <div className="mt-2 h-4 w-1/3 rounded bg-stone-200 dark:bg-stone-700" />
        <div className="mt-4 h-4 w-full rounded bg-stone-100 dark:bg-stone-800" />
        <div className="mt-2 h-4 w-5/6 rounded bg-stone-100 dark:bg-stone-800" />
      </div>
    </div>
  );
}

/** A grid of card shapes while the results load. */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <div className={cardGridClass}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <PhotographerCardSkeleton key={i} />
      ))}
    </div>
  );
}
