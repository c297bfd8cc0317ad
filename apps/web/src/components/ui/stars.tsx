import { Star } from 'lucide-react';

/**
 * A rating drawn as five stars, filled up to `rating` (rounded to the nearest half), for the eye
 * only: the caller says the rating in words next to it.
 */
export function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  const halves = Math.round(rating * 2);
  return (
    <span aria-hidden className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = halves >= n * 2 ? 'full' : halves === n * 2 - 1 ? 'half' : 'empty';
        return (
          <span key={n} className="relative inline-flex">
            <Star className={`${className} text-stone-300 dark:text-stone-600`} />
            {fill !== 'empty' && (
              <span className={`absolute inset-0 overflow-hidden ${fill === 'half' ? 'w-1/2' : ''}`}>
                <Star className={`${className} fill-gold text-gold`} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
