import type { MediaFileSource } from '@/components/media/resolve-photo';
import { initialsOf } from '@/lib/initials';

interface AvatarProps {
  /** The library's generated initials portrait, resolved on the server (`resolveMediaFile`). */
  image: Pick<MediaFileSource, 'src' | 'width' | 'height'> | undefined;
  /** The person's name, for the fallback initials. */
  name: string;
  className?: string;
}

/**
 * A person's avatar: the library's generated initials portrait, or the initials drawn here when
 * the library has none. Decorative (alt=""): the name is always written next to it.
 */
export function Avatar({ image, name, className = 'size-14' }: AvatarProps) {
  if (!image)
    return (
      <span
        aria-hidden
        className={`grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-clay to-gold font-serif text-lg font-semibold text-white ${className}`}
      >
        {initialsOf(name)}
      </span>
    );
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt=""
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-full bg-sand object-cover ${className}`}
    />
  );
}
