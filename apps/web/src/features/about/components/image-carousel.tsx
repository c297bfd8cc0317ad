import { englishLang, studioPageTexts } from '@studio/shared';
import { useEffect, useRef, useState } from 'react';
import { Picture } from '@/components/media/picture';
import type { LibraryPhoto } from '@/components/media/resolve-photo';
import { ArrowButton } from '@/components/studio/carousel-buttons';
import { SectionHeading } from '@/components/ui/section-heading';

/** A photograph of the carousel, resolved on the server (`resolvePhoto`), and its caption. */
export interface CarouselItem {
  photo: LibraryPhoto;
  caption: string;
  /** docs/rules/public-pages.md#languages: 'caption' when a Kiswahili page shows it in English. */
  english?: string[];
}

/**
 * The /about image carousel: a row of photographs that scrolls with a swipe, the trackpad, the
 * keyboard (the row is focusable; arrow keys scroll it) or the previous/next buttons, snapping
 * to each photograph. It never moves on its own. An island of /about.
 */
export function ImageCarousel({
  items,
  eyebrow,
  title,
  english,
}: {
  items: CarouselItem[];
  eyebrow: string;
  title: string;
  /** Which of `eyebrow` and `title` a Kiswahili page shows in English (`englishProps`). */
  english?: string[];
}) {
  const marks = { english };
  const rowRef = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const update = () => {
      setAtStart(row.scrollLeft <= 4);
      setAtEnd(row.scrollLeft + row.clientWidth >= row.scrollWidth - 4);
    };
    update();
    row.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      row.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  const scrollByItem = (direction: 1 | -1) => {
    const row = rowRef.current;
    const item = row?.querySelector('li');
    if (!row || !item) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    row.scrollBy({ left: direction * (item.getBoundingClientRect().width + 20), behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <section aria-labelledby="about-gallery-title" className="bg-sand py-20 sm:py-24 dark:bg-stone-900">
      <div className="container-page flex flex-wrap items-end justify-between gap-6">
        <div>
          <SectionHeading
            id="about-gallery-title"
            eyebrow={eyebrow}
            title={title}
            langs={{ eyebrow: englishLang(marks, 'eyebrow'), title: englishLang(marks, 'title') }}
          />
        </div>
        <div className="flex gap-3">
          <ArrowButton
            direction="previous"
            label={studioPageTexts.carousel.previousPhotos}
            controls="about-gallery-row"
            disabled={atStart}
            onClick={() => scrollByItem(-1)}
          />
          <ArrowButton
            direction="next"
            label={studioPageTexts.carousel.nextPhotos}
            controls="about-gallery-row"
            disabled={atEnd}
            onClick={() => scrollByItem(1)}
          />
        </div>
      </div>
      <ul
        ref={rowRef}
        id="about-gallery-row"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label={studioPageTexts.aboutPicturesLabel}
        className="mt-10 flex snap-x snap-mandatory scroll-px-5 gap-5 overflow-x-auto px-5 pb-4 [scrollbar-width:thin] sm:scroll-px-8 sm:px-8 xl:scroll-px-[max(2rem,calc((100vw-80rem)/2+2rem))] xl:px-[max(2rem,calc((100vw-80rem)/2+2rem))]"
      >
        {items.map((item) => (
          <li key={item.photo.id} className="w-[82%] shrink-0 snap-start sm:w-[55%] lg:w-[38%]">
            <figure>
              <Picture
                image={item.photo.image}
                alt={item.photo.alt}
                lang={item.photo.lang}
                sizes="(min-width: 1024px) 38vw, (min-width: 640px) 55vw, 82vw"
                className="block overflow-hidden rounded-2xl"
                imgClassName="aspect-[4/3] h-auto w-full object-cover"
              />
              <figcaption className="mt-3 text-sm text-stone-700 dark:text-stone-300" {...englishLang(item, 'caption')}>
                {item.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
