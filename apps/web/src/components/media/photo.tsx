import { type PhotoMedia, photo as findPhoto, photoSrcSet } from '@studio/shared/media/media';
import type { CSSProperties } from 'react';

interface PhotoProps {
  /** A media id of the image library, e.g. "photos/giraffes-savanna-01". */
  id: string;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  /** Overrides the library's description (empty string for decorative images). */
  alt?: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  /**
   * Full-bleed photos: `sizes` of the 3:4 crop shown on portrait screens, where the landscape
   * photo would be cropped to a narrow slice (sharper, and fewer bytes). Ignored without a crop.
   */
  portraitSizes?: string;
  className?: string;
  imgClassName?: string;
}

/**
 * A responsive photograph: AVIF and WebP at several widths, a JPEG fallback, explicit width and
 * height (no layout shift), lazy below the fold, and a tiny blurred placeholder while it loads.
 */
/** Portrait screens (phones held upright), where full-bleed photos show their 3:4 crop. */
const PORTRAIT_SCREEN = '(max-aspect-ratio: 3/4)';

export function Photo({ id, sizes, alt, priority = false, portraitSizes, className, imgClassName }: PhotoProps) {
  const p: PhotoMedia | undefined = findPhoto(id);
  if (!p) return null;
  const style: CSSProperties = {
    backgroundImage: `url("${p.placeholder}")`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  };
  return (
    <picture className={className}>
      {portraitSizes && p.portrait && (
        <>
          <source
            media={PORTRAIT_SCREEN}
            type="image/avif"
            srcSet={photoSrcSet(p, 'avif', 'portrait')}
            sizes={portraitSizes}
          />
          <source
            media={PORTRAIT_SCREEN}
            type="image/webp"
            srcSet={photoSrcSet(p, 'webp', 'portrait')}
            sizes={portraitSizes}
          />
        </>
      )}
      <source type="image/avif" srcSet={photoSrcSet(p, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(p, 'webp')} sizes={sizes} />
      <img
        src={p.fallback}
        width={p.width}
        height={p.height}
        alt={alt ?? p.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        style={style}
        className={imgClassName}
      />
    </picture>
  );
}
