import { studioPageTexts } from '@studio/shared';
import { Expand } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { LazyImageViewer } from './lazy-image-viewer';
import { Picture } from './picture';
import type { LibraryPhoto } from './resolve-photo';

interface PhotoGridProps {
  photos: readonly LibraryPhoto[];
  /** The viewer's accessible name, e.g. "Weddings photos". */
  label: string;
  /**
   * `columns`: natural shapes in CSS columns (two, three from `md`); `featured`: a grid of 4:3
   * tiles whose first tile is twice the size.
   */
  layout: 'columns' | 'featured';
  /** The first photo is above the fold. */
  priorityFirst?: boolean;
  listTestId?: string;
  tileTestId?: string;
}

const SIZES = {
  columns: '(min-width: 1280px) 400px, (min-width: 768px) 32vw, 48vw',
  featuredFirst: '(min-width: 1024px) 830px, 100vw',
  featured: '(min-width: 1024px) 410px, 50vw',
};

/**
 * Photographs as tiles, each a button that opens the full-size viewer; focus returns to the tile
 * when it closes. Used by the gallery, the portfolio tabs and the service pages (an island there).
 */
export function PhotoGrid({ photos, label, layout, priorityFirst = false, listTestId, tileTestId }: PhotoGridProps) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (open === null && opener.current) {
      opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  const featured = layout === 'featured';
  return (
    <>
      <ul
        className={
          featured ? 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3' : 'columns-2 gap-3 sm:gap-4 md:columns-3 lg:gap-5'
        }
        data-testid={listTestId}
      >
        {photos.map((p, i) => (
          <li
            key={p.id}
            className={
              featured ? (i === 0 ? 'col-span-2 row-span-2' : undefined) : 'mb-3 break-inside-avoid sm:mb-4 lg:mb-5'
            }
          >
            <button
              type="button"
              aria-haspopup="dialog"
              aria-label={studioPageTexts.viewFullSize({ alt: p.alt })}
              data-testid={tileTestId}
              onClick={(e) => {
                opener.current = e.currentTarget;
                setOpen(i);
              }}
              className="group relative block h-full w-full overflow-hidden rounded-2xl bg-sand dark:bg-stone-800"
            >
              <Picture
                image={p.image}
                alt=""
                priority={priorityFirst && i === 0}
                // docs/decisions/0035: tiles load when near the screen, not at Chrome's own lazy distance.
                deferred
                sizes={featured ? (i === 0 ? SIZES.featuredFirst : SIZES.featured) : SIZES.columns}
                className={featured ? 'block h-full' : 'block'}
                imgClassName={`${featured ? 'aspect-[4/3] h-full object-cover' : 'h-auto'} w-full transition-transform duration-700 group-hover:scale-105`}
              />
              <span className="absolute right-3 bottom-3 grid size-9 place-items-center rounded-full bg-black/55 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
                <Expand aria-hidden className="size-4" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <LazyImageViewer
        images={photos.map((p) => ({ key: p.id, image: p.image, alt: p.alt, caption: p.alt, lang: p.lang }))}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        label={label}
      />
    </>
  );
}
