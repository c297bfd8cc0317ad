import { localHref } from '@studio/shared/i18n/current-locale';
import { englishLang, HERO_INTERVAL_MS, type HeroSlide, studioPageTexts } from '@studio/shared';
import { ArrowRight } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Picture } from '@/components/media/picture';
import type { LibraryPhoto } from '@/components/media/resolve-photo';
import { ArrowButton, DotButtons, RotationButton } from '@/components/studio/carousel-buttons';
import { stepCyclic } from '@/components/studio/carousel-index';
import { useAutoAdvance, useCarouselRotation } from '@/components/studio/use-carousel';

/** A hero slide with its photograph resolved on the server (`resolvePhoto`). */
export interface HeroSlideView extends Omit<HeroSlide, 'image'> {
  photo?: LibraryPhoto;
}

interface HeroCarouselProps {
  slides: HeroSlideView[];
  /** The page's h1, over the slides. */
  heading: string;
  /** 'heading' when a Kiswahili page shows it in English (docs/rules/public-pages.md#languages). */
  english?: string[];
}

/**
 * The photographs fill the hero (object-cover). On tall screens the hero is about 80% of the
 * viewport's height and the 16:10 photographs overflow its width, so they are picked by height.
 */
const HERO_SIZES = '(max-aspect-ratio: 4/3) 70vh, 100vw';
/**
 * Upright phones show the 3:4 crop, 82svh tall at most (about 62vh wide), cut to the screen's
 * width. Chosen by the screen's width (a 412 px phone at 1.75x takes the 720 px crop, ADR 0035):
 * a little softer than the crop's full height would want, and a third fewer bytes on a phone.
 */
const HERO_PORTRAIT_SIZES = '100vw';

/** True once the page has finished loading: only then is the next slide's photograph fetched. */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}

/**
 * docs/rules/product.md#screens/3/4: the rotating hero, three slides (image, text, paragraph, link) advancing every 5 s
 * (HERO_INTERVAL_MS). The first slide's photograph is the page's largest paint: loaded at once
 * with high priority. Each other slide's photograph is fetched once the page has loaded and its
 * slide is next, so a first visit costs one extra photograph, not two. The current photograph
 * zooms out slowly (`.hero-zoom`, styles.css); like the rotation, the zoom holds still while the
 * hero is off screen, in a hidden tab or paused. An island of the home page.
 */
export function HeroCarousel({ slides, heading, english }: HeroCarouselProps) {
  const count = slides.length;
  const [position, setPosition] = useState(0);
  const index = stepCyclic(position, 0, count);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([0]));
  const pageLoaded = usePageLoaded();
  const rotation = useCarouselRotation(count);
  const id = useId();
  const slidesId = `${id}-slides`;

  const show = (next: number) => {
    setPosition(next);
    setVisited((v) => (v.has(next) ? v : new Set(v).add(next)));
  };
  useAutoAdvance(() => show(stepCyclic(index, 1, count)), HERO_INTERVAL_MS, rotation.running, index);

  return (
    <section
      aria-roledescription={studioPageTexts.roleCarousel}
      aria-label={studioPageTexts.heroLabel}
      data-testid="hero"
      data-index={index}
      data-motion={rotation.seen && !rotation.stopped ? 'running' : 'paused'}
      className="relative isolate overflow-hidden bg-ink text-white"
      {...rotation.bind}
    >
      <div id={slidesId} aria-live={rotation.running ? 'off' : 'polite'} className="grid">
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides have no id (docs/rules/product.md#entities) and never reorder
              key={i}
              role="group"
              aria-roledescription={studioPageTexts.roleSlide}
              aria-label={studioPageTexts.slidePosition({ index: i + 1, count })}
              data-active={active}
              inert={!active}
              className={`relative flex min-h-[min(82svh,860px)] items-end overflow-hidden transition-opacity duration-1000 [grid-area:1/1] sm:min-h-[min(86svh,880px)] ${
                active ? 'z-10 opacity-100' : 'pointer-events-none opacity-0'
              }`}
            >
              {slide.photo && (visited.has(i) || (pageLoaded && i === stepCyclic(index, 1, count))) && (
                <Picture
                  image={slide.photo.image}
                  alt={slide.photo.alt}
                  lang={slide.photo.lang}
                  sizes={HERO_SIZES}
                  portraitSizes={HERO_PORTRAIT_SIZES}
                  priority={i === 0}
                  className="absolute inset-0 -z-10"
                  imgClassName={`h-full w-full object-cover ${active ? 'hero-zoom' : ''}`}
                />
              )}
              <div
                aria-hidden
                className="absolute inset-0 -z-10 bg-gradient-to-t from-black/90 via-black/45 to-black/35"
              />
              <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-r from-black/45 to-transparent" />
              <div className="container-page pt-28 pb-32 sm:pb-36">
                <div className="max-w-3xl">
                  <h2
                    className="font-serif text-[2.6rem] leading-[1.05] text-balance sm:text-6xl lg:text-7xl"
                    {...englishLang(slide, 'text')}
                  >
                    {slide.text}
                  </h2>
                  <p
                    className="mt-5 max-w-xl text-lg leading-relaxed text-stone-100 sm:text-xl"
                    {...englishLang(slide, 'paragraph')}
                  >
                    {slide.paragraph}
                  </p>
                  <a
                    href={localHref(slide.linkPath)}
                    className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-ink shadow-lg transition-colors hover:bg-clay hover:text-white focus-visible:outline-white"
                  >
                    <span {...englishLang(slide, 'linkLabel')}>{slide.linkLabel}</span>
                    <ArrowRight aria-hidden className="size-4" />
                  </a>
                </div>
              </div>
            </div>
          );
        })}
      </div>
      <div className="pointer-events-none absolute inset-x-0 top-0 z-20">
        <div className="container-page pt-8 sm:pt-10">
          <h1
            className="max-w-md font-sans text-xs font-semibold uppercase tracking-[0.24em] text-white sm:text-sm"
            {...englishLang({ english }, 'heading')}
          >
            {heading}
          </h1>
        </div>
      </div>
      {count > 1 && (
        <div className="absolute inset-x-0 bottom-0 z-20">
          <div className="container-page flex items-center justify-between gap-3 pb-6 sm:justify-end sm:pb-8">
            <DotButtons
              count={count}
              index={index}
              tone="light"
              controls={slidesId}
              onSelect={show}
              label={(i) => studioPageTexts.dots.slide({ index: i + 1, count })}
            />
            <div className="flex items-center gap-2">
              <ArrowButton
                direction="previous"
                tone="light"
                label={studioPageTexts.carousel.previousSlide}
                controls={slidesId}
                onClick={() => show(stepCyclic(index, -1, count))}
              />
              <ArrowButton
                direction="next"
                tone="light"
                label={studioPageTexts.carousel.nextSlide}
                controls={slidesId}
                onClick={() => show(stepCyclic(index, 1, count))}
              />
              {rotation.canRotate && (
                <RotationButton
                  stopped={rotation.stopped}
                  onToggle={rotation.toggleStopped}
                  what="slides"
                  tone="light"
                />
              )}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
