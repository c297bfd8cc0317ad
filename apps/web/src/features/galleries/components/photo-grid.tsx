import { type GalleryPhoto, galleriesTexts } from '@studio/shared';
import { Check, Heart } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';

const t = galleriesTexts.browser;

/** The row height the justified grid aims for, in CSS pixels (rows stretch to fill the width). */
const ROW_HEIGHT = 200;

/** Tiles put into the page at a time: a few phone screens (docs/decisions/0044-gallery-first-screen.md). */
export const TILES_PER_STEP = 60;

/**
 * How many of the `count` photographs at hand to show, growing by a step whenever the returned
 * marker comes within a screen or two of view: a gallery of 500 photographs starts as 60 tiles, not
 * 500. Once every one at hand shows, the marker asks for `more` (a share link's next page). The
 * first step is the same on the server and in the browser; without IntersectionObserver every
 * tile follows.
 */
function useTilesInSteps(count: number, more?: () => void) {
  const [limit, setLimit] = useState(TILES_PER_STEP);
  const shown = Math.min(limit, count);
  const marker = useRef<HTMLLIElement>(null);
  const hasMore = shown < count || more !== undefined;
  useEffect(() => {
    if (!hasMore) return;
    if (typeof IntersectionObserver === 'undefined') {
      setLimit(Infinity);
      more?.();
      return;
    }
    const node = marker.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        // The next step shows as soon as its photographs are at hand, now or when `more` brings them.
        setLimit(shown + TILES_PER_STEP);
        if (shown >= count) more?.();
      },
      { rootMargin: '1200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, count, shown, more]);
  return { shown, marker: hasMore ? marker : undefined };
}

/**
 * How much of a phone's width a tile takes, in vw: a landscape photograph fills its row alone (its
 * least width is more than half a phone's), a square or portrait one shares it with one or two others.
 * Saying less than the tile gets makes the browser fetch a size too small, and the photograph soft.
 */
const phoneShare = (aspect: number) => (aspect > 1.2 ? 100 : 50);

/**
 * A justified grid (docs/decisions/0039-client-galleries.md) made by CSS alone: each tile grows in
 * proportion to its photograph's aspect, so every row fills the width at about the same height and
 * no photograph is cropped much. Images load lazily over their blurred placeholder.
 */
export function PhotoGrid({
  photos,
  more,
  onOpen,
  badge,
}: {
  photos: GalleryPhoto[];
  /** Asks for the next photographs once every one given shows (a share link's pages). */
  more?: () => void;
  onOpen: (index: number) => void;
  /** Extra marks on a tile (e.g. the photographer's favourite counts). */
  badge?: (photo: GalleryPhoto) => ReactNode;
}) {
  const { shown, marker } = useTilesInSteps(photos.length, more);
  return (
    <ul className="flex flex-wrap gap-1 sm:gap-1.5" aria-label={t.photographs}>
      {photos.slice(0, shown).map((p, i) => {
        const aspect = p.width / p.height;
        return (
          <li
            key={p.id}
            className="relative overflow-hidden rounded-sm bg-stone-200 dark:bg-stone-800"
            style={{ flexGrow: aspect * 100, width: `${Math.round(aspect * ROW_HEIGHT * 0.7)}px` }}
          >
            <span aria-hidden className="block" style={{ paddingBottom: `${(1 / aspect) * 100}%` }} />
            <button
              type="button"
              onClick={() => onOpen(i)}
              className="absolute inset-0 block focus-visible:outline-2 focus-visible:outline-offset-2"
              style={{ backgroundImage: `url("${p.placeholder}")`, backgroundSize: 'cover' }}
              aria-label={t.open({ fileName: p.fileName })}
            >
              <img
                srcSet={p.srcset}
                sizes={`(max-width: 640px) ${phoneShare(aspect)}vw, ${Math.round(aspect * ROW_HEIGHT * 1.5)}px`}
                alt={p.fileName}
                loading="lazy"
                decoding="async"
                width={p.width}
                height={p.height}
                className="size-full object-cover"
              />
            </button>
            <span className="pointer-events-none absolute right-1.5 bottom-1.5 flex gap-1">
              {p.favourite && (
                <span className="rounded-full bg-white/90 p-1 text-clay" title={t.favourite}>
                  <Heart aria-label={t.favourite} className="size-3.5 fill-current" />
                </span>
              )}
              {p.selected && (
                <span className="rounded-full bg-ink/90 p-1 text-white" title={galleriesTexts.client.selected}>
                  <Check aria-label={galleriesTexts.client.selected} className="size-3.5" />
                </span>
              )}
              {badge?.(p)}
            </span>
          </li>
        );
      })}
      {/* Keeps the last row from stretching a lone photograph across the width. */}
      <li aria-hidden className="h-0" style={{ flexGrow: 1e6 }} />
      {marker && <li ref={marker} aria-hidden data-testid="more-photos" className="h-px w-full" />}
    </ul>
  );
}
