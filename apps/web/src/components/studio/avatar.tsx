import { mediaFile } from '@studio/shared/media/media';
import { initialsOf } from '@/lib/initials';

interface AvatarProps {
  /** A portrait of the media library (generated initials). */
  id: string;
  /** The person's name, for the fallback initials. */
  name: string;
  className?: string;
}

/**
 * A person's avatar: the library's generated initials portrait, or the initials drawn here when
 * the id is unknown. Decorative (alt=""): the name is always written next to it.
 */
export function Avatar({ id, name, className = 'size-14' }: AvatarProps) {
  const file = mediaFile(id);
  if (!file)
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
      src={file.src}
      width={file.width}
      height={file.height}
      alt=""
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-full bg-sand object-cover ${className}`}
    />
  );
}
