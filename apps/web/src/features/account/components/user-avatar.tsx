import { initialsOf, paletteOf } from '@/lib/initials';

const sizes = {
  sm: 'size-9 text-sm',
  md: 'size-12 text-base',
  lg: 'size-24 text-3xl',
} as const;

/**
 * The user's picture, or initials drawn here from the name (docs/rules/product.md#screens: a generated-initials avatar).
 * Decorative: the name is always written beside it.
 */
export function UserAvatar({
  name,
  src,
  size = 'sm',
}: {
  name: string;
  src: string | null | undefined;
  size?: keyof typeof sizes;
}) {
  const box = sizes[size];
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={512}
        height={512}
        decoding="async"
        className={`${box} shrink-0 rounded-full bg-sand object-cover ring-2 ring-white dark:ring-stone-900`}
      />
    );
  }
  return (
    <span
      aria-hidden
      data-testid="initials-avatar"
      className={`${box} grid shrink-0 place-items-center rounded-full bg-gradient-to-br font-serif font-semibold text-white ring-2 ring-white dark:ring-stone-900 ${paletteOf(name)}`}
    >
      {initialsOf(name)}
    </span>
  );
}
