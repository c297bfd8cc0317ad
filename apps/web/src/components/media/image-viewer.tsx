import { photo } from '@studio/shared/media/media';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { Photo } from './photo';

interface ImageViewerProps {
  /** Media ids of the photos the viewer can move through. */
  ids: readonly string[];
  /** The open photo's index, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  label?: string;
}

/**
 * The full-size viewer: a native modal <dialog>, so focus stays inside while it is open and
 * returns to the opener afterwards. Closed by its close button, a click on the overlay or Escape;
 * arrow keys move between photos.
 */
export function ImageViewer({ ids, index, onIndexChange, onClose, label = 'Photo viewer' }: ImageViewerProps) {
  const open = index !== null;
  const ref = useModalDialog(open);

  const current = index === null ? undefined : ids[index];
  const info = current ? photo(current) : undefined;
  const step = (delta: number) => {
    if (index === null || ids.length === 0) return;
    onIndexChange((index + delta + ids.length) % ids.length);
  };

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
      {current && (
        <div className="pointer-events-none flex h-full w-full flex-col items-center justify-center gap-3 p-4 sm:p-10">
          <figure className="pointer-events-auto flex max-h-full max-w-6xl flex-col items-center">
            <Photo
              id={current}
              sizes="100vw"
              priority
              imgClassName="max-h-[80vh] w-auto max-w-full rounded object-contain shadow-2xl"
            />
            {info?.alt && (
              <figcaption className="mt-3 max-w-2xl text-center text-sm text-stone-300">{info.alt}</figcaption>
            )}
          </figure>
          <p className="text-xs text-stone-400" aria-live="polite">
            {index !== null && `${index + 1} of ${ids.length}`}
          </p>
        </div>
      )}
      <button
        type="button"
        onClick={onClose}
        aria-label="Close viewer"
        className="fixed top-4 right-4 grid size-11 place-items-center rounded-full bg-white/10 text-white hover:bg-white/25"
      >
        <X aria-hidden className="size-6" />
      </button>
      {ids.length > 1 && (
        <>
          <button
            type="button"
            onClick={() => step(-1)}
            aria-label="Previous photo"
            className="fixed top-1/2 left-3 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/10 text-white hover:bg-white/25"
          >
            <ChevronLeft aria-hidden className="size-6" />
          </button>
          <button
            type="button"
            onClick={() => step(1)}
            aria-label="Next photo"
            className="fixed top-1/2 right-3 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/10 text-white hover:bg-white/25"
          >
            <ChevronRight aria-hidden className="size-6" />
          </button>
        </>
      )}
    </dialog>
  );
}
