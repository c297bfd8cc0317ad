import { photo } from '@studio/shared/media/media';
import { Expand } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ImageViewer } from '@/components/media/image-viewer';
import { Photo } from '@/components/media/photo';

/** A service's photographs in natural shapes (CSS columns); each opens the full-size viewer, and focus returns to it afterwards. */
export function ServiceGallery({ ids, title }: { ids: readonly string[]; title: string }) {
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
      <ul className="columns-2 gap-3 sm:gap-4 lg:columns-3">
        {ids.map((id, i) => (
          <li key={id} className="mb-3 break-inside-avoid sm:mb-4">
            <button
              type="button"
              aria-haspopup="dialog"
              aria-label={`View full size: ${photo(id)?.alt ?? `photo ${i + 1}`}`}
              onClick={(e) => {
                opener.current = e.currentTarget;
                setOpen(i);
              }}
              className="group relative block w-full overflow-hidden rounded-2xl bg-sand dark:bg-stone-800"
            >
              <Photo
                id={id}
                alt=""
                sizes="(min-width: 1280px) 400px, (min-width: 1024px) 32vw, 48vw"
                className="block"
                imgClassName="h-auto w-full transition-transform duration-700 group-hover:scale-105"
              />
              <span className="absolute right-3 bottom-3 grid size-9 place-items-center rounded-full bg-black/55 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
                <Expand aria-hidden className="size-4" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <ImageViewer
        ids={ids}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        label={`${title} photos`}
      />
    </>
  );
}
