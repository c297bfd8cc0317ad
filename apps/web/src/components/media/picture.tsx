import { type CSSProperties, useContext, useEffect, useRef } from 'react';
import { loadWhenNear } from '@/lib/deferred-images';
import { InIslandContext, IslandServerContext } from '@/lib/island';

/**
 * A photograph ready to show: its fallback URL, size, `srcset`s and placeholder, resolved before
 * it reaches the browser (`resolvePhoto` for the media library; uploads arrive in this shape).
 */
export interface ImageSource {
  /** The fallback image (JPEG for the library, WebP for uploads). */
  url: string;
  width: number;
  height: number;
  srcSet: { avif: string; webp: string };
  /** A tiny blurred image shown while the photograph loads. */
  placeholder?: string;
  /** Full-bleed photos: the 3:4 crop's `srcset`s for portrait screens. */
  portraitSrcSet?: { avif: string; webp: string };
}

export interface PictureProps {
  image: ImageSource;
  alt: string;
  /** The language of `alt` when not the page's (an English description on a Kiswahili page). */
  lang?: string;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  /**
   * `sizes` of the 3:4 crop shown on portrait screens, where a landscape photo would be cropped to
   * a narrow slice (sharper, and fewer bytes). Ignored when the image has no crop.
   */
  portraitSizes?: string;
  /**
   * When to load: `priority`, the page's main image (at once, with high priority); `eager`, at
   * once at the browser's own priority (above the fold, not the main one); `lazy` (the default),
   * when it comes near the screen. `true` means `priority`.
   */
  priority?: boolean | 'eager';
  className?: string;
  imgClassName?: string;
  /** false inside a draggable list item, so the item is dragged rather than the image. */
  draggable?: boolean;
  /**
   * Server-rendered parts that never hydrate (ADR 0035): a lazy photograph is fetched only when it
   * comes within a short distance of the screen (`lib/page-behaviours.ts`), not at the browser's
   * own lazy distance, which on a phone reaches two screens down. A `<noscript>` copy shows it
   * without scripts. Rendered in the browser, it is a plain lazy photograph.
   */
  deferred?: boolean;
}

/** The tiny blurred placeholder behind a photograph until it has loaded. */
const placeholderStyle = (image: ImageSource): CSSProperties | undefined =>
  image.placeholder
    ? { backgroundImage: `url("${image.placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : undefined;

/** Portrait screens (phones held upright), where full-bleed photos show their 3:4 crop. */
const PORTRAIT_SCREEN = '(max-aspect-ratio: 3/4)';

/**
 * A responsive photograph: AVIF and WebP at several widths, a fallback, explicit width and height
 * (no layout shift), lazy below the fold, and a tiny blurred placeholder while it loads. Decoding
 * is never synchronous: a large image decoded on the main thread blocks input.
 */
export function Picture({
  image,
  alt,
  lang,
  sizes,
  portraitSizes,
  priority = false,
  className,
  imgClassName,
  draggable,
  deferred = false,
}: PictureProps) {
  // On an islands page only: in its HTML (never hydrated) or inside one of its islands (which hands
  // the photograph over itself). The client-routed app renders the plain photograph on both sides.
  const islandsPage = useContext(IslandServerContext) !== null;
  const inIsland = useContext(InIslandContext);
  if (deferred && !priority && (islandsPage || inIsland)) {
    return (
      <DeferredPicture
        image={image}
        alt={alt}
        lang={lang}
        sizes={sizes}
        className={className}
        imgClassName={imgClassName}
      />
    );
  }
  const style = placeholderStyle(image);
  const portrait = portraitSizes ? image.portraitSrcSet : undefined;
  return (
    <picture className={className}>
      {portrait && (
        <>
          <source media={PORTRAIT_SCREEN} type="image/avif" srcSet={portrait.avif} sizes={portraitSizes} />
          <source media={PORTRAIT_SCREEN} type="image/webp" srcSet={portrait.webp} sizes={portraitSizes} />
        </>
      )}
      <source type="image/avif" srcSet={image.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcSet.webp} sizes={sizes} />
      <img
        src={image.url}
        width={image.width}
        height={image.height}
        alt={alt}
        lang={lang}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority === true ? 'high' : 'auto'}
        draggable={draggable}
        style={style}
        className={imgClassName}
      />
    </picture>
  );
}

/**
 * A deferred photograph: its sources in `data-` attributes until it is near (lib/deferred-images.ts).
 * Keyed by its address, so another photograph in its place is a new element that waits in turn.
 */
function DeferredPicture({ image, alt, lang, sizes, className, imgClassName }: PictureProps) {
  const style = placeholderStyle(image);
  const img = useRef<HTMLImageElement>(null);
  // Again for a new address: the keyed element is a new one, to hand over in turn.
  useEffect(() => {
    if (img.current) loadWhenNear(img.current);
  }, [image.url]);
  return (
    <>
      <picture key={image.url} className={className}>
        <source type="image/avif" data-srcset={image.srcSet.avif} sizes={sizes} />
        <source type="image/webp" data-srcset={image.srcSet.webp} sizes={sizes} />
        <img
          ref={img}
          data-src={image.url}
          width={image.width}
          height={image.height}
          alt={alt}
          lang={lang}
          decoding="async"
          style={style}
          className={imgClassName}
        />
      </picture>
      <noscript>
        <img
          src={image.url}
          width={image.width}
          height={image.height}
          alt={alt}
          lang={lang}
          loading="lazy"
          className={imgClassName}
        />
      </noscript>
    </>
  );
}
