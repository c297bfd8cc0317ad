import { useState } from 'react';
import { initialsOf, paletteOf } from '@/lib/initials';

/**
 * A person's picture, or their initials when there is none or it fails to load. Decorative
 * (alt=""): the name is always written beside it. `className` sets the size and text size.
 */
export function PersonAvatar({
  name,
  src,
  className = 'size-10 text-sm',
  eager = false,
}: {
  name: string;
  src: string | null | undefined;
  className?: string;
  /** Above the fold (a page's own header): fetched at once. */
  eager?: boolean;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  if (src && broken !== src)
    return (
      <img
        src={src}
        alt=""
        width={96}
        height={96}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setBroken(src)}
        className={`shrink-0 rounded-full bg-sand object-cover ring-2 ring-white dark:bg-stone-800 dark:ring-stone-900 ${className}`}
      />
    );
  return (
    <span
      aria-hidden
      data-testid="initials-avatar"
      className={`grid shrink-0 place-items-center rounded-full bg-gradient-to-br font-serif font-semibold text-white ring-2 ring-white dark:ring-stone-900 ${paletteOf(name)} ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
