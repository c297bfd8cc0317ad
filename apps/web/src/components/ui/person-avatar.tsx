import { useState } from 'react';

/** "Achieng Otieno" -> "AO", "wanjiru.k" -> "WK", "" -> "?". */
export function initialsOf(name: string): string {
  const parts = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  return (
    parts
      .slice(0, 2)
      .map((p) => Array.from(p)[0]!.toLocaleUpperCase())
      .join('') || '?'
  );
}

const palette = [
  'from-clay to-gold',
  'from-ink to-clay',
  'from-clay-dark to-clay',
  'from-stone-700 to-gold',
  'from-emerald-800 to-gold',
] as const;

/** A steady colour per name, so a person keeps the same avatar on every page. */
function paletteOf(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return palette[hash % palette.length]!;
}

/**
 * A person's picture, or their initials when there is none or it fails to load. Decorative
 * (alt=""): the name is always written beside it. `className` sets the size and text size.
 */
export function PersonAvatar({
  name,
  src,
  className = 'size-10 text-sm',
}: {
  name: string;
  src: string | null | undefined;
  className?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  if (src && broken !== src)
    return (
      <img
        src={src}
        alt=""
        width={96}
        height={96}
        loading="lazy"
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
