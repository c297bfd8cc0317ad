import type { Blog } from '@studio/shared';
import { ImageOff } from 'lucide-react';
import { Picture } from '@/components/media/picture';

interface BlogCoverProps {
  post: Pick<Blog, 'cover'>;
  sizes: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}

/**
 * A post's cover, from what the API sends with every post (URLs, `srcset`s, size, placeholder and
 * alt text: the media library's own, so no manifest is needed), else a quiet placeholder. One that
 * is not the page's main picture loads only when it nears the screen (ADR 0035).
 */
export function BlogCover({ post, sizes, priority = false, className = '', imgClassName = '' }: BlogCoverProps) {
  const cover = post.cover;
  if (cover) {
    return (
      <Picture
        image={{
          url: cover.src,
          width: cover.width,
          height: cover.height,
          srcSet: { avif: cover.srcSetAvif, webp: cover.srcSetWebp },
          placeholder: cover.placeholder,
        }}
        alt={cover.alt}
        lang={cover.lang}
        sizes={sizes}
        priority={priority}
        deferred={!priority}
        className={className}
        imgClassName={imgClassName}
      />
    );
  }
  return (
    <div
      className={`${className} grid place-items-center bg-sand text-stone-500 dark:bg-stone-800 dark:text-stone-400`}
    >
      <ImageOff aria-hidden className="size-8" />
    </div>
  );
}
