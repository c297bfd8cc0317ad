import type { PortfolioImage } from '@studio/shared';
import type { CSSProperties } from 'react';

interface PortfolioPhotoProps {
  image: PortfolioImage;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  alt: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  /** false inside a draggable list item, so the item is dragged rather than the image. */
  draggable?: boolean;
}

/**
 * A photographer's uploaded photograph (D21): AVIF and WebP variants with `srcset`, explicit width
 * and height (no layout shift), lazy below the fold, and its tiny blurred placeholder while it loads.
 * The counterpart of <Photo> for images that are not in the studio's media library.
 */
export function PortfolioPhoto({
  image,
  sizes,
  alt,
  priority = false,
  className,
  imgClassName,
  draggable,
}: PortfolioPhotoProps) {
  const style: CSSProperties | undefined = image.placeholder
    ? { backgroundImage: `url("${image.placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : undefined;
  return (
    <picture className={className}>
      {image.srcSet.avif && <source type="image/avif" srcSet={image.srcSet.avif} sizes={sizes} />}
      {image.srcSet.webp && <source type="image/webp" srcSet={image.srcSet.webp} sizes={sizes} />}
      <img
        src={image.url}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        draggable={draggable}
        style={style}
        className={imgClassName}
      />
    </picture>
  );
}
