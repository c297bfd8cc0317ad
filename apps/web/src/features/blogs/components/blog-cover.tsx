import type { Blog } from '@studio/shared';
import { photo } from '@studio/shared/media/media';
import { ImageOff } from 'lucide-react';
import { Photo } from '@/components/media/photo';

interface BlogCoverProps {
  post: Pick<Blog, 'cover'>;
  sizes: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}

/**
 * A post's cover: the library's responsive <Photo> when the browser knows the media id, else the
 * URLs the API sent (a cover chosen after this build), else a quiet placeholder.
 */
export function BlogCover({ post, sizes, priority = false, className = '', imgClassName = '' }: BlogCoverProps) {
  const cover = post.cover;
  if (cover && photo(cover.id)) {
    return <Photo id={cover.id} sizes={sizes} priority={priority} className={className} imgClassName={imgClassName} />;
  }
  if (cover) {
    return (
      <picture className={className}>
        <source type="image/avif" srcSet={cover.srcSetAvif} sizes={sizes} />
        <source type="image/webp" srcSet={cover.srcSetWebp} sizes={sizes} />
        <img
          src={cover.src}
          width={cover.width}
          height={cover.height}
          alt={cover.alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : 'auto'}
          style={{ backgroundImage: `url("${cover.placeholder}")`, backgroundSize: 'cover' }}
          className={imgClassName}
        />
      </picture>
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
