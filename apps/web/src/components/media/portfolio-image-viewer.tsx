import type { PortfolioImage } from '@studio/shared';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { PortfolioPhoto } from './portfolio-photo';

interface PortfolioImageViewerProps {
  /** The photographs the viewer can move through, in order. */
  images: readonly PortfolioImage[];
  /** The description of each photograph (they carry no alt text of their own). */
  altOf: (index: number) => string;
  /** The open photograph's index, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  label?: string;
}

/**
 * The full-size viewer for uploaded photographs, as <ImageViewer> is for the media library: a
 * native modal <dialog> (focus stays inside and returns to the opener), closed by its button, a
 * click on the overlay or Escape; the arrow keys and buttons move between photographs.
 */
export function PortfolioImageViewer({
  images,
  altOf,
  index,
  onIndexChange,
  onClose,
  label = 'Photo viewer',
}: PortfolioImageViewerProps) {
  const open = index !== null;
  const ref = useModalDialog(open);

  const current = index === null ? undefined : images[index];
  const step = (delta: number) => {
    if (index === null || images.length === 0) return;
    onIndexChange((index + delta + images.length) % images.length);
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
      {current && index !== null && (
        <div className="pointer-events-none flex h-full w-full flex-col items-center justify-center gap-3 p-4 sm:p-10">
          <figure className="pointer-events-auto flex max-h-full max-w-6xl flex-col items-center">
            <PortfolioPhoto
              key={current.id}
              image={current}
              alt={altOf(index)}
              sizes="100vw"
              priority
              imgClassName="max-h-[80vh] w-auto max-w-full rounded object-contain shadow-2xl"
            />
          </figure>
          <p className="text-sm text-stone-300" aria-live="polite">
            {`${index + 1} of ${images.length}`}
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
      {images.length > 1 && (
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
