import type { CSSProperties } from 'react';

/**
 * A rating drawn as five stars, filled up to `rating` (rounded to the nearest half), for the eye
 * only: the caller says the rating in words next to it. One element painted by the `stars` utility
 * (styles.css), not five icons: a profile with twenty reviews would carry 100 SVGs otherwise.
 * `className` sets the height (`h-4`, `h-5`); the width follows.
 */
export function Stars({ rating, className = 'h-4' }: { rating: number; className?: string }) {
  const halves = Math.min(10, Math.max(0, Math.round(rating * 2)));
  return (
    <span
      aria-hidden
      className={`stars ${className}`}
      style={{ '--stars-filled': `${halves * 10}%` } as CSSProperties}
    />
  );
}
