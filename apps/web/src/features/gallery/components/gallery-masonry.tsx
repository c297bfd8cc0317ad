import { GALLERY_TILE_COUNT } from '@studio/shared';
import { useEffect, useRef, useState } from 'react';
import { ImageViewer } from '@/components/media/image-viewer';
import { Photo } from '@/components/media/photo';
import { useStudioContent } from '@/lib/studio-content';

/**
 * SPEC 2 /gallery: 27 tiles in three columns (two on small screens), masonry-style: each photo
 * keeps its natural shape and the columns balance themselves (CSS columns). Every tile is a
 * button that opens the full-size viewer; focus returns to the tile when it closes.
 */
export function GalleryMasonry() {
  const { imageLibrary } = useStudioContent();
  const tiles = imageLibrary.gallery.slice(0, GALLERY_TILE_COUNT);
  const ids = tiles.map((t) => t.src);
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (open === null && opener.current) {
      opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  return (
    <>
      <ul className="columns-2 gap-3 sm:gap-4 md:columns-3 lg:gap-5" data-testid="gallery">
        {tiles.map((tile, i) => (
          <li key={tile.src} className="mb-3 break-inside-avoid sm:mb-4 lg:mb-5">
            <button
              type="button"
              aria-haspopup="dialog"
              aria-label={`View full size: ${tile.alt}`}
              data-testid="gallery-tile"
              onClick={(e) => {
                opener.current = e.currentTarget;
                setOpen(i);
              }}
              className="group block w-full overflow-hidden rounded-xl bg-sand dark:bg-stone-800"
            >
              <Photo
                id={tile.src}
                alt={tile.alt}
                priority={i === 0}
                sizes="(min-width: 1280px) 400px, (min-width: 768px) 32vw, 48vw"
                className="block"
                imgClassName="h-auto w-full transition duration-700 group-hover:scale-[1.03] group-hover:opacity-90"
              />
            </button>
          </li>
        ))}
      </ul>
      <ImageViewer ids={ids} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} label="Gallery" />
    </>
  );
}
