import { englishLang, studioPageTexts, type WeddingFilm } from '@studio/shared';
import { Pause, Play } from 'lucide-react';
import { type FocusEvent, type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { Picture } from '@/components/media/picture';
import type { LibraryPhoto, MediaFileSource } from '@/components/media/resolve-photo';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** A film (a sample, or the studio's own) with its files resolved on the server (`resolveFilms`). */
export interface FilmView extends Omit<WeddingFilm, 'video' | 'poster'> {
  video: MediaFileSource & { id: string };
  /**
   * Its poster: the photograph (a lazy responsive picture covers the video until it plays) and
   * the small WebP for the video's own `poster` attribute.
   */
  poster?: { photo: LibraryPhoto; url: string };
}

/**
 * True once the element comes within `margin` of the viewport. A `poster` attribute downloads at
 * once wherever the video is on the page; set late, the films below the fold cost nothing on arrival.
 */
function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

/**
 * One sample film: muted, inline, `preload="none"` (nothing but the poster downloads before it
 * plays), with a play/pause button. Films marked `previewOnHover` play while the mouse rests on
 * them or the button has keyboard focus, and pause when it leaves, except under reduced motion.
 * Pressing play keeps a film playing after the pointer leaves.
 */
export function FilmCard({ film }: { film: FilmView }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const pinned = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const near = useNearViewport(videoRef);
  const { video, poster } = film;
  const captionId = `film-${video.id.replace(/\W+/g, '-')}`;

  const play = () => {
    // play() rejects when a pause() interrupts it (a quick hover); that is expected.
    videoRef.current?.play().catch(() => undefined);
  };
  const preview = () => {
    if (!film.previewOnHover || pinned.current || window.matchMedia(REDUCED_MOTION).matches) return;
    play();
  };
  const endPreview = () => {
    if (film.previewOnHover && !pinned.current) videoRef.current?.pause();
  };
  const toggle = () => {
    const v = videoRef.current;
    if (!v) return;
    if (v.paused) {
      pinned.current = true;
      play();
    } else {
      pinned.current = false;
      v.pause();
    }
  };

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') preview();
  };
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    // Keyboard focus previews; the focus a tap or click gives the button does not.
    if (e.target.matches(':focus-visible')) preview();
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) endPreview();
  };

  const label = studioPageTexts.filmPlay({ playing: playing ? 'yes' : 'no', title: film.title });
  return (
    <figure
      className="group"
      onPointerEnter={onPointerEnter}
      onPointerLeave={endPreview}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-stone-900 shadow-2xl shadow-black/30">
        <video
          ref={videoRef}
          src={video.src}
          poster={poster && near ? poster.url : undefined}
          width={video.width}
          height={video.height}
          muted
          playsInline
          loop
          preload="none"
          aria-label={video.alt}
          lang={video.lang}
          data-hover-preview={film.previewOnHover}
          onPlaying={() => setStarted(true)}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          className="absolute inset-0 h-full w-full object-cover"
        />
        {poster && (
          <Picture
            image={poster.photo.image}
            alt=""
            sizes="(min-width: 1024px) 40vw, (min-width: 640px) 50vw, 100vw"
            className={`pointer-events-none absolute inset-0 transition-opacity duration-500 ${started ? 'opacity-0' : ''}`}
            imgClassName="h-full w-full object-cover"
          />
        )}
        <button
          type="button"
          onClick={toggle}
          aria-label={label}
          aria-describedby={captionId}
          className="absolute inset-0 flex items-end justify-start bg-gradient-to-t from-black/55 via-black/5 to-transparent p-4 text-white focus-visible:outline-offset-[-4px] focus-visible:outline-white sm:p-5"
        >
          <span
            className={`grid size-14 place-items-center rounded-full bg-white/90 text-ink shadow-lg transition duration-300 group-hover:scale-105 ${
              playing ? 'opacity-0 group-hover:opacity-100 group-focus-within:opacity-100' : ''
            }`}
          >
            {playing ? <Pause aria-hidden className="size-6" /> : <Play aria-hidden className="ml-0.5 size-6" />}
          </span>
        </button>
      </div>
      <figcaption id={captionId} className="mt-4">
        <span
          className="block text-xs font-semibold uppercase tracking-[0.2em] text-gold"
          {...englishLang(film, 'place')}
        >
          {film.place}
        </span>
        <span className="mt-1 block font-serif text-2xl text-white" {...englishLang(film, 'title')}>
          {film.title}
        </span>
        <span className="mt-2 block leading-relaxed text-stone-300" {...englishLang(film, 'caption')}>
          {film.caption}
        </span>
      </figcaption>
    </figure>
  );
}

/** The four sample films of /services (#wedding-videos): an island, one card each. */
export function FilmGrid({ films }: { films: FilmView[] }) {
  return (
    <div className="mt-12 grid gap-x-8 gap-y-12 md:grid-cols-2">
      {films.map((film) => (
        <FilmCard key={film.video.id} film={film} />
      ))}
    </div>
  );
}
