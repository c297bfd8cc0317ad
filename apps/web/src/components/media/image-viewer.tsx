import { siteTexts } from '@studio/shared';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { type ImageSource, Picture } from './picture';

export interface ViewerImage {
  /** Stable identity, so the next photo never shows the previous one's pixels. */
  key: string;
  image: ImageSource;
  alt: string;
  /** Shown under the photo. */
  caption?: string;
  /** The language of `alt` and `caption` when not the page's (an English description on a Kiswahili page). */
  lang?: string;
}

export interface ImageViewerProps {
  /** The photos the viewer can move through, in order. */
  images: readonly ViewerImage[];
  /** The open photo's index, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  label?: string;
}

/**
 * The full-size viewer, for the studio's photos and photographers' uploads alike: a native modal
 * <dialog>, so focus stays inside while it is open and returns to the opener afterwards. Closed by
 * its close button, a click on the overlay or Escape; arrow keys and buttons move between photos.
 */
export function ImageViewer({
  images,
  index,
  onIndexChange,
  onClose,
  label = siteTexts.fieldExtras.photoViewer,
}: ImageViewerProps) {
  const ref = useModalDialog(index !== null);
  const current = index === null ? undefined : images[index];
  const step = (delta: number) => {
    if (index === null || images.length === 0) return;
    onIndexChange((index + delta + images.length) % images.length);
  };
  const roundButton = 'grid size-11 place-items-center rounded-full bg-white/10 text-white hover:bg-white/25';

  return (
    <dialog
      ref={ref}
      aria-label={label}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') step(1);
        if (e.key === 'ArrowLeft') step(-1);
      }}
      className="m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-black/90"
    >
      {current && index !== null && (
        <div className="pointer-events-none flex h-full w-full flex-col items-center justify-center gap-3 p-4 sm:p-10">
          <figure className="pointer-events-auto flex max-h-full max-w-6xl flex-col items-center">
            <Picture
              key={current.key}
              image={current.image}
              alt={current.alt}
              lang={current.lang}
              sizes="100vw"
              priority
              imgClassName="max-h-[80vh] w-auto max-w-full rounded object-contain shadow-2xl"
            />
            {current.caption && (
              <figcaption lang={current.lang} className="mt-3 max-w-2xl text-center text-sm text-stone-300">
                {current.caption}
              </figcaption>
            )}
          </figure>
          <p className="text-sm text-stone-300" aria-live="polite">
            {siteTexts.ui.photoPosition({ index: index + 1, count: images.length })}
          </p>
        </div>
      )}
      <button
        type="button"
        onClick={onClose}
        aria-label={siteTexts.ui.closeViewer}
        className={`fixed top-4 right-4 ${roundButton}`}
      >
        <X aria-hidden className="size-6" />
      </button>
      {images.length > 1 && (
        <>
          <button
            type="button"
            onClick={() => step(-1)}
            aria-label={siteTexts.ui.previousPhoto}
            className={`fixed top-1/2 left-3 -translate-y-1/2 ${roundButton}`}
          >
            <ChevronLeft aria-hidden className="size-6" />
          </button>
          <button
            type="button"
            onClick={() => step(1)}
            aria-label={siteTexts.ui.nextPhoto}
            className={`fixed top-1/2 right-3 -translate-y-1/2 ${roundButton}`}
          >
            <ChevronRight aria-hidden className="size-6" />
          </button>
        </>
      )}
    </dialog>
  );
}
