import type { ReactNode } from 'react';

/** The round clay badge an icon sits in above a message (empty lists, not-found and no-access pages, prompts). */
export function IconBadge({ children, className = 'size-14' }: { children: ReactNode; className?: string }) {
  return (
    <span
      aria-hidden
      className={`grid shrink-0 place-items-center rounded-full bg-clay/10 text-clay dark:bg-gold/15 dark:text-gold ${className}`}
    >
      {children}
    </span>
  );
}
