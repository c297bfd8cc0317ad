import { profileTexts } from '@studio/shared';
import type { PortfolioImage } from '@studio/shared';
import { Expand } from 'lucide-react';
import { Picture } from '@/components/media/picture';

/** The first photograph as a wide cover, above the fold: loaded at once, opening the viewer. */
export function ProfileCover({ image, alt, onOpen }: { image: PortfolioImage; alt: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="group relative block w-full overflow-hidden rounded-2xl bg-sand shadow-sm dark:bg-stone-800"
    >
      <Picture
        image={image}
        alt={alt}
        sizes="(min-width: 1280px) 1216px, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)"
        priority
        imgClassName="aspect-[4/3] w-full object-cover transition-transform duration-700 group-hover:scale-[1.02] sm:aspect-[16/9] lg:aspect-[21/9]"
      />
      <span
        aria-hidden
        className="absolute right-4 bottom-4 grid size-10 place-items-center rounded-full bg-ink/70 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
      >
        <Expand className="size-5" />
      </span>
    </button>
  );
}

/**
 * The other photographs in columns at their own shapes (loaded when near, with their blurred placeholders),
 * each opening the full-size viewer at its place. `offset` is the first one's index in the portfolio.
 */
export function ProfileGrid({
  images,
  offset,
  altOf,
  onOpen,
}: {
  images: readonly PortfolioImage[];
  offset: number;
  altOf: (index: number) => string;
  onOpen: (index: number) => void;
}) {
  return (
    <ul aria-label={profileTexts.view.photographsList} className="columns-2 gap-3 sm:gap-6 lg:columns-3">
      {images.map((image, i) => (
        <li key={image.id} className="mb-3 break-inside-avoid sm:mb-6">
          <button
            type="button"
            onClick={() => onOpen(offset + i)}
            className="group block w-full overflow-hidden rounded-xl bg-sand dark:bg-stone-800"
          >
            <Picture
              image={image}
              alt={altOf(offset + i)}
              sizes="(min-width: 1280px) 390px, (min-width: 1024px) 30vw, 45vw"
              deferred
              imgClassName="h-auto w-full transition-transform duration-700 group-hover:scale-[1.03]"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
