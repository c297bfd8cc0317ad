import { profileTexts } from '@studio/shared';
import type { PortfolioImage } from '@studio/shared';
import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Picture } from '@/components/media/picture';

/**
 * The photographer's film behind its poster (ADR 0035): until the visitor presses play, the page
 * carries a lazy responsive photograph and a link to the film, not a `<video>` (whose poster,
 * metadata request and built-in controls cost a phone on arrival, wherever the film is on the
 * page). The link works without scripts; with them it is a button: the loader wakes the island
 * and replays the press, and the film plays in place with the browser's controls.
 */
export function ProfileFilm({ src, poster, name }: { src: string; poster?: PortfolioImage; name: string }) {
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (playing) video.current?.focus();
  }, [playing]);
  const label = profileTexts.view.playFilm({ name });

  if (playing)
    return (
      <video
        ref={video}
        src={src}
        controls
        autoPlay
        playsInline
        aria-label={profileTexts.view.filmBy({ name })}
        className="mt-8 aspect-video w-full rounded-xl bg-black shadow-2xl"
      >
        <a href={src} className="underline">
          {profileTexts.view.downloadFilm}
        </a>
      </video>
    );
  return (
    <a
      href={src}
      role="button"
      aria-label={label}
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
      className="group relative mt-8 block aspect-video w-full overflow-hidden rounded-xl bg-black shadow-2xl"
    >
      {poster && (
        <Picture
          image={poster}
          alt=""
          sizes="(min-width: 1100px) 1024px, calc(100vw - 2.5rem)"
          deferred
          className="absolute inset-0"
          imgClassName="size-full object-cover opacity-80 transition-opacity group-hover:opacity-100"
        />
      )}
      <span className="absolute inset-0 grid place-items-center">
        <span className="grid size-16 place-items-center rounded-full bg-white/90 text-ink shadow-lg transition group-hover:scale-105">
          <Play aria-hidden className="size-7 translate-x-0.5 fill-current" />
        </span>
      </span>
    </a>
  );
}
