import { type GalleryPhoto, galleriesTexts } from '@studio/shared';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';

const t = galleriesTexts.browser;

/**
 * The full-screen viewer: arrow keys and swipes move between photographs, Escape closes; the
 * photograph at its largest web size over the placeholder, with the page's actions beneath. While
 * fewer than `total` are loaded (a share link's pages), it stops at the last one loaded rather than
 * going round.
 */
export function PhotoViewer({
  photos,
  total = photos.length,
  index,
  onIndex,
  onClose,
  children,
}: {
  photos: GalleryPhoto[];
  /** The photographs in all, loaded or not (the count shows "3 / 500"). */
  total?: number;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const photo = photos[index];
  const touchX = useRef<number | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const loaded = photos.length;
  const go = useCallback(
    (delta: number) => {
      const to = index + delta;
      if (to >= 0 && to < loaded) onIndex(to);
      else if (loaded >= total) onIndex((to + loaded) % loaded);
    },
    [index, loaded, total, onIndex],
  );

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement | null)?.closest('input, textarea')) return;
      if (e.key === 'ArrowRight') go(1);
      else if (e.key === 'ArrowLeft') go(-1);
      else if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [go, onClose]);

  if (!photo) return null;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={photo.fileName}
      className="fixed inset-0 z-50 flex flex-col bg-black/95 text-white"
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < 50) return;
        go(end < start ? 1 : -1);
      }}
    >
      <div className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
        <span className="truncate">
          {photo.fileName} · {index + 1} / {total}
        </span>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          className="rounded-full p-2 hover:bg-white/10"
          aria-label={t.close}
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center px-2">
        <img
          key={photo.id}
          src={photo.large}
          alt={photo.fileName}
          className="max-h-full max-w-full object-contain"
          style={{
            backgroundImage: `url("${photo.placeholder}")`,
            backgroundSize: 'cover',
            aspectRatio: `${photo.width} / ${photo.height}`,
          }}
        />
        {total > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t.previous}
              className="absolute left-2 hidden rounded-full bg-black/40 p-2 hover:bg-black/70 sm:block"
            >
              <ChevronLeft aria-hidden className="size-6" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t.next}
              className="absolute right-2 hidden rounded-full bg-black/40 p-2 hover:bg-black/70 sm:block"
            >
              <ChevronRight aria-hidden className="size-6" />
            </button>
          </>
        )}
      </div>
      {children && <div className="max-h-[40vh] overflow-y-auto bg-black/60 px-4 py-3">{children}</div>}
    </div>
  );
}
